/**
 * Meta signs every webhook POST: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, keyed by the app
 * secret>`. Checked on the exact bytes received (a re-serialised JSON body differs), in constant time.
 * Source: WhatsApp Node.js SDK, webhooks.start (whatsapp.github.io/WhatsApp-Nodejs-SDK/api-reference/webhooks/start).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureHeader = 'x-hub-signature-256';

export const signBody = (rawBody: string | Buffer, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

export function validSignature(rawBody: string | Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== 'string' || !appSecret) return false;
  const expected = Buffer.from(signBody(rawBody, appSecret));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
