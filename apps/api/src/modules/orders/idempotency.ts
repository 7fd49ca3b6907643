/**
 * Retry-safe writes: the first answer to an Idempotency-Key is stored in the same transaction as the write and
 * replayed for the same key; the same key with another payload is refused. Only successes are stored, so a
 * request refused for a reason the customer can fix (a stale cart) may be retried with the same key.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';

export type Replay = { statusCode: number; response: unknown };
type Claim = { userId: number; scope: string; key: string; requestHash: string };

/** A stable hash of a JSON payload (keys sorted at every level). */
export function payloadHash(value: unknown): string {
  const stable = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(stable)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, stable((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(stable(value)))
    .digest('hex');
}

const where = (claim: Claim) =>
  and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
  );

function outcome(claim: Claim, row: typeof idempotencyKeys.$inferSelect): Replay {
  if (row.requestHash !== claim.requestHash) throw new HttpError(422, 'orders.idempotency_mismatch');
  if (row.response === null || row.statusCode === null) throw new HttpError(409, 'orders.in_progress');
  return { statusCode: row.statusCode, response: row.response };
}

/** Before doing any work: the stored answer for this key, if there is one. */
export async function findReplay(db: Db, claim: Claim): Promise<Replay | null> {
  const [row] = await db.select().from(idempotencyKeys).where(where(claim)).limit(1);
  return row ? outcome(claim, row) : null;
}

/**
 * Inside the write's transaction, first: takes the key, or returns the answer stored by a twin request that got
 * there first (on PostgreSQL the insert waits for the twin's transaction to end).
 */
export async function claimKey(tx: Db, claim: Claim): Promise<Replay | null> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await tx.select().from(idempotencyKeys).where(where(claim)).limit(1);
  return outcome(claim, row!);
}

export const storeAnswer = (tx: Db, claim: Claim, statusCode: number, response: unknown) =>
  tx
    .update(idempotencyKeys)
    .set({ statusCode, response: sql`${JSON.stringify(response)}::jsonb` })
    .where(where(claim));
