import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { tokenLifetimeSeconds } from '@hajz/contracts/auth';

const algorithm = 'HS256';
const issuer = 'hajz';
const audience = 'hajz-api';

export type TokenClaims = { userId: number; version: number; jti: string; expiresAt: Date };

/** Session tokens: HS256 only (no `alg: none`, no key confusion), issuer, audience, 7-day expiry, token version. */
export function createTokens(secret: Uint8Array) {
  return {
    sign(user: { id: number; tokenVersion: number }, now = new Date()): Promise<string> {
      return new SignJWT({ ver: user.tokenVersion })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + tokenLifetimeSeconds)
        .setJti(randomUUID())
        .sign(secret);
    },
    /** The claims, or null for anything not issued by us or no longer valid. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [algorithm],
          issuer,
          audience,
          // A token that never expires, or has no id to revoke it by, is not one of ours (issue 18).
          requiredClaims: ['exp', 'sub', 'jti'],
        });
        const userId = Number(payload.sub);
        const version = payload.ver;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof version !== 'number') return null;
        return { userId, version, jti: String(payload.jti), expiresAt: new Date(payload.exp! * 1000) };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;
