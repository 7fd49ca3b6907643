import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import {
  checkout,
  expireNow,
  getCart,
  holdService,
  orderRow,
  paymentRows,
  paymentStatus,
  reservationsOf,
  expectOneSms,
} from '../../test/orders.ts';
import { reconcile } from '../orders/jobs.ts';
import { createSandboxTestApp, type SandboxTestApp } from '../../test/payments-sandbox-app.ts';
import { testCards, walk } from '../../test/payments-browser.ts';

let t: SandboxTestApp;
let fx: Fixture;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createSandboxTestApp();
  fx = await createFixture(t, { resources: 1, price: 15000 });
  customers = await createCustomers(t, 12);
});
afterAll(() => t.close());
const customer = () => customers.shift()!;

async function cardOrder(time: string, on: Fixture = fx) {
  const c = customer();
  await holdService(t, on, c.token, time);
  const res = await checkout(t, c.token, 'card');
  expect(res.status).toBe(201);
  const order = res.body.data.order;
  return {
    c,
    number: order.order_number as string,
    url: res.body.data.payment.create_token_url.url as string,
    total: order.total as number,
  };
}

const chargeAtGateway = (number: string, amount: number, behaviour?: 'success' | 'insufficient_funds') =>
  t.chargeAtGateway(number, amount, behaviour);

describe('provider webhook', () => {
  it('refuses a wrong signature (401) and changes nothing', async () => {
    const { number, total } = await cardOrder('09:00');
    const forged = {
      kind: 'notification',
      reference: number,
      status: 'paid',
      transaction_id: 'x',
      amount: String(total),
    };
    const res = await t.postWebhook({ ...forged, signature: 'f'.repeat(64) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The payment message signature is not valid');
    const unsigned = await t.postWebhook(forged);
    expect(unsigned.statusCode).toBe(401);
    expect((await orderRow(t, number)).status).toBe('pending_payment');
  });

  it('instead of the redirect: the webhook alone confirms; 10 replays and a late failure change nothing', async () => {
    const { c, number, total } = await cardOrder('10:00');
    const before = t.notifications.length;
    await chargeAtGateway(number, total);
    await expect.poll(() => t.notifications.length).toBe(before + 1);
    await expect.poll(async () => (await orderRow(t, number)).status).toBe('confirmed');
    const paid = t.notifications[before]!;
    const replays = await Promise.all(Array.from({ length: 10 }, () => t.postWebhook(paid)));
    expect(replays.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(replays.every((r) => r.json().data.applied === false)).toBe(true);
    const lateFailure = t.sign({
      kind: 'notification',
      reference: number,
      status: 'failed',
      reason: 'declined',
      transaction_id: 'late',
      amount: String(total),
    });
    expect((await t.postWebhook(lateFailure)).statusCode).toBe(200);
    const rows = await paymentRows(t, (await orderRow(t, number)).id);
    expect(rows.map((p) => p.status)).toEqual(['paid']);
    await expectOneSms(t, number);
    expect((await paymentStatus(t, c.token, number)).body.data.status).toBe(true);
  });

  it('before the redirect: the webhook confirms first, the browser return then shows success without charging again', async () => {
    const { number, url } = await cardOrder('11:00');
    const landing = await walk(t, url, { card: testCards.success });
    expect(landing.query.get('status')).toBe('success');
    // Reloading the return page (the same signed return) never charges twice.
    const returnUrl = landing.visited.find((u) => u.includes('/payments/return/'))!;
    const again = await walk(t, returnUrl);
    expect(again.query.get('status')).toBe('success');
    const rows = await paymentRows(t, (await orderRow(t, number)).id);
    expect(rows.map((p) => p.status)).toEqual(['paid']);
  });

  it('out of order, concurrently: a paid webhook racing its browser return fulfils once', async () => {
    const { number, total } = await cardOrder('12:00');
    t.deliver.on = false;
    const before = t.notifications.length;
    await chargeAtGateway(number, total);
    await expect.poll(() => t.notifications.length).toBe(before + 1);
    t.deliver.on = true;
    const paid = t.notifications[before]!;
    const returned = t.sign({
      kind: 'payment',
      reference: number,
      status: 'paid',
      transaction_id: paid.transaction_id!,
      amount: String(total),
    });
    await Promise.all([
      ...Array.from({ length: 5 }, () => t.postWebhook(paid)),
      walk(t, `/api/v1/payments/return/sandbox?${new URLSearchParams(returned)}`),
    ]);
    expect((await orderRow(t, number)).status).toBe('confirmed');
    await expectOneSms(t, number);
  });
});

describe('expiry and reconciliation', () => {
  it('an unpaid order expires at its deadline and its time is free for someone else', async () => {
    const { c, number } = await cardOrder('13:00');
    await expireNow(t, number);
    const report = await reconcile(t.app.context);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    const order = await orderRow(t, number);
    expect(order.status).toBe('expired');
    expect(order.closeReason).toBe('payment_timeout');
    expect((await paymentStatus(t, c.token, number)).body.data).toMatchObject({
      status: 'expired',
      reason: 'order_expired',
    });
    const other = customer();
    await holdService(t, fx, other.token, '13:00');
    // The first customer's cart line shows its time is no longer held.
    const line = (await getCart(t, c.token)).body.data.cart.products[0];
    expect(new Date(line.hold_expires_at).getTime()).toBeLessThan(Date.now());
  });

  it('a payment that arrives after expiry revives the order when nobody took the time', async () => {
    const { number, url } = await cardOrder('14:00');
    const page = await walk(t, url); // the card page is open…
    expect(page.path).toBe('/sandbox-gateway/pay');
    await expireNow(t, number);
    await reconcile(t.app.context);
    expect((await orderRow(t, number)).status).toBe('expired');
    // …and the customer pays on the page they already had open.
    const form = new URLSearchParams(page.visited.at(-2)!.split('?')[1]);
    expect(form).toBeDefined();
    const total = (await orderRow(t, number)).total;
    await chargeAtGateway(number, total);
    await expect.poll(async () => (await orderRow(t, number)).status).toBe('confirmed');
  });

  it('a payment that arrives after someone else took the time is refunded, and the order stays expired', async () => {
    const { number, total } = await cardOrder('15:00');
    await expireNow(t, number);
    await reconcile(t.app.context);
    const other = customer();
    const otherLine = await holdService(t, fx, other.token, '15:00');
    await chargeAtGateway(number, total);
    const order = await orderRow(t, number);
    await expect
      .poll(async () => (await paymentRows(t, order.id)).map((p) => p.status))
      .toEqual(['refunded']);
    expect((await orderRow(t, number)).status).toBe('expired');
    const theirs = (await reservationsOf(t, fx.resourceIds)).filter((r) => r.cartItemId === otherLine);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.orderItemId).toBeNull();
  });

  it('reconciliation asks the gateway about an attempt whose return and webhook were both lost', async () => {
    const { number, total } = await cardOrder('16:00');
    t.deliver.on = false;
    await chargeAtGateway(number, total);
    t.deliver.on = true;
    expect((await orderRow(t, number)).status).toBe('pending_payment');
    const report = await reconcile(t.app.context, { staleAfterMs: 0 });
    expect(report.checked).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t, number)).status).toBe('confirmed');
  });
});

