import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import {
  checkout,
  holdService,
  orderRow,
  paymentRows,
  reservationsOf,
  expectRefundedTo,
} from '../../test/orders.ts';
import { payHosted, type HostedChoice } from '../../test/payments-browser.ts';
import { businessSettings, outboxEvents } from '../../db/schema.ts';

let t: TestApp;
let fx: Fixture;
let pricey: Fixture;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 4, price: 40000 });
  pricey = await createFixture(t, { resources: 1, price: 600_000 });
  customers = await createCustomers(t, 10);
  // The business offers the wallets (back office, money settings; ADR 0052).
  await t.database.db
    .update(businessSettings)
    .set({ paymentMethods: ['card', 'stc_pay', 'tabby', 'tamara', 'cash'] });
});
afterAll(() => t.close());
const customer = () => customers.shift()!;

const pay = (url: string, choice: HostedChoice) => payHosted(t, url, choice);

async function bnplOrder(
  method: 'tabby' | 'tamara',
  time: string,
  o: { lang?: 'en' | 'ar'; fixture?: Fixture } = {},
) {
  const c = customer();
  await holdService(t, o.fixture ?? fx, c.token, time);
  const res = await checkout(t, c.token, method, { lang: o.lang });
  return { c, res, number: res.body.data?.order?.order_number as string };
}

const eventsOf = async (type: string, orderId: number) =>
  (await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.type, type))).filter(
    (e) => e.payload.order_id === orderId,
  );

describe.each(['tabby', 'tamara'] as const)('%s', (method) => {
  it('approve: the hosted checkout pays the order once, whatever the return and webhook replays do', async () => {
    const { res, number } = await bnplOrder(method, method === 'tabby' ? '09:00' : '10:00');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const redirect = res.body.data.payment.redirect_url as string;
    expect(redirect).toMatch(/^\/api\/v1\/payments\/bnpl\/checkout\//);
    expect(res.body.data.payment.create_token_url.url).toBe(redirect);
    const landing = await pay(redirect, 'approve');
    expect(landing.path).toBe('/secure-payment');
    expect(landing.query.get('status')).toBe('success');
    const order = await orderRow(t, number);
    expect(order.status).toBe('confirmed');
    // The provider's page visited, then our return, verified with the provider.
    const back = landing.seen.find((u) => u.startsWith(`/api/v1/payments/bnpl/${method}/return`))!;
    expect(back).toBeDefined();
    const params = Object.fromEntries(new URL(back, 'http://localhost').searchParams);
    // Replays: the return again, the webhook again and again (out of order after the return): one payment.
    await call(t, 'GET', back);
    // The same return posted as a form (a provider may send the browser back by POST): on to the result page (303).
    const posted = await call(t, 'POST', `/api/v1/payments/bnpl/${method}/return`, params);
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toContain('status=success');
    for (let i = 0; i < 2; i++) {
      const hook = await call(t, 'POST', `/api/v1/payments/bnpl/${method}/webhook`, params);
      expect(hook.status).toBe(200);
    }
    const rows = await paymentRows(t, order.id);
    expect(rows.map((p) => [p.method, p.provider, p.status])).toEqual([
      [method, `sandbox_${method}`, 'paid'],
    ]);
    expect(await eventsOf('order.confirmed', order.id)).toHaveLength(1);
    // A forged notification is refused.
    const forged = await call(t, 'POST', `/api/v1/payments/bnpl/${method}/webhook`, {
      ...params,
      signature: 'x',
    });
    expect(forged.status).toBe(401);
  });

  it('decline, then cancel: back at the choice with the times still held; a retry approves and pays', async () => {
    const { c, res, number } = await bnplOrder(method, method === 'tabby' ? '11:00' : '12:00', {
      lang: 'ar',
    });
    const url = res.body.data.payment.redirect_url as string;
    const declined = await pay(url, 'decline');
    expect(declined.path).toBe('/ar/secure-payment');
    expect(Object.fromEntries(declined.query)).toMatchObject({ status: 'failed', reason: 'declined' });
    const status = await call(
      t,
      'POST',
      '/api/v1/payments/check-payment-status',
      { merchant_reference: number },
      {
        token: c.token,
        lang: 'ar',
      },
    );
    expect(status.body.data.status).toBe('failed');
    expect(status.body.message).toMatch(arabicLetters);
    const order = await orderRow(t, number);
    expect(order.status).toBe('pending_payment');
    const held = (await reservationsOf(t, fx.resourceIds)).filter((r) => r.kind === 'hold' && r.expiresAt);
    expect(held.length).toBeGreaterThanOrEqual(1);
    const cancelled = await pay(url, 'cancel');
    expect(cancelled.query.get('reason')).toBe('cancelled');
    const paid = await pay(url, 'approve');
    expect(paid.query.get('status')).toBe('success');
    const rows = await paymentRows(t, order.id);
    expect(rows.map((p) => p.status)).toEqual(['failed', 'failed', 'paid']);
  });

  it('cancelling the paid order refunds through the provider once, with its own notification', async () => {
    const { c, res, number } = await bnplOrder(method, method === 'tabby' ? '13:00' : '14:00');
    await pay(res.body.data.payment.redirect_url, 'approve');
    const order = await orderRow(t, number);
    const cancel = await call(t, 'GET', `/api/v1/orders/${order.id}/cancel`, undefined, { token: c.token });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await expectRefundedTo(t, { id: order.id, userId: c.id }, method);
    const refunds = await t.app.context.wallets.bnpl[method].refund({
      reference: number,
      amount: 1,
      transactionId: null,
    });
    // Everything was given back already: the provider takes nothing more.
    expect(refunds).toEqual({ status: 'failed', providerCode: 'invalid_amount' });
  });
});

describe('BNPL limits', () => {
  it('Tamara above its maximum is a translated 422 naming the limits; Tabby takes the same total', async () => {
    const tamara = await bnplOrder('tamara', '10:00', { fixture: pricey, lang: 'ar' });
    expect(tamara.res.status).toBe(422);
    expect(tamara.res.body.message).toMatch(arabicLetters);
    expect(tamara.res.body.message).toContain('5,000');
    // The field's error is the same sentence, its {min} and {max} filled in (not the raw placeholders).
    expect(tamara.res.body.errors.payment_method_id).toEqual([tamara.res.body.message]);
    const c = customer();
    await holdService(t, pricey, c.token, '11:00');
    const tabby = await checkout(t, c.token, 'tabby');
    expect(tabby.status).toBe(201);
  });
});
