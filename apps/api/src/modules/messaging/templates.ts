/**
 * The WhatsApp message templates, one per intent, in Arabic and English: what an owner submits to Meta (WhatsApp
 * Manager → Message templates) with exactly these names, categories, texts and buttons, then sends with. Meta fills
 * {{1}}, {{2}}… with `parameters` in order; quick-reply buttons carry a payload we set per message and Meta hands back
 * when tapped (ADR 0056). Rules Meta applies at review: no variable at the start or the end of the body, no two
 * variables side by side, at most 1024 characters of body, button titles of at most 25 characters.
 * Sources: developers.facebook.com/docs/whatsapp/api/messages/message-templates/ (components, quick replies),
 * developers.facebook.com/docs/whatsapp/business-management-api/authentication-templates (sign-in codes).
 */
import type { Locale } from '@hajz/contracts/locale';

export type TemplateButton = 'reschedule' | 'cancel' | 'take';

export type Template = {
  /** The name approved at Meta (lowercase, underscores). */
  name: string;
  category: 'UTILITY' | 'AUTHENTICATION' | 'MARKETING';
  /** What {{1}}, {{2}}… stand for, in order. */
  parameters: readonly string[];
  buttons: readonly TemplateButton[];
  text: Record<Locale, string>;
};

/** The quick-reply buttons' titles as approved (at most 25 characters). */
export const buttonTitles: Record<TemplateButton, Record<Locale, string>> = {
  reschedule: { en: 'Reschedule', ar: 'تغيير الموعد' },
  cancel: { en: 'Cancel booking', ar: 'إلغاء الحجز' },
  take: { en: 'Take it', ar: 'احجزه لي' },
};

