/**
 * The recipient's side of a gift (spec §7 gifted-orders, ADR 0021): list and read, accept, choose another time,
 * decline. Only the recipient answers (anyone else gets 404); each answer runs in one transaction with the order
 * row locked first, then the gift row, so answers, the sender's cancel and the periodic jobs queue behind each other.
 */
import type { AvailableTimesResponse } from '@hajz/contracts/booking';
import type { GiftedOrder, OrderDetails } from '@hajz/contracts/orders';
import type { ScheduleGiftBody } from '@hajz/contracts/gifting';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gifts, orderItems, reservations } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { itemsOf, lockOrder, lockOrderPayments, type OrderItemRow } from '../../lifecycle/order-lifecycle.ts';
import { clockMinutes, localDate, localTime } from '../../lib/zoned-time.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { availabilityChangedIn } from '../booking/index.ts';
import { resolveService, slotContext, slotInput, toWire } from '../booking/index.ts';
import { checkSlot, computeSlots, withNoticeGrace } from '../booking/index.ts';
import { slotTaken, withRetry } from '../cart/index.ts';
import { deleteExpiredHolds } from '../cart/index.ts';
import type { DescribeOptions } from '../orders/index.ts';
import { describeOrders } from '../orders/index.ts';
import { giftDeclinedReason } from '../../lifecycle/close-reasons.ts';
import type { AppContext } from '../../app-context.ts';
import { refundDue } from '../payments/index.ts';
import { findReceivedGift, giftCompleted, viewerGifts } from '../orders/index.ts';

const giftNotFound = () => notFound('gifting.not_found');
const completed = () => new HttpError(409, 'gifting.completed');

const asGiftedOrder = (details: OrderDetails): GiftedOrder => ({
  ...details.gifted_info!,
  order_id: details.id,
  order: details,
  products: details.products,
});

/** Spec §7 GET gifted-orders: the gifts the viewer received and sent, newest first, without cancelled ones. */
export async function listGiftedOrders(
  db: Db,
  userId: number,
  options: DescribeOptions,
): Promise<GiftedOrder[]> {
  const rows = await viewerGifts(db, userId);
  const details = await describeOrders(
    db,
    rows.map((r) => r.order),
    userId,
    options,
  );
  return details.map(asGiftedOrder);
}

export async function getGiftedOrder(
  db: Db,
  userId: number,
  giftId: number,
  options: DescribeOptions,
): Promise<GiftedOrder> {
  const [row] = await viewerGifts(db, userId, giftId);
  if (!row) throw giftNotFound();
  const [details] = await describeOrders(db, [row.order], userId, options);
  return asGiftedOrder(details!);
}

/** The gift's order id when the viewer is its delivered recipient, else a 404. */
async function receivedOrderId(db: Db, userId: number, giftId: number): Promise<number> {
  const gift = await findReceivedGift(db, userId, { giftId });
  if (!gift) throw giftNotFound();
  return gift.orderId;
}

/** In the answer's transaction: the order locked, then the gift, and the order's lines. */
async function lockGift(tx: Db, giftId: number, orderId: number) {
  const order = await lockOrder(tx, orderId);
  const [gift] = await tx.select().from(gifts).where(eq(gifts.id, giftId)).for('update');
  if (!order || !gift) throw giftNotFound();
  return { order, gift, items: await itemsOf(tx, orderId) };
}

/** POST gifted-orders/{id}/accept: the recipient keeps the time. Accepting twice answers the same. */
export async function acceptGift(ctx: AppContext, userId: number, giftId: number, now: Date): Promise<void> {
  const orderId = await receivedOrderId(ctx.db, userId, giftId);
  await withRetry(() =>
    transaction(ctx.db, async (tx) => {
      const { order, gift, items } = await lockGift(tx, giftId, orderId);
      if (gift.status === 'accepted') return;
      if (giftCompleted(gift, order, items, now)) throw completed();
      // An open-time gift is accepted with a time: choosing one comes first.
      if (items.some((i) => i.type === 'service' && !i.startAt))
        throw new HttpError(409, 'gifting.choose_time_first');
      await tx.update(gifts).set({ status: 'accepted', answeredAt: now }).where(eq(gifts.id, giftId));
      await ctx.lifecycle.publish(tx, 'gift.accepted', { gift_id: giftId, order_id: orderId });
    }),
  );
}

const range = (start: Date, end: Date) =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

/** The line of the gift being moved: a service line of its order, else a 404. */
async function giftLine(db: Db, orderId: number, orderProductId: number): Promise<OrderItemRow> {
  const [line] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, orderProductId), eq(orderItems.orderId, orderId)));
  if (!line || line.type !== 'service') throw notFound('gifting.line_not_found');
  return line;
}

