/** Reads for "my bookings": a customer's orders a page at a time, and what their details need, in batches. */
import { orderStatuses, type OrderStatusName } from '@hajz/contracts/order-rules';
import { and, count, desc, eq, inArray, notInArray, or, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orderRatings, orders, payments, users } from '../../db/schema.ts';
import type { OrderItemRow, OrderRow } from '../../lifecycle/order-lifecycle.ts';
import { hiddenCloseReasons } from './rules.ts';

const statusesWithFlag = (flag: '0' | '1') =>
  (Object.keys(orderStatuses) as OrderStatusName[]).filter((name) => orderStatuses[name].active === flag);

/** The customer's orders they really placed (not those a new checkout or a cart edit replaced). */
const visibleTo = (userId: number, active?: '0' | '1') =>
  and(
    eq(orders.userId, userId),
    or(isNull(orders.closeReason), notInArray(orders.closeReason, [...hiddenCloseReasons])),
    active === undefined ? undefined : inArray(orders.status, statusesWithFlag(active)),
  );

export async function listOwnOrders(
  db: Db,
  userId: number,
  active: '0' | '1' | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = visibleTo(userId, active);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** One of the customer's visible orders, or null (another customer's order is the same as none: a 404). */
export async function findVisibleOrder(db: Db, userId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), visibleTo(userId)))
    .limit(1);
  return row ?? null;
}

export async function itemsByOrder(db: Db, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const map = new Map<number, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.id);
  for (const row of rows) map.get(row.orderId)?.push(row);
  return map;
}

export async function paymentStatusesByOrder(db: Db, orderIds: number[]): Promise<Map<number, Set<string>>> {
  const map = new Map<number, Set<string>>(orderIds.map((id) => [id, new Set()]));
  if (orderIds.length === 0) return map;
  const rows = await db
    .select({ orderId: payments.orderId, status: payments.status })
    .from(payments)
    .where(inArray(payments.orderId, orderIds));
  for (const row of rows) map.get(row.orderId)?.add(row.status);
  return map;
}

export async function ratedOrderIds(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: orderRatings.orderId })
    .from(orderRatings)
    .where(inArray(orderRatings.orderId, orderIds));
  return new Set(rows.map((r) => r.orderId));
}

export async function userNames(db: Db, userIds: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`.trim()]));
}
