/**
 * Gifting as an order lifecycle participant (listed in app-context.ts, ADR 0021): a gifted order's recipient is checked and
 * its gift written with the order; the recipient hears of it once the order is confirmed (paid, or cash) — an
 * open-time gift then lets its held times go and gets its schedule-by date; a cancelled order ends its gift as
 * declined (the recipient said no), expired (an open-time gift nobody scheduled) or withdrawn (the sender cancelled).
 */
import { isOnlineMethod } from '@hajz/contracts/payment-methods';
import { giftRules, type GiftRecipient } from '@hajz/contracts/gifting';
import { takeMessageSlot } from '../message-caps/index.ts';
import { and, count, eq, gt, inArray, notInArray, or, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gifts, orderItems, orders, reservations, users } from '../../db/schema.ts';
import type { Participant } from '../../lifecycle/order-lifecycle.ts';
import { normalizeSaudiMobile } from '../../lib/phone.ts';
import { HttpError } from '../../plugins/errors.ts';
import { availabilityChangedIn } from '../booking/index.ts';
import { hiddenCloseReasons } from '../orders/index.ts';
import { giftDeclinedReason, giftExpiredReason } from '../../lifecycle/close-reasons.ts';
import { loadBusiness } from '../settings/index.ts';

export { giftExpiredReason };

const replacedReasons: readonly string[] = hiddenCloseReasons;
const dayMs = 24 * 60 * 60 * 1000;

type InvalidKey =
  'gifting.mobile_invalid' | 'gifting.not_to_self' | 'gifting.services_only' | 'gifting.open_time_card_only';
const invalid = (field: string, key: InvalidKey) => new HttpError(422, key, { [field]: [key] });

/** Gifts the sender placed in the last 24 hours (replaced checkouts do not count). */
async function giftsSentSince(tx: Db, senderId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .where(
      and(
        eq(gifts.senderUserId, senderId),
        gt(gifts.createdAt, since),
        or(isNull(orders.closeReason), notInArray(orders.closeReason, [...hiddenCloseReasons])),
      ),
    );
  return row?.n ?? 0;
}

/** An open-time gift's service lines give their held times back and keep no time until the recipient chooses. */
async function releaseTimes(tx: Db, lineIds: number[]) {
  if (lineIds.length === 0) return;
  await tx.delete(reservations).where(inArray(reservations.orderItemId, lineIds));
  await tx.update(orderItems).set({ startAt: null, endAt: null }).where(inArray(orderItems.id, lineIds));
  availabilityChangedIn(tx);
}

export const giftingParticipant: Participant = {
  name: 'gifting',
  created: async ({ tx, order, items, now }) => {
    if (!order.isGiftedOrder) return;
    const data = order.giftedOrderData as GiftRecipient;
    if (items.some((item) => item.type !== 'service'))
      throw invalid('is_gifted_order', 'gifting.services_only');
    const mobile = normalizeSaudiMobile(data.mobile_number, data.mobile_code);
    if (!mobile) throw invalid('gifted_order_data.mobile_number', 'gifting.mobile_invalid');
    const [sender] = await tx
      .select({ mobile: users.mobileNumber })
      .from(users)
      .where(eq(users.id, order.userId));
    if (sender?.mobile === mobile) throw invalid('gifted_order_data.mobile_number', 'gifting.not_to_self');
    const openTime = data.open_time === '1';
    // Nobody pays at a branch for a visit that has no time yet.
    if (openTime && !isOnlineMethod(order.paymentMethod))
      throw invalid('gifted_order_data.open_time', 'gifting.open_time_card_only');
    // The sender's own rows are locked by the checkout (its cart), so two checkouts cannot both pass this count.
    if (
      (await giftsSentSince(tx, order.userId, new Date(now.getTime() - dayMs))) >=
      giftRules.maxGiftsPerSenderPerDay
    )
      throw new HttpError(429, 'gifting.daily_limit', undefined, { 'retry-after': '3600' });
    // The recipient's text is one of the messages capped per number per day (ADR 0057), whoever sends it.
    await takeMessageSlot(tx, { mobile, kind: 'gift', now });
    await tx.insert(gifts).values({
      orderId: order.id,
      senderUserId: order.userId,
      recipientMobile: mobile,
      firstName: data.first_name,
      lastName: data.last_name,
      email: data.email ?? null,
      gender: data.gender ?? null,
      message: order.giftMessage ?? data.message ?? null,
      locale: data.locale ?? 'ar',
      openTime,
      createdAt: now,
    });
  },
  confirmed: async ({ tx, order, items, now, publish }) => {
    if (!order.isGiftedOrder) return;
    const [gift] = await tx.select().from(gifts).where(eq(gifts.orderId, order.id));
    if (!gift) return;
    if (gift.openTime) {
      await releaseTimes(
        tx,
        items.filter((i) => i.type === 'service').map((i) => i.id),
      );
      const { giftValidityDays } = await loadBusiness(tx);
      await tx
        .update(gifts)
        .set({ scheduleBy: new Date(now.getTime() + giftValidityDays * dayMs) })
        .where(eq(gifts.id, gift.id));
    }
    await publish(tx, 'gift.sent', { gift_id: gift.id, order_id: order.id });
  },
  released: async ({ tx, order, status, reason, now, publish }) => {
    if (!order.isGiftedOrder || status !== 'cancelled' || replacedReasons.includes(reason)) return;
    const ended =
      reason === giftDeclinedReason ? 'declined' : reason === giftExpiredReason ? 'expired' : 'withdrawn';
    const [gift] = await tx
      .update(gifts)
      .set({ status: ended, answeredAt: now })
      .where(and(eq(gifts.orderId, order.id), inArray(gifts.status, ['waiting', 'scheduled'])))
      .returning({ id: gifts.id });
    if (gift && order.confirmedAt)
      await publish(tx, `gift.${ended}`, { gift_id: gift.id, order_id: order.id });
  },
};
