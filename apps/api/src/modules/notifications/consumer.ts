/**
 * The `notifications` outbox consumer (listed in app-context.ts): what happened to a customer's orders, gift cards and
 * points becomes a row in their notification centre, recorded in the language they ordered in (what a pushed copy
 * says) with its branch named in both languages, so the centre shows it in the language the customer reads it in
 * (render.ts). Idempotent: one row per event and kind (record.ts).
 */
import type { Locale } from '@hajz/contracts/locale';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, orders } from '../../db/schema.ts';
import type { Consumer, OutboxEvent } from '../../outbox/outbox.ts';
import { and, eq } from 'drizzle-orm';
import { firstVisit, localeOf } from './first-visit.ts';
import { refundDestinations } from '@hajz/contracts/orders';
import { recordAndPublish, type NewNotification } from './record.ts';
import { inBothLanguages } from './render.ts';
import { localDate, localTime } from '../../lib/zoned-time.ts';
import { loadBusiness } from '../settings/index.ts';
import { giftEndedReasons } from '../../lifecycle/close-reasons.ts';

type Payload = Record<string, unknown>;
const num = (v: unknown) => Number(v);
const str = (v: unknown) => String(v ?? '');

async function pointsEarned(db: Db, orderId: number): Promise<number> {
  const [entry] = await db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.orderId, orderId),
        eq(ledgerEntries.idempotencyKey, `order:${orderId}:points_earned`),
      ),
    );
  return entry?.amount ?? 0;
}

/**
 * `publish` lets a written notification go on to other channels (`notification.created`: web push) in the
 * transaction that wrote it.
 */
export function notificationsConsumer(db: Db): Consumer {
  const base = (event: OutboxEvent, p: Payload) => ({
    userId: num(p.user_id),
    locale: localeOf(p.locale),
    orderId: p.order_id === undefined ? null : num(p.order_id),
    eventId: event.id,
  });
  type Record_ = (input: NewNotification) => Promise<boolean>;
  /** `branch_en` / `branch_ar`: the visit's branch in both languages (`lineId`: that line's visit). */
  const branchInBoth = async (orderId: number, lineId?: number) => {
    const names = {
      en: (await firstVisit(db, orderId, 'en', lineId))?.branch ?? '',
      ar: (await firstVisit(db, orderId, 'ar', lineId))?.branch ?? '',
    };
    return inBothLanguages('branch', (locale) => names[locale]);
  };
  const handlers: Record<string, (event: OutboxEvent, p: Payload, record: Record_) => Promise<unknown>> = {
    'order.confirmed': async (event, p, record) => {
      const visit = await firstVisit(db, num(p.order_id), localeOf(p.locale));
      // A deposit booking's confirmation carries the cancellation policy (issue 28): the window as it is now.
      const [order] = await db
        .select({ deposit: orders.depositAmount })
        .from(orders)
        .where(eq(orders.id, num(p.order_id)));
      const policy =
        order && order.deposit > 0 ? { policy_hours: (await loadBusiness(db)).cancelWindowHours } : {};
      return record({
        ...base(event, p),
        kind: 'booking_confirmed',
        params: {
          ...policy,
          order_number: str(p.order_number),
          ...(visit
            ? {
                branch: visit.branch,
                ...(await branchInBoth(num(p.order_id))),
                date: visit.date,
                time: visit.time,
              }
            : {}),
        },
      });
    },
    // The desk moved a booking (issue 16): its new time, as the event says (a later move sends its own); a gift's
    // recipient with an account hears of it too, in the gift's language.
    'booking.moved': async (event, p, record) => {
      const { timezone } = await loadBusiness(db);
      const start = Date.parse(str(p.start_at));
      const branches = await branchInBoth(num(p.order_id), num(p.order_product_id));
      const tell = async (userId: number, locale: Locale) =>
        record({
          ...base(event, p),
          userId,
          locale,
          kind: 'booking_moved',
          params: {
            order_number: str(p.order_number),
            branch: branches[`branch_${locale}`],
            ...branches,
            date: localDate(start, timezone),
            time: localTime(start, timezone),
          },
        });
      await tell(num(p.user_id), localeOf(p.locale));
      const visitor = p.visitor_user_id == null ? null : num(p.visitor_user_id);
      if (visitor !== null && visitor !== num(p.user_id)) await tell(visitor, localeOf(p.visitor_locale));
    },
    // A gift declined or left to expire is told by its own notification (gifting/consumers.ts), once.
    'order.cancelled': (event, p, record) =>
      giftEndedReasons.includes(str(p.reason))
        ? Promise.resolve(false)
        : record({
            ...base(event, p),
            kind: 'booking_cancelled',
            params: { order_number: str(p.order_number) },
          }),
    'order.no_show': (event, p, record) =>
      record({
        ...base(event, p),
        kind: 'no_show_recorded',
        params: { order_number: str(p.order_number), amount: num(p.deposit_kept) },
      }),
    'order.payment_failed': (event, p, record) =>
      record({
        ...base(event, p),
        kind: 'payment_failed',
        params: { order_number: str(p.order_number) },
      }),
    'order.refunded': (event, p, record) =>
      record({
        ...base(event, p),
        kind: 'refund_issued',
        params: {
          order_number: str(p.order_number),
          amount: num(p.amount),
          to: refundDestinations.find((d) => d === p.to) ?? 'card',
        },
      }),
    'order.completed': async (event, p, record) => {
      const points = await pointsEarned(db, num(p.order_id));
      if (points <= 0) return false;
      return record({
        ...base(event, p),
        kind: 'points_earned',
        params: { order_number: str(p.order_number), points },
      });
    },
    'order.progress': (event, p, record) =>
      record({
        ...base(event, p),
        kind: 'order_progress',
        params: { order_number: str(p.order_number), status: str(p.status), branch: str(p.branch) },
      }),
    'gift_card.issued': (event, p, record) =>
      record({
        ...base(event, p),
        kind: 'gift_card_received',
        params: { serial_number: str(p.serial_number), amount: num(p.amount) },
      }),
    // A gift's recipient without an account has no notification centre (the text message reaches them).
    'booking.reminder': async (event, p, record) =>
      p.user_id !== null &&
      record({
        ...base(event, p),
        kind: 'booking_reminder',
        params: {
          order_number: str(p.order_number),
          branch: str(p.branch),
          ...(str(p.branch) === '' ? {} : await branchInBoth(num(p.order_id))),
          date: str(p.date),
          time: str(p.time),
          lead_hours: num(p.lead_hours),
        },
      }),
  };
  return {
    name: 'notifications',
    events: Object.keys(handlers),
    handle: async (event, { publish }) => {
      await handlers[event.type]!(event, event.payload, (input) => recordAndPublish(db, publish, input));
    },
  };
}
