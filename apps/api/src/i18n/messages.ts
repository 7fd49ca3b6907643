import type { Locale } from '@hajz/contracts/locale';

/** Every message the API can send a person, in both languages. Keys are stable; tests check parity. */
export const messages = {
  en: {
    ok: 'OK',
    'errors.not_found': 'Not found',
    'errors.route_not_found': 'This endpoint does not exist',
    'errors.product_not_found': 'This service or product does not exist',
    'errors.malformed_json': 'The request body is not valid JSON',
    'errors.bad_request': 'The request could not be understood',
    'errors.validation': 'Some fields are not valid',
    'errors.body_too_large': 'The request body is too large',
    'errors.unsupported_media_type': 'This content type is not supported',
    'errors.method_not_allowed': 'This method is not allowed here',
    'errors.rate_limited': 'Too many requests. Please try again later',
    'errors.internal': 'Something went wrong on our side. Please try again',
    'errors.database_down': 'The database is not reachable',
    'validation.invalid': 'This value is not valid',
    'validation.required': 'This field is required',
    'validation.page': 'Page must be a whole number from 1',
    'validation.id': 'Must be a positive whole number',
    'validation.header': 'Unknown value for this header',
    'validation.enum': 'This value is not one of the allowed options',
  },
  ar: {
    ok: 'تم',
    'errors.not_found': 'غير موجود',
    'errors.route_not_found': 'هذا المسار غير موجود',
    'errors.product_not_found': 'هذه الخدمة أو هذا المنتج غير موجود',
    'errors.malformed_json': 'محتوى الطلب ليس JSON صالحًا',
    'errors.bad_request': 'تعذّر فهم الطلب',
    'errors.validation': 'بعض الحقول غير صالحة',
    'errors.body_too_large': 'حجم محتوى الطلب كبير جدًا',
    'errors.unsupported_media_type': 'نوع المحتوى هذا غير مدعوم',
    'errors.method_not_allowed': 'هذه الطريقة غير مسموحة هنا',
    'errors.rate_limited': 'طلبات كثيرة جدًا. حاول مرة أخرى لاحقًا',
    'errors.internal': 'حدث خطأ من جهتنا. حاول مرة أخرى',
    'errors.database_down': 'تعذّر الوصول إلى قاعدة البيانات',
    'validation.invalid': 'هذه القيمة غير صالحة',
    'validation.required': 'هذا الحقل مطلوب',
    'validation.page': 'رقم الصفحة يجب أن يكون عددًا صحيحًا يبدأ من 1',
    'validation.id': 'يجب أن يكون عددًا صحيحًا موجبًا',
    'validation.header': 'قيمة غير معروفة لهذه الترويسة',
    'validation.enum': 'هذه القيمة ليست من الخيارات المسموحة',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['en'];

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(messages.en, key);

export function translate(locale: Locale, key: MessageKey): string {
  return messages[locale][key];
}
