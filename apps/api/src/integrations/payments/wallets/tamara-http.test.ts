/** The Tamara adapter against the fake Tamara (HTTP on port 0): paid, declined, cancelled, refunds, notifications. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../interface.ts';
import { startFakeTamara, type FakeTamara, type FakeTamaraNotification } from './fake-tamara.ts';
import { BnplRefusedError, type BnplGateway } from './interface.ts';
import { signHs256, verifyHs256 } from './jwt-hs256.ts';
import { createTamaraGateway } from './tamara-http.ts';

const KEYS = { apiToken: 'tamara-api-token-hajz', notificationToken: 'tamara-notification-token-hajz' };
const RETURN = 'https://hajz.test/api/v1/payments/bnpl/tamara/return';

let fake: FakeTamara;
let tamara: BnplGateway;
let serial = 0;
beforeEach(async () => {
  fake = await startFakeTamara(KEYS);
  tamara = createTamaraGateway({ ...KEYS, apiUrl: fake.url, timeoutMs: 2000 });
});
afterEach(() => fake.close());

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);
/** What our webhook route hands the adapter: the query and the flat body fields, and the headers. */
const delivered = (n: FakeTamaraNotification) =>
  [
    {
      ...n.query,
      ...Object.fromEntries(
        Object.entries(n.body)
          .filter(([, v]) => typeof v !== 'object')
          .map(([k, v]) => [k, String(v)]),
      ),
    },
    n.headers,
    'webhook',
  ] as const;
const open = async (amount = 40000) => {
  const reference = `HZ8${++serial}`;
  const session = await tamara.createCheckout({
    reference,
    amount,
    language: 'en',
    customer: { name: 'Sara Al Harbi', email: 'sara@hajz.test', phone: '512345678' },
    returnUrl: RETURN,
  });
  return { reference, session };
};

describe('Tamara adapter against the fake Tamara', () => {
  it('paid: checkout, the return verified by GET, authorised and captured once; notification replays agree', async () => {
    const { reference, session } = await open();
    expect(session.url).toBe(`${fake.url}/checkout/${session.sessionId}`);
    expect(fake.requests.find((r) => r.path === '/checkout')!.body).toMatchObject({
      order_reference_id: reference,
      total_amount: { amount: 400, currency: 'SAR' },
      country_code: 'SA',
      payment_type: 'PAY_BY_INSTALMENTS',
      consumer: { first_name: 'Sara', last_name: 'Al Harbi', phone_number: '966512345678' },
      merchant_url: {
        success: RETURN,
        notification: 'https://hajz.test/api/v1/payments/bnpl/tamara/webhook',
      },
    });
    const landing = fake.approve(session.sessionId);
    expect(params(landing)).toEqual({ orderId: session.sessionId, paymentStatus: 'approved' });
    const paid = { reference, status: 'paid', transactionId: session.sessionId, amount: 40000, card: null };
    expect(await tamara.verify(params(landing), {}, 'return')).toEqual(paid);
    for (const n of [...fake.notifications, ...fake.notifications]) {
      expect(await tamara.verify(...delivered(n))).toEqual(paid);
    }
    expect(fake.orders.get(session.sessionId)).toMatchObject({
      status: 'fully_captured',
      authorisations: 1,
      captures: 1,
    });
    expect(await tamara.checkStatus(reference, session.sessionId)).toEqual({
      status: 'paid',
      transactionId: session.sessionId,
      amount: 40000,
      card: null,
    });
    expect(await tamara.checkStatus(reference, null)).toEqual({ status: 'unknown' });
  });

  it('a notification whose tamaraToken is not signed with the notification token, or expired, is refused', async () => {
    const { session } = await open();
    fake.approve(session.sessionId);
    const [query, headers] = delivered(fake.notifications.at(-1)!);
    const forged = signHs256({ iss: 'Tamara' }, 'another-token');
    expect(await tamara.verify({ ...query, tamaraToken: forged }, {}, 'webhook')).toBeNull();
    expect(await tamara.verify({ ...query, tamaraToken: '' }, {}, 'webhook')).toBeNull();
    // The token may come in the Authorization header alone.
    const { tamaraToken: _token, ...bare } = query;
    expect(await tamara.verify(bare, headers, 'webhook')).toMatchObject({ status: 'paid' });
    const expired = signHs256({ exp: Math.floor(Date.now() / 1000) - 1 }, KEYS.notificationToken);
    expect(verifyHs256(expired, KEYS.notificationToken)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`;
    expect(verifyHs256(none, KEYS.notificationToken)).toBeNull();
  });

  it('declined on the page, cancelled, and refused at checkout outside the limits', async () => {
    const declined = await open();
    expect(await tamara.verify(params(fake.decline(declined.session.sessionId)), {}, 'return')).toEqual({
      reference: declined.reference,
      status: 'failed',
      reason: 'declined',
      transactionId: declined.session.sessionId,
      providerCode: 'declined',
    });
    const cancelled = await open();
    expect(await tamara.verify(params(fake.cancel(cancelled.session.sessionId)), {}, 'return')).toMatchObject(
      {
        status: 'failed',
        reason: 'cancelled',
      },
    );
    const refused = await open(600_000).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BnplRefusedError);
    expect(refused).toMatchObject({ reason: 'declined', providerCode: 'total_amount_invalid_limit' });
    const waiting = await open();
    expect(await tamara.checkStatus(waiting.reference, waiting.session.sessionId)).toMatchObject({
      status: 'pending',
    });
  });

  it('refunds in part, then the rest, idempotently; more than was captured is refused', async () => {
    const { reference, session } = await open();
    await tamara.verify(params(fake.approve(session.sessionId)), {}, 'return');
    const refund = (amount: number) => tamara.refund({ reference, amount, transactionId: session.sessionId });
    expect(await refund(10000)).toMatchObject({ status: 'refunded' });
    expect(await refund(10000)).toMatchObject({ status: 'refunded' });
    expect(await refund(35000)).toEqual({ status: 'failed', providerCode: 'refund_amount_exceeds_captured' });
    expect(await refund(30000)).toMatchObject({ status: 'refunded' });
    expect(fake.orders.get(session.sessionId)).toMatchObject({ status: 'fully_refunded' });
    expect(fake.orders.get(session.sessionId)!.refunds.map((r) => r.amount)).toEqual([10000, 30000]);
  });

  it('an outage is retryable; a wrong token is not', async () => {
    fake.failWith(502);
    const outage = await open().catch((e: unknown) => e);
    expect(outage).toBeInstanceOf(PaymentProviderError);
    expect((outage as PaymentProviderError).retryable).toBe(true);
    fake.failWith(null);
    const wrong = createTamaraGateway({ ...KEYS, apiToken: 'nope', apiUrl: fake.url });
    await expect(wrong.checkStatus('HZ1', 'x')).rejects.toMatchObject({ retryable: false });
  });
});