describe('late money for an order that cannot take it', () => {
  it('opening the payment link of a paid order shows success and never charges again', async () => {
    const { c, number, url } = await cardOrder('10:00', await createFixture(t, { resources: 1 }));
    await walk(t, url, { card: testCards.success });
    const order = await orderRow(t, number);
    expect(order.status).toBe('confirmed');
    const res = await call(
      t,
      'POST',
      '/api/v1/payments/check-payment-status',
      { merchant_reference: number },
      { token: c.token },
    );
    expect(res.body.data.status).toBe(true);
    const again = await walk(t, url, { card: testCards.success });
    expect(again.query.get('status')).toBe('success');
    expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['paid']);
  });

  it('two attempts both paid (two tabs): the order is confirmed once and the second payment is refunded', async () => {
    const { number, url, total } = await cardOrder('11:00', await createFixture(t, { resources: 1 }));
    await walk(t, url); // attempt 1 (the order number)
    await walk(t, url); // attempt 2 ('-2'), another tab
    await Promise.all([chargeAtGateway(number, total), chargeAtGateway(`${number}-2`, total)]);
    const order = await orderRow(t, number);
    await expect
      .poll(async () => (await paymentRows(t, order.id)).map((p) => p.status).sort())
      .toEqual(['paid', 'refunded']);
    expect((await orderRow(t, number)).status).toBe('confirmed');
    // One confirmation, and (ADR 0056) one message telling the customer the second charge went back.
    const texts = () => t.sms.outbox().filter((m) => m.body.includes(number));
    await expect.poll(() => texts().length).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(texts().filter((m) => m.body.includes('is confirmed'))).toHaveLength(1);
    expect(texts().filter((m) => m.body.includes('we refunded'))).toHaveLength(1);
    expect(texts()).toHaveLength(2);
  });
});
