/**
 * The periodic job that ends open-time gifts nobody scheduled by their schedule-by date (listed in app-context.ts): the
 * order is cancelled through the lifecycle with the reason `gift_expired` — the gift ends expired, the sender is
 * refunded to the wallet (whatever the business's card refund setting) and told. Each in its own transaction with
 * the payment rows, then the order, then the gift locked, re-checked there: a recipient scheduling at that moment
 * either wins (the gift is no longer waiting) or waits and then finds it expired.
 */
import { and, eq, lte } from 'drizzle-orm';
import { gifts, orders } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { lockOrder, lockOrderPayments } from '../../lifecycle/order-lifecycle.ts';
import { withRetry } from '../cart/index.ts';
import type { AppContext } from '../../app-context.ts';
import { giftExpiredReason } from './participant.ts';

export async function expireOpenGifts(ctx: AppContext, now: Date): Promise<number> {
  const due = await ctx.db
    .select({ id: gifts.id, orderId: gifts.orderId })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .where(
      and(
        eq(gifts.status, 'waiting'),
        eq(gifts.openTime, true),
        lte(gifts.scheduleBy, now),
        eq(orders.status, 'confirmed'),
      ),
    );
  let expired = 0;
  for (const { id, orderId } of due) {
    const ended = await withRetry(() =>
      transaction(ctx.db, async (tx) => {
        await lockOrderPayments(tx, orderId);
        const order = await lockOrder(tx, orderId);
        const [gift] = await tx.select().from(gifts).where(eq(gifts.id, id)).for('update');
        const stillDue =
          order?.status === 'confirmed' &&
          gift?.status === 'waiting' &&
          gift.scheduleBy !== null &&
          gift.scheduleBy.getTime() <= now.getTime();
        if (!stillDue) return false;
        await ctx.lifecycle.close(tx, order, 'cancelled', giftExpiredReason, now, {
          keepHolds: false,
          refundTo: 'wallet',
        });
        return true;
      }),
    );
    if (ended) expired++;
  }
  return expired;
}
