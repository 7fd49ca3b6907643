/**
 * Merchant validation against a local fake of Apple's paymentSession endpoint (the documented request and answer),
 * and the allow-list that keeps the browser's URL from steering our server anywhere else.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../interface.ts';
import { createAppleMerchantValidator, type AppleTransport } from './apple-merchant-validation.ts';
import { isAppleValidationUrl } from './validation-hosts.ts';

type Seen = { path: string; body: Record<string, unknown>; cert: string; key: string };
const seen: Seen[] = [];
let base = '';
let answerStatus = 200;
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as Record<string, unknown>;
    seen.push({
      path: req.url ?? '',
      body,
      cert: String(req.headers['x-test-cert']),
      key: String(req.headers['x-test-key']),
    });
    if (answerStatus !== 200) {
      res.writeHead(answerStatus, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ statusMessage: 'Payment Services Exception', statusCode: String(answerStatus) }),
      );
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        epochTimestamp: 1_764_300_000_000,
        expiresAt: 1_764_303_600_000,
        merchantSessionIdentifier: 'SSH0123',
        nonce: 'abcd1234',
        merchantIdentifier: 'A1B2C3',
        domainName: body.initiativeContext,
        displayName: body.displayName,
        signature: 'MIAGCSqGSIb3DQEHAqCA',
      }),
    );
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends what the real transport would send over mutual TLS to the local fake instead (the TLS material as headers). */
const toFake: AppleTransport = async (url, body, tls) => {
  const res = await fetch(`${base}${new URL(url).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-cert': tls.cert, 'x-test-key': tls.key },
    body,
  });
  return { status: res.status, text: await res.text() };
};

const identity = { merchantId: 'merchant.sa.hajz', certificate: 'CERT-PEM', privateKey: 'KEY-PEM' };
const url = 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession';

describe('Apple merchant validation', () => {
  it('posts the documented request with the merchant identity and returns the session as Apple sent it', async () => {
    answerStatus = 200;
    const validate = createAppleMerchantValidator(identity, { transport: toFake });
    const session = await validate({ validationUrl: url, domain: 'hajz.example', displayName: 'Hajz' });
    expect(session).toMatchObject({ merchantSessionIdentifier: 'SSH0123', domainName: 'hajz.example' });
    expect(seen.at(-1)).toEqual({
      path: '/paymentservices/paymentSession',
      body: {
        merchantIdentifier: 'merchant.sa.hajz',
        displayName: 'Hajz',
        initiative: 'web',
        initiativeContext: 'hajz.example',
      },
      cert: 'CERT-PEM',
      key: 'KEY-PEM',
    });
  });

  it("Apple's refusal is a provider error (retryable only when Apple is down)", async () => {
    const validate = createAppleMerchantValidator(identity, { transport: toFake });
    answerStatus = 400;
    const refused = await validate({ validationUrl: url, domain: 'd', displayName: 'n' }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ retryable: false });
    answerStatus = 503;
    const down = await validate({ validationUrl: url, domain: 'd', displayName: 'n' }).catch(
      (e: unknown) => e,
    );
    expect(down).toMatchObject({ retryable: true });
    answerStatus = 200;
  });

  it("accepts only Apple's documented hosts over https", () => {
    for (const host of [
      'apple-pay-gateway.apple.com',
      'cn-apple-pay-gateway.apple.com',
      'apple-pay-gateway-cert.apple.com',
      'cn-apple-pay-gateway-cert.apple.com',
    ])
      expect(isAppleValidationUrl(`https://${host}/paymentservices/startSession`)).toBe(true);
    for (const bad of [
      'http://apple-pay-gateway.apple.com/paymentservices/paymentSession',
      'https://apple-pay-gateway.apple.com.evil.example/paymentservices/paymentSession',
      'https://evil.apple-pay-gateway.apple.com/paymentservices/paymentSession',
      'https://apple-pay-gateway.apple.com:444/paymentservices/paymentSession',
      'https://a@apple-pay-gateway.apple.com/paymentservices/paymentSession',
      'https://apple-pay-gateway.apple.com/other',
      'https://127.0.0.1/paymentservices/paymentSession',
      'not a url',
    ])
      expect(isAppleValidationUrl(bad), bad).toBe(false);
  });
});
