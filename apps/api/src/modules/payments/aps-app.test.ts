/**
 * A card payment through Amazon Payment Services across the whole app: our payment link, APS's merchant page
 * (the fake APS), our return route, the server-to-server PURCHASE, 3-D Secure, APS's transaction feedback on our
 * webhook, and reconciliation with CHECK_STATUS. The app listens on a real port so the fake reaches it over
 * HTTP, the way APS reaches us in production. The adapter alone: integrations/payments/aps/aps-provider.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema.ts';
import { SECRETS } from '../../test/payments-aps-harness.ts';
import { FAKE_APS_CARDS } from '../../integrations/payments/aps/fake-aps-server.ts';
import { signRequest } from '../../integrations/payments/aps/signature.ts';
import { checkout, holdService, orderRow, paymentRows, paymentStatus } from '../../test/orders.ts';
import { browse, startApsApp, type ApsApp, type Step } from '../../test/payments-aps-app.ts';
import { reconcile } from '../orders/jobs.ts';

async function cardOrder(h: ApsApp, time: string) {
  const c = h.customer();
  await holdService(h.t, h.fx, c.token, time);
  const res = await checkout(h.t, c.token, 'card');
  expect(res.status).toBe(201);
  return {
    c,
    number: res.body.data.order.order_number as string,
    url: res.body.data.payment.create_token_url.url as string,
    total: res.body.data.order.total as number,
  };
}

// The feedback and the confirmation text travel after the answer: generous under a loaded test run.
const within = { timeout: 5000 };

const smsFor = (h: ApsApp, number: string) => h.t.sms.outbox().filter((m) => m.body.includes(number));

/** The transaction feedback the fake sent about `reference`, once our webhook has answered every one of them. */
async function feedbackFor(h: ApsApp, reference: string) {
  const sent = () => h.fake.notifications.filter((n) => n.params.merchant_reference === reference);
  await expect.poll(() => sent().length > 0 && sent().every((n) => n.status !== null), within).toBe(true);
  return sent();
}

const webhookEvents = (h: ApsApp, reference: string) =>
  h.t.database.db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.reference, reference), eq(paymentEvents.source, 'webhook')));

const postWebhook = (h: ApsApp, params: Record<string, string>) =>
  fetch(`${h.origin}/api/v1/payments/webhook/aps`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });

const isReturn = (h: ApsApp) => (s: Step) => s.url.startsWith(`${h.origin}/api/v1/payments/return/aps`);

