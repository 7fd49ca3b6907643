/** The APS STC Pay adapter against the fake APS (stc-pay.ts: what is documented, what is assumed). */
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../interface.ts';
import { SECRETS, useApsHarness } from '../../../test/payments-aps-harness.ts';
import { FAKE_STC_PAY_NUMBERS } from './fake-aps-server.ts';
import { signRequest } from './signature.ts';
import { createApsStcPay } from './stc-pay.ts';

let serial = 0;

describe('APS STC Pay against the fake APS', () => {
  const h = useApsHarness();
  const wallet = (overrides: { shaResponsePhrase?: string } = {}) =>
    createApsStcPay({
      ...SECRETS,
      apiUrl: h.fake.apiUrl,
      fallbackEmail: 'payments@hajz.test',
      timeoutMs: 2000,
      ...overrides,
    });
  const mobileOf = (international: string) => international.slice(3);
  const start = async (mobile = '512345678', amount = 25000) => {
    const reference = `STC${++serial}`;
    const sent = await wallet().requestOtp({ reference, mobile, amount, language: 'ar' });
    return { reference, sent, amount };
  };
  const codeOf = (reference: string) => h.fake.stcPayOtps.get(reference)!.otp;

  it('paid: OTP_GENERATE with the wallet number, then a signed PURCHASE with the code; feedback replays parse the same', async () => {
    const { reference, sent, amount } = await start();
    expect(sent).toEqual({ status: 'sent', otpReference: expect.stringMatching(/^512345678\.[0-9a-f]{8}$/) });
    if (sent.status !== 'sent') return;
    const generate = h.fake.transactions.at(-1)!;
    expect(generate.params).toMatchObject({
      service_command: 'OTP_GENERATE',
      digital_wallet: 'STCPAY',
      phone_number: '966512345678',
      amount: '25000',
      currency: 'SAR',
      language: 'ar',
      response_code: '88000',
    });

    const paid = await wallet().confirm({
      reference,
      otpReference: sent.otpReference,
      otp: codeOf(reference),
      amount,
    });
    const order = h.fake.orders.get(reference)!;
    expect(paid).toEqual({ status: 'paid', transactionId: order.fortId, amount, card: null });
    // PURCHASE only (STC Pay has no AUTHORIZATION), with the wallet and the code.
    expect(order.request).toMatchObject({
      command: 'PURCHASE',
      digital_wallet: 'STCPAY',
      phone_number: '966512345678',
    });
    expect(await wallet().checkStatus(reference)).toMatchObject({ status: 'paid', amount });

    await h.fake.settled();
    const feedback = h.merchant.notifications.find((n) => n.merchant_reference === reference)!;
    const first = h.provider.parseNotification(feedback);
    expect(first).toMatchObject({ reference, status: 'paid', transactionId: order.fortId });
    expect(h.provider.parseNotification({ ...feedback })).toEqual(first);
    expect(h.provider.parseNotification({ ...feedback, amount: '1' })).toBeNull();
  });

  it('a wrong code is "wrong_code" and the code stays open; the right one then pays', async () => {
    const { reference, sent, amount } = await start();
    if (sent.status !== 'sent') throw new Error('not sent');
    const right = codeOf(reference);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(
      await wallet().confirm({ reference, otpReference: sent.otpReference, otp: wrong, amount }),
    ).toEqual({
      status: 'wrong_code',
    });
    expect(h.fake.orders.has(reference)).toBe(false);
    expect(await wallet().checkStatus(reference)).toEqual({ status: 'unknown' });
    expect(
      await wallet().confirm({ reference, otpReference: sent.otpReference, otp: right, amount }),
    ).toMatchObject({
      status: 'paid',
    });
  });

  it('declined by the wallet, and a number without a wallet', async () => {
    const declined = await start(mobileOf(FAKE_STC_PAY_NUMBERS.declined));
    if (declined.sent.status !== 'sent') throw new Error('not sent');
    expect(
      await wallet().confirm({
        reference: declined.reference,
        otpReference: declined.sent.otpReference,
        otp: codeOf(declined.reference),
        amount: declined.amount,
      }),
    ).toMatchObject({ status: 'failed', reason: 'insufficient_funds', providerCode: '13029' });
    expect(await wallet().checkStatus(declined.reference)).toMatchObject({ status: 'failed' });

    const none = await start(mobileOf(FAKE_STC_PAY_NUMBERS.noWallet));
    expect(none.sent).toEqual({ status: 'failed', reason: 'declined', providerCode: '13172' });
  });

  it('refunds in part, then the rest; more than was paid is refused', async () => {
    const { reference, sent, amount } = await start();
    if (sent.status !== 'sent') throw new Error('not sent');
    const paid = await wallet().confirm({
      reference,
      otpReference: sent.otpReference,
      otp: codeOf(reference),
      amount,
    });
    if (paid.status !== 'paid') throw new Error('not paid');
    const refund = (value: number) =>
      wallet().refund({ reference, amount: value, transactionId: paid.transactionId });
    expect(await refund(10000)).toEqual({ status: 'refunded', transactionId: paid.transactionId });
    expect(await refund(20000)).toEqual({ status: 'failed', providerCode: '07048' });
    expect(await refund(15000)).toMatchObject({ status: 'refunded' });
    expect(h.fake.orders.get(reference)!.refunded).toBe(amount);
  });

  it('never trusts an answer signed with another phrase, and maps an outage to a retryable error', async () => {
    const forged = wallet({ shaResponsePhrase: 'not-the-phrase' });
    await expect(
      forged.requestOtp({ reference: `STC${++serial}`, mobile: '512345678', amount: 100, language: 'en' }),
    ).rejects.toMatchObject({ retryable: false });
    h.fake.failApi(503);
    const error = await wallet()
      .requestOtp({ reference: `STC${++serial}`, mobile: '512345678', amount: 100, language: 'en' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).retryable).toBe(true);
    h.fake.failApi(null);
    // A request the fake cannot verify is refused there too (status 00, message 008).
    const answer = await fetch(h.fake.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service_command: 'OTP_GENERATE',
        access_code: SECRETS.accessCode,
        merchant_identifier: SECRETS.merchantIdentifier,
        merchant_reference: 'x',
        signature: signRequest({ a: 'b' }, SECRETS.shaRequestPhrase),
      }),
    });
    expect(((await answer.json()) as { response_code: string }).response_code).toBe('00008');
  });
});
