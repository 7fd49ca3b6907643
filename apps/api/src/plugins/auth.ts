import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isAdminRole } from '@hajz/contracts/auth';
import { findUser } from '../modules/account/index.ts';
import { isRevoked } from '../modules/auth/index.ts';
import { createTokens, type Tokens } from '../modules/auth/index.ts';
import { HttpError } from './errors.ts';

export type AuthenticatedUser = { id: number; role: string };

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    tokens: Tokens;
    /** preHandler: a valid, unrevoked bearer token of an existing account, else 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    /** The signed-in session's token id and expiry (a plain logout revokes just this one). */
    session: { jti: string; expiresAt: Date } | null;
  }
}

const unauthenticated = () =>
  new HttpError(401, 'auth.unauthenticated', undefined, { 'www-authenticate': 'Bearer' });

export const authPlugin = fp<{ secret: Uint8Array }>(async (app, { secret }) => {
  const tokens = createTokens(secret);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthenticated();
    const claims = await tokens.verify(match[1]!);
    if (!claims) throw unauthenticated();
    const [user, revoked] = await Promise.all([
      findUser(app.database.db, claims.userId),
      isRevoked(app.database.db, claims.jti),
    ]);
    if (!user || user.tokenVersion !== claims.version || revoked) throw unauthenticated();
    request.user = { id: user.id, role: user.role };
    request.session = { jti: claims.jti, expiresAt: claims.expiresAt };
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!isAdminRole(request.user?.role)) throw new HttpError(403, 'auth.forbidden');
  });
});
