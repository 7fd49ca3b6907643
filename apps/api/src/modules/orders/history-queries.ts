/** Reads for "my bookings": a customer's orders a page at a time, and what their details need, in batches. */
import {
  bookingsTabOf,
  orderStatuses,
  type BookingsTab,
  type OrderStatusName,
} from '@hajz/contracts/order-rules';
import { and, count, desc, eq, exists, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gifts, orderItems, orderRatings, orders, payments, users } from '../../db/schema.ts';
import type { OrderItemRow, OrderRow } from '../../lifecycle/order-lifecycle.ts';
import { hiddenCloseReasons } from './rules.ts';
import { receivedBy } from './gift-info.ts';

const statusNames = Object.keys(orderStatuses) as OrderStatusName[];
const statusesWithFlag = (flag: '0' | '1') =>
  statusNames.filter((name) => orderStatuses[name].active === flag);
const statusesOfTab = (tab: BookingsTab) => statusNames.filter((name) => bookingsTabOf(name) === tab);

/** Which of the customer's orders a page lists: the spec's status flag, and/or one of the bookings tabs. */
export type OrdersFilter = { active?: '0' | '1'; tab?: BookingsTab };

/** The customer's orders they really placed (not those a new checkout or a cart edit replaced). */
const visibleTo = (userId: number) =>
  and(
    eq(orders.userId, userId),
    or(isNull(orders.closeReason), notInArray(orders.closeReason, [...hiddenCloseReasons])),
  );

/** The viewer's own orders, and the gifts received on their mobile once confirmed (ADR 0021). */
function viewableBy(db: Db, userId: number, filter: OrdersFilter = {}) {
  const received = exists(
    db
      .select({ one: sql`1` })
      .from(gifts)
      .where(and(eq(gifts.orderId, orders.id), receivedBy(userId))),
  );
  return and(
    or(visibleTo(userId), received),
    filter.active === undefined ? undefined : inArray(orders.status, statusesWithFlag(filter.active)),
    filter.tab === undefined ? undefined : inArray(orders.status, statusesOfTab(filter.tab)),
  );
}

/** A page of the orders the viewer placed or received as gifts, newest first. */
export async function listViewableOrders(
  db: Db,
  userId: number,
  filter: OrdersFilter,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = viewableBy(db, userId, filter);
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

/** An order the viewer placed or received as a gift, or null (anyone else's is the same as none: a 404). */
export async function findViewableOrder(db: Db, userId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), viewableBy(db, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * One of the customer's own visible orders, or null (another customer's order is the same as none: a 404). What
 * only the payer may do (cancel, rate) looks orders up here; a gift's recipient declines instead.
 */
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

/** Each order's payments that are paid now (what a cancel would give back): amount, method and provider. */
export async function paidPaymentsByOrder(
  db: Db,
  orderIds: number[],
): Promise<Map<number, { amount: number; method: string; provider: string }[]>> {
  const map = new Map<number, { amount: number; method: string; provider: string }[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select({
      orderId: payments.orderId,
      amount: payments.amount,
      method: payments.method,
      provider: payments.provider,
    })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'paid')));
  for (const { orderId, ...paid } of rows) map.set(orderId, [...(map.get(orderId) ?? []), paid]);
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