describe('card payment through APS, across the app (fake APS over HTTP)', () => {
  let h: ApsApp;
  beforeAll(async () => {
    h = await startApsApp({ notify: true });
  });
  afterAll(() => h?.close());

  it('runs the app on a real port at its PUBLIC_URL, with APS as the payment provider', async () => {
    expect(h.t.app.context.provider.name).toBe('aps');
    expect(h.t.app.config.PUBLIC_URL).toBe(h.origin);
    const health = await fetch(`${h.origin}/api/health`);
    expect(health.status).toBe(200);
  });

  it('success: merchant page, return, PURCHASE, /secure-payment; the feedback arrives and fulfils nothing twice', async () => {
    const { c, number, url, total } = await cardOrder(h, '09:00');
    const walk = await browse(h.origin, url, { card: FAKE_APS_CARDS.visa });

    // Our payment link answered with the signed auto-posting form to APS's merchant page.
    const merchantPage = walk.steps.find((s) => s.url === h.fake.checkoutUrl);
    expect(merchantPage?.method).toBe('POST');
    const { signature, remember_me, ...signed } = merchantPage!.form!;
    expect(signed).toEqual({
      service_command: 'TOKENIZATION',
      access_code: SECRETS.accessCode,
      merchant_identifier: SECRETS.merchantIdentifier,
      merchant_reference: number,
      language: 'en',
      return_url: `${h.origin}/api/v1/payments/return/aps`,
    });
    expect(remember_me).toBe('NO');
    expect(signature).toBe(signRequest(signed, SECRETS.shaRequestPhrase));

    // APS sent the browser back with the token (a GET), and we charged it server to server.
    const back = walk.steps.filter(isReturn(h));
    expect(back.map((s) => s.method)).toEqual(['GET']);
    const query = Object.fromEntries(new URL(back[0]!.url).searchParams);
    expect(query).toMatchObject({ service_command: 'TOKENIZATION', response_code: '18000' });
    const charged = h.fake.orders.get(number)!;
    expect(charged).toMatchObject({ status: '14', amount: total, tokenName: query.token_name });
    expect(charged.request).toMatchObject({
      command: 'PURCHASE',
      currency: 'SAR',
      customer_ip: '127.0.0.1',
      // Where a 3-D Secure step would send the browser back: our public return URL again.
      return_url: `${h.origin}/api/v1/payments/return/aps`,
    });

    expect(walk.landing?.pathname).toBe('/secure-payment');
    expect(Object.fromEntries(walk.landing!.searchParams)).toEqual({
      kind: 'payment',
      status: 'success',
      ref: number,
    });
    expect((await paymentStatus(h.t, c.token, number)).body.data).toMatchObject({
      status: true,
      order_number: number,
    });
    const order = await orderRow(h.t, number);
    expect(order.status).toBe('confirmed');
    const rows = await paymentRows(h.t, order.id);
    expect(rows.map((p) => [p.reference, p.status, p.transactionId])).toEqual([
      [number, 'paid', charged.fortId],
    ]);

    // APS's transaction feedback reached our webhook over HTTP and was accepted…
    const feedback = await feedbackFor(h, number);
    expect(feedback.map((n) => [n.params.command, n.params.response_code, n.status])).toEqual([
      ['PURCHASE', '14000', 200],
    ]);
    expect(await webhookEvents(h, number)).toHaveLength(1);
    // …without a second fulfilment: one confirmation text (sent after the answer, hence the wait).
    await expect.poll(() => smsFor(h, number).length, within).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smsFor(h, number)).toHaveLength(1);
    expect((await paymentRows(h.t, order.id)).map((p) => p.status)).toEqual(['paid']);
  });

  it('3-D Secure: the browser goes through the ACS page and comes back to our return route paid', async () => {
    const { number, url } = await cardOrder(h, '10:00');
    const walk = await browse(h.origin, url, { card: FAKE_APS_CARDS.visa3ds, acs: 'authenticated' });
    const fortId = h.fake.orders.get(number)!.fortId;
    expect(walk.steps.some((s) => s.url === `${h.fake.url}/acs/${fortId}` && s.method === 'GET')).toBe(true);
    // Twice through our return: the token (GET), then the 3-D Secure result APS posts as a form.
    const back = walk.steps.filter(isReturn(h));
    expect(back.map((s) => [s.method, s.form?.command ?? null])).toEqual([
      ['GET', null],
      ['POST', 'PURCHASE'],
    ]);
    expect(Object.fromEntries(walk.landing!.searchParams)).toMatchObject({ status: 'success', ref: number });
    const order = await orderRow(h.t, number);
    expect(order.status).toBe('confirmed');
    expect((await paymentRows(h.t, order.id)).map((p) => [p.status, p.transactionId])).toEqual([
      ['paid', fortId],
    ]);
    expect((await feedbackFor(h, number)).map((n) => n.status)).toEqual([200]);
    await expect.poll(() => smsFor(h, number).length, within).toBe(1);
  });

  it('insufficient funds: fails with that reason, the order waits, a retry under "-2" pays', async () => {
    const { c, number, url } = await cardOrder(h, '11:00');
    const declined = await browse(h.origin, url, { card: FAKE_APS_CARDS.insufficientFunds });
    expect(declined.landing?.pathname).toBe('/secure-payment');
    expect(Object.fromEntries(declined.landing!.searchParams)).toEqual({
      kind: 'payment',
      status: 'failed',
      reason: 'insufficient_funds',
      ref: number,
    });
    expect(h.fake.orders.get(number)?.responseCode).toBe('13029');
    expect((await orderRow(h.t, number)).status).toBe('pending_payment');
    expect((await paymentStatus(h.t, c.token, number)).body.data).toMatchObject({
      status: 'failed',
      reason: 'insufficient_funds',
    });

    // APS refuses a merchant_reference twice, so the same link opens a new attempt.
    const retry = await browse(h.origin, url, { card: FAKE_APS_CARDS.mastercard });
    const merchantPage = retry.steps.find((s) => s.url === h.fake.checkoutUrl);
    expect(merchantPage?.form?.merchant_reference).toBe(`${number}-2`);
    expect(retry.landing?.searchParams.get('status')).toBe('success');
    const order = await orderRow(h.t, number);
    expect(order.status).toBe('confirmed');
    expect((await paymentRows(h.t, order.id)).map((p) => [p.reference, p.status, p.transactionId])).toEqual([
      [number, 'failed', h.fake.orders.get(number)!.fortId],
      [`${number}-2`, 'paid', h.fake.orders.get(`${number}-2`)!.fortId],
    ]);
    // The late "declined" feedback of the first attempt undoes nothing.
    await feedbackFor(h, number);
    await feedbackFor(h, `${number}-2`);
    expect((await orderRow(h.t, number)).status).toBe('confirmed');
    await expect.poll(() => smsFor(h, number).length, within).toBe(1);
  });

  it('webhook: a tampered signature is a 401; a genuine notification replayed 5 times fulfils once', async () => {
    const paid = await cardOrder(h, '12:00');
    await browse(h.origin, paid.url, { card: FAKE_APS_CARDS.mada });
    const [genuine] = await feedbackFor(h, paid.number);
    const unpaid = await cardOrder(h, '13:00');

    // The genuine "paid" message moved to another order: its signature no longer holds.
    const forged = await postWebhook(h, { ...genuine!.params, merchant_reference: unpaid.number });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toBe(
      'The payment message signature is not valid',
    );
    const resigned = await postWebhook(h, { ...genuine!.params, signature: 'ab'.repeat(32) });
    expect(resigned.status).toBe(401);
    expect((await orderRow(h.t, unpaid.number)).status).toBe('pending_payment');

    const replays = await Promise.all(Array.from({ length: 5 }, () => postWebhook(h, genuine!.params)));
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = (await Promise.all(replays.map((r) => r.json()))) as { data: { applied: boolean } }[];
    expect(bodies.map((b) => b.data.applied)).toEqual([false, false, false, false, false]);
    const order = await orderRow(h.t, paid.number);
    expect(order.status).toBe('confirmed');
    expect((await paymentRows(h.t, order.id)).map((p) => p.status)).toEqual(['paid']);
    await expect.poll(() => smsFor(h, paid.number).length, within).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smsFor(h, paid.number)).toHaveLength(1);
  });
});

