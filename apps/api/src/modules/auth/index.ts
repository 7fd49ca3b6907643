/** The auth module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { isRevoked, purgeRevocations, revokeSession } from './revocations.ts';
export { authRoutes, devOutboxRoutes } from './routes.ts';
export { resolveSecret } from './secret.ts';
export { createTokens } from './tokens.ts';
export type { Tokens } from './tokens.ts';
export { findUserByMobile, toAuthUser } from './users.ts';
export type { User } from './users.ts';
