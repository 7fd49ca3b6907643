/** What the API says about the ways to pay (issue 27, ADR 0052); merged into messages.ts. */
export const paymentMessages = {
  en: {
    'payment.apple_pay': 'Apple Pay',
    'payment.stc_pay': 'STC Pay',
    'payment.tabby': 'Tabby',
    'payment.tamara': 'Tamara',
    'orders.method_not_offered': 'This way to pay is not offered: choose another',
    'money.payment_methods': 'Choose at least one way to pay among those available',
  },
  ar: {
    'payment.apple_pay': 'Apple Pay',
    'payment.stc_pay': 'إس تي سي باي',
    'payment.tabby': 'تابي',
    'payment.tamara': 'تمارا',
    'orders.method_not_offered': 'طريقة الدفع هذه غير متاحة: اختر طريقة أخرى',
    'money.payment_methods': 'اختر طريقة دفع واحدة على الأقل من الطرق المتاحة',
  },
} as const;
