/**
 * confirmed → completed once the booking is over; the loyalty participant earns the customer's points then (a
 * completed order can no longer be cancelled, so earned points never have to be taken back). Run by the periodic
 * job and, for one customer, just before their orders are read, so an answer is right even when the job has not
 * run yet.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
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
  return transaction(db, async (tx) => (await completeOrders(lifecycle, tx, now, options)).length);
}

/**
 * The completion itself, in the caller's transaction: the clock's rule above, or (`orderId` with `early`) the desk
 * completing one booking that has started or whose customer arrived, before its end (issue 16 item 4). Never a
 * no-show (it earns nothing), never a delivery, pickup or dine-in order (ADR 0024), never an open-time gift's line
 * without its time. Returns the orders completed, their points earned with them.
 */
export async function completeOrders(
  lifecycle: OrderLifecycle,
  tx: Db,
  now: Date,
  options: { userId?: number; orderId?: number; early?: boolean } = {},
): Promise<(typeof orders.$inferSelect)[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lastEnd = sql`(select max(${orderItems.endAt}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
  const firstStart = sql`(select min(${orderItems.startAt}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
  const rows = await tx
    .update(orders)
    .set({ status: 'completed' })
    .where(
      and(
        eq(orders.status, 'confirmed'),
        options.userId === undefined ? undefined : eq(orders.userId, options.userId),
        options.orderId === undefined ? undefined : eq(orders.id, options.orderId),
        options.early
          ? sql`(${orders.customerArrived} or ${firstStart} <= ${at})`
          : sql`coalesce(${lastEnd}, ${orders.confirmedAt} + make_interval(days => ${shopCompletionDays})) <= ${at}`,
        isNull(orders.noShowAt),
        // A delivery, pickup or dine-in order completes at its last step, never by the clock (ADR 0024).
        sql`${orders.fulfilmentStatus} is null`,
        // An open-time gift's line with no time yet: not over (rules.ts completesAt).
        sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.type} = 'service' and ${orderItems.startAt} is null)`,
      ),
    )
    .returning();
  // In the same transaction: an order is completed and its points earned together, or neither.
  for (const row of rows) await lifecycle.completed(tx, row, now);
  return rows;
}
