import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { PurchaseRequest } from '../interface.ts';
import { createSandboxGateway } from './gateway.ts';
import {
  decodeToken,
  encodeToken,
  sign,
  signed,
  signedUrl,
  tokenizedReturnUrl,
  verify,
  type TokenPayload,
} from './signing.ts';
import { behaviourOf, brandOf, cardExpired, luhnValid, testCards } from './test-cards.ts';

const secret = 'test-secret';
const now = () => new Date('2026-05-15T10:00:00Z');
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

/** A token the way the card page makes one: through the signed return and `parseReturn`. */
function tokenFor(gateway: ReturnType<typeof createSandboxGateway>, digits: string, expiry = '1230'): string {
  const request = {
    reference: 'setup-1',
    language: 'en',
    returnUrl: '/return',
    rememberCard: false,
  } as const;
  const result = gateway.provider.parseReturn(
    queryOf(tokenizedReturnUrl(request, { digits, expiry, holder: 'Sara Ali' }, secret)),
  );
  if (result?.kind !== 'tokenized') throw new Error('expected a token');
  return result.card.token;
}

const purchase = (overrides: Partial<PurchaseRequest> & { token: string }): PurchaseRequest => ({
  reference: 'pay-1',
  amount: 15000,
  currency: 'SAR',
  customerEmail: null,
  customerName: null,
  customerIp: '127.0.0.1',
  language: 'en',
  returnUrl: '/return',
  savedCard: false,
  ...overrides,
});

