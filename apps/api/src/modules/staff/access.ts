/** Who a signed-in account is in the back office (contracts/staff.ts), read from the database on each admin call. */
import { isAdminRole } from '@hajz/contracts/auth';
import type { StaffAccess, StaffRole } from '@hajz/contracts/staff';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffBranches, staffMembers } from '../../db/schema.ts';

/** null: not staff (a customer). */
export async function staffAccessOf(db: Db, user: { id: number; role: string }): Promise<StaffAccess | null> {
  if (isAdminRole(user.role))
    return { user_id: user.id, role: 'owner', branch_ids: 'all', resource_id: null };
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.userId, user.id));
  if (!member) return null;
  const role = member.role as StaffRole;
  if (role === 'owner') return { user_id: user.id, role, branch_ids: 'all', resource_id: member.resourceId };
  const rows = await db
    .select({ branchId: staffBranches.branchId })
    .from(staffBranches)
    .where(eq(staffBranches.userId, user.id));
  return { user_id: user.id, role, branch_ids: rows.map((r) => r.branchId), resource_id: member.resourceId };
}

/** May this person act at this branch? (A record with no branch is the owner's alone.) */
export const reachesBranch = (access: StaffAccess, branchId: number | null): boolean =>
  access.branch_ids === 'all' || (branchId !== null && access.branch_ids.includes(branchId));
