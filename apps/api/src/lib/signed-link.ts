/** Our payment links carry no session (a pop-up or an iframe opens them): an HMAC over purpose, id and expiry. */
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (key: Buffer, purpose: string, id: string, expires: number) =>
  createHmac('sha256', key).update(`${purpose}:${id}:${expires}`).digest('base64url');

export function signLink(key: Buffer, purpose: string, id: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `exp=${expires}&sig=${mac(key, purpose, id, expires)}`;
}

export function verifyLink(
  key: Buffer,
  purpose: string,
  id: string,
  query: { exp?: string; sig?: string },
  now = new Date(),
): boolean {
  const expires = Number(query.exp);
  if (!Number.isInteger(expires) || !query.sig || expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(mac(key, purpose, id, expires));
  const given = Buffer.from(query.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
