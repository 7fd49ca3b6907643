/**
 * The APS adapter end to end against the fake APS, the test playing the customer's browser (fetch) and our
 * return/notification endpoints (a local server), as in production.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, type PaymentProvider, type PurchaseRequest, type ReturnResult } from '../interface.ts';
import { parseForm, postForm, startMerchantEndpoints, type MerchantEndpoints } from './fake-browser.ts';
import { FAKE_APS_CARDS, startFakeApsServer, type FakeAps } from './fake-aps-server.ts';
import { createApsProvider, type ApsOptions } from './provider.ts';
import { signRequest } from './signature.ts';

const SECRETS = {
  merchantIdentifier: 'MxvOupuG',
  accessCode: 'SILgpo7pWbmzuURp2qri',
  shaRequestPhrase: 'req-PHRASE-1',
  shaResponsePhrase: 'res-PHRASE-2',
};
const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

let merchant: MerchantEndpoints;
let fake: FakeAps;
let provider: PaymentProvider;
let serial = 0;

const makeProvider = (overrides: Partial<ApsOptions> = {}) =>
  createApsProvider({
    ...SECRETS,
    checkoutUrl: fake.checkoutUrl,
    apiUrl: fake.apiUrl,
    fallbackEmail: 'payments@hajz.test',
    timeoutMs: 2000,
    ...overrides,
  });

beforeEach(async () => {
  merchant = await startMerchantEndpoints();
  fake = await startFakeApsServer({ ...SECRETS, notificationUrl: merchant.notificationUrl });
  provider = makeProvider();
});
afterEach(async () => {
  await fake.settled();
  await fake.close();
  await merchant.close();
});

const ref = (prefix: string) => `${prefix}-${++serial}`;

/** The customer's browser: opens the tokenization form, types the card, lands on our return URL. */
async function typeCard(number: string, options: { expiry?: string; rememberCard?: boolean } = {}) {
  const reference = ref('card');
  const page = provider.tokenizationPage({
    reference,
    language: 'en',
    returnUrl: merchant.returnUrl,
    rememberCard: options.rememberCard ?? true,
  });
  if (page.kind !== 'form') throw new Error('APS serves a form');
  const cardPage = await postForm(page.action, page.fields);
  expect(cardPage.status).toBe(200);
  const form = parseForm(await cardPage.text(), page.action);
  const landed = await postForm(form.action, {
    ...form.fields,
    card_number: number,
    expiry: options.expiry ?? `05/${NEXT_YEAR}`,
    card_security_code: '123',
    card_holder_name: 'Sara Alharbi',
  });
  expect(landed.url.startsWith(merchant.returnUrl)).toBe(true);
  return { reference, params: merchant.returns.at(-1)! };
}

async function tokenize(number: string) {
  const { params } = await typeCard(number);
  const result = provider.parseReturn(params);
  if (result?.kind !== 'tokenized') throw new Error(`not tokenized: ${JSON.stringify(result)}`);
  return result;
}

const purchaseFor = (token: string, overrides: Partial<PurchaseRequest> = {}): PurchaseRequest => ({
  reference: ref('pay'),
  amount: 15000,
  currency: 'SAR',
  token,
  customerEmail: null,
  customerName: 'Sara Alharbi',
  customerIp: '203.0.113.9',
  language: 'en',
  returnUrl: merchant.returnUrl,
  savedCard: false,
  ...overrides,
});

/** After purchase() asked for 3-D Secure: the browser answers the fake ACS and is posted back to us. */
async function authenticate(url: string, outcome: 'authenticated' | 'failed'): Promise<Record<string, string>> {
  const acs = await fetch(url);
  const form = parseForm(await acs.text(), url);
  const next = await postForm(form.action, { ...form.fields, outcome });
  const autoPost = parseForm(await next.text(), form.action);
  expect(autoPost.action).toBe(merchant.returnUrl);
  await postForm(autoPost.action, autoPost.fields);
  return merchant.returns.at(-1)!;
}

