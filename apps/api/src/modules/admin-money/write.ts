/** One owner's write to a settings-like row: read it locked, write it, and audit both as a staff write. */
import type { AuditAction, StaffAccess } from '@hajz/contracts/staff';
import type { Db } from '../../db/client.ts';
import { staffWrite } from '../staff/index.ts';

export type AuditedWrite<T> = {
  action: AuditAction;
  entity: string;
  entityId: string | number;
  branchId?: number | null;
  /** Reads the row as it is (locked), or throws its 404. */
  before: (tx: Db) => Promise<T>;
  /** Writes and answers the row as it now is. */
  write: (tx: Db, before: T) => Promise<T>;
};

export function auditedWrite<T>(db: Db, access: StaffAccess, w: AuditedWrite<T>): Promise<T> {
  return staffWrite(db, access, async (tx) => {
    const before = await w.before(tx);
    const after = await w.write(tx, before);
    const { action, entity, entityId, branchId } = w;
    return { action, entity, entityId, branchId, before, after, result: after };
  });
}
