/**
 * Reconciliation of stale wallet attempts (ADR 0062): the app runs Tabby and Tamara's real adapters against their
 * fakes (HTTP) and the sandbox STC Pay; the customer's return and the provider's webhook are both lost, and the
 * periodic check asks each wallet gateway: paid is applied once (two reconcilers at once), failed fails the
 * attempt, unknown is left alone. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { checkout, holdService, orderRow, paymentRows } from '../../test/orders.ts';
import { businessSettings, notifications, payments } from '../../db/schema.ts';
import { startFakeTabby, type FakeTabby } from '../../integrations/payments/wallets/fake-tabby.ts';
import { startFakeTamara, type FakeTamara } from '../../integrations/payments/wallets/fake-tamara.ts';
import { checkStalePayments } from './reconcile.ts';

const TABBY = {
  secretKey: 'sk_test_reconcile',
  merchantCode: 'HAJZSA',
  webhookHeader: { name: 'X-Hajz-Webhook', value: 'tabby-shared-secret' },
};
const TAMARA = { apiToken: 'tamara-api', notificationToken: 'tamara-notify' };

let t: TestApp;
let fx: Fixture;
let tabby: FakeTabby;
let tamara: FakeTamara;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  tabby = await startFakeTabby(TABBY);
  tamara = await startFakeTamara(TAMARA);
  t = await createTestApp({
    config: {
      wallets: {
        stcPay: { provider: 'sandbox' },
        tabby: { provider: 'tabby', tabby: { ...TABBY, apiUrl: tabby.url, timeoutMs: 3000 } },
        tamara: { provider: 'tamara', tamara: { ...TAMARA, apiUrl: tamara.url, timeoutMs: 3000 } },
      },
    },
  });
  fx = await createFixture(t, { resources: 4, price: 40000 });
  customers = await createCustomers(t, 6);
  await t.database.db
    .update(businessSettings)
    .set({ paymentMethods: ['card', 'stc_pay', 'tabby', 'tamara', 'cash'] });
});
afterAll(async () => {
  await t.close();
  await tabby.close();
  await tamara.close();
});

const ctx = () => t.app.context;
const stale = () => checkStalePayments(ctx(), { staleAfterMs: 0 });

async function order(method: 'stc_pay' | 'tabby' | 'tamara', time: string) {
  const c = customers.shift()!;
  await holdService(t, fx, c.token, time);
  const body = method === 'stc_pay' ? { stc_pay_mobile: '512345678' } : {};
  const res = await checkout(t, c.token, method, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const number = res.body.data.order.order_number as string;
  return {
    c,
    number,
    id: (await orderRow(t, number)).id,
    redirect: res.body.data.payment.redirect_url as string,
  };
}

/** The customer opens the payment link and lands on the provider's page (then the browser is gone). */
async function openProviderPage(redirect: string) {
  const res = await t.app.inject({ method: 'GET', url: redirect });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location).split('/').at(-1)!;
}

describe('reconciling stale wallet attempts', () => {
  it('Tabby paid with the return and webhook lost: two reconcilers at once confirm it once; the late webhook changes nothing', async () => {
    const { number, id, redirect } = await order('tabby', '09:00');
    const paymentId = await openProviderPage(redirect);
    tabby.approve(paymentId);
    expect((await paymentRows(t, id))[0]!.status).toBe('pending');

    const [a, b] = await Promise.all([stale(), stale()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const confirmed = await orderRow(t, number);
    expect(confirmed.status).toBe('confirmed');
    const rows = await paymentRows(t, id);
    expect(rows.map((r) => [r.status, r.transactionId, r.provider])).toEqual([['paid', paymentId, 'tabby']]);
    expect(tabby.payments.get(paymentId)!.captures).toHaveLength(1);
    await ctx().outbox.drain();
    const sent = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, confirmed.userId));

    for (const webhook of tabby.webhooks) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/bnpl/tabby/webhook',
        payload: webhook.body,
        headers: webhook.headers,
      });
      expect(res.statusCode).toBe(200);
    }
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bnpl/tabby/webhook',
      payload: tabby.webhooks[0]!.body,
    });
    expect(forged.statusCode).toBe(401);
    expect((await paymentRows(t, id)).map((r) => r.status)).toEqual(['paid']);
    await ctx().outbox.drain();
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.userId, confirmed.userId)),
    ).toHaveLength(sent.length);
    // Nothing open is left for the next run.
    expect(await stale()).toBe(0);
  });

  it('Tamara declined with the return lost: the attempt fails, the order keeps its times; an untouched checkout is left alone', async () => {
    const declined = await order('tamara', '10:00');
    tamara.decline(await openProviderPage(declined.redirect));
    const waiting = await order('tamara', '11:00');
    const untouched = await openProviderPage(waiting.redirect);

    await Promise.all([stale(), stale()]);
    const [failed] = await paymentRows(t, declined.id);
    expect([failed!.status, failed!.failureReason]).toEqual(['failed', 'declined']);
    expect((await orderRow(t, declined.number)).status).toBe('pending_payment');
    expect((await paymentRows(t, waiting.id)).map((r) => r.status)).toEqual(['pending']);
    expect(tamara.orders.get(untouched)!.status).toBe('new');
  });

  it('STC Pay charged at the wallet while our confirm answer was lost: reconciliation confirms it once', async () => {
    const { number, id } = await order('stc_pay', '12:00');
    const [row] = await paymentRows(t, id);
    const sms = t.sms.outbox('966512345678')[0]!;
    const code = /(\d{6})\s*$/.exec(sms.body)![1]!;
    const paid = await ctx().wallets.stcPay.confirm({
      reference: row!.reference,
      otpReference: row!.otpReference!,
      otp: code,
      amount: row!.amount,
    });
    expect(paid.status).toBe('paid');
    expect((await orderRow(t, number)).status).toBe('pending_payment');

    await Promise.all([stale(), stale(), stale()]);
    expect((await orderRow(t, number)).status).toBe('confirmed');
    const [after] = await t.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(after!.status).toBe('paid');
  });

  it('an attempt of a gateway the app no longer runs is not asked', async () => {
    const { id } = await order('tabby', '13:00');
    await t.database.db.update(payments).set({ provider: 'sandbox_tabby' }).where(eq(payments.orderId, id));
    const before = tabby.requests.length;
    await stale();
    expect(tabby.requests.length).toBe(before);
    expect((await paymentRows(t, id)).map((r) => r.status)).toEqual(['initiated']);
  });
});
