import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import {
  checkout,
  getCart,
  holdService,
  orderRow,
  paymentRows,
  reservationsOf,
  expectRefundedTo,
} from '../../test/orders.ts';
import {
  APPLE_PAY_SANDBOX_APPROVED,
  APPLE_PAY_SANDBOX_DECLINED,
  createSandboxApplePay,
} from '../../integrations/payments/apple-pay/sandbox.ts';
import type { ApplePayGateway } from '../../integrations/payments/apple-pay/interface.ts';
import { PaymentProviderError } from '../../integrations/payments/interface.ts';
import { checkStalePayments } from './reconcile.ts';

let t: TestApp;
let fx: Fixture;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 4, price: 25000 });
  customers = await createCustomers(t, 12);
});
afterAll(() => t.close());
const customer = () => customers.shift()!;

const appleUrl = 'https://apple-pay-gateway-cert.apple.com/paymentservices/paymentSession';

/** An ApplePayPaymentToken as Safari hands it over; `data` is the sandbox's test value. */
const token = (data: string, network = 'Visa', displayName = 'Visa 0492') => ({
  paymentData: {
    version: 'EC_v1',
    data,
    signature: 'MIAGCSqGSIb3DQEHAqCAMIACAQExDzANBglghkgBZQMEAgEFADCABgkqhkiG9w0BBwEAAA==',
    header: {
      ephemeralPublicKey: 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEM9JqF04vDlGIHEzWsaDm4bGBlTJdCn3',
      publicKeyHash: 'bVTUiyTv0uCJgQz8SNYHBHOlHMD6sR1qDuCqTaETzkw=',
      transactionId: '93eec76cbedaedca44648e3d5c314766906e4e78ce33cd3b8396f105a1c0daed',
    },
  },
  paymentMethod: { displayName, network, type: 'debit' },
  transactionIdentifier: '93EEC76CBEDAEDCA44648E3D5C314766906E4E78CE33CD3B8396F105A1C0DAED',
});

const validate = (tok: string, body: Json, lang?: 'en' | 'ar') =>
  call(t, 'POST', '/api/v1/payments/apple-pay/validate-merchant', body, { token: tok, lang });
const pay = (tok: string, reference: string, payment: Json, lang?: 'en' | 'ar') =>
  call(
    t,
    'POST',
    '/api/v1/payments/apple-pay/pay',
    { merchant_reference: reference, token: payment },
    { token: tok, lang },
  );

async function appleOrder(time: string) {
  const c = customer();
  await holdService(t, fx, c.token, time);
  const res = await checkout(t, c.token, 'apple_pay');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { c, number: res.body.data.order.order_number as string };
}

