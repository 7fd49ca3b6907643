/** Test helper (not a test file): a customer with a held service in the cart, and checkout calls. */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PaymentMethodId } from '@hajz/contracts/payment-methods';
import { notifications, orders, payments, reservations } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';
import { call, type Json } from './call.ts';
import { dayFromToday, type Fixture } from './booking.ts';

export const slotDate = dayFromToday(2);

export async function holdService(t: TestApp, fx: Fixture, token: string, time = '10:00', extra: Json = {}) {
  const res = await call(
    t,
    'POST',
    '/api/v1/cart',
    { product_id: fx.productId, branch_id: fx.branchId, date: slotDate, selectedTime: time, ...extra },
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.cart_product_id as number;
}

export const checkout = (
  t: TestApp,
  token: string,
  method: PaymentMethodId,
  o: { key?: string | null; lang?: 'en' | 'ar'; body?: Json } = {},
) =>
  call(
    t,
    'POST',
    '/api/v1/orders',
    { payment_method_id: method, is_scheduled: '0', ...o.body },
    {
      token,
      lang: o.lang,
      headers: o.key === null ? {} : { 'idempotency-key': o.key ?? randomUUID() },
    },
  );

export const paymentStatus = (t: TestApp, token: string, reference: string) =>
  call(t, 'POST', '/api/v1/payments/check-payment-status', { merchant_reference: reference }, { token });

export const getCart = (t: TestApp, token: string) => call(t, 'GET', '/api/v1/cart', undefined, { token });

export async function orderRow(t: TestApp, orderNumber: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

export const paymentRows = (t: TestApp, orderId: number) =>
  t.database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);

export const reservationsOf = (t: TestApp, resourceIds: number[]) =>
  t.database.db
    .select()
    .from(reservations)
    .where(
      sql`${reservations.resourceId} in (${sql.join(
        resourceIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );

/** Moves every deadline of this order (and its holds) into the past, as if its time had run out. */
export async function expireNow(t: TestApp, orderNumber: string) {
  const past = new Date(Date.now() - 1000);
  const order = await orderRow(t, orderNumber);
  await t.database.db.update(orders).set({ paymentExpiresAt: past }).where(eq(orders.id, order.id));
  await t.database.db.execute(
    sql`update reservations set expires_at = ${past.toISOString()}::timestamptz where kind = 'hold' and order_item_id in (select id from order_items where order_id = ${order.id})`,
  );
}

/**
 * The confirmation SMS goes out after the commit, without blocking the answer: wait for the first one, give a
 * duplicate time to show up, then there must be exactly one.
 */
export async function expectOneSms(t: TestApp, orderNumber: string) {
  const sent = () => t.sms.outbox().filter((m) => m.body.includes(orderNumber)).length;
  await expect.poll(sent).toBeGreaterThanOrEqual(1);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(sent()).toBe(1);
}

/**
 * A cancelled order's one payment went back (status `refunded`), and the customer's one refund notification says
 * where (`to`: card, apple_pay, stc_pay, tabby, tamara; ADR 0053).
 */
export async function expectRefundedTo(t: TestApp, order: { id: number; userId: number }, to: string) {
  await expect.poll(async () => (await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['refunded']);
  await expect
    .poll(async () =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, order.userId)))
        .filter((n) => n.kind === 'refund_issued')
        .map((n) => (n.params as { to: string }).to),
    )
    .toEqual([to]);
}
