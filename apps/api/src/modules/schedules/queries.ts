/** Reads of the schedules screens (issue 17 item 2): a resource as the back office shows it, a branch's services. */
import type { AdminResource, Shift } from '@hajz/contracts/schedules';
import type { ResourceKind } from '@hajz/contracts/desk';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  productBranches,
  products,
  resources,
  resourceServices,
  resourceShifts,
  resourceTimeOff,
} from '../../db/schema.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { reachesBranch } from '../staff/index.ts';
import type { StaffAccess } from '@hajz/contracts/staff';
import type { SlotResource } from '../booking/index.ts';
import { isoWithOffset } from '../../lib/zoned-time.ts';

export type ResourceRow = typeof resources.$inferSelect;

/** A resource the person may manage: 404 when there is none, 403 at a branch they do not work at. */
export async function manageableResource(db: Db, access: StaffAccess, id: number, lock = false) {
  const query = db.select().from(resources).where(eq(resources.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('schedules.resource_not_found');
  if (!reachesBranch(access, row.branchId)) throw new HttpError(403, 'staff.wrong_branch');
  return row;
}

/** 403 unless the person works at the branch. */
export function assertReaches(access: StaffAccess, branchId: number) {
  if (!reachesBranch(access, branchId)) throw new HttpError(403, 'staff.wrong_branch');
}

/** The ids among `ids` that are not services offered at the branch (an empty list: all are). */
export async function servicesNotAt(db: Db, branchId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productBranches, eq(productBranches.productId, products.id))
    .where(
      and(inArray(products.id, ids), eq(productBranches.branchId, branchId), eq(products.type, 'service')),
    );
  const ok = new Set(found.map((f) => f.id));
  return ids.filter((id) => !ok.has(id));
}

/** The services offered at a branch (active or not: a resource may keep an unpublished one). */
export const branchServiceOptions = (db: Db, branchId: number) =>
  db
    .select({ id: products.id, name_en: products.nameEn, name_ar: products.nameAr })
    .from(products)
    .innerJoin(productBranches, eq(productBranches.productId, products.id))
    .where(and(eq(productBranches.branchId, branchId), eq(products.type, 'service')))
    .orderBy(asc(products.id));

const clock = (t: string) => t.slice(0, 5);

/** The resources' shifts, services and time off not yet over, in three queries. */
export async function resourceDetails(db: Db, ids: number[], now: Date) {
  if (ids.length === 0) return { shifts: [], services: [], away: [] };
  const [shifts, services, away] = await Promise.all([
    db
      .select()
      .from(resourceShifts)
      .where(inArray(resourceShifts.resourceId, ids))
      .orderBy(asc(resourceShifts.day), asc(resourceShifts.startAt)),
    db.select().from(resourceServices).where(inArray(resourceServices.resourceId, ids)),
    db
      .select()
      .from(resourceTimeOff)
      .where(and(inArray(resourceTimeOff.resourceId, ids), gt(resourceTimeOff.endAt, now)))
      .orderBy(asc(resourceTimeOff.startAt)),
  ]);
  return { shifts, services, away };
}
type Details = Awaited<ReturnType<typeof resourceDetails>>;

export function toAdminResource(row: ResourceRow, d: Details, timeZone: string): AdminResource {
  return {
    id: row.id,
    branch_id: row.branchId,
    kind: row.kind as ResourceKind,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    is_active: row.isActive,
    service_ids: d.services
      .filter((s) => s.resourceId === row.id)
      .map((s) => s.productId)
      .sort((a, b) => a - b),
    shifts: d.shifts
      .filter((s) => s.resourceId === row.id)
      .map((s) => ({ day: s.day, start_at: clock(s.startAt), end_at: clock(s.endAt) })),
    time_off: d.away
      .filter((a) => a.resourceId === row.id)
      .map((a) => ({
        id: a.id,
        start_at: isoWithOffset(a.startAt.getTime(), timeZone),
        end_at: isoWithOffset(a.endAt.getTime(), timeZone),
        note: a.note,
      })),
  };
}

/** One resource as the screen shows it. */
export async function adminResource(db: Db, row: ResourceRow, timeZone: string, now: Date) {
  return toAdminResource(row, await resourceDetails(db, [row.id], now), timeZone);
}

/** The resource as the slot computation sees it (its shifts and time off as they are in `db`). */
export function slotResourceOf(resource: AdminResource, shifts: Shift[] = resource.shifts): SlotResource {
  return {
    id: resource.id,
    shifts: shifts.map((s) => ({ day: s.day, startAt: s.start_at, endAt: s.end_at })),
    timeOff: resource.time_off.map((a) => [Date.parse(a.start_at), Date.parse(a.end_at)] as const),
  };
}
