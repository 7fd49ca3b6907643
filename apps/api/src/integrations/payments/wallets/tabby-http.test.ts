/** The Tabby adapter against the fake Tabby (HTTP on port 0): paid, declined, cancelled, refunds, webhooks. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../interface.ts';
import { FAKE_TABBY_REJECTED_EMAIL, startFakeTabby, type FakeTabby } from './fake-tabby.ts';
import { BnplRefusedError, type BnplGateway } from './interface.ts';
import { createTabbyGateway } from './tabby-http.ts';

const KEYS = {
  secretKey: 'sk_test_0190-hajz',
  merchantCode: 'HAJZSA',
  webhookHeader: { name: 'X-Hajz-Webhook', value: 'a-long-shared-secret-for-tabby' },
};
const RETURN = 'https://hajz.test/api/v1/payments/bnpl/tabby/return';

let fake: FakeTabby;
let tabby: BnplGateway;
let serial = 0;
beforeEach(async () => {
  fake = await startFakeTabby(KEYS);
  tabby = createTabbyGateway({ ...KEYS, apiUrl: fake.url, timeoutMs: 2000 });
});
afterEach(() => fake.close());

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);
/** A webhook body as our route hands it to the adapter: the flat fields (paramsOf drops nested objects). */
const flat = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([, v]) => typeof v !== 'object')
      .map(([k, v]) => [k, String(v)]),
  );
const open = async (amount = 40000, email: string | null = 'sara@hajz.test') => {
  const reference = `HZ7${++serial}`;
  const session = await tabby.createCheckout({
    reference,
    amount,
    language: 'ar',
    customer: { name: 'Sara Alharbi', email, phone: '500000001' },
    returnUrl: RETURN,
  });
  return { reference, session };
};

describe('Tabby adapter against the fake Tabby', () => {
  it('paid: the session opens the hosted page; the return is verified by GET, captured once; webhook replays agree', async () => {
    const { reference, session } = await open();
    expect(session.url).toBe(`${fake.url}/hpp/${session.sessionId}`);
    const checkout = fake.requests.find((r) => r.path === '/api/v2/checkout')!;
    expect(checkout.body).toMatchObject({
      payment: { amount: '400.00', currency: 'SAR', order: { reference_id: reference } },
      lang: 'ar',
      merchant_code: 'HAJZSA',
      merchant_urls: { success: RETURN, cancel: RETURN, failure: RETURN },
    });

    const landing = fake.approve(session.sessionId);
    expect(params(landing)).toEqual({ payment_id: session.sessionId });
    const paid = { reference, status: 'paid', transactionId: session.sessionId, amount: 40000, card: null };
    expect(await tabby.verify(params(landing), {}, 'return')).toEqual(paid);
    expect(fake.payments.get(session.sessionId)).toMatchObject({
      status: 'CLOSED',
      captures: [{ amount: 40000 }],
    });

    for (const webhook of [...fake.webhooks, ...fake.webhooks]) {
      expect(await tabby.verify(flat(webhook.body), webhook.headers, 'webhook')).toEqual(paid);
    }
    expect(fake.payments.get(session.sessionId)!.captures).toHaveLength(1);
    expect(await tabby.checkStatus(reference, session.sessionId)).toEqual({
      status: 'paid',
      transactionId: session.sessionId,
      amount: 40000,
      card: null,
    });
    expect(await tabby.checkStatus('HZ-other', session.sessionId)).toEqual({ status: 'unknown' });
  });

  it('a webhook without the registered header, or with a wrong one, is not Tabby’s; a forged return learns nothing', async () => {
    const { session } = await open();
    fake.approve(session.sessionId);
    const webhook = fake.webhooks.at(-1)!;
    expect(await tabby.verify(flat(webhook.body), {}, 'webhook')).toBeNull();
    expect(
      await tabby.verify(
        flat(webhook.body),
        { 'x-hajz-webhook': 'a-long-shared-secret-for-tabbY' },
        'webhook',
      ),
    ).toBeNull();
    expect(await tabby.verify({ payment_id: 'not-a-payment' }, {}, 'return')).toBeNull();
  });

  it('declined: pre-scoring rejects (a refusal with its reason), or the customer is rejected on the page', async () => {
    const refused = await open(40000, FAKE_TABBY_REJECTED_EMAIL).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BnplRefusedError);
    expect(refused).toMatchObject({ reason: 'declined', providerCode: 'not_available' });
    await expect(open(1_000_001)).rejects.toMatchObject({ providerCode: 'order_amount_too_high' });

    const { reference, session } = await open();
    const landing = fake.reject(session.sessionId);
    expect(await tabby.verify(params(landing), {}, 'return')).toEqual({
      reference,
      status: 'failed',
      reason: 'declined',
      transactionId: session.sessionId,
      providerCode: 'REJECTED',
    });
    const cancelled = await open();
    expect(await tabby.verify(params(fake.cancel(cancelled.session.sessionId)), {}, 'return')).toMatchObject({
      status: 'failed',
      reason: 'cancelled',
    });
    const waiting = await open();
    expect(await tabby.checkStatus(waiting.reference, waiting.session.sessionId)).toMatchObject({
      status: 'pending',
    });
  });

  it('refunds in part, then the rest, idempotently; more than was captured is refused', async () => {
    const { reference, session } = await open();
    await tabby.verify(params(fake.approve(session.sessionId)), {}, 'return');
    const refund = (amount: number) => tabby.refund({ reference, amount, transactionId: session.sessionId });
    expect(await refund(15000)).toMatchObject({ status: 'refunded' });
    expect(await refund(15000)).toMatchObject({ status: 'refunded' });
    expect(fake.payments.get(session.sessionId)!.refunds).toHaveLength(1);
    expect(await refund(30000)).toEqual({ status: 'failed', providerCode: 'bad_data' });
    expect(await refund(25000)).toMatchObject({ status: 'refunded' });
    expect(fake.payments.get(session.sessionId)!.refunds.map((r) => r.amount)).toEqual([15000, 25000]);
  });

  it('an outage is retryable; a wrong key is not', async () => {
    fake.failWith(503);
    const outage = await open().catch((e: unknown) => e);
    expect(outage).toBeInstanceOf(PaymentProviderError);
    expect((outage as PaymentProviderError).retryable).toBe(true);
    fake.failWith(null);
    const wrongKey = createTabbyGateway({ ...KEYS, secretKey: 'sk_test_wrong', apiUrl: fake.url });
    await expect(wrongKey.checkStatus('HZ1', 'x')).rejects.toMatchObject({ retryable: false });
  });
});
