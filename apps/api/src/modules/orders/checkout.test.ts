import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call } from '../../test/call.ts';
import { createCustomers, createFixture, overlappingReservations, type Fixture } from '../../test/booking.ts';
import {
  checkout,
  expireNow,
  getCart,
  holdService,
  orderRow,
  paymentRows,
  reservationsOf,
} from '../../test/orders.ts';

let t: TestApp;
let fx: Fixture;
type Customer = { id: number; token: string };
let customers: Customer[];
beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 2, price: 23000 });
  customers = await createCustomers(t, 12);
});
afterAll(() => t.close());
const customer = () => customers.shift()!;

describe('POST orders', () => {
  it('needs sign-in', async () => {
    const res = await call(t, 'POST', '/api/v1/orders', { payment_method_id: 'cash' });
    expect(res.status).toBe(401);
  });

  it('refuses an empty cart, an unknown method and a malformed key, translated', async () => {
    const c = customer();
    const empty = await checkout(t, c.token, 'cash', { lang: 'ar' });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toMatch(arabicLetters);
    const method = await call(
      t,
      'POST',
      '/api/v1/orders',
      { payment_method_id: 'bitcoin' },
      { token: c.token },
    );
    expect(method.status).toBe(422);
    expect(method.body.errors.payment_method_id).toEqual(['Choose a way to pay']);
    await holdService(t, fx, c.token, '09:00');
    const key = await checkout(t, c.token, 'cash', { key: 'bad key!' });
    expect(key.status).toBe(422);
    expect(key.body.errors['idempotency-key']).toHaveLength(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, c.id))).toHaveLength(0);
  });

  it('cash: confirms at once, turns the holds into bookings, empties the cart and texts the customer', async () => {
    const c = customer();
    const line = await holdService(t, fx, c.token, '11:00', { visitors: 2 });
    const res = await checkout(t, c.token, 'cash', { lang: 'ar' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { order, payment, confirmation_message, saved_cards } = res.body.data;
    expect(order.order_number).toMatch(/^HZ\d{6,}$/);
    expect(order.status).toMatchObject({
      name: 'confirmed',
      value: 2,
      display_active_in_order_history_app: '1',
    });
    expect(order.status.labels).toEqual({ en: 'Confirmed', ar: 'مؤكد' });
    expect(order.status_text).toBe('مؤكد');
    expect(order.total).toBe(46000);
    expect(order.tax_amount).toBe(6000);
    expect(order.sub_total).toBe(46000);
    expect(order.products).toHaveLength(1);
    expect(order.products[0]).toMatchObject({
      product_master_id: fx.productId,
      visitors: 2,
      total_price: 46000,
    });
    expect(order.payment_status).toBe('due_at_branch');
    expect(payment).toBeNull();
    expect(saved_cards).toEqual([]);
    expect(confirmation_message.message_1).toContain(order.order_number);
    expect(confirmation_message.message_1).toMatch(arabicLetters);

    const rows = await reservationsOf(t, fx.resourceIds);
    const mine = rows.filter((r) => r.orderItemId === order.products[0].order_product_id);
    expect(mine).toHaveLength(2);
    expect(mine.every((r) => r.kind === 'booking' && r.expiresAt === null && r.cartItemId === null)).toBe(
      true,
    );
    expect(rows.some((r) => r.cartItemId === line)).toBe(false);
    expect((await getCart(t, c.token)).body.data.cart.products).toEqual([]);
    await expect.poll(() => t.sms.outbox().filter((m) => m.body.includes(order.order_number)).length).toBe(1);
  });

  it('replays the first answer for the same key, and refuses the same key with another payload', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '12:00');
    const first = await checkout(t, c.token, 'cash', { key: 'same-key-123' });
    expect(first.status).toBe(201);
    const again = await checkout(t, c.token, 'cash', { key: 'same-key-123' });
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    const other = await checkout(t, c.token, 'card', { key: 'same-key-123' });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This request key was already used for a different order');
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, c.id))).toHaveLength(1);
  });

  it('a double submit (10 at once, one key) makes one order; 10 different keys still make one live order', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '13:00');
    const same = await Promise.all(
      Array.from({ length: 10 }, () => checkout(t, c.token, 'card', { key: 'double-click-1' })),
    );
    expect(same.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(same.map((r) => r.body.data.order.id)).size).toBe(1);
    const d = customer();
    await holdService(t, fx, d.token, '13:00');
    const many = await Promise.all(Array.from({ length: 10 }, () => checkout(t, d.token, 'cash')));
    expect(many.filter((r) => r.status === 201)).toHaveLength(1);
    expect(many.filter((r) => r.status !== 201).every((r) => [409, 422].includes(r.status))).toBe(true);
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, d.id));
    expect(rows.filter((o) => o.status === 'confirmed')).toHaveLength(1);
    expect(await overlappingReservations(t)).toEqual([]);
  });

  it('answers 409 with the refreshed cart when the hold has run out, and creates nothing', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '14:00');
    const probe = await checkout(t, c.token, 'card');
    expect(probe.status).toBe(201);
    await expireNow(t, probe.body.data.order.order_number);
    const res = await checkout(t, c.token, 'cash', { lang: 'ar' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(arabicLetters);
    expect(res.body.data.cart.products).toHaveLength(1);
    expect(res.body.data.cart.products[0].hold_expires_at).not.toBeNull();
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, c.id));
    expect(rows.map((o) => o.status)).toEqual(['pending_payment']);
  });

  it('answers 409 when a price changed, with the cart repriced, and the next checkout uses the new price', async () => {
    const c = customer();
    const other = await createFixture(t, { resources: 1, price: 10000 });
    await holdService(t, other, c.token, '10:00');
    await t.database.db.update(products).set({ price: 12000 }).where(eq(products.id, other.productId));
    invalidateReads(t.database.db);
    const res = await checkout(t, c.token, 'cash');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Some prices changed since you added them. Please check your cart again');
    expect(res.body.data.cart.total).toBe(12000);
    const next = await checkout(t, c.token, 'cash');
    expect(next.status).toBe(201);
    expect(next.body.data.order.total).toBe(12000);
  });

  it('card: waits for payment with a signed payment page, the saved cards and a translated message', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '15:00');
    const res = await checkout(t, c.token, 'card');
    expect(res.status).toBe(201);
    const { order, payment, confirmation_message } = res.body.data;
    expect(order.status.name).toBe('pending_payment');
    expect(order.status.value).toBe(1);
    expect(payment.merchant_reference).toBe(order.order_number);
    expect(payment.create_token_url.url).toMatch(
      new RegExp(`^/api/v1/payments/checkout/${order.order_number}\\?exp=\\d+&sig=`),
    );
    expect(confirmation_message.message_1).toContain(order.order_number);
    const row = await orderRow(t, order.order_number);
    expect(row.paymentExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // The cart keeps its lines (a declined card must not lose them) and the times stay held for the order.
    expect((await getCart(t, c.token)).body.data.cart.products).toHaveLength(1);
    const payments = await paymentRows(t, row.id);
    expect(payments.map((p) => [p.reference, p.status])).toEqual([[order.order_number, 'initiated']]);
  });

  it('a new checkout or a cart change ends the unpaid order (its holds stay with the cart)', async () => {
    const c = customer();
    const line = await holdService(t, fx, c.token, '16:00');
    const first = (await checkout(t, c.token, 'card')).body.data.order.order_number;
    const second = (await checkout(t, c.token, 'card')).body.data.order.order_number;
    expect((await orderRow(t, first)).status).toBe('expired');
    expect((await orderRow(t, first)).closeReason).toBe('replaced');
    expect((await orderRow(t, second)).status).toBe('pending_payment');
    await call(t, 'DELETE', `/api/v1/cart/${line}`, undefined, { token: c.token });
    expect((await orderRow(t, second)).closeReason).toBe('cart_changed');
  });
});
