/** Test helper (not a test file): orders written straight into the database, and time travel for real ones. */
import { eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders, reservations } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';
import type { Fixture } from './booking.ts';
import type { OrderRow } from '../lifecycle/order-lifecycle.ts';
import { nextOrderNumber } from '../modules/orders/queries.ts';

const hourMs = 3_600_000;

export type InsertedOrder = {
  status: OrderRow['status'];
  createdAt: Date;
  closeReason?: string | null;
  confirmedAt?: Date | null;
  /** A service line starting then (one hour long); omitted: a shop-only order. */
  startAt?: Date | null;
  paymentMethod?: 'cash' | 'card';
};

/** An order with one line (a service at `startAt`, or a shop product), priced 115.00 SAR incl. 15.00 VAT. */
export async function insertOrder(t: TestApp, fx: Fixture, userId: number, o: InsertedOrder) {
  const db = t.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: await nextOrderNumber(db),
      userId,
      status: o.status,
      paymentMethod: o.paymentMethod ?? 'cash',
      subTotal: 11500,
      taxAmount: 1500,
      total: 11500,
      branchId: fx.branchId,
      createdAt: o.createdAt,
      confirmedAt: o.confirmedAt ?? (o.status === 'pending_payment' ? null : o.createdAt),
      closeReason: o.closeReason ?? null,
    })
    .returning();
  const service = o.startAt ? { start: o.startAt, end: new Date(o.startAt.getTime() + hourMs) } : null;
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: fx.productId,
    branchId: fx.branchId,
    type: service ? 'service' : 'product',
    nameEn: service ? 'Test massage' : 'Test perfume',
    nameAr: service ? 'مساج تجريبي' : 'عطر تجريبي',
    image: '/img/test.svg',
    quantity: 1,
    size: service ? null : '30ml',
    startAt: service?.start ?? null,
    endAt: service?.end ?? null,
    visitors: 1,
    unitPrice: 11500,
    totalPrice: 11500,
    taxAmount: 1500,
  });
  return order!;
}

/** Moves a real order's bookings (lines and reservations) by `ms`, keeping their length. */
export async function shiftOrderTimes(t: TestApp, orderId: number, ms: number) {
  const db = t.database.db;
  const items = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const ids = items.map((i) => i.id);
  await db
    .update(orderItems)
    .set({
      startAt: sql`${orderItems.startAt} + ${`${ms} milliseconds`}::interval`,
      endAt: sql`${orderItems.endAt} + ${`${ms} milliseconds`}::interval`,
    })
    .where(eq(orderItems.orderId, orderId));
  await db
    .update(reservations)
    .set({
      period: sql`tstzrange(lower(${reservations.period}) + ${`${ms} milliseconds`}::interval, upper(${reservations.period}) + ${`${ms} milliseconds`}::interval, '[)')`,
    })
    .where(inArray(reservations.orderItemId, ids));
}

export async function orderById(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
