/** Apple Pay (issue 27 item 3, ADR 0061). */
export const applePayMessages = {
  en: {
    'payment.apple_pay_validation_url': 'This is not an Apple Pay validation address',
    'payment.apple_pay_token_invalid': 'The Apple Pay payment could not be read; try again',
    'payment.apple_pay_not_found': 'No Apple Pay payment for this order',
    'payment.apple_pay_closed': 'This order can no longer be paid; choose a way to pay again',
    'payment.apple_pay_busy': 'This Apple Pay payment is already being processed',
    'payment.apple_pay_unavailable': 'Apple Pay is not available right now; choose another way to pay',
    'payment.apple_pay_session': 'Apple Pay is ready',
    'payment.apple_pay_paid': 'Paid with Apple Pay',
    'payment.apple_pay_declined': 'Apple Pay declined the payment; choose another way to pay',
  },
  ar: {
    'payment.apple_pay_validation_url': 'هذا ليس عنوان تحقق من Apple Pay',
    'payment.apple_pay_token_invalid': 'تعذّرت قراءة الدفع عبر Apple Pay؛ حاول مرة أخرى',
    'payment.apple_pay_not_found': 'لا يوجد دفع عبر Apple Pay لهذا الطلب',
    'payment.apple_pay_closed': 'لم يعد بالإمكان دفع هذا الطلب؛ اختر طريقة الدفع من جديد',
    'payment.apple_pay_busy': 'يجري الآن تنفيذ هذا الدفع عبر Apple Pay',
    'payment.apple_pay_unavailable': 'Apple Pay غير متاح الآن؛ اختر طريقة دفع أخرى',
    'payment.apple_pay_session': 'Apple Pay جاهز',
    'payment.apple_pay_paid': 'تم الدفع عبر Apple Pay',
    'payment.apple_pay_declined': 'رفض Apple Pay الدفع؛ اختر طريقة دفع أخرى',
  },
} as const;
