/**
 * Entry passes (issue 16 item 4, beyond the spec): one code per visitor of a booked service, shown as a QR in the
 * customer's booking and scanned at the desk. `HZP.<order line>.<visitor>.<mac>`: the MAC (HMAC-SHA256, 128 bits)
 * makes a code impossible to guess or to alter into another booking's; it carries no personal data.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (key: Buffer, itemId: number, visitor: number) =>
  createHmac('sha256', key).update(`entry-pass:${itemId}:${visitor}`).digest('base64url').slice(0, 22);

export const passCode = (key: Buffer, itemId: number, visitor: number) =>
  `HZP.${itemId}.${visitor}.${mac(key, itemId, visitor)}`;

/** The line and visitor a genuine code is for, or null (malformed, altered or forged). */
export function readPassCode(key: Buffer, code: string): { itemId: number; visitor: number } | null {
  const match = /^HZP\.([1-9][0-9]{0,9})\.([1-9][0-9]?)\.([A-Za-z0-9_-]{22})$/.exec(code.trim());
  if (!match) return null;
  const itemId = Number(match[1]);
  const visitor = Number(match[2]);
  const expected = Buffer.from(mac(key, itemId, visitor));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { itemId, visitor } : null;
}
