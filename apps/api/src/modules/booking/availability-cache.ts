import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/transaction.ts';
/**
 * The public availability answer is cached per process for a moment (see ADR 0007): a calendar is opened far
 * more often than a time is held. Any cart write in this process starts a new generation at once, so a
 * customer's own hold (or release) shows immediately; holds written by other replicas show within the bucket
 * (2 s). Correctness never depends on it: holding re-checks live availability inside its transaction.
 * Writers outside the cart API (tests, a back office) call invalidateReads(db) as for the catalogue.
 */
export const availabilityBucketMs = 2_000;

let generation = 0;

/** Call after a cart write that adds, moves or releases holds. */
export function availabilityChanged(): void {
  generation += 1;
}

/** The cache key of an answer: this generation, this 2-second bucket, and what the answer depends on. */
export function availabilityKey(parts: (string | number | undefined)[], now = Date.now()): string {
  return `times:${generation}:${Math.floor(now / availabilityBucketMs)}:${parts.map((p) => p ?? '').join(':')}`;
}

/** After the commit of `tx` (never after a rollback): this process's answers start a new generation. */
export const availabilityChangedIn = (tx: Db) => afterCommit(tx, availabilityChanged);
