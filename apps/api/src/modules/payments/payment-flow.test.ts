import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import {
  checkout,
  getCart,
  holdService,
  orderRow,
  paymentRows,
  paymentStatus,
  reservationsOf,
  expectOneSms,
} from '../../test/orders.ts';
import { testCards, walk } from '../../test/payments-browser.ts';

let t: TestApp;
let fx: Fixture;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 3, price: 30000 });
  customers = await createCustomers(t, 12);
});
afterAll(() => t.close());
const customer = () => customers.shift()!;

async function cardOrder(time: string, lang?: 'en' | 'ar') {
  const c = customer();
  await holdService(t, fx, c.token, time);
  const res = await checkout(t, c.token, 'card', { lang });
  expect(res.status).toBe(201);
  return {
    c,
    number: res.body.data.order.order_number as string,
    url: res.body.data.payment.create_token_url.url as string,
  };
}

describe('card payment in the pop-up (sandbox gateway)', () => {
  it('success: lands on /secure-payment, confirms the order, books the times, empties the cart, texts once', async () => {
    const { c, number, url } = await cardOrder('09:00');
    expect((await paymentStatus(t, c.token, number)).body.data.status).toBe('pending');
    const landing = await walk(t, url, { card: testCards.success });
    expect(landing.path).toBe('/secure-payment');
    expect(Object.fromEntries(landing.query)).toEqual({ kind: 'payment', status: 'success', ref: number });
    const status = await paymentStatus(t, c.token, number);
    expect(status.body.data).toMatchObject({ status: true, reason: null, order_number: number });
    const order = await orderRow(t, number);
    expect(order.status).toBe('confirmed');
    const rows = await paymentRows(t, order.id);
    expect(rows.map((p) => p.status)).toEqual(['paid']);
    expect(rows[0]!.transactionId).toMatch(/^sbx_/);
    expect(rows[0]!.scheme).toBe('visa');
    expect((await getCart(t, c.token)).body.data.cart.products).toEqual([]);
    const bookings = (await reservationsOf(t, fx.resourceIds)).filter((r) => r.kind === 'booking');
    expect(bookings.length).toBeGreaterThanOrEqual(1);
    // The gateway's webhook arrives too; fulfilment still happened once.
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).length,
      )
      .toBe(1);
    await expectOneSms(t, number);
  });

  it('mada: the payment records the scheme from the published BIN list (issue 27)', async () => {
    const { number, url } = await cardOrder('09:30', 'ar');
    const landing = await walk(t, url, { card: testCards.mada });
    expect(Object.fromEntries(landing.query)).toMatchObject({ status: 'success', ref: number });
    const order = await orderRow(t, number);
    expect(order.status).toBe('confirmed');
    expect((await paymentRows(t, order.id)).map((p) => [p.status, p.method, p.scheme])).toEqual([
      ['paid', 'card', 'mada'],
    ]);
  });

  it('declined (insufficient funds): the order waits, the cart keeps its lines, a retry with another card pays', async () => {
    const { c, number, url } = await cardOrder('10:00', 'ar');
    const landing = await walk(t, url, { card: testCards.insufficientFunds });
    expect(landing.path).toBe('/ar/secure-payment');
    expect(landing.query.get('status')).toBe('failed');
    expect(landing.query.get('reason')).toBe('insufficient_funds');
    const status = await call4(c.token, number, 'ar');
    expect(status.status).toBe('failed');
    expect(status.reason).toBe('insufficient_funds');
    expect(status.message).toMatch(arabicLetters);
    expect((await orderRow(t, number)).status).toBe('pending_payment');
    expect((await getCart(t, c.token)).body.data.cart.products).toHaveLength(1);

    const retry = await walk(t, url, { card: testCards.mastercard });
    expect(retry.query.get('status')).toBe('success');
    const rows = await paymentRows(t, (await orderRow(t, number)).id);
    expect(rows.map((p) => [p.reference, p.status])).toEqual([
      [number, 'failed'],
      [`${number}-2`, 'paid'],
    ]);
    expect((await call4(c.token, number)).status).toBe(true);
  });

  it('3-D Secure: the right code pays; three wrong codes fail; cancelling fails as cancelled', async () => {
    const ok = await cardOrder('11:00');
    const paid = await walk(t, ok.url, { card: testCards.threeDSecure, code: '1234' });
    expect(paid.visited.some((u) => u.includes('/sandbox-gateway/3ds/'))).toBe(true);
    expect(paid.query.get('status')).toBe('success');
    expect((await orderRow(t, ok.number)).status).toBe('confirmed');

    const wrong = await cardOrder('12:00');
    const failed = await walk(t, wrong.url, { card: testCards.threeDSecure, code: ['0000', '1111', '2222'] });
    expect(failed.query.get('reason')).toBe('authentication_failed');
    expect((await call4(wrong.c.token, wrong.number)).status).toBe('failed');

    const cancel = await walk(t, wrong.url, { card: testCards.threeDSecure, code: 'cancel' });
    expect(cancel.query.get('reason')).toBe('cancelled');
    expect((await orderRow(t, wrong.number)).status).toBe('pending_payment');
  });

  it('a pop-up closed before paying leaves the order pending; opening the link again pays', async () => {
    const { c, number, url } = await cardOrder('13:00');
    const abandoned = await walk(t, url); // the card page, never submitted
    expect(abandoned.path).toBe('/sandbox-gateway/pay');
    expect((await call4(c.token, number)).status).toBe('pending');
    const landing = await walk(t, url, { card: testCards.success });
    expect(landing.query.get('status')).toBe('success');
    const rows = await paymentRows(t, (await orderRow(t, number)).id);
    expect(rows.filter((p) => p.status === 'paid')).toHaveLength(1);
  });

  it('a tampered or foreign payment link never charges', async () => {
    const { number, url } = await cardOrder('14:00');
    const tampered = await walk(t, url.replace(/sig=[^&]+/, 'sig=AAAA'), { card: testCards.success });
    expect(tampered.query.get('status')).toBe('failed');
    const other = await walk(t, url.replace(number, 'HZ1'), { card: testCards.success });
    expect(other.query.get('status')).toBe('failed');
    expect((await orderRow(t, number)).status).toBe('pending_payment');
  });

  it("another customer's order is a 404 for check-payment-status", async () => {
    const { number } = await cardOrder('15:00');
    const stranger = customer();
    const res = await paymentStatus(t, stranger.token, number);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This order does not exist');
    expect((await t.database.db.select().from(orders).where(eq(orders.orderNumber, number))).length).toBe(1);
  });
});

async function call4(token: string, number: string, lang?: 'en' | 'ar') {
  const res = await call(
    t,
    'POST',
    '/api/v1/payments/check-payment-status',
    { merchant_reference: number },
    { token, lang },
  );
  expect(res.status).toBe(200);
  return res.body.data as { status: unknown; reason: string | null; message: string };
}
