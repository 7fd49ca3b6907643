/** Every string the sandbox gateway's pages show, in English and Arabic (the `Texts` type keeps the keys equal). */
import type { PaymentLanguage } from '../interface.ts';
import { moneySpace } from '@hajz/contracts/money';
import type { CardBehaviour } from './test-cards.ts';

export type FieldError =
  | 'number_required'
  | 'number_format'
  | 'number_luhn'
  | 'expiry_required'
  | 'expiry_format'
  | 'expiry_past'
  | 'cvc_required'
  | 'cvc_3'
  | 'cvc_4'
  | 'holder_required'
  | 'holder_long'
  | 'holder_chars'
  | 'code_required';

export type Texts = {
  badge: string;
  sandboxNote: string;
  cardTitle: string;
  cardLead: string;
  numberLabel: string;
  expiryLabel: string;
  expiryHint: string;
  cvcLabel: string;
  cvcHint: string;
  holderLabel: string;
  rememberNote: string;
  continue: string;
  cancel: string;
  errorSummary: string;
  errors: Record<FieldError, string>;
  testCardsTitle: string;
  testCardsIntro: string;
  testCardsOther: string;
  behaviours: Record<CardBehaviour, string>;
  footer: string;
  badRequestTitle: string;
  badRequestBody: string;
  notFoundTitle: string;
  notFoundBody: string;
  challengeTitle: string;
  /** The amount is already formatted, currency included. */
  challengeLead: (amount: string) => string;
  codeLabel: string;
  codeHint: string;
  submit: string;
  codeWrong: (attemptsLeft: number) => string;
  cardEnding: (brand: string, last4: string) => string;
  currency: (amount: string) => string;
};

