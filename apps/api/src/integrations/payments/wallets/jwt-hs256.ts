/**
 * HS256 JSON Web Tokens (RFC 7519 / RFC 7515), just what Tamara's notification token needs: sign (the fake) and
 * verify (the adapter) with a shared secret, constant-time, `alg` pinned to HS256 (never "none"), `exp` honoured.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** The token's claims when it is an HS256 token signed with `secret` and not expired; null otherwise. */
export function verifyHs256(token: string, secret: string, now = new Date()): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !secret) return null;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
    if (alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const actual = Buffer.from(signature, 'base64url');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
    const exp = (claims as { exp?: unknown }).exp;
    if (typeof exp === 'number' && exp * 1000 <= now.getTime()) return null;
    return claims as Record<string, unknown>;
  } catch {
    return null;
  }
}