describe('reconciliation with APS (return and feedback both lost)', () => {
  let h: ApsApp;
  beforeAll(async () => {
    // A fake APS without a feedback URL: nothing it does reaches us unless we ask.
    h = await startApsApp({ notify: false, customers: 2 });
  });
  afterAll(() => h?.close());

  it('CHECK_STATUS finds the PURCHASE paid after 3-D Secure and confirms the order', async () => {
    const { c, number, url, total } = await cardOrder(h, '14:00');
    // The customer authenticates, then the pop-up closes before APS's result is posted back to us.
    const walk = await browse(h.origin, url, {
      card: FAKE_APS_CARDS.visa3ds,
      acs: 'authenticated',
      stopBefore: (s) => isReturn(h)(s) && s.method === 'POST',
    });
    expect(walk.stoppedBefore?.form).toMatchObject({ command: 'PURCHASE', response_code: '14000' });
    const charged = h.fake.orders.get(number)!;
    expect(charged).toMatchObject({ status: '14', amount: total });
    expect(h.fake.notifications).toEqual([]);
    const order = await orderRow(h.t, number);
    expect(order.status).toBe('pending_payment');
    expect((await paymentRows(h.t, order.id)).map((p) => [p.status, p.transactionId])).toEqual([
      ['pending', charged.fortId],
    ]);

    const report = await reconcile(h.t.app.context, { staleAfterMs: 0 });
    expect(report.checked).toBe(1);
    const asked = h.fake.transactions.filter((x) => x.command === 'CHECK_STATUS');
    expect(asked.map((x) => [x.merchantReference, x.responseCode])).toEqual([[number, '12000']]);
    expect((await orderRow(h.t, number)).status).toBe('confirmed');
    expect((await paymentRows(h.t, order.id)).map((p) => [p.status, p.transactionId])).toEqual([
      ['paid', charged.fortId],
    ]);
    expect((await paymentStatus(h.t, c.token, number)).body.data.status).toBe(true);
    await expect.poll(() => smsFor(h, number).length, within).toBe(1);
  });
});
