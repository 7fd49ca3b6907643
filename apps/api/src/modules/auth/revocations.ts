/** Plain logout (issue 18): the session's token id is refused until the token would have expired anyway. */
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { revokedTokens } from '../../db/schema.ts';

export async function revokeSession(db: Db, session: { jti: string; expiresAt: Date }): Promise<void> {
  await db.insert(revokedTokens).values(session).onConflictDoNothing();
}

export async function isRevoked(db: Db, jti: string): Promise<boolean> {
  const [row] = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti));
  return row !== undefined;
}

/** A scheduled job: revocations of tokens past their expiry are no longer needed. */
export async function purgeRevocations(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(revokedTokens)
    .where(lt(revokedTokens.expiresAt, now))
    .returning({ jti: revokedTokens.jti });
  return rows.length;
}
