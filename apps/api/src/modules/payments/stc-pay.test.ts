import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { businessSettings, payments } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let fx: Fixture;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 4, price: 25000 });
  customers = await createCustomers(t, 10);
  // The business offers the wallets (back office, money settings; ADR 0052).
  await t.database.db
    .update(businessSettings)
    .set({ paymentMethods: ['card', 'stc_pay', 'tabby', 'tamara', 'cash'] });
});
afterAll(() => t.close());
const customer = () => customers.shift()!;

/** The code the sandbox wallet texted to the number (console SMS outbox), newest first. */
const codeFor = (mobile: string) => {
  const sms = t.sms.outbox(`966${mobile}`)[0];
  const code = /(\d{6})\s*$/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no STC Pay code for ${mobile}`);
  return code;
};
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const confirm = (token: string, reference: string, otp: string, lang?: 'en' | 'ar') =>
  call(
    t,
    'POST',
    '/api/v1/payments/stc-pay/confirm',
    { merchant_reference: reference, otp },
    { token, lang },
  );

async function stcOrder(time: string, mobile: string, lang?: 'en' | 'ar') {
  const c = customer();
  await holdService(t, fx, c.token, time);
  const res = await checkout(t, c.token, 'stc_pay', { lang, body: { stc_pay_mobile: mobile } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { c, number: res.body.data.order.order_number as string, res };
}

describe('STC Pay', () => {
  it('needs a 9-digit wallet number: a translated 422 before any order', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '15:00');
    const missing = await checkout(t, c.token, 'stc_pay', { lang: 'ar' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.stc_pay_mobile[0]).toMatch(arabicLetters);
    const bad = await checkout(t, c.token, 'stc_pay', { body: { stc_pay_mobile: '12345' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.stc_pay_mobile[0]).toBe(
      'Enter the STC Pay mobile number: 9 digits starting with 5',
    );
  });

  it('texts a code; a wrong one is a 422 with the tries left; the right one pays once, books once', async () => {
    const mobile = '551234567';
    const { c, number, res } = await stcOrder('09:00', '0551234567');
    expect(res.body.data.payment).toMatchObject({
      merchant_reference: number,
      redirect_url: null,
      stc_pay: { mobile_masked: '55*****67', tries_left: 5 },
    });
    expect(res.body.data.payment.stc_pay.otp_expires_at).not.toBeNull();
    const code = codeFor(mobile);
    const miss = await confirm(c.token, number, wrong(code), 'ar');
    expect(miss.status).toBe(422);
    expect(miss.body.message).toMatch(arabicLetters);
    expect(miss.body.message).toContain('4');
    expect((await orderRow(t, number)).status).toBe('pending_payment');
    const paid = await confirm(c.token, number, code);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toEqual({ paid: true, order_status: 'confirmed', reason: null });
    // Again (a double click): the same answer, nothing twice.
    expect((await confirm(c.token, number, code)).body.data.paid).toBe(true);
    const order = await orderRow(t, number);
    const rows = await paymentRows(t, order.id);
    expect(rows.map((p) => [p.method, p.provider, p.status])).toEqual([
      ['stc_pay', 'sandbox_stc_pay', 'paid'],
    ]);
    const bookings = (await reservationsOf(t, fx.resourceIds)).filter((r) => r.kind === 'booking');
    expect(bookings.filter((b) => b.orderItemId !== null).length).toBeGreaterThanOrEqual(1);
  });

  it("someone else's order is a 404; a resend waits for the cooldown (429)", async () => {
    const { c, number } = await stcOrder('10:00', '551234568');
    const other = customer();
    expect((await confirm(other.token, number, '123456')).status).toBe(404);
    const resend = (token: string) =>
      call(t, 'POST', '/api/v1/payments/stc-pay/resend', { merchant_reference: number }, { token });
    expect((await resend(other.token)).status).toBe(404);
    const early = await resend(c.token);
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    // After the cooldown (the last code's time moved back a minute): a new code is texted, and it pays.
    const { id: orderId } = await orderRow(t, number);
    await t.database.db
      .update(payments)
      .set({ otpSentAt: new Date(Date.now() - 61_000) })
      .where(eq(payments.orderId, orderId));
    const before = t.sms.outbox('966551234568').length;
    const again = await resend(c.token);
    expect(again.status).toBe(200);
    expect(t.sms.outbox('966551234568')).toHaveLength(before + 1);
    expect((await confirm(c.token, number, codeFor('551234568'))).body.data.paid).toBe(true);
  });

  it('the 6th try is refused even with the right code; the order keeps its times until its deadline', async () => {
    const mobile = '551234569';
    const { c, number } = await stcOrder('11:00', mobile);
    const code = codeFor(mobile);
    for (let left = 4; left >= 0; left--) {
      const res = await confirm(c.token, number, wrong(code));
      expect(res.status).toBe(422);
      expect(res.body.data.tries_left).toBe(left);
    }
    const sixth = await confirm(c.token, number, code);
    expect(sixth.status).toBe(422);
    expect(sixth.body.data.tries_left).toBe(0);
    expect((await orderRow(t, number)).status).toBe('pending_payment');
  });

  it('a declined wallet (test number 500000002): not paid, the order waits for another way to pay', async () => {
    const mobile = '500000002';
    const { c, number } = await stcOrder('12:00', mobile);
    const res = await confirm(c.token, number, codeFor(mobile), 'en');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      paid: false,
      order_status: 'pending_payment',
      reason: 'insufficient_funds',
    });
    expect(res.body.message).toBe('STC Pay declined the payment; choose another way to pay');
  });

  it('a number without a wallet (500000003) is a translated 422', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '13:00');
    const res = await checkout(t, c.token, 'stc_pay', { body: { stc_pay_mobile: '500000003' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This number has no STC Pay wallet');
  });

  it('cancelling a paid order refunds the wallet once and tells the customer so', async () => {
    const mobile = '551234570';
    const { c, number } = await stcOrder('14:00', mobile);
    expect((await confirm(c.token, number, codeFor(mobile))).body.data.paid).toBe(true);
    const order = await orderRow(t, number);
    const cancel = await call(t, 'GET', `/api/v1/orders/${order.id}/cancel`, undefined, { token: c.token });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await expectRefundedTo(t, { id: order.id, userId: c.id }, 'stc_pay');
    // The customer's text names the wallet, not a card (ADR 0053).
    const texts = () =>
      t.sms.outbox().filter((m) => m.body.includes(number) && m.body.includes('we refunded'));
    await expect.poll(() => texts().length).toBe(1);
    expect(texts()[0]!.body).toContain('STC Pay wallet');
  });
});
