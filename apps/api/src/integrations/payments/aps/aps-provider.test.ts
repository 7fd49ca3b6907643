/**
 * The APS adapter end to end against the fake APS, the test playing the customer's browser (fetch) and our
 * return/notification endpoints (a local server), as in production: the flows that end in a payment.
 * Refusals, forgeries and outages: aps-provider-failures.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ReturnResult } from '../interface.ts';
import { NEXT_YEAR, SECRETS, useApsHarness } from '../../../test/payments-aps-harness.ts';
import { FAKE_APS_CARDS } from './fake-aps-server.ts';
import { signRequest } from './signature.ts';

describe('APS adapter against the fake APS', () => {
  const h = useApsHarness();
  it('serves the documented, signed merchant page form', () => {
    const page = h.provider.tokenizationPage({
      reference: 'card-1',
      language: 'ar',
      returnUrl: 'https://hajz.test/r',
      rememberCard: false,
    });
    expect(page).toMatchObject({ kind: 'form', action: h.fake.checkoutUrl });
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
    const { reference, params } = await h.typeCard(FAKE_APS_CARDS.visa);
    const tokenized = h.provider.parseReturn(params);
    expect(tokenized).toEqual({
      kind: 'tokenized',
      reference,
      rememberCard: true,
      card: {
        token: expect.stringMatching(/^[0-9A-F]{32}$/),
        brand: 'VISA',
        last4: '0001',
        expiry: `05${NEXT_YEAR}`,
        holderName: 'Sara Alharbi',
      },
    });
    if (tokenized?.kind !== 'tokenized') return;

    const request = h.purchaseFor(tokenized.card.token);
    const result = await h.provider.purchase(request);
    const order = h.fake.orders.get(request.reference)!;
    expect(result).toMatchObject({
      status: 'paid',
      transactionId: order.fortId,
      amount: 15000,
      card: { last4: '0001', brand: 'VISA' },
    });
    expect(order.request).toMatchObject({
      command: 'PURCHASE',
      amount: '15000',
      currency: 'SAR',
      customer_email: 'payments@hajz.test',
      customer_ip: '203.0.113.9',
      customer_name: 'Sara Alharbi',
      token_name: tokenized.card.token,
      eci: 'ECOMMERCE',
      return_url: h.merchant.returnUrl,
    });
    expect(order.request.remember_me).toBeUndefined();

    await h.fake.settled();
    expect(h.merchant.notifications).toHaveLength(1);
    expect(h.provider.parseNotification(h.merchant.notifications[0]!)).toMatchObject({
      reference: request.reference,
      status: 'paid',
      transactionId: order.fortId,
      amount: 15000,
    });
  });

  it('pays again with a saved card (remember_me YES), leaving out a name APS would refuse', async () => {
    const { card } = await h.tokenize(FAKE_APS_CARDS.mada);
    expect(card.brand).toBe('MADA');
    const request = h.purchaseFor(card.token, {
      savedCard: true,
      customerName: 'سارة الحربي',
      customerEmail: 'sara@example.com',
    });
    expect(await h.provider.purchase(request)).toMatchObject({ status: 'paid' });
    const sent = h.fake.orders.get(request.reference)!.request;
    expect(sent).toMatchObject({ remember_me: 'YES', customer_email: 'sara@example.com' });
    expect(sent.customer_name).toBeUndefined();
  });

  it('reports an insufficient-funds decline as failed with that reason', async () => {
    const { card } = await h.tokenize(FAKE_APS_CARDS.insufficientFunds);
    const request = h.purchaseFor(card.token);
    expect(await h.provider.purchase(request)).toEqual({
      status: 'failed',
      reason: 'insufficient_funds',
      transactionId: h.fake.orders.get(request.reference)!.fortId,
      providerCode: '13029',
    });
    await h.fake.settled();
    expect(h.provider.parseNotification(h.merchant.notifications.at(-1)!)).toMatchObject({
      status: 'failed',
      reason: 'insufficient_funds',
    });
  });

  it('sends a 3-D Secure card to the ACS and parses the signed return as paid', async () => {
    const { card } = await h.tokenize(FAKE_APS_CARDS.visa3ds);
    const request = h.purchaseFor(card.token, { amount: 9900 });
    const redirect = await h.provider.purchase(request);
    const fortId = h.fake.orders.get(request.reference)!.fortId;
    expect(redirect).toEqual({
      status: 'redirect',
      url: `${h.fake.url}/acs/${fortId}`,
      transactionId: fortId,
    });
    if (redirect.status !== 'redirect') return;
    expect(await h.provider.checkStatus(request.reference)).toEqual({
      status: 'pending',
      transactionId: fortId,
    });

    const back = h.provider.parseReturn(await h.authenticate(redirect.url, 'authenticated'));
    expect(back).toMatchObject({
      kind: 'payment',
      reference: request.reference,
      status: 'paid',
      transactionId: fortId,
      amount: 9900,
    });
    await h.fake.settled();
    expect(h.provider.parseNotification(h.merchant.notifications.at(-1)!)).toMatchObject({
      status: 'paid',
      amount: 9900,
    });
  });

  it('parses a failed 3-D Secure authentication as authentication_failed', async () => {
    const { card } = await h.tokenize(FAKE_APS_CARDS.mastercard3ds);
    const redirect = await h.provider.purchase(h.purchaseFor(card.token));
    if (redirect.status !== 'redirect') throw new Error('expected 3-D Secure');
    expect(h.provider.parseReturn(await h.authenticate(redirect.url, 'failed'))).toMatchObject({
      kind: 'payment',
      status: 'failed',
      reason: 'authentication_failed',
      providerCode: '13030',
    });
  });

  it('checks the status of paid and unknown references', async () => {
    const { card } = await h.tokenize(FAKE_APS_CARDS.mastercard);
    const request = h.purchaseFor(card.token, { amount: 4200 });
    await h.provider.purchase(request);
    const fortId = h.fake.orders.get(request.reference)!.fortId;
    expect(await h.provider.checkStatus(request.reference)).toEqual({
      status: 'paid',
      transactionId: fortId,
      amount: 4200,
      card: null,
    });
    expect(await h.provider.checkStatus('pay-never-sent')).toEqual({ status: 'unknown' });
  });

  it('refunds in parts, refuses more than was captured, and parses the refund notification', async () => {
    const { card } = await h.tokenize(FAKE_APS_CARDS.visa);
    const request = h.purchaseFor(card.token, { amount: 10000 });
    await h.provider.purchase(request);
    const fortId = h.fake.orders.get(request.reference)!.fortId;

    expect(
      await h.provider.refund({ reference: request.reference, amount: 4000, transactionId: fortId }),
    ).toEqual({ status: 'refunded', transactionId: fortId });
    expect(
      await h.provider.refund({ reference: request.reference, amount: 6001, transactionId: fortId }),
    ).toEqual({ status: 'failed', providerCode: '07048' });
    expect(
      await h.provider.refund({ reference: request.reference, amount: 6000, transactionId: null }),
    ).toEqual({ status: 'refunded', transactionId: fortId });
    expect(h.fake.orders.get(request.reference)!.refunded).toBe(10000);
    // Still a payment that went through: refunds are tracked on their own.
    expect(await h.provider.checkStatus(request.reference)).toMatchObject({ status: 'paid', amount: 10000 });

    await h.fake.settled();
    const refunds = h.merchant.notifications.filter((n) => n.command === 'REFUND');
    expect(refunds).toHaveLength(2);
    expect(h.provider.parseNotification(refunds[0]!)).toEqual({
      reference: request.reference,
      status: 'refunded',
      transactionId: fortId,
    });
  });

  it('never returns a full card number, whatever the flow', async () => {
    const seen: unknown[] = [];
    for (const number of [FAKE_APS_CARDS.visa, FAKE_APS_CARDS.visa3ds, FAKE_APS_CARDS.insufficientFunds]) {
      const { params } = await h.typeCard(number);
      const tokenized = h.provider.parseReturn(params) as ReturnResult & { kind: 'tokenized' };
      const request = h.purchaseFor(tokenized.card.token);
      const result = await h.provider.purchase(request);
      seen.push(tokenized, result, await h.provider.checkStatus(request.reference));
      if (result.status === 'redirect')
        seen.push(h.provider.parseReturn(await h.authenticate(result.url, 'authenticated')));
    }
    await h.fake.settled();
    seen.push(...h.merchant.notifications.map((n) => h.provider.parseNotification(n)));
    const text = JSON.stringify(seen);
    expect(text).toContain('"last4":"0001"');
    for (const number of Object.values(FAKE_APS_CARDS)) expect(text).not.toContain(number);
    // Not even rebuilt from pieces: no BIN of these cards followed by the rest of a number.
    expect(text).not.toMatch(/(400555|455701|400000)\d{10}/);
  });
});
