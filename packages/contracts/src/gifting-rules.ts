/** Gifted bookings (issue 13, ADR 0021): states and limits with no schema library, safe for the browser bundle. */

/**
 * A gift's state, beside its order's:
 *
 *   waiting ──schedule──▶ scheduled ──accept──▶ accepted
 *      │  └────────────────accept──────────────▶ accepted
 *      └──decline (also from scheduled)──▶ declined (the order is cancelled, the sender refunded)
 *   (the sender cancelling the order) ──▶ withdrawn
 *   an open-time gift ("let them choose") still waiting at its schedule-by date ──▶ expired (sender refunded)
 *
 * `accepted`, `declined` and `withdrawn` complete a gift (`is_completed`); so does its order ending (completed,
 * cancelled, expired). Colours meet 4.5:1 on white.
 */
export const giftStatuses = {
  waiting: { color: '#b45309', en: 'Waiting for a reply', ar: 'بانتظار الرد' },
  scheduled: { color: '#1d4ed8', en: 'Time chosen', ar: 'تم اختيار الموعد' },
  accepted: { color: '#15803d', en: 'Accepted', ar: 'مقبولة' },
  declined: { color: '#b91c1c', en: 'Declined', ar: 'مرفوضة' },
  withdrawn: { color: '#4b5563', en: 'Withdrawn', ar: 'مسحوبة' },
  expired: { color: '#4b5563', en: 'Expired', ar: 'منتهية' },
} as const;
export type GiftStatusName = keyof typeof giftStatuses;
export const giftStatusNames = Object.keys(giftStatuses) as [GiftStatusName, ...GiftStatusName[]];

/** The recipient's reply is still open. */
export const giftIsOpen = (status: GiftStatusName) => status === 'waiting' || status === 'scheduled';

export const giftRules = {
  /** Spec §5: the recipient's mobile has exactly 9 national digits. */
  mobileDigits: 9,
  /** A sender may send this many gifts a day (a rolling 24 hours); beyond it POST orders answers 429. */
  maxGiftsPerSenderPerDay: 10,
  maxNameLength: 60,
  maxMessageLength: 500,
} as const;

/** The recipient as the gifted order form holds it (spec §3 Gift recipient): the national 9 digits only. */
export type GiftDraft = {
  first_name: string;
  last_name: string;
  /** 9 digits, without the country code. */
  mobile_number: string;
  email: string;
  gender: '' | 'Male' | 'Female';
  message: string;
  /** The language of their text message (beyond the spec): Arabic unless the sender chooses English. */
  locale: 'ar' | 'en';
  /** "Let them choose" (beyond the spec): paid now, the recipient picks the time within the validity period. */
  open_time: boolean;
};

export const emptyGiftDraft: GiftDraft = {
  first_name: '',
  last_name: '',
  mobile_number: '',
  email: '',
  gender: '',
  message: '',
  locale: 'ar',
  open_time: false,
};

/** Spec §5: names non-empty after trimming and 9 digits; email, gender and message optional. */
export const giftDraftReady = (d: GiftDraft) =>
  d.first_name.trim() !== '' &&
  d.last_name.trim() !== '' &&
  new RegExp(`^\\d{${giftRules.mobileDigits}}$`).test(d.mobile_number);

/**
 * Spec §3/§5 cart params for POST orders: `is_gifted_order=1`, `gifted_order_data` with the code without a plus
 * and the number prefixed with it, and the trimmed `gift_message`; empty optional fields are left out.
 */
export function giftOrderParams(d: GiftDraft, mobileCode = '966') {
  const message = d.message.trim();
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    is_gifted_order: '1' as const,
    gifted_order_data: {
      first_name: d.first_name.trim(),
      last_name: d.last_name.trim(),
      mobile_code: mobileCode,
      mobile_number: `${mobileCode}${d.mobile_number}`,
      email: optional(d.email),
      gender: d.gender === '' ? undefined : d.gender,
      message: message === '' ? undefined : message,
      locale: d.locale,
      open_time: d.open_time ? ('1' as const) : undefined,
    },
    ...(message === '' ? {} : { gift_message: message }),
  };
}
