/**
 * confirmed → completed once the booking is over; the loyalty participant earns the customer's points then (a
 * completed order can no longer be cancelled, so earned points never have to be taken back). Run by the periodic
 * job and, for one customer, just before their orders are read, so an answer is right even when the job has not
 * run yet.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import type { OrderLifecycle } from '../../lifecycle/order-lifecycle.ts';
import { shopCompletionDays } from './rules.ts';

/**
 * One UPDATE (the same rule as `completesAt` in rules.ts): the last booked end has passed, or for a shop-only
 * order confirmation + 14 days. The row lock an UPDATE takes, and PostgreSQL re-checking `status = 'confirmed'`
 * after waiting for it, make a concurrent cancel and a completion exclude each other. Returns how many completed.
 */
export async function completeFinishedOrders(
  lifecycle: OrderLifecycle,
  db: Db,
  now: Date,
  options: { userId?: number } = {},
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lastEnd = sql`(select max(${orderItems.endAt}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
  return transaction(db, async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ status: 'completed' })
      .where(
        and(
          eq(orders.status, 'confirmed'),
          options.userId === undefined ? undefined : eq(orders.userId, options.userId),
          sql`coalesce(${lastEnd}, ${orders.confirmedAt} + make_interval(days => ${shopCompletionDays})) <= ${at}`,
          // An open-time gift's line with no time yet: not over (rules.ts completesAt).
          sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.type} = 'service' and ${orderItems.startAt} is null)`,
        ),
      )
      .returning();
    // In the same transaction: an order is completed and its points earned together, or neither.
    for (const row of rows) await lifecycle.completed(tx, row, now);
    return rows.length;
  });
}
