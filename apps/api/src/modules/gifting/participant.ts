/**
 * Gifting as an order lifecycle participant (listed in app.ts, ADR 0021): a gifted order's recipient is checked and
 * its gift written with the order; the recipient hears of it once the order is confirmed (paid, or cash); a
 * cancelled order ends its gift as declined (the recipient said no) or withdrawn (the sender cancelled).
 */
import { giftRules, type GiftRecipient } from '@hajz/contracts/gifting';
import { and, count, eq, gt, inArray, notInArray, or, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gifts, orders, users } from '../../db/schema.ts';
import type { Participant } from '../../lifecycle/order-lifecycle.ts';
import { normalizeSaudiMobile } from '../../lib/phone.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hiddenCloseReasons } from '../orders/rules.ts';

const replacedReasons: readonly string[] = hiddenCloseReasons;
const dayMs = 24 * 60 * 60 * 1000;

const invalid = (
  field: string,
  key: 'gifting.mobile_invalid' | 'gifting.not_to_self' | 'gifting.services_only',
) => new HttpError(422, key, { [field]: [key] });

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
    // The sender's own rows are locked by the checkout (its cart), so two checkouts cannot both pass this count.
    if (
      (await giftsSentSince(tx, order.userId, new Date(now.getTime() - dayMs))) >=
      giftRules.maxGiftsPerSenderPerDay
    )
      throw new HttpError(429, 'gifting.daily_limit', undefined, { 'retry-after': '3600' });
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
      createdAt: now,
    });
  },
  confirmed: async ({ tx, order, publish }) => {
    if (!order.isGiftedOrder) return;
    const [gift] = await tx.select({ id: gifts.id }).from(gifts).where(eq(gifts.orderId, order.id));
    if (gift) await publish(tx, 'gift.sent', { gift_id: gift.id, order_id: order.id });
  },
  released: async ({ tx, order, status, reason, now, publish }) => {
    if (!order.isGiftedOrder || status !== 'cancelled' || replacedReasons.includes(reason)) return;
    const declined = reason === 'declined';
    const [gift] = await tx
      .update(gifts)
      .set({ status: declined ? 'declined' : 'withdrawn', answeredAt: now })
      .where(and(eq(gifts.orderId, order.id), inArray(gifts.status, ['waiting', 'scheduled'])))
      .returning({ id: gifts.id });
    if (gift && order.confirmedAt)
      await publish(tx, declined ? 'gift.declined' : 'gift.withdrawn', {
        gift_id: gift.id,
        order_id: order.id,
      });
  },
};
