/**
 * confirmed → completed once the booking is over. Run by the periodic reconciliation and, for one customer, just
 * before their orders are read, so an answer is right even when the job has not run yet.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { shopCompletionDays } from './rules.ts';

/**
 * One UPDATE (the same rule as `completesAt` in rules.ts): the last booked end has passed, or for a shop-only
 * order confirmation + 14 days. The row lock an UPDATE takes, and PostgreSQL re-checking `status = 'confirmed'`
 * after waiting for it, make a concurrent cancel and a completion exclude each other. Returns how many completed.
 */
export async function completeFinishedOrders(
  db: Db,
  now: Date,
  options: { userId?: number } = {},
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lastEnd = sql`(select max(${orderItems.endAt}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
  const rows = await db
    .update(orders)
    .set({ status: 'completed' })
    .where(
      and(
        eq(orders.status, 'confirmed'),
        options.userId === undefined ? undefined : eq(orders.userId, options.userId),
        sql`coalesce(${lastEnd}, ${orders.confirmedAt} + make_interval(days => ${shopCompletionDays})) <= ${at}`,
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}
