/**
 * A notification's title and body, rendered when read: in the language it was recorded in (the one the customer
 * ordered in), or, when its names were recorded in both languages (`service_en` / `service_ar`…: a gift's recipient
 * did not choose its language), in the language its reader uses the app in.
 */
import type { Locale } from '@hajz/contracts/locale';
import { formatAmount } from '@hajz/contracts/money';
import type { NotificationKind } from '@hajz/contracts/notification-kinds';
import type { NotificationTarget } from '@hajz/contracts/notifications';
import type { notifications } from '../../db/schema.ts';
import { format, type MessageKey } from '../../i18n/messages.ts';
import { refundDestinations } from './refund-destinations.ts';
import { hoursText } from '../../lib/hours-text.ts';

type Row = typeof notifications.$inferSelect;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The language a notification is read in (see above); `reader`: the language of the request reading it. */
export function notificationLocale(row: Row, reader?: Locale): Locale {
  const bilingual = Object.keys(row.params).some((key) => key.endsWith('_ar'));
  if (reader && bilingual) return reader;
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
  return {
    title: format(locale, `notifications.${kind}.title` as MessageKey, values),
    body: format(locale, body, values),
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