describe('Apple Pay', () => {
  it('is offered in the cart (the sandbox provider supports it)', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '16:00');
    const cart = await getCart(t, c.token);
    const ids = (cart.body.data.cart.payment_methods as { id: string }[]).map((m) => m.id);
    expect(ids).toContain('apple_pay');
    const entry = (
      cart.body.data.cart.payment_methods as { id: string; available: boolean; name: string }[]
    ).find((m) => m.id === 'apple_pay');
    expect(entry).toMatchObject({ available: true, name: 'Apple Pay', logo: '/payment-logos/apple_pay.svg' });
  });

  it("validates the merchant only at Apple's hosts: anything else is a translated 422 (no request made)", async () => {
    const { c, number } = await appleOrder('09:00');
    const okRes = await validate(c.token, { merchant_reference: number, validation_url: appleUrl });
    expect(okRes.status, JSON.stringify(okRes.body)).toBe(200);
    expect(okRes.body.data).toMatchObject({
      merchantIdentifier: 'merchant.sa.hajz.sandbox',
      domainName: 'localhost',
      displayName: 'Hajz',
    });
    expect(okRes.body.data.merchantSessionIdentifier).toMatch(/^SSH/);
    for (const url of [
      'http://apple-pay-gateway.apple.com/paymentservices/paymentSession',
      'https://apple-pay-gateway.apple.com.evil.example/paymentservices/paymentSession',
      'https://evil.example/paymentservices/paymentSession',
      'https://apple-pay-gateway.apple.com:8443/paymentservices/paymentSession',
      'https://user:pw@apple-pay-gateway.apple.com/paymentservices/paymentSession',
      'https://169.254.169.254/latest/meta-data',
      'https://apple-pay-gateway.apple.com/../admin',
    ]) {
      const res = await validate(c.token, { merchant_reference: number, validation_url: url }, 'ar');
      expect(res.status, url).toBe(422);
      expect(res.body.errors.validation_url[0]).toMatch(arabicLetters);
    }
    const notUrl = await validate(c.token, { merchant_reference: number, validation_url: 'nope' });
    expect(notUrl.status).toBe(422);
    expect(notUrl.body.errors.validation_url[0]).toBe('This is not an Apple Pay validation address');
    const missing = await validate(c.token, { validation_url: appleUrl });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.merchant_reference).toBeDefined();
    // Someone else's order, or one not paid with Apple Pay: 404.
    expect(
      (await validate(customer().token, { merchant_reference: number, validation_url: appleUrl })).status,
    ).toBe(404);
  });

  it('pays with the sandbox test token: the order is confirmed once; a replay charges nothing more', async () => {
    const { c, number } = await appleOrder('10:00');
    const res = await pay(c.token, number, token(APPLE_PAY_SANDBOX_APPROVED));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ paid: true, order_status: 'confirmed', reason: null });
    expect(res.body.message).toBe('Paid with Apple Pay');
    const again = await pay(c.token, number, token(APPLE_PAY_SANDBOX_APPROVED));
    expect(again.body.data).toEqual({ paid: true, order_status: 'confirmed', reason: null });
    const order = await orderRow(t, number);
    const rows = await paymentRows(t, order.id);
    expect(rows.map((p) => [p.method, p.provider, p.status, p.scheme, p.amount])).toEqual([
      ['apple_pay', 'sandbox', 'paid', 'visa', 25000],
    ]);
    const booked = (await reservationsOf(t, fx.resourceIds)).filter(
      (r) => r.kind === 'booking' && r.orderItemId !== null,
    );
    expect(booked.length).toBeGreaterThanOrEqual(1);
    // Paid: nothing left to validate for.
    expect((await validate(c.token, { merchant_reference: number, validation_url: appleUrl })).status).toBe(
      409,
    );
  });

  it('two tokens at once: one charge, one payment', async () => {
    const { c, number } = await appleOrder('11:00');
    const both = await Promise.all([
      pay(c.token, number, token(APPLE_PAY_SANDBOX_APPROVED, 'mada', 'mada 1234')),
      pay(c.token, number, token(APPLE_PAY_SANDBOX_APPROVED, 'mada', 'mada 1234')),
    ]);
    for (const res of both) expect([200, 409]).toContain(res.status);
    expect(both.some((res) => res.status === 200 && res.body.data.paid)).toBe(true);
    const rows = await paymentRows(t, (await orderRow(t, number)).id);
    expect(rows.map((p) => [p.status, p.scheme])).toEqual([['paid', 'mada']]);
  });

  it('declined: not paid, the order keeps its times; the next token is a new attempt that pays', async () => {
    const { c, number } = await appleOrder('12:00');
    const declined = await pay(c.token, number, token(APPLE_PAY_SANDBOX_DECLINED), 'ar');
    expect(declined.status).toBe(200);
    expect(declined.body.data).toEqual({ paid: false, order_status: 'pending_payment', reason: 'declined' });
    expect(declined.body.message).toMatch(arabicLetters);
    const paid = await pay(
      c.token,
      number,
      token(APPLE_PAY_SANDBOX_APPROVED, 'MasterCard', 'MasterCard 1512'),
    );
    expect(paid.body.data.paid).toBe(true);
    const rows = await paymentRows(t, (await orderRow(t, number)).id);
    expect(rows.map((p) => [p.reference, p.status, p.scheme])).toEqual([
      [number, 'failed', null],
      [`${number}-2`, 'paid', 'mastercard'],
    ]);
  });

  it('bad input is a 422 before anything is charged; a card order is not an Apple Pay one (404)', async () => {
    const { c, number } = await appleOrder('13:00');
    const noToken = await call(
      t,
      'POST',
      '/api/v1/payments/apple-pay/pay',
      { merchant_reference: number },
      { token: c.token },
    );
    expect(noToken.status).toBe(422);
    const markup = token('<script>');
    expect((await pay(c.token, number, markup)).status).toBe(422);
    const badType = {
      ...token(APPLE_PAY_SANDBOX_APPROVED),
      paymentMethod: { displayName: 'x', network: 'Visa', type: 'gift' },
    };
    expect((await pay(c.token, number, badType)).status).toBe(422);
    expect((await paymentRows(t, (await orderRow(t, number)).id)).map((p) => p.status)).toEqual([
      'initiated',
    ]);
    const other = customer();
    await holdService(t, fx, other.token, '14:00');
    const card = await checkout(t, other.token, 'card');
    const cardNumber = card.body.data.order.order_number as string;
    expect((await pay(other.token, cardNumber, token(APPLE_PAY_SANDBOX_APPROVED))).status).toBe(404);
  });

  it('cancelling a paid order refunds through the provider once and tells the customer it goes back to Apple Pay', async () => {
    const { c, number } = await appleOrder('15:00');
    expect((await pay(c.token, number, token(APPLE_PAY_SANDBOX_APPROVED))).body.data.paid).toBe(true);
    const order = await orderRow(t, number);
    // Said before the customer confirms (the cancel dialog), then done.
    const details = await call(t, 'GET', `/api/v1/orders/${order.id}`, undefined, { token: c.token });
    expect(details.body.data.cancel_refund).toEqual({ amount: order.total, to: 'apple_pay' });
    const cancel = await call(t, 'GET', `/api/v1/orders/${order.id}/cancel`, undefined, { token: c.token });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await expectRefundedTo(t, { id: order.id, userId: c.id }, 'apple_pay');
    const listed = await call(t, 'GET', '/api/v1/notifications', undefined, { token: c.token });
    const refund = (listed.body.data.notifications as { kind: string; body: string }[]).find(
      (n) => n.kind === 'refund_issued',
    );
    expect(refund?.body).toMatch(/back to the card in your Apple Pay/);
    await expect
      .poll(() => t.sms.outbox().filter((m) => m.body.includes(number) && m.body.includes('we refunded')))
      .toEqual([expect.objectContaining({ body: expect.stringContaining('to your card in Apple Pay') })]);
  });
});