/** The times the recipient may choose for one line (its own time counts as free, and stays listed). */
export async function giftTimes(
  db: Db,
  userId: number,
  giftId: number,
  orderProductId: number,
  now: Date,
): Promise<AvailableTimesResponse> {
  const orderId = await receivedOrderId(db, userId, giftId);
  const line = await giftLine(db, orderId, orderProductId);
  const { product, branchId } = await resolveService(db, line.productId, line.branchId);
  const context = await slotContext(db, branchId);
  const input = await slotInput(context, db, {
    product,
    branchId,
    visitors: line.visitors,
    editingOrderItemId: line.id,
    now,
  });
  return {
    times: toWire(computeSlots(withNoticeGrace(input)), input.timeZone),
    branch_id: branchId,
    timezone: input.timeZone,
    duration: product.duration,
  };
}

/**
 * POST gifted-orders/{id}/schedule: moves one line's bookings to another free time in one transaction — the old
 * bookings go, the new time is checked against live bookings and holds and written, the exclusion constraint
 * deciding a race (the loser gets 409 and keeps the old time). Choosing the time it already has changes nothing.
 */
export async function scheduleGift(
  ctx: AppContext,
  userId: number,
  giftId: number,
  body: ScheduleGiftBody,
  now: Date,
): Promise<void> {
  const orderId = await receivedOrderId(ctx.db, userId, giftId);
  const line = await giftLine(ctx.db, orderId, body.order_product_id);
  const { product, branchId } = await resolveService(ctx.db, line.productId, line.branchId);
  const start = new Date(body.start_at);
  const end = new Date(body.end_at);
  if (end.getTime() - start.getTime() !== product.duration * 60_000)
    throw new HttpError(422, 'cart.end_mismatch', { end_at: ['cart.end_mismatch'] });
  // Read before the transaction: PGlite has one connection, a read outside it from inside would wait forever.
  const context = await slotContext(ctx.db, branchId);
  const tz = context.business.timezone;
  await withRetry(() =>
    transaction(ctx.db, async (tx) => {
      const { order, gift, items } = await lockGift(tx, giftId, orderId);
      if (giftCompleted(gift, order, items, now)) throw completed();
      const current = items.find((i) => i.id === line.id)!;
      if (gift.status === 'scheduled' && current.startAt?.getTime() === start.getTime()) return;
      const input = await slotInput(context, tx, {
        product,
        branchId,
        visitors: current.visitors,
        editingOrderItemId: current.id,
        now,
      });
      const check = checkSlot(
        withNoticeGrace(input),
        localDate(start.getTime(), tz),
        clockMinutes(localTime(start.getTime(), tz)),
      );
      if (!check.ok) {
        if (check.reason === 'taken') throw slotTaken();
        throw new HttpError(422, 'cart.slot_unavailable', { start_at: ['cart.slot_unavailable'] });
      }
      const chosen = check.slot.free.slice(0, current.visitors).sort((a, b) => a - b);
      const busyUntil = new Date(check.slot.busyUntil);
      await tx
        .delete(reservations)
        .where(and(eq(reservations.orderItemId, current.id), eq(reservations.kind, 'booking')));
      await deleteExpiredHolds(tx, chosen, start, busyUntil, now);
      await tx.insert(reservations).values(
        chosen.map((resourceId) => ({
          resourceId,
          orderItemId: current.id,
          kind: 'booking',
          period: range(start, busyUntil),
        })),
      );
      await tx.update(orderItems).set({ startAt: start, endAt: end }).where(eq(orderItems.id, current.id));
      await tx.update(gifts).set({ status: 'scheduled' }).where(eq(gifts.id, giftId));
      availabilityChangedIn(tx);
      await ctx.lifecycle.publish(tx, 'gift.scheduled', { gift_id: giftId, order_id: orderId });
    }),
  );
}

export type DeclineResult = 'declined' | 'already_declined';

/**
 * Spec §7 GET orders/{id}/cancel?user_id= from the recipient: the order is cancelled through the lifecycle with the
 * reason 'declined' (its bookings freed, whatever was spent given back, the payment refunded: to the wallet when the
 * business says so, else to the card through the provider), and the gift ends declined. Declining twice answers the
 * same; a gift already accepted, or whose time began, is refused.
 */
export async function declineGift(
  ctx: AppContext,
  userId: number,
  orderId: number,
  now: Date,
): Promise<DeclineResult> {
  const found = await findReceivedGift(ctx.db, userId, { orderId });
  if (!found) throw notFound('orders.not_found');
  const giftId = found.id;
  const result = await withRetry(() =>
    transaction(ctx.db, async (tx): Promise<DeclineResult> => {
      await lockOrderPayments(tx, orderId);
      const { order, gift, items } = await lockGift(tx, giftId, orderId);
      if (gift.status === 'declined') return 'already_declined';
      if (giftCompleted(gift, order, items, now)) throw completed();
      await ctx.lifecycle.close(tx, order, 'cancelled', giftDeclinedReason, now, { keepHolds: false });
      return 'declined';
    }),
  );
  if (result === 'declined') await ctx.outbox.deliverNow(refundDue, orderId);
  return result;
}
