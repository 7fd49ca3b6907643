/**
 * A notification's title and body, rendered when read, in the language its reader uses the app in: the notification
 * centre on the Arabic pages is in Arabic whatever language the booking was made in (issue 30 item 24). Names are
 * recorded in both languages (`branch_en` / `branch_ar`…); a row that carries a name in one language only (recorded
 * before names were kept in both, or an order's progress) keeps the language it was recorded in, so its text and its
 * name never mix two languages. Pushed copies (no reader) use the language recorded: the one the customer ordered in.
 */
import type { Locale } from '@hajz/contracts/locale';
import { formatAmount } from '@hajz/contracts/money';
import type { NotificationKind } from '@hajz/contracts/notification-kinds';
import type { NotificationTarget } from '@hajz/contracts/notifications';
import type { notifications } from '../../db/schema.ts';
import { format, type MessageKey } from '../../i18n/messages.ts';
import { refundDestinations } from '@hajz/contracts/orders';
import { hoursText } from '../../lib/hours-text.ts';
import { policyText } from '../../lib/cancellation-policy.ts';

type Row = typeof notifications.$inferSelect;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The names a notification's text may carry that differ by language (people's names and ticket subjects do not). */
const localizedNames = ['branch', 'service'] as const;

/** The language a notification is read in (see above); `reader`: the language of the request reading it. */
export function notificationLocale(row: Row, reader?: Locale): Locale {
  const p = row.params;
  const oneLanguageName = localizedNames.some((name) => str(p[name]) !== '' && p[`${name}_ar`] === undefined);
  if (reader && !oneLanguageName) return reader;
  return row.locale === 'ar' ? 'ar' : 'en';
}

/** Names recorded in both languages, for a notification that follows its reader (gifting/consumers.ts). */
export const inBothLanguages = (name: string, text: (locale: Locale) => string) => ({
  [`${name}_en`]: text('en'),
  [`${name}_ar`]: text('ar'),
});

export function renderNotification(row: Row, reader?: Locale): { title: string; body: string } {
  const locale = notificationLocale(row, reader);
  const p = row.params;
  const named = (name: string) => str(p[`${name}_${locale}`] ?? p[name]);
  const values: Record<string, string> = {
    number: str(p.order_number),
    branch: named('branch'),
    date: str(p.date),
    time: str(p.time),
    amount: formatAmount(Number(p.amount ?? 0)),
    points: str(p.points),
    serial: str(p.serial_number),
    sender: str(p.sender),
    recipient: str(p.recipient),
    service: named('service'),
    subject: str(p.subject),
    until: str(p.until),
    in: p.lead_hours === undefined ? '' : hoursText(locale, Number(p.lead_hours)),
  };
  const kind = row.kind as NotificationKind;
  const body: MessageKey =
    kind === 'refund_issued'
      ? (`notifications.refund_issued.body_${refundDestinations.find((d) => d === p.to) ?? 'card'}` as MessageKey)
      : kind === 'booking_confirmed' && !p.date
        ? 'notifications.booking_confirmed.body_no_time'
        : kind === 'no_show_recorded' && !Number(p.amount ?? 0)
          ? 'notifications.no_show_recorded.body_no_deposit'
          : kind === 'order_progress'
            ? (`notifications.order_progress.body_${str(p.status)}` as MessageKey)
            : (`notifications.${kind}.body` as MessageKey);
  // A deposit booking's confirmation ends with the cancellation policy (issue 28).
  const policy = p.policy_hours === undefined ? null : policyText(locale, Number(p.policy_hours));
  return {
    title: format(locale, `notifications.${kind}.title` as MessageKey, values),
    body: [format(locale, body, values), policy].filter(Boolean).join(' '),
  };
}

export function targetOf(row: Row): NotificationTarget | null {
  if (row.kind === 'gift_card_received')
    return { type: 'gift_card', serial_number: str(row.params.serial_number) };
  if (row.kind === 'ticket_reply') return { type: 'ticket', ticket_id: Number(row.params.ticket_id) };
  if (row.kind === 'points_earned' || (row.kind === 'refund_issued' && row.params.to === 'wallet'))
    return { type: 'wallet' };
  return row.orderId === null ? null : { type: 'booking', order_id: row.orderId };
}