export const templates = {
  booking_confirmed: {
    name: 'hajz_booking_confirmed',
    category: 'UTILITY',
    parameters: ['business', 'number', 'date', 'time', 'branch'],
    buttons: ['reschedule', 'cancel'],
    text: {
      en: 'Hello from {{1}}: your booking {{2}} is confirmed for {{3}} at {{4}}, {{5}}. Need a change? Tap a button below.',
      ar: 'أهلًا من {{1}}: تم تأكيد حجزك {{2}} يوم {{3}} الساعة {{4}}، {{5}}. تحتاج تغييرًا؟ اضغط أحد الأزرار أدناه.',
    },
  },
  order_confirmed: {
    // An order without a visit (products only): no time to change, no buttons.
    name: 'hajz_order_confirmed',
    category: 'UTILITY',
    parameters: ['business', 'number'],
    buttons: [],
    text: {
      en: 'Hello from {{1}}: your order {{2}} is confirmed. Thank you for choosing us.',
      ar: 'أهلًا من {{1}}: تم تأكيد طلبك {{2}}. شكرًا لاختيارك لنا.',
    },
  },
  booking_reminder: {
    name: 'hajz_booking_reminder',
    category: 'UTILITY',
    parameters: ['business', 'number', 'in', 'date', 'time', 'branch', 'link'],
    buttons: ['reschedule', 'cancel'],
    text: {
      en: 'Reminder from {{1}}: your booking {{2}} is in {{3}}, on {{4}} at {{5}}, {{6}}. Details: {{7}} — see you soon.',
      ar: 'تذكير من {{1}}: موعد حجزك {{2}} بعد {{3}}، يوم {{4}} الساعة {{5}}، {{6}}. التفاصيل: {{7}} — نراك قريبًا.',
    },
  },
  booking_moved: {
    name: 'hajz_booking_moved',
    category: 'UTILITY',
    parameters: ['business', 'number', 'date', 'time', 'branch', 'link'],
    buttons: [],
    text: {
      en: 'From {{1}}: your booking {{2}} has a new time, {{3}} at {{4}}, {{5}}. Details: {{6}} — thank you.',
      ar: 'من {{1}}: موعد جديد لحجزك {{2}}، يوم {{3}} الساعة {{4}}، {{5}}. التفاصيل: {{6}} — شكرًا لك.',
    },
  },
  booking_cancelled: {
    name: 'hajz_booking_cancelled',
    category: 'UTILITY',
    parameters: ['business', 'number', 'link'],
    buttons: [],
    text: {
      en: 'From {{1}}: your booking {{2}} is cancelled. Details and any refund: {{3}} — we hope to see you again.',
      ar: 'من {{1}}: تم إلغاء حجزك {{2}}. التفاصيل وأي استرداد: {{3}} — نأمل أن نراك مجددًا.',
    },
  },
  refund: {
    name: 'hajz_refund',
    category: 'UTILITY',
    parameters: ['business', 'amount', 'number', 'destination'],
    buttons: [],
    text: {
      en: 'From {{1}}: we refunded {{2}} for order {{3}} to your {{4}}. Thank you.',
      ar: 'من {{1}}: أعدنا {{2}} عن الطلب {{3}} إلى {{4}}. شكرًا لك.',
    },
  },
  no_show: {
    // A missed booking whose deposit is kept (ADR 0054): the amount kept, and the booking's page.
    name: 'hajz_no_show',
    category: 'UTILITY',
    parameters: ['business', 'number', 'amount', 'link'],
    buttons: [],
    text: {
      en: 'From {{1}}: you did not come to your booking {{2}}, so the deposit of {{3}} is kept. Details: {{4}} — we hope to see you another time.',
      ar: 'من {{1}}: لم تحضر إلى حجزك {{2}}، لذلك لا يُسترد العربون البالغ {{3}}. التفاصيل: {{4}} — نأمل أن نراك في وقت آخر.',
    },
  },
  no_show_no_deposit: {
    // A missed booking without a deposit: only told, nothing kept.
    name: 'hajz_no_show_no_deposit',
    category: 'UTILITY',
    parameters: ['business', 'number', 'link'],
    buttons: [],
    text: {
      en: 'From {{1}}: you did not come to your booking {{2}}. Details: {{3}} — we hope to see you another time.',
      ar: 'من {{1}}: لم تحضر إلى حجزك {{2}}. التفاصيل: {{3}} — نأمل أن نراك في وقت آخر.',
    },
  },
  gift_received: {
    name: 'hajz_gift_received',
    category: 'UTILITY',
    parameters: ['business', 'sender', 'link'],
    buttons: [],
    text: {
      en: 'From {{1}}: {{2}} sent you a gift. Open it in the app: {{3}} — enjoy.',
      ar: 'من {{1}}: أرسل لك {{2}} هدية. افتحها في التطبيق: {{3}} — استمتع.',
    },
  },
  waitlist_offer: {
    name: 'hajz_waitlist_offer',
    category: 'UTILITY',
    parameters: ['business', 'service', 'date', 'time', 'branch', 'minutes', 'link'],
    buttons: ['take'],
    text: {
      en: 'Good news from {{1}}: a time for {{2}} opened, {{3}} at {{4}}, {{5}}. It is held for you for {{6}} minutes: tap Take it to book it, or see it at {{7}} — thank you.',
      ar: 'خبر سار من {{1}}: توفر موعد لـ {{2}}، يوم {{3}} الساعة {{4}}، {{5}}. محجوز لك لمدة {{6}} دقيقة: اضغط «احجزه لي» لتأكيده، أو اطّلع عليه من {{7}} — شكرًا لك.',
    },
  },
  ticket_answered: {
    name: 'hajz_ticket_answered',
    category: 'UTILITY',
    parameters: ['business', 'subject', 'link'],
    buttons: [],
    text: {
      en: 'From {{1}}: we answered your message "{{2}}". Read it and reply here: {{3}} — thank you.',
      ar: 'من {{1}}: رددنا على رسالتك "{{2}}". اقرأ الرد وأجب هنا: {{3}} — شكرًا لك.',
    },
  },
  marketing_offer: {
    // The owner's offer (ADR 0065): their words (no link, 140 characters at most), to customers who take offers.
    // A MARKETING template: Meta lets a customer block it, and the text says how to stop it here.
    name: 'hajz_marketing_offer',
    category: 'MARKETING',
    parameters: ['business', 'offer', 'link'],
    buttons: [],
    text: {
      en: 'An offer from {{1}}: {{2}} Book here: {{3}} — reply STOP to receive no more offers.',
      ar: 'عرض من {{1}}: {{2}} احجز من هنا: {{3}} — أرسل «إيقاف» لإيقاف العروض.',
    },
  },
  sign_in_code: {
    // Submitted for later; the intent is not used: account/send-otp texts the code by SMS itself, never through the
    // messenger, which would keep the code in clear in messages.payload (ADR 0056, amended 2026-11-28). Meta fixes
    // an authentication template's text.
    name: 'hajz_sign_in_code',
    category: 'AUTHENTICATION',
    parameters: ['code'],
    buttons: [],
    text: {
      en: '{{1}} is your verification code. For your security, do not share this code.',
      ar: '{{1}} هو رمز التحقق الخاص بك. حفاظًا على أمانك، لا تشارك هذا الرمز.',
    },
  },
} as const satisfies Record<string, Template>;

export type IntentKind = keyof typeof templates;
export const intentKinds = Object.keys(templates) as IntentKind[];
export type IntentParams<K extends IntentKind> = Record<(typeof templates)[K]['parameters'][number], string>;

/** Longest parameter we send: links whole, names and subjects cut (Meta rejects a body over 1024 characters). */
const maxParam = (name: string) => (name === 'link' ? 300 : name === 'offer' ? 140 : 60);

/**
 * A parameter as Meta takes it: no new lines or tabs, no more than four spaces in a row (error 132018), not empty
 * (a dash), and cut on a character boundary (never half an Arabic letter or an emoji) with an ellipsis.
 */
export function cutParameter(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim() || '-';
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/** The parameters in template order, each cut to what Meta allows. */
export function templateParameters(kind: IntentKind, params: Record<string, string>): string[] {
  return templates[kind].parameters.map((name: string) => cutParameter(params[name] ?? '', maxParam(name)));
}

/** The body as the customer reads it: the approved text with the parameters filled in. */
export const templateText = (kind: IntentKind, locale: Locale, parameters: string[]) =>
  templates[kind].text[locale].replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? '');
