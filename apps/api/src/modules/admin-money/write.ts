/** One owner's write to a settings-like row: in a transaction with its audit entry (before/after), reads dropped. */
import type { StaffAccess } from '@hajz/contracts/staff';
import type { Db } from '../../db/client.ts';
import { afterCommit, transaction } from '../../db/transaction.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { recordAudit } from '../staff/audit.ts';

export type AuditedWrite<T> = {
  action: string;
  entity: string;
  entityId: string | number;
  branchId?: number | null;
  /** Reads the row as it is (locked), or throws its 404. */
  before: (tx: Db) => Promise<T>;
  /** Writes and answers the row as it now is. */
  write: (tx: Db, before: T) => Promise<T>;
};

export function auditedWrite<T>(db: Db, access: StaffAccess, w: AuditedWrite<T>): Promise<T> {
  return transaction(db, async (tx) => {
    const before = await w.before(tx);
    const after = await w.write(tx, before);
    await recordAudit(tx, {
      actorId: access.user_id,
      action: w.action,
      entity: w.entity,
      entityId: w.entityId,
      branchId: w.branchId ?? null,
      before,
      after,
    });
    // The catalogue and settings caches (and the guests' page cache built on them) see the change at once.
    afterCommit(tx, () => invalidateReads(db));
    return after;
  });
}
