/**
 * What the simulation says, in English and Arabic (Accept-Language), as Fatoora answers in the requested
 * language. Codes Fatoora documents keep its wording (Invalid-OTP, Missing-ComplianceSteps, XSD_ZATCA_VALID,
 * invalid-invoice-hash, BR-KSA-09); a business rule broken keeps its code (BR-CO-15, …) with a text of ours; the
 * others are the simulation's own, named plainly (ADR 0044).
 */
import type { FatooraLanguage } from '../interface.ts';

type Params = Record<string, string>;
type Text = (params: Params) => string;

const en = {
  invalidOtp: () => 'The provided OTP is invalid',
  invalidCsr: ({ reason }) => `The provided CSR is invalid: ${reason}`,
  invalidVersion: () => 'The Accept-Version header must be V2',
  invalidBody: ({ fields }) => `The request body must be JSON with ${fields}`,
  invalidRequestId: () => 'The compliance_request_id does not belong to these credentials',
  missingSteps: ({ steps }) =>
    `The compliance certificate is not done with the following compliance steps yet [${steps}]`,
  renewalUnit: () => 'The CSR is for another taxpayer than the certificate being renewed',
  serverError: () => 'Something went wrong and caused an Internal Server Error',
  xsdValid: () => 'Complied with UBL 2.1 standards in line with ZATCA specifications',
  xsdInvalid: ({ reason }) => `The XML is not a UBL 2.1 Invoice document: ${reason}`,
  invalidHash: () => 'The invoiceHash must be the base64 of a SHA-256 digest',
  uuidMissing: () => 'The invoice has no UUID (cbc:UUID)',
  uuidMismatch: () => 'The uuid in the request body does not match the UUID of the invoice',
  typeUnknown: () => 'The InvoiceTypeCode must be 388, 381 or 383 with a 7-digit transaction code (name)',
  notSimplified: () => 'XML Submitted using reporting API is not a simplified document',
  typeNotAllowed: () => 'The certificate was not issued for this type of invoice (CSR title)',
  icvMissing: () => 'The invoice counter value (ICV) is missing or not a positive whole number',
  pihMissing: () => 'The previous invoice hash (PIH) is missing',
  icvSequence: ({ expected, got }) => `The invoice counter value must be ${expected}, it is ${got}`,
  pihChain: () => 'The previous invoice hash (PIH) is not the hash of the previous document of this unit',
  chainStart: () => 'The simulation has no earlier document of this unit: its chain starts here',
  verification: ({ problem }) => `The invoice does not verify: ${problem}`,
  businessRule: ({ rule, detail }) => `[${rule}] The invoice does not satisfy this business rule: ${detail}`,
  certificateMismatch: () => 'The invoice is not signed with the certificate of these credentials',
  sellerAddress: () =>
    'Seller address must contain street name (BT-35), building number (KSA-17), postal code (BT-38), city (BT-37), district (KSA-3), country code (BT-40).',
} satisfies Record<string, Text>;

export type MessageKey = keyof typeof en;

const ar: Record<MessageKey, Text> = {
  invalidOtp: () => 'رمز التحقق (OTP) المقدم غير صحيح',
  invalidCsr: ({ reason }) => `طلب توقيع الشهادة (CSR) غير صالح: ${reason}`,
  invalidVersion: () => 'يجب أن تكون قيمة الترويسة Accept-Version هي V2',
  invalidBody: ({ fields }) => `يجب أن يكون متن الطلب JSON يحتوي ${fields}`,
  invalidRequestId: () => 'قيمة compliance_request_id لا تخص بيانات الاعتماد هذه',
  missingSteps: ({ steps }) => `لم تكتمل خطوات التوافق التالية لشهادة التوافق بعد [${steps}]`,
  renewalUnit: () => 'طلب توقيع الشهادة لمكلف غير المكلف صاحب الشهادة المراد تجديدها',
  serverError: () => 'حدث خطأ داخلي في الخادم',
  xsdValid: () => 'متوافق مع معيار UBL 2.1 وفق مواصفات هيئة الزكاة والضريبة والجمارك',
  xsdInvalid: ({ reason }) => `ملف XML ليس مستند فاتورة UBL 2.1: ${reason}`,
  invalidHash: () => 'يجب أن تكون قيمة invoiceHash ترميز base64 لملخص SHA-256',
  uuidMissing: () => 'لا تحتوي الفاتورة على معرف فريد (cbc:UUID)',
  uuidMismatch: () => 'المعرف uuid في متن الطلب لا يطابق المعرف الفريد للفاتورة',
  typeUnknown: () => 'يجب أن يكون رمز نوع الفاتورة 388 أو 381 أو 383 مع رمز معاملة من 7 أرقام (name)',
  notSimplified: () => 'المستند المرسل عبر واجهة الإبلاغ ليس فاتورة مبسطة',
  typeNotAllowed: () => 'لم تصدر الشهادة لهذا النوع من الفواتير (حقل title في طلب الشهادة)',
  icvMissing: () => 'قيمة عداد الفاتورة (ICV) مفقودة أو ليست عددا صحيحا موجبا',
  pihMissing: () => 'قيمة تجزئة الفاتورة السابقة (PIH) مفقودة',
  icvSequence: ({ expected, got }) => `يجب أن تكون قيمة عداد الفاتورة ${expected}، وهي ${got}`,
  pihChain: () => 'قيمة تجزئة الفاتورة السابقة (PIH) ليست تجزئة المستند السابق لهذه الوحدة',
  chainStart: () => 'لا تعرف المحاكاة مستندا سابقا لهذه الوحدة: تبدأ سلسلتها من هنا',
  verification: ({ problem }) => `تعذر التحقق من الفاتورة: ${problem}`,
  businessRule: ({ rule, detail }) => `[${rule}] لا تستوفي الفاتورة قاعدة العمل هذه: ${detail}`,
  certificateMismatch: () => 'الفاتورة غير موقعة بشهادة بيانات الاعتماد هذه',
  sellerAddress: () =>
    'يجب أن يحتوي عنوان البائع على اسم الشارع ورقم المبنى والرمز البريدي والمدينة والحي ورمز الدولة.',
};

const texts: Record<FatooraLanguage, Record<MessageKey, Text>> = { en, ar };

export function simulationText(language: FatooraLanguage, key: MessageKey, params: Params = {}): string {
  return texts[language][key](params);
}
