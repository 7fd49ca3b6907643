/** A notification's title and body, rendered when read, in the language the customer ordered in. */
import { formatAmount } from '@hajz/contracts/money';
import type { NotificationKind } from '@hajz/contracts/notification-kinds';
import type { NotificationTarget } from '@hajz/contracts/notifications';
import type { notifications } from '../../db/schema.ts';
import { format, type MessageKey } from '../../i18n/messages.ts';
import { hoursText } from '../../lib/hours-text.ts';

type Row = typeof notifications.$inferSelect;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function renderNotification(row: Row): { title: string; body: string } {
  const locale = row.locale === 'ar' ? 'ar' : 'en';
  const p = row.params;
  const values: Record<string, string> = {
    number: str(p.order_number),
    branch: str(p.branch),
    date: str(p.date),
    time: str(p.time),
    amount: formatAmount(Number(p.amount ?? 0)),
    points: str(p.points),
    serial: str(p.serial_number),
    sender: str(p.sender),
    recipient: str(p.recipient),
    service: str(p.service),
    subject: str(p.subject),
    in: p.lead_hours === undefined ? '' : hoursText(locale, Number(p.lead_hours)),
  };
  const kind = row.kind as NotificationKind;
  const body: MessageKey =
    kind === 'refund_issued'
      ? p.to === 'wallet'
        ? 'notifications.refund_issued.body_wallet'
        : 'notifications.refund_issued.body_card'
      : kind === 'booking_confirmed' && !p.date
        ? 'notifications.booking_confirmed.body_no_time'
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