const en: Texts = {
  badge: 'Sandbox',
  sandboxNote: 'Test mode: no real card is charged. Use one of the test cards below.',
  cardTitle: 'Secure card payment',
  cardLead: 'Enter your card details to continue.',
  numberLabel: 'Card number',
  expiryLabel: 'Expiry date',
  expiryHint: 'MM/YY',
  cvcLabel: 'Security code (CVC)',
  cvcHint: '3 digits on the back of the card, 4 on the front for American Express.',
  holderLabel: 'Name on card',
  rememberNote: 'This card will be saved for your next payments.',
  continue: 'Continue',
  cancel: 'Cancel',
  errorSummary: 'Please check the following:',
  errors: {
    number_required: 'Enter the card number.',
    number_format: 'Enter a card number of 12 to 19 digits.',
    number_luhn: 'This card number is not valid. Check it and try again.',
    expiry_required: 'Enter the expiry date.',
    expiry_format: 'Enter the expiry date as MM/YY, for example 08/29.',
    expiry_past: 'This card has expired.',
    cvc_required: 'Enter the security code.',
    cvc_3: 'Enter the 3-digit security code.',
    cvc_4: 'Enter the 4-digit security code.',
    holder_required: 'Enter the name on the card.',
    holder_long: 'The name on the card is too long.',
    holder_chars: 'Use only letters, spaces, dots, apostrophes and hyphens in the name.',
    code_required: 'Enter the verification code.',
  },
  testCardsTitle: 'Test cards',
  testCardsIntro: 'Any future expiry date and any security code work.',
  testCardsOther: 'Any other valid card number: the payment succeeds.',
  behaviours: {
    success: 'Payment succeeds',
    insufficient_funds: 'Declined: insufficient funds',
    declined: 'Declined by the bank',
    challenge: '3-D Secure check (code 1234)',
  },
  footer: 'Sandbox gateway: card numbers are never stored.',
  badRequestTitle: 'This payment link is not valid',
  badRequestBody: 'The link was changed or is incomplete. Go back and start the payment again.',
  notFoundTitle: 'Verification not found',
  notFoundBody: 'This verification has expired or does not exist. Go back and try the payment again.',
  challengeTitle: 'Verify it’s you',
  challengeLead: (amount) => `Your bank wants to confirm a payment of ${amount}.`,
  codeLabel: 'Verification code',
  codeHint: 'Sandbox: the code is 1234.',
  submit: 'Submit',
  codeWrong: (left) => `The code is incorrect. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  cardEnding: (brand, last4) => `${brand} card ending in ${last4}`,
  currency: (amount) => `${amount}${moneySpace}SAR`,
};

const ar: Texts = {
  badge: 'بيئة تجريبية',
  sandboxNote: 'وضع الاختبار: لا تُخصم أي مبالغ حقيقية. استخدم إحدى البطاقات التجريبية أدناه.',
  cardTitle: 'الدفع الآمن بالبطاقة',
  cardLead: 'أدخل بيانات بطاقتك للمتابعة.',
  numberLabel: 'رقم البطاقة',
  expiryLabel: 'تاريخ الانتهاء',
  expiryHint: 'شهر/سنة (MM/YY)',
  cvcLabel: 'رمز الأمان (CVC)',
  cvcHint: '3 أرقام على ظهر البطاقة، و4 أرقام على وجهها لبطاقات أمريكان إكسبريس.',
  holderLabel: 'الاسم على البطاقة',
  rememberNote: 'ستُحفظ هذه البطاقة لمدفوعاتك القادمة.',
  continue: 'متابعة',
  cancel: 'إلغاء',
  errorSummary: 'يُرجى مراجعة ما يلي:',
  errors: {
    number_required: 'أدخل رقم البطاقة.',
    number_format: 'أدخل رقم بطاقة من 12 إلى 19 رقمًا.',
    number_luhn: 'رقم البطاقة غير صحيح. تحقق منه وحاول مرة أخرى.',
    expiry_required: 'أدخل تاريخ الانتهاء.',
    expiry_format: 'أدخل تاريخ الانتهاء بالصيغة MM/YY، مثل 08/29.',
    expiry_past: 'انتهت صلاحية هذه البطاقة.',
    cvc_required: 'أدخل رمز الأمان.',
    cvc_3: 'أدخل رمز الأمان المكوّن من 3 أرقام.',
    cvc_4: 'أدخل رمز الأمان المكوّن من 4 أرقام.',
    holder_required: 'أدخل الاسم المكتوب على البطاقة.',
    holder_long: 'الاسم المكتوب على البطاقة طويل جدًا.',
    holder_chars: 'استخدم الحروف والمسافات والنقاط والفواصل العليا والشرطات فقط في الاسم.',
    code_required: 'أدخل رمز التحقق.',
  },
  testCardsTitle: 'البطاقات التجريبية',
  testCardsIntro: 'يصلح أي تاريخ انتهاء مستقبلي وأي رمز أمان.',
  testCardsOther: 'أي رقم بطاقة صحيح آخر: تنجح عملية الدفع.',
  behaviours: {
    success: 'تنجح عملية الدفع',
    insufficient_funds: 'مرفوضة: الرصيد غير كافٍ',
    declined: 'مرفوضة من البنك',
    challenge: 'تحقق 3-D Secure (الرمز 1234)',
  },
  footer: 'بوابة تجريبية: لا تُحفظ أرقام البطاقات أبدًا.',
  badRequestTitle: 'رابط الدفع هذا غير صالح',
  badRequestBody: 'تم تعديل الرابط أو أنه غير مكتمل. ارجع وابدأ عملية الدفع من جديد.',
  notFoundTitle: 'عملية التحقق غير موجودة',
  notFoundBody: 'انتهت صلاحية عملية التحقق هذه أو أنها غير موجودة. ارجع وأعد محاولة الدفع.',
  challengeTitle: 'تأكيد هويتك',
  challengeLead: (amount) => `يطلب بنكك تأكيد عملية دفع بمبلغ ${amount}.`,
  codeLabel: 'رمز التحقق',
  codeHint: 'في البيئة التجريبية الرمز هو 1234.',
  submit: 'إرسال',
  // Arabic counts: one is محاولة واحدة, two is the dual محاولتان, 3 to 10 take the plural محاولات.
  codeWrong: (left) =>
    `الرمز غير صحيح. ${left === 1 ? 'لديك محاولة واحدة متبقية.' : left === 2 ? 'لديك محاولتان متبقيتان.' : `لديك ${left} محاولات متبقية.`}`,
  cardEnding: (brand, last4) => `بطاقة ${brand} المنتهية بالأرقام ${last4}`,
  currency: (amount) => `${amount}${moneySpace}ر.س`,
};

export const texts: Record<PaymentLanguage, Texts> = { en, ar };
