/** The audit log's one writer: called inside the staff write's own transaction (issue 16 item 2). */
import type { AuditAction } from '@hajz/contracts/staff';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditInput = {
  actorId: number;
  /** What was done: one of the actions the back office names (contracts/staff.ts). */
  action: AuditAction;
  entity: string;
  entityId: string | number;
  branchId: number | null;
  before: unknown;
  after: unknown;
};

export async function recordAudit(tx: Db, entry: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    branchId: entry.branchId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