describe('APS adapter against the fake APS', () => {
  it('serves the documented, signed merchant page form', () => {
    const page = provider.tokenizationPage({ reference: 'card-1', language: 'ar', returnUrl: 'https://hajz.test/r', rememberCard: false });
    expect(page).toMatchObject({ kind: 'form', action: fake.checkoutUrl });
    if (page.kind !== 'form') return;
    const { signature, remember_me, ...signed } = page.fields;
    expect(signed).toEqual({
      service_command: 'TOKENIZATION',
      access_code: SECRETS.accessCode,
      merchant_identifier: SECRETS.merchantIdentifier,
      merchant_reference: 'card-1',
      language: 'ar',
      return_url: 'https://hajz.test/r',
    });
    expect(remember_me).toBe('NO');
    expect(signature).toBe(signRequest(signed, SECRETS.shaRequestPhrase));
  });

  it('tokenizes a card on the merchant page, then a server-to-server purchase is paid and notified', async () => {
    const { reference, params } = await typeCard(FAKE_APS_CARDS.visa);
    const tokenized = provider.parseReturn(params);
    expect(tokenized).toEqual({
      kind: 'tokenized',
      reference,
      rememberCard: true,
      card: { token: expect.stringMatching(/^[0-9A-F]{32}$/), brand: 'VISA', last4: '0001', expiry: `05${NEXT_YEAR}`, holderName: 'Sara Alharbi' },
    });
    if (tokenized?.kind !== 'tokenized') return;

    const request = purchaseFor(tokenized.card.token);
    const result = await provider.purchase(request);
    const order = fake.orders.get(request.reference)!;
    expect(result).toMatchObject({ status: 'paid', transactionId: order.fortId, amount: 15000, card: { last4: '0001', brand: 'VISA' } });
    expect(order.request).toMatchObject({
      command: 'PURCHASE',
      amount: '15000',
      currency: 'SAR',
      customer_email: 'payments@hajz.test',
      customer_ip: '203.0.113.9',
      customer_name: 'Sara Alharbi',
      token_name: tokenized.card.token,
      eci: 'ECOMMERCE',
      return_url: merchant.returnUrl,
    });
    expect(order.request.remember_me).toBeUndefined();

    await fake.settled();
    expect(merchant.notifications).toHaveLength(1);
    expect(provider.parseNotification(merchant.notifications[0]!)).toMatchObject({
      reference: request.reference,
      status: 'paid',
      transactionId: order.fortId,
      amount: 15000,
    });
  });

  it('pays again with a saved card (remember_me YES), leaving out a name APS would refuse', async () => {
    const { card } = await tokenize(FAKE_APS_CARDS.mada);
    expect(card.brand).toBe('MADA');
    const request = purchaseFor(card.token, { savedCard: true, customerName: 'سارة الحربي', customerEmail: 'sara@example.com' });
    expect(await provider.purchase(request)).toMatchObject({ status: 'paid' });
    const sent = fake.orders.get(request.reference)!.request;
    expect(sent).toMatchObject({ remember_me: 'YES', customer_email: 'sara@example.com' });
    expect(sent.customer_name).toBeUndefined();
  });

  it('reports an insufficient-funds decline as failed with that reason', async () => {
    const { card } = await tokenize(FAKE_APS_CARDS.insufficientFunds);
    const request = purchaseFor(card.token);
    expect(await provider.purchase(request)).toEqual({
      status: 'failed',
      reason: 'insufficient_funds',
      transactionId: fake.orders.get(request.reference)!.fortId,
      providerCode: '13029',
    });
    await fake.settled();
    expect(provider.parseNotification(merchant.notifications.at(-1)!)).toMatchObject({ status: 'failed', reason: 'insufficient_funds' });
  });

  it('sends a 3-D Secure card to the ACS and parses the signed return as paid', async () => {
    const { card } = await tokenize(FAKE_APS_CARDS.visa3ds);
    const request = purchaseFor(card.token, { amount: 9900 });
    const redirect = await provider.purchase(request);
    const fortId = fake.orders.get(request.reference)!.fortId;
    expect(redirect).toEqual({ status: 'redirect', url: `${fake.url}/acs/${fortId}`, transactionId: fortId });
    if (redirect.status !== 'redirect') return;
    expect(await provider.checkStatus(request.reference)).toEqual({ status: 'pending', transactionId: fortId });

    const back = provider.parseReturn(await authenticate(redirect.url, 'authenticated'));
    expect(back).toMatchObject({ kind: 'payment', reference: request.reference, status: 'paid', transactionId: fortId, amount: 9900 });
    await fake.settled();
    expect(provider.parseNotification(merchant.notifications.at(-1)!)).toMatchObject({ status: 'paid', amount: 9900 });
  });

  it('parses a failed 3-D Secure authentication as authentication_failed', async () => {
    const { card } = await tokenize(FAKE_APS_CARDS.mastercard3ds);
    const redirect = await provider.purchase(purchaseFor(card.token));
    if (redirect.status !== 'redirect') throw new Error('expected 3-D Secure');
    expect(provider.parseReturn(await authenticate(redirect.url, 'failed'))).toMatchObject({
      kind: 'payment',
      status: 'failed',
      reason: 'authentication_failed',
      providerCode: '13030',
    });
  });

  it('reports card form refusals and a badly signed merchant page request as tokenization failures', async () => {
    const expired = await typeCard(FAKE_APS_CARDS.visa, { expiry: '01/20' });
    expect(provider.parseReturn(expired.params)).toEqual({
      kind: 'tokenization_failed',
      reference: expired.reference,
      reason: 'expired_card',
      providerCode: '17012',
    });
    const typo = await typeCard('4005550000000002');
    expect(provider.parseReturn(typo.params)).toMatchObject({ reason: 'invalid_card', providerCode: '17016' });

    const page = makeProvider({ shaRequestPhrase: 'not-the-phrase' }).tokenizationPage({
      reference: 'card-x',
      language: 'en',
      returnUrl: merchant.returnUrl,
      rememberCard: false,
    });
    if (page.kind !== 'form') return;
    await postForm(page.action, page.fields);
    expect(provider.parseReturn(merchant.returns.at(-1)!)).toMatchObject({
      kind: 'tokenization_failed',
      reason: 'provider_error',
      providerCode: '00008',
    });
  });

  it('returns null for a return or notification whose signature does not hold', async () => {
    const { params } = await typeCard(FAKE_APS_CARDS.visa);
    expect(provider.parseReturn(params)).not.toBeNull();
    expect(provider.parseReturn({ ...params, token_name: 'ATTACKER-TOKEN' })).toBeNull();
    const { signature: _signature, ...unsigned } = params;
    expect(provider.parseReturn(unsigned)).toBeNull();
    expect(makeProvider({ shaResponsePhrase: 'other' }).parseReturn(params)).toBeNull();

    const forged = { command: 'PURCHASE', merchant_reference: 'pay-1', amount: '100', status: '14', response_code: '14000', fort_id: '1' };
    expect(provider.parseNotification({ ...forged, signature: signRequest(forged, SECRETS.shaRequestPhrase) })).toBeNull();
    expect(provider.parseNotification({ ...forged, signature: signRequest(forged, SECRETS.shaResponsePhrase) })).toMatchObject({
      reference: 'pay-1',
      status: 'paid',
    });
  });

  it('never trusts a purchase answer it cannot verify', async () => {
    const { card } = await tokenize(FAKE_APS_CARDS.visa);
    const error = await makeProvider({ shaResponsePhrase: 'stale-phrase' })
      .purchase(purchaseFor(card.token))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ provider: 'aps', retryable: false });
    expect((error as Error).message).toContain('signature');
  });

  it('refuses a second purchase under the same merchant_reference', async () => {
    const { card } = await tokenize(FAKE_APS_CARDS.visa);
    const request = purchaseFor(card.token);
    expect(await provider.purchase(request)).toMatchObject({ status: 'paid' });
    expect(await provider.purchase(request)).toEqual({
      status: 'failed',
      reason: 'provider_error',
      transactionId: null,
      providerCode: '00066',
    });
  });

  it('checks the status of paid and unknown references', async () => {
    const { card } = await tokenize(FAKE_APS_CARDS.mastercard);
    const request = purchaseFor(card.token, { amount: 4200 });
    await provider.purchase(request);
    const fortId = fake.orders.get(request.reference)!.fortId;
    expect(await provider.checkStatus(request.reference)).toEqual({ status: 'paid', transactionId: fortId, amount: 4200, card: null });
    expect(await provider.checkStatus('pay-never-sent')).toEqual({ status: 'unknown' });
  });

  it('refunds in parts, refuses more than was captured, and parses the refund notification', async () => {
    const { card } = await tokenize(FAKE_APS_CARDS.visa);
    const request = purchaseFor(card.token, { amount: 10000 });
    await provider.purchase(request);
    const fortId = fake.orders.get(request.reference)!.fortId;

    expect(await provider.refund({ reference: request.reference, amount: 4000, transactionId: fortId })).toEqual({ status: 'refunded', transactionId: fortId });
    expect(await provider.refund({ reference: request.reference, amount: 6001, transactionId: fortId })).toEqual({ status: 'failed', providerCode: '07048' });
    expect(await provider.refund({ reference: request.reference, amount: 6000, transactionId: null })).toEqual({ status: 'refunded', transactionId: fortId });
    expect(fake.orders.get(request.reference)!.refunded).toBe(10000);
    // Still a payment that went through: refunds are tracked on their own.
    expect(await provider.checkStatus(request.reference)).toMatchObject({ status: 'paid', amount: 10000 });

    await fake.settled();
    const refunds = merchant.notifications.filter((n) => n.command === 'REFUND');
    expect(refunds).toHaveLength(2);
    expect(provider.parseNotification(refunds[0]!)).toEqual({ reference: request.reference, status: 'refunded', transactionId: fortId });
  });

  it('reports an unreachable or failing APS as a retryable PaymentProviderError', async () => {
    const { card } = await tokenize(FAKE_APS_CARDS.visa);
    fake.failApi(503);
    for (const call of [() => provider.purchase(purchaseFor(card.token)), () => provider.checkStatus('pay-1')]) {
      await expect(call()).rejects.toMatchObject({ provider: 'aps', retryable: true, message: expect.stringContaining('503') });
    }
    fake.failApi(null);
    await fake.close();
    const down = makeProvider();
    for (const call of [
      () => down.purchase(purchaseFor(card.token)),
      () => down.checkStatus('pay-1'),
      () => down.refund({ reference: 'pay-1', amount: 100, transactionId: null }),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect(error).toMatchObject({ retryable: true });
    }
    fake = await startFakeApsServer(SECRETS); // for afterEach
  });

  it('never returns a full card number, whatever the flow', async () => {
    const seen: unknown[] = [];
    for (const number of [FAKE_APS_CARDS.visa, FAKE_APS_CARDS.visa3ds, FAKE_APS_CARDS.insufficientFunds]) {
      const { params } = await typeCard(number);
      const tokenized = provider.parseReturn(params) as ReturnResult & { kind: 'tokenized' };
      const request = purchaseFor(tokenized.card.token);
      const result = await provider.purchase(request);
      seen.push(tokenized, result, await provider.checkStatus(request.reference));
      if (result.status === 'redirect') seen.push(provider.parseReturn(await authenticate(result.url, 'authenticated')));
    }
    await fake.settled();
    seen.push(...merchant.notifications.map((n) => provider.parseNotification(n)));
    const text = JSON.stringify(seen);
    expect(text).toContain('"last4":"0001"');
    for (const number of Object.values(FAKE_APS_CARDS)) expect(text).not.toContain(number);
    // Not even rebuilt from pieces: no BIN of these cards followed by the rest of a number.
    expect(text).not.toMatch(/(400555|455701|400000)\d{10}/);
  });
});
