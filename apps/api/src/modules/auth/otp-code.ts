import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { otpLength } from '@hajz/contracts/auth';

/** A uniformly random code from the CSPRNG, zero-padded ("0042" is as likely as "9999"). */
export const generateCode = (): string => String(randomInt(0, 10 ** otpLength)).padStart(otpLength, '0');

/** Keyed hash of the code for one number, with a per-challenge salt: "salt.mac". */
export function hashCode(key: Uint8Array, mobile: string, code: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}.${mac(key, salt, mobile, code)}`;
}

export function codeMatches(key: Uint8Array, stored: string, mobile: string, code: string): boolean {
  const [salt, expected] = stored.split('.');
  if (!salt || !expected) return false;
  const a = Buffer.from(mac(key, salt, mobile, code));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const mac = (key: Uint8Array, salt: string, mobile: string, code: string) =>
  createHmac('sha256', key).update(`otp:${salt}:${mobile}:${code}`).digest('base64url');
