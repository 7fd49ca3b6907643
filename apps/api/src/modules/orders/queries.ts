import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, orderItems, orders, payments, reservations } from '../../db/schema.ts';
import type { OrderItemRow, OrderRow } from '../../lifecycle/order-lifecycle.ts';

export async function nextOrderNumber(tx: Db): Promise<string> {
  const result = await tx.execute(sql`select nextval('order_number_seq')::text as n`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: string }[] }).rows) as {
    n: string;
  }[];
  return `HZ${rows[0]!.n}`;
}

export async function insertOrder(tx: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertItems(
  tx: Db,
  values: (typeof orderItems.$inferInsert)[],
): Promise<OrderItemRow[]> {
  if (values.length === 0) return [];
  return tx.insert(orderItems).values(values).returning();
}

/** The cart line's holds now wait for this order line's payment, until `expiresAt`. */
export const linkHolds = (tx: Db, cartItemId: number, orderItemId: number, expiresAt: Date | null) =>
  tx
    .update(reservations)
    .set(expiresAt ? { orderItemId, expiresAt } : { orderItemId })
    .where(and(eq(reservations.cartItemId, cartItemId), eq(reservations.kind, 'hold')));

export async function branchNames(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, { nameEn: string; nameAr: string }>();
  const rows = await db
    .select({ id: branches.id, nameEn: branches.nameEn, nameAr: branches.nameAr })
    .from(branches)
    .where(inArray(branches.id, unique));
  return new Map(rows.map((r) => [r.id, { nameEn: r.nameEn, nameAr: r.nameAr }]));
}

/** The customer's order by number, or by one of its payment references ('HZ100001-2'); null when not theirs. */
export async function findOwnOrder(db: Db, userId: number, reference: string): Promise<OrderRow | null> {
  const [byNumber] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, reference), eq(orders.userId, userId)))
    .limit(1);
  if (byNumber) return byNumber;
  const [byPayment] = await db
    .select({ order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.reference, reference), eq(orders.userId, userId)))
    .limit(1);
  return byPayment?.order ?? null;
}

export async function latestPayment(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    // The checkout's attempts (not the rest of a deposit booking paid later: ADR 0064).
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'order')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** What the customer sees about the money: paid, pending, due at the branch, failed or refunded. */
export async function paymentStatusOf(db: Db, order: OrderRow): Promise<string> {
  const rows = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, order.id));
  return paymentStatusFrom(new Set(rows.map((r) => r.status)), order.status);
}

/**
 * The same from the statuses of the order's payment attempts. A cancelled order that took no money (cash, or
 * unpaid) says 'cancelled': nothing is due and nothing failed.
 */
export function paymentStatusFrom(statuses: Set<string>, orderStatus: string): string {
  if (statuses.has('paid')) return 'paid';
  if (statuses.has('due_at_branch')) return 'due_at_branch';
  if (statuses.has('refunded') || statuses.has('refund_pending')) return 'refunded';
  if (orderStatus === 'pending_payment') return 'pending';
  if (orderStatus === 'cancelled') return 'cancelled';
  // Nothing was due: gift cards, points or a 100% promo paid it all.
  if (statuses.size === 0 && (orderStatus === 'confirmed' || orderStatus === 'completed')) return 'paid';
  return 'failed';
}
