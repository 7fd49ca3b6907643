/**
 * Merchant validation with Apple (Apple Pay on the web, "Providing merchant validation" and "Requesting an Apple Pay
 * payment session", developer.apple.com/documentation/applepayontheweb): the server POSTs
 * `{merchantIdentifier, displayName, initiative: "web", initiativeContext: <domain>}` as JSON to the event's
 * validationURL over mutual TLS, presenting the merchant identity certificate; Apple answers the merchant session
 * (an opaque JSON object, valid for five minutes) that the page hands to `completeMerchantValidation`.
 * The URL has been checked against Apple's hosts (validation-hosts.ts) before it reaches this file.
 */
import { request as httpsRequest } from 'node:https';
import { PaymentProviderError } from '../interface.ts';
import type { MerchantSession, MerchantValidationRequest } from './interface.ts';

export type AppleMerchantIdentity = {
  merchantId: string;
  /** The merchant identity certificate and its private key, PEM (read from the configured files; the key is secret). */
  certificate: string;
  privateKey: string;
};

/** One POST over TLS with the client certificate; injectable so a test can point it at a local fake. */
export type AppleTransport = (
  url: string,
  body: string,
  tls: { cert: string; key: string },
  timeoutMs: number,
) => Promise<{ status: number; text: string }>;

export const httpsTransport: AppleTransport = (url, body, tls, timeoutMs) =>
  new Promise((resolve, reject) => {
    const req = httpsRequest(
      url,
      {
        method: 'POST',
        cert: tls.cert,
        key: tls.key,
        minVersion: 'TLSv1.2',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });

export function createAppleMerchantValidator(
  identity: AppleMerchantIdentity,
  options: { transport?: AppleTransport; timeoutMs?: number } = {},
): (request: MerchantValidationRequest) => Promise<MerchantSession> {
  const { transport = httpsTransport, timeoutMs = 10_000 } = options;
  return async ({ validationUrl, domain, displayName }) => {
    const body = JSON.stringify({
      merchantIdentifier: identity.merchantId,
      displayName,
      initiative: 'web',
      initiativeContext: domain,
    });
    let answer: { status: number; text: string };
    try {
      answer = await transport(
        validationUrl,
        body,
        { cert: identity.certificate, key: identity.privateKey },
        timeoutMs,
      );
    } catch (error) {
      throw new PaymentProviderError(
        `apple: merchant validation failed (${error instanceof Error ? error.message : 'network'})`,
        'apple',
        true,
      );
    }
    let session: unknown = null;
    try {
      session = JSON.parse(answer.text);
    } catch {
      session = null;
    }
    if (answer.status !== 200 || !session || typeof session !== 'object' || Array.isArray(session)) {
      throw new PaymentProviderError(
        `apple: merchant validation answered HTTP ${answer.status}`,
        'apple',
        answer.status >= 500 || answer.status === 429,
      );
    }
    return session as MerchantSession;
  };
}