describe('test cards', () => {
  it('are all Luhn-valid and Luhn rejects a changed digit or non-digits', () => {
    for (const card of testCards) expect(luhnValid(card.number), card.number).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('names the brand by BIN, mada before the Visa/Mastercard range it sits in', () => {
    for (const card of testCards) expect(brandOf(card.number), card.number).toBe(card.brand);
    expect(brandOf('2221000000000009')).toBe('MASTERCARD');
    expect(brandOf('5888450000000003')).toBe('MADA');
    expect(brandOf('340000000000009')).toBe('AMEX');
    expect(brandOf('6011111111111117')).toBe('CARD');
  });

  it('behave as documented, and any other card succeeds', () => {
    expect(behaviourOf('4000000000009995')).toBe('insufficient_funds');
    expect(behaviourOf('4000000000000002')).toBe('declined');
    expect(behaviourOf('4000000000003220')).toBe('challenge');
    expect(behaviourOf('4242424242424242')).toBe('success');
  });

  it('expire after the last day of their month', () => {
    expect(cardExpired('0526', now())).toBe(false);
    expect(cardExpired('0426', now())).toBe(true);
    expect(cardExpired('1225', now())).toBe(true);
    expect(cardExpired('0127', now())).toBe(false);
  });
});

describe('signing', () => {
  it('is HMAC-SHA256 hex over sorted key=value pairs, without the signature', () => {
    const expected = createHmac('sha256', secret).update('a=1&b=two&c=').digest('hex');
    expect(sign({ c: '', b: 'two', a: '1' }, secret)).toBe(expected);
    expect(sign({ a: '1', b: 'two', c: '', signature: 'ignored' }, secret)).toBe(expected);
  });

  it('verifies only untouched params signed with the same secret', () => {
    const params = signed({ reference: 'r1', status: 'paid' }, secret);
    expect(verify(params, secret)).toBe(true);
    expect(verify({ ...params, status: 'failed' }, secret)).toBe(false);
    expect(verify({ ...params, extra: 'x' }, secret)).toBe(false);
    expect(verify({ reference: 'r1', signature: params.signature! }, secret)).toBe(false);
    expect(verify(params, 'other-secret')).toBe(false);
    expect(verify({ reference: 'r1', status: 'paid' }, secret)).toBe(false);
    expect(verify({ ...params, signature: 'short' }, secret)).toBe(false);
  });

  it('signs a return URL together with the query it already had', () => {
    const url = signedUrl('/api/v1/payments/return?attempt=42#top', { kind: 'payment' }, secret);
    expect(url.startsWith('/api/v1/payments/return?')).toBe(true);
    const query = queryOf(url);
    expect(query).toMatchObject({ attempt: '42', kind: 'payment' });
    expect(verify(query, secret)).toBe(true);
  });
});

describe('card tokens', () => {
  const payload: TokenPayload = {
    brand: 'VISA',
    last4: '1111',
    expiry: '1230',
    behaviour: 'declined',
    holder: 'Sara Ali',
  };

  it('carry display data and behaviour, never the number', () => {
    const token = encodeToken(payload, secret);
    expect(decodeToken(token, secret)).toEqual(payload);
    expect(Buffer.from(token.slice(7).split('.')[0]!, 'base64url').toString()).not.toContain('411111');
  });

  it('are refused when changed, forged with another secret, or not ours', () => {
    const token = encodeToken(payload, secret);
    const [body, mac] = token.slice('sbxtok_'.length).split('.') as [string, string];
    const changed = Buffer.from(JSON.stringify({ ...payload, behaviour: 'success' })).toString('base64url');
    expect(decodeToken(`sbxtok_${changed}.${mac}`, secret)).toBeNull();
    expect(decodeToken(`sbxtok_${body}.${mac.slice(1)}x`, secret)).toBeNull();
    expect(decodeToken(encodeToken(payload, 'other-secret'), secret)).toBeNull();
    expect(decodeToken('tok_123', secret)).toBeNull();
    expect(decodeToken(`sbxtok_${body}.${mac}.more`, secret)).toBeNull();
  });
});

describe('sandbox provider', () => {
  it('sends tokenization to its signed card page under the base path', () => {
    const gateway = createSandboxGateway({ secret, basePath: '/pay-sandbox', now });
    const page = gateway.provider.tokenizationPage({
      reference: 'setup-1',
      language: 'ar',
      returnUrl: '/return',
      rememberCard: true,
    });
    expect(gateway.provider.name).toBe('sandbox');
    if (page.kind !== 'redirect') throw new Error('expected a redirect');
    expect(page.url.startsWith('/pay-sandbox/pay?')).toBe(true);
    expect(queryOf(page.url)).toMatchObject({ reference: 'setup-1', language: 'ar', remember: '1' });
    expect(queryOf(page.url).signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('pays with a good card and reports it in checkStatus', async () => {
    const gateway = createSandboxGateway({ secret, now });
    const token = tokenFor(gateway, '5555555555554444');
    const result = await gateway.provider.purchase(purchase({ token }));
    expect(result).toEqual({
      status: 'paid',
      transactionId: expect.stringMatching(/^sbx_[0-9a-f]{24}$/),
      amount: 15000,
      card: { token, brand: 'MASTERCARD', last4: '4444', expiry: '1230', holderName: 'Sara Ali' },
    });
    await expect(gateway.provider.checkStatus('pay-1')).resolves.toEqual(result);
    await expect(gateway.provider.checkStatus('nope')).resolves.toEqual({ status: 'unknown' });
  });

  it.each([
    ['4000000000009995', 'insufficient_funds', 'insufficient_funds'],
    ['4000000000000002', 'declined', 'do_not_honor'],
  ] as const)('declines %s with %s', async (digits, reason, providerCode) => {
    const gateway = createSandboxGateway({ secret, now });
    const result = await gateway.provider.purchase(purchase({ token: tokenFor(gateway, digits) }));
    expect(result).toEqual({ status: 'failed', reason, providerCode, transactionId: expect.any(String) });
    await expect(gateway.provider.checkStatus('pay-1')).resolves.toMatchObject({ status: 'failed', reason });
  });

  it('refuses a tampered token as invalid_card and an expired saved card as expired_card', async () => {
    const gateway = createSandboxGateway({ secret, now });
    const token = tokenFor(gateway, '4111111111111111');
    const tampered = `${token.slice(0, -2)}AA`;
    await expect(gateway.provider.purchase(purchase({ token: tampered }))).resolves.toMatchObject({
      status: 'failed',
      reason: 'invalid_card',
    });
    const expired = tokenFor(gateway, '4111111111111111', '0426');
    await expect(
      gateway.provider.purchase(purchase({ reference: 'pay-2', token: expired })),
    ).resolves.toMatchObject({ status: 'failed', reason: 'expired_card' });
  });

  it('asks for 3-D Secure with a signed challenge URL and keeps the payment pending', async () => {
    const gateway = createSandboxGateway({ secret, now });
    const result = await gateway.provider.purchase(
      purchase({ token: tokenFor(gateway, '4000000000003220') }),
    );
    if (result.status !== 'redirect') throw new Error('expected a redirect');
    expect(result.url).toMatch(
      new RegExp(`^/sandbox-gateway/3ds/${result.transactionId}\\?signature=[0-9a-f]{64}$`),
    );
    await expect(gateway.provider.checkStatus('pay-1')).resolves.toEqual({
      status: 'pending',
      transactionId: result.transactionId,
    });
  });

  it('charges a reference once; a failed attempt may be retried', async () => {
    const gateway = createSandboxGateway({ secret, now });
    const good = tokenFor(gateway, '4111111111111111');
    await gateway.provider.purchase(purchase({ token: tokenFor(gateway, '4000000000000002') }));
    await expect(gateway.provider.purchase(purchase({ token: good }))).resolves.toMatchObject({
      status: 'paid',
    });
    await expect(gateway.provider.purchase(purchase({ token: good }))).resolves.toEqual({
      status: 'failed',
      reason: 'provider_error',
      transactionId: null,
      providerCode: 'duplicate_reference',
    });
    await expect(
      gateway.provider.purchase(purchase({ reference: 'pay-2', token: good, amount: 0 })),
    ).resolves.toMatchObject({ status: 'failed', providerCode: 'invalid_amount' });
  });

  it('refunds a paid transaction once', async () => {
    const gateway = createSandboxGateway({ secret, now });
    const paid = await gateway.provider.purchase(purchase({ token: tokenFor(gateway, '4111111111111111') }));
    if (paid.status !== 'paid') throw new Error('expected paid');
    const { refund } = gateway.provider;
    await expect(refund({ reference: 'pay-1', amount: 15000, transactionId: 'sbx_other' })).resolves.toEqual({
      status: 'failed',
      providerCode: 'transaction_mismatch',
    });
    await expect(refund({ reference: 'pay-1', amount: 15001, transactionId: null })).resolves.toEqual({
      status: 'failed',
      providerCode: 'invalid_amount',
    });
    const refunded = await refund({ reference: 'pay-1', amount: 15000, transactionId: paid.transactionId });
    expect(refunded).toEqual({ status: 'refunded', transactionId: expect.stringMatching(/^sbx_/) });
    await expect(refund({ reference: 'pay-1', amount: 15000, transactionId: null })).resolves.toEqual({
      status: 'failed',
      providerCode: 'already_refunded',
    });
    await expect(refund({ reference: 'nope', amount: 100, transactionId: null })).resolves.toEqual({
      status: 'failed',
      providerCode: 'not_paid',
    });
    // checkStatus answers about the payment, which did go through.
    await expect(gateway.provider.checkStatus('pay-1')).resolves.toMatchObject({ status: 'paid' });
  });

  it('parses only signed returns, and never a notification as a return', () => {
    const { provider } = createSandboxGateway({ secret, now });
    const failed = signed(
      { kind: 'tokenization', reference: 's1', status: 'failed', reason: 'cancelled' },
      secret,
    );
    expect(provider.parseReturn(failed)).toEqual({
      kind: 'tokenization_failed',
      reference: 's1',
      reason: 'cancelled',
      providerCode: null,
    });
    expect(provider.parseReturn({ ...failed, reference: 's2' })).toBeNull();
    const odd = signed({ kind: 'tokenization', reference: 's1', status: 'failed', reason: 'weird' }, secret);
    expect(provider.parseReturn(odd)).toMatchObject({ reason: 'provider_error' });
    const note = signed(
      { kind: 'notification', reference: 'p1', status: 'paid', transaction_id: 't', amount: '1' },
      secret,
    );
    expect(provider.parseReturn(note)).toBeNull();
    expect(provider.parseNotification(note)).toEqual({
      reference: 'p1',
      status: 'paid',
      transactionId: 't',
      amount: 1,
      card: null,
    });
    expect(provider.parseNotification({ ...note, kind: 'payment' })).toBeNull();
  });

  it('notifies every final outcome with params parseNotification accepts', async () => {
    const received: Record<string, string>[] = [];
    const gateway = createSandboxGateway({
      secret,
      now,
      notify: async (params) => void received.push(params),
    });
    const paid = await gateway.provider.purchase(purchase({ token: tokenFor(gateway, '4111111111111111') }));
    await gateway.provider.purchase(
      purchase({ reference: 'pay-2', token: tokenFor(gateway, '4000000000009995') }),
    );
    expect(received).toEqual([]); // asynchronous: never before purchase() has answered
    if (paid.status !== 'paid') throw new Error('expected paid');
    const refund = await gateway.provider.refund({ reference: 'pay-1', amount: 5000, transactionId: null });
    if (refund.status !== 'refunded') throw new Error('expected a refund');
    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(received.map((params) => gateway.provider.parseNotification(params))).toEqual([
      { reference: 'pay-1', status: 'paid', transactionId: paid.transactionId, amount: 15000, card: null },
      {
        reference: 'pay-2',
        status: 'failed',
        reason: 'insufficient_funds',
        transactionId: expect.any(String),
        providerCode: 'insufficient_funds',
      },
      { reference: 'pay-1', status: 'refunded', transactionId: refund.transactionId },
    ]);
  });

  it('retries a failing webhook receiver three times, then gives up quietly', async () => {
    let calls = 0;
    const flaky = createSandboxGateway({
      secret,
      now,
      notify: async () => {
        calls += 1;
        if (calls < 3) throw new Error('receiver down');
      },
    });
    await flaky.provider.purchase(purchase({ token: tokenFor(flaky, '4111111111111111') }));
    await vi.waitFor(() => expect(calls).toBe(3));

    let thrown = 0;
    const down = createSandboxGateway({
      secret,
      now,
      notify: () => {
        thrown += 1;
        throw new Error('synchronous failure');
      },
    });
    await down.provider.purchase(purchase({ token: tokenFor(down, '4111111111111111') }));
    await vi.waitFor(() => expect(thrown).toBe(4));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(thrown).toBe(4);
  });
});
