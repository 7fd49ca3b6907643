/**
 * Which tickets a person at the desk reaches (ADR 0029): an owner every ticket; a manager the tickets of their
 * branches and those with no branch (general questions and guests' contact messages: someone who runs a branch
 * answers them); a receptionist only their branch's; a staff member none (the routes do not let them in).
 */
import type { StaffAccess } from '@hajz/contracts/staff';
import { inArray, isNull, or, type SQL } from 'drizzle-orm';
import { supportTickets } from '../../db/schema.ts';
import { reachesBranch } from '../staff/index.ts';

export const ticketDesk = ['owner', 'manager', 'receptionist'] as const;

export function staffTicketScope(access: StaffAccess): SQL | undefined {
  if (access.branch_ids === 'all') return undefined;
  const mine = inArray(supportTickets.branchId, access.branch_ids.length ? access.branch_ids : [-1]);
  return access.role === 'manager' ? or(mine, isNull(supportTickets.branchId)) : mine;
}

export const reachesTicket = (access: StaffAccess, branchId: number | null): boolean =>
  branchId === null ? access.role === 'owner' || access.role === 'manager' : reachesBranch(access, branchId);
