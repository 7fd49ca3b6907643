/** The sandbox Tabby / Tamara checkout page's words, in both languages. */
import type { PaymentLanguage } from '../interface.ts';
import type { BnplMethod } from './interface.ts';

type BnplTexts = {
  names: Record<BnplMethod, string>;
  title: (name: string) => string;
  lead: (amount: string) => string;
  plan: (count: number, amount: string) => string;
  currency: (amount: string) => string;
  approve: string;
  decline: string;
  cancel: string;
  testNote: string;
  notFound: string;
};

export const bnplTexts: Record<PaymentLanguage, BnplTexts> = {
  en: {
    names: { tabby: 'Tabby', tamara: 'Tamara' },
    title: (name) => `Pay later with ${name}`,
    lead: (amount) => `Order total: ${amount}`,
    plan: (count, amount) => `${count} interest-free payments of ${amount}, the first one today.`,
    currency: (amount) => `${amount}\u00a0SAR`,
    approve: 'Approve',
    decline: 'Decline',
    cancel: 'Cancel and go back',
    testNote:
      'Sandbox: Approve pays the order, Decline plays a refused application, Cancel an abandoned one.',
    notFound: 'This checkout does not exist or has expired.',
  },
  ar: {
    names: { tabby: 'تابي', tamara: 'تمارا' },
    title: (name) => `ادفع لاحقًا مع ${name}`,
    lead: (amount) => `إجمالي الطلب: ${amount}`,
    plan: (count, amount) => `${count} دفعات بدون فوائد، كل دفعة ${amount}، الأولى اليوم.`,
    currency: (amount) => `${amount}\u00a0ر.س`,
    approve: 'موافقة',
    decline: 'رفض',
    cancel: 'إلغاء والعودة',
    testNote: 'بيئة تجريبية: «موافقة» تدفع الطلب، و«رفض» يمثل طلبًا مرفوضًا، و«إلغاء» طلبًا متروكًا.',
    notFound: 'عملية الدفع هذه غير موجودة أو انتهت صلاحيتها.',
  },
};