describe('Apple Pay when the provider does not answer', () => {
  it('the attempt stays pending, and reconciliation asks the Apple Pay gateway and confirms the order', async () => {
    const real = createSandboxApplePay({ merchantId: 'merchant.sa.hajz.sandbox' });
    // The charge goes through, but its answer is lost (a timeout): we must not guess.
    const lost: ApplePayGateway = {
      ...real,
      purchase: async (request) => {
        await real.purchase(request);
        throw new PaymentProviderError('sandbox: no answer within 30000 ms', 'sandbox', true);
      },
    };
    const app = await createTestApp({ applePay: lost });
    try {
      const f = await createFixture(app, { resources: 1, price: 25000 });
      const [c] = await createCustomers(app, 1);
      await holdService(app, f, c!.token, '10:00');
      const order = await checkout(app, c!.token, 'apple_pay');
      const number = order.body.data.order.order_number as string;
      const res = await call(
        app,
        'POST',
        '/api/v1/payments/apple-pay/pay',
        { merchant_reference: number, token: token(APPLE_PAY_SANDBOX_APPROVED) },
        { token: c!.token },
      );
      expect(res.body.data).toEqual({ paid: false, order_status: 'pending_payment', reason: 'pending' });
      const { id } = await orderRow(app, number);
      expect((await paymentRows(app, id)).map((p) => p.status)).toEqual(['pending']);
      await checkStalePayments(app.app.context, { now: new Date(Date.now() + 10 * 60_000) });
      expect((await paymentRows(app, id)).map((p) => [p.method, p.status])).toEqual([['apple_pay', 'paid']]);
      expect((await orderRow(app, number)).status).toBe('confirmed');
    } finally {
      await app.close();
    }
  });
});
