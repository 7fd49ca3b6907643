/**
 * Every catalogue write in one shape: the change and its audit entry (before/after) in one transaction, then, once
 * committed, the read cache (catalogue JSON, the guests' rendered pages) and the availability answers of this
 * process start afresh, so a customer's next read shows the change.
 */
import type { StaffAccess } from '@hajz/contracts/staff';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { availabilityChanged } from '../booking/availability-cache.ts';
import { recordAudit } from '../staff/audit.ts';

export type Change<T> = {
  action: string;
  entity: string;
  entityId: number | string;
  branchId: number | null;
  before: unknown;
  after: unknown;
  result: T;
};

export async function catalogueWrite<T>(
  db: Db,
  access: StaffAccess,
  work: (tx: Db) => Promise<Change<T>>,
): Promise<T> {
  const result = await transaction(db, async (tx) => {
    const change = await work(tx);
    await recordAudit(tx, {
      actorId: access.user_id,
      action: change.action,
      entity: change.entity,
      entityId: change.entityId,
      branchId: change.branchId,
      before: change.before,
      after: change.after,
    });
    return change.result;
  });
  invalidateReads(db);
  availabilityChanged();
  return result;
}
