/** The APS Apple Pay adapter against the fake APS (fake-aps-apple-pay.ts): purchase, decline, refund, status. */
import { describe, expect, it } from 'vitest';
import { SECRETS, useApsHarness } from '../../../test/payments-aps-harness.ts';
import { PaymentProviderError } from '../interface.ts';
import type { ApplePayPurchaseRequest } from '../apple-pay/interface.ts';
import { apsSignable, createApsApplePay } from './apple-pay.ts';
import { FAKE_APS_APPLE_DECLINED } from './fake-aps-apple-pay.ts';
import { signRequest } from './signature.ts';

let serial = 0;
const request = (data = 'BASE64DATA==', network = 'mada'): ApplePayPurchaseRequest => ({
  reference: `ap-${++serial}`,
  amount: 15000,
  currency: 'SAR',
  customerEmail: null,
  customerName: 'Sara Alharbi',
  customerIp: '203.0.113.9',
  language: 'ar',
  token: {
    paymentData: {
      version: 'EC_v1',
      data,
      signature: 'MIAGCSqGSIb3DQEHAqCAMIACAQEx',
      header: {
        ephemeralPublicKey: 'MFkwEwYHKoZIzj0C',
        publicKeyHash: 'bVTUiyTv0uCJ=',
        transactionId: 'abc123',
      },
    },
    paymentMethod: { displayName: `${network} 1234`, network, type: 'debit' },
    transactionIdentifier: 'ABC123',
  },
});

describe('APS Apple Pay adapter against the fake APS', () => {
  const h = useApsHarness();
  const gateway = (overrides: Partial<Parameters<typeof createApsApplePay>[0]> = {}) =>
    createApsApplePay({
      ...SECRETS,
      apiUrl: h.fake.apiUrl,
      fallbackEmail: 'payments@hajz.test',
      timeoutMs: 2000,
      ...overrides,
    });

  it('signs nested apple_* objects the way APS documents ({key=value, key=value})', () => {
    const flat = apsSignable({
      b: '2',
      apple_header: { apple_transactionId: 't', apple_publicKeyHash: 'h' },
      a: 1,
    });
    expect(flat).toEqual({ b: '2', apple_header: '{apple_transactionId=t, apple_publicKeyHash=h}', a: '1' });
  });

  it('pays at once with PURCHASE and digital_wallet=APPLE_PAY; mada is recorded as the scheme', async () => {
    const req = request();
    const outcome = await gateway().purchase(req);
    const order = h.fake.orders.get(req.reference)!;
    expect(outcome).toEqual({
      status: 'paid',
      transactionId: order.fortId,
      amount: 15000,
      card: { token: '', brand: 'MADA', last4: '1234', expiry: null, holderName: null },
    });
    expect(order.request).toMatchObject({
      command: 'PURCHASE',
      digital_wallet: 'APPLE_PAY',
      access_code: SECRETS.accessCode,
      apple_data: 'BASE64DATA==',
      apple_paymentMethod: '{apple_displayName=mada 1234, apple_network=mada, apple_type=debit}',
      customer_email: 'payments@hajz.test',
      language: 'ar',
    });
  });

  it('a declined token is a decline; a replayed reference is refused by APS (00066)', async () => {
    const declined = await gateway().purchase(request(FAKE_APS_APPLE_DECLINED));
    expect(declined).toMatchObject({ status: 'failed', reason: 'declined', providerCode: '13060' });
    const req = request();
    expect((await gateway().purchase(req)).status).toBe('paid');
    expect(await gateway().purchase(req)).toMatchObject({ status: 'failed', providerCode: '00066' });
  });

  it('refunds (whole or in part, not beyond what was paid) and checks the status', async () => {
    const req = request();
    const g = gateway();
    const paid = await g.purchase(req);
    if (paid.status !== 'paid') throw new Error('not paid');
    expect(await g.checkStatus(req.reference)).toMatchObject({ status: 'paid', amount: 15000 });
    expect(
      await g.refund({ reference: req.reference, amount: 5000, transactionId: paid.transactionId }),
    ).toEqual({
      status: 'refunded',
      transactionId: paid.transactionId,
    });
    expect(
      await g.refund({ reference: req.reference, amount: 15000, transactionId: paid.transactionId }),
    ).toEqual({
      status: 'failed',
      providerCode: '07048',
    });
    expect(await g.checkStatus('ap-unknown')).toEqual({ status: 'unknown' });
  });

  it('refuses a wrong request phrase, and never trusts an answer it cannot verify', async () => {
    expect(await gateway({ shaRequestPhrase: 'wrong' }).purchase(request())).toMatchObject({
      status: 'failed',
      reason: 'provider_error',
      providerCode: '00008',
    });
    const error = await gateway({ shaResponsePhrase: 'stale' })
      .purchase(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toContain('signature');
  });

  it("APS's answer signature covers the nested objects as APS writes them", async () => {
    const req = request();
    await gateway().purchase(req);
    const answer = h.fake.transactions.at(-1)!.params;
    const { signature, ...rest } = answer;
    expect(signature).toBe(signRequest(rest, SECRETS.shaResponsePhrase));
    expect(rest.apple_header).toBe(
      '{apple_transactionId=abc123, apple_ephemeralPublicKey=MFkwEwYHKoZIzj0C, apple_publicKeyHash=bVTUiyTv0uCJ=}',
    );
  });
});
