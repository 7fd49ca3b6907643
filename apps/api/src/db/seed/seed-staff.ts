/**
 * Demo back-office staff (issue 16): Maha (50 000 0110) manages and Yousef (50 000 0111) keeps the desk of the
 * Olaya branch, where the demo bookings are. Huda (0109, the spec's admin role) is the owner and needs no row.
 * A re-seed leaves a role someone changed alone.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { branches, staffBranches, staffMembers, users } from '../schema.ts';

export const demoStaff = [
  { mobileNumber: '966500000110', role: 'manager', branch: 'riyadh-olaya' },
  { mobileNumber: '966500000111', role: 'receptionist', branch: 'riyadh-olaya' },
] as const;

export async function seedDemoStaff(tx: Db): Promise<void> {
  for (const s of demoStaff) {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobileNumber, s.mobileNumber));
    const [branch] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.slug, s.branch));
    if (!user || !branch) continue;
    const inserted = await tx
      .insert(staffMembers)
      .values({ userId: user.id, role: s.role })
      .onConflictDoNothing()
      .returning({ userId: staffMembers.userId });
    if (inserted.length > 0) await tx.insert(staffBranches).values({ userId: user.id, branchId: branch.id });
  }
}
