/**
 * Every back-office write in one shape (issues 16 and 17): the change and its audit entry (before/after) in one
 * transaction; once committed, the read cache (catalogue and settings JSON, the guests' rendered pages) starts
 * afresh, and whatever else the change makes stale (`alsoStale`: the availability answers, say), so the next read
 * shows it. Never after a rollback.
 */
import type { AuditAction, StaffAccess } from '@hajz/contracts/staff';
import type { Db } from '../../db/client.ts';
import { afterCommit, transaction } from '../../db/transaction.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { recordAudit } from './audit.ts';

export type StaffChange<T> = {
  action: AuditAction;
  entity: string;
  entityId: number | string;
  branchId?: number | null;
  before: unknown;
  after: unknown;
  /** What the write answers. */
  result: T;
};

/** Queues, inside `tx`, the caches to drop once it has committed. */
export function staleAfterCommit(tx: Db, db: Db, alsoStale?: () => void) {
  afterCommit(tx, () => {
    invalidateReads(db);
    alsoStale?.();
  });
}

export function staffWrite<T>(
  db: Db,
  access: StaffAccess,
  work: (tx: Db) => Promise<StaffChange<T>>,
  alsoStale?: () => void,
): Promise<T> {
  return transaction(db, async (tx) => {
    const change = await work(tx);
    await recordAudit(tx, {
      actorId: access.user_id,
      action: change.action,
      entity: change.entity,
      entityId: change.entityId,
      branchId: change.branchId ?? null,
      before: change.before,
      after: change.after,
    });
    staleAfterCommit(tx, db, alsoStale);
    return change.result;
  });
}
