/** The APS adapter against the fake APS when things go wrong: refusals, forged messages, APS unreachable. */
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../interface.ts';
import { postForm } from './fake-browser.ts';
import { SECRETS, useApsHarness } from '../../../test/payments-aps-harness.ts';
import { FAKE_APS_CARDS, startFakeApsServer } from './fake-aps-server.ts';
import { signRequest } from './signature.ts';

describe('APS adapter against the fake APS, when things go wrong', () => {
  const h = useApsHarness();
  it('reports card form refusals and a badly signed merchant page request as tokenization failures', async () => {
    const expired = await h.typeCard(FAKE_APS_CARDS.visa, { expiry: '01/20' });
    expect(h.provider.parseReturn(expired.params)).toEqual({
      kind: 'tokenization_failed',
      reference: expired.reference,
      reason: 'expired_card',
      providerCode: '17012',
    });
    const typo = await h.typeCard('4005550000000002');
    expect(h.provider.parseReturn(typo.params)).toMatchObject({
      reason: 'invalid_card',
      providerCode: '17016',
    });

    const page = h.makeProvider({ shaRequestPhrase: 'not-the-phrase' }).tokenizationPage({
      reference: 'card-x',
      language: 'en',
      returnUrl: h.merchant.returnUrl,
      rememberCard: false,
    });
    if (page.kind !== 'form') return;
    await postForm(page.action, page.fields);
    expect(h.provider.parseReturn(h.merchant.returns.at(-1)!)).toMatchObject({
      kind: 'tokenization_failed',
      reason: 'provider_error',
      providerCode: '00008',
    });
  });

  it('returns null for a return or notification whose signature does not hold', async () => {
    const { params } = await h.typeCard(FAKE_APS_CARDS.visa);
    expect(h.provider.parseReturn(params)).not.toBeNull();
    expect(h.provider.parseReturn({ ...params, token_name: 'ATTACKER-TOKEN' })).toBeNull();
    const { signature: _signature, ...unsigned } = params;
    expect(h.provider.parseReturn(unsigned)).toBeNull();
    expect(h.makeProvider({ shaResponsePhrase: 'other' }).parseReturn(params)).toBeNull();

    const forged = {
      command: 'PURCHASE',
      merchant_reference: 'pay-1',
      amount: '100',
      status: '14',
      response_code: '14000',
      fort_id: '1',
    };
    expect(
      h.provider.parseNotification({ ...forged, signature: signRequest(forged, SECRETS.shaRequestPhrase) }),
    ).toBeNull();
    expect(
      h.provider.parseNotification({ ...forged, signature: signRequest(forged, SECRETS.shaResponsePhrase) }),
    ).toMatchObject({
      reference: 'pay-1',
      status: 'paid',
    });
  });

  it('never trusts a purchase answer it cannot verify', async () => {
    const { card } = await h.tokenize(FAKE_APS_CARDS.visa);
    const error = await h
      .makeProvider({ shaResponsePhrase: 'stale-phrase' })
      .purchase(h.purchaseFor(card.token))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ provider: 'aps', retryable: false });
    expect((error as Error).message).toContain('signature');
  });

  it('refuses a second purchase under the same merchant_reference', async () => {
    const { card } = await h.tokenize(FAKE_APS_CARDS.visa);
    const request = h.purchaseFor(card.token);
    expect(await h.provider.purchase(request)).toMatchObject({ status: 'paid' });
    expect(await h.provider.purchase(request)).toEqual({
      status: 'failed',
      reason: 'provider_error',
      transactionId: null,
      providerCode: '00066',
    });
  });

  it('reports an unreachable or failing APS as a retryable PaymentProviderError', async () => {
    const { card } = await h.tokenize(FAKE_APS_CARDS.visa);
    h.fake.failApi(503);
    for (const call of [
      () => h.provider.purchase(h.purchaseFor(card.token)),
      () => h.provider.checkStatus('pay-1'),
    ]) {
      await expect(call()).rejects.toMatchObject({
        provider: 'aps',
        retryable: true,
        message: expect.stringContaining('503'),
      });
    }
    h.fake.failApi(null);
    await h.fake.close();
    const down = h.makeProvider();
    for (const call of [
      () => down.purchase(h.purchaseFor(card.token)),
      () => down.checkStatus('pay-1'),
      () => down.refund({ reference: 'pay-1', amount: 100, transactionId: null }),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect(error).toMatchObject({ retryable: true });
    }
    h.fake = await startFakeApsServer(SECRETS); // for afterEach
  });
});
