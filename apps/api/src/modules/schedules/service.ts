/**
 * Resources in the back office (issue 17 item 2): create, edit, deactivate; their services, weekly shifts and
 * time off. Every write is audited in its own transaction, clears the read cache after the commit (customers see
 * the new times at once), and a change that would strand bookings answers 409 with them unless confirmed.
 */
import type {
  AdminResource,
  AdminResourcesResponse,
  NewResourceBody,
  ResourceBody,
  ShiftsBody,
} from '@hajz/contracts/schedules';
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import {
  branches,
  branchWorkingTimes,
  resources,
  resourceServices,
  resourceShifts,
} from '../../db/schema.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { loadBusiness } from '../settings/index.ts';
import { recordAudit } from '../staff/index.ts';
import {
  adminResource,
  assertReaches,
  branchServiceOptions,
  resourceDetails,
  servicesNotAt,
  toAdminResource,
} from './queries.ts';
import { changedAfterCommit, guardedWrite, strandedNote, type Who } from './guarded-write.ts';

export async function listResources(db: Db, who: Who, branchId: number): Promise<AdminResourcesResponse> {
  assertReaches(who.access, branchId);
  const [branch] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
  if (!branch) throw notFound('schedules.branch_not_found');
  const [business, rows, services, hours] = await Promise.all([
    loadBusiness(db),
    db.select().from(resources).where(eq(resources.branchId, branchId)).orderBy(asc(resources.id)),
    branchServiceOptions(db, branchId),
    db
      .select()
      .from(branchWorkingTimes)
      .where(and(eq(branchWorkingTimes.branchId, branchId), eq(branchWorkingTimes.isActive, true)))
      .orderBy(asc(branchWorkingTimes.day)),
  ]);
  const details = await resourceDetails(
    db,
    rows.map((r) => r.id),
    who.now ?? new Date(),
  );
  return {
    branch_id: branchId,
    timezone: business.timezone,
    resources: rows.map((r) => toAdminResource(r, details, business.timezone)),
    services,
    branch_hours: hours.map((h) => ({
      day: h.day,
      start_at: h.startAt.slice(0, 5),
      end_at: h.endAt.slice(0, 5),
    })),
  };
}

async function checkServices(tx: Db, branchId: number, ids: number[]) {
  const wrong = await servicesNotAt(tx, branchId, ids);
  if (wrong.length)
    throw new HttpError(422, 'errors.validation', { service_ids: ['schedules.service_not_here'] });
}

async function setServices(tx: Db, resourceId: number, ids: number[]) {
  await tx.delete(resourceServices).where(eq(resourceServices.resourceId, resourceId));
  const unique = [...new Set(ids)];
  if (unique.length)
    await tx.insert(resourceServices).values(unique.map((productId) => ({ resourceId, productId })));
}

async function setShifts(tx: Db, resourceId: number, shifts: ShiftsBody['shifts']) {
  await tx.delete(resourceShifts).where(eq(resourceShifts.resourceId, resourceId));
  if (shifts.length)
    await tx
      .insert(resourceShifts)
      .values(shifts.map((s) => ({ resourceId, day: s.day, startAt: s.start_at, endAt: s.end_at })));
}

const slugOf = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'resource'
  }-${randomBytes(3).toString('hex')}`;

export async function createResource(
  db: Db,
  who: Who,
  body: NewResourceBody & { shifts: ShiftsBody['shifts'] },
) {
  assertReaches(who.access, body.branch_id);
  const business = await loadBusiness(db);
  const now = who.now ?? new Date();
  return transaction(db, async (tx) => {
    const [branch] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.id, body.branch_id));
    if (!branch) throw new HttpError(422, 'errors.validation', { branch_id: ['schedules.branch_not_found'] });
    await checkServices(tx, body.branch_id, body.service_ids);
    const [row] = await tx
      .insert(resources)
      .values({
        slug: slugOf(body.name_en),
        branchId: body.branch_id,
        nameEn: body.name_en,
        nameAr: body.name_ar,
        kind: body.kind,
      })
      .returning();
    await setServices(tx, row!.id, body.service_ids);
    await setShifts(tx, row!.id, body.shifts);
    const view = await adminResource(tx, row!, business.timezone, now);
    await recordAudit(tx, {
      actorId: who.access.user_id,
      action: 'resource.create',
      entity: 'resource',
      entityId: row!.id,
      branchId: row!.branchId,
      before: null,
      after: view,
    });
    changedAfterCommit(tx, db);
    return view;
  });
}

const details = (r: AdminResource) => ({
  name_en: r.name_en,
  name_ar: r.name_ar,
  kind: r.kind,
  is_active: r.is_active,
  service_ids: r.service_ids,
});

/** Names, kind, services, active or not. Deactivating strands every future booking; the rest strands none. */
export function updateResource(db: Db, who: Who, id: number, body: ResourceBody) {
  return guardedWrite(db, who, id, {
    confirm: body.confirm,
    after: () => (body.is_active ? undefined : null),
    write: async ({ tx, current, stranded, timeZone, now }) => {
      await checkServices(tx, current.branch_id, body.service_ids);
      const [row] = await tx
        .update(resources)
        .set({ nameEn: body.name_en, nameAr: body.name_ar, kind: body.kind, isActive: body.is_active })
        .where(eq(resources.id, id))
        .returning();
      await setServices(tx, id, body.service_ids);
      const view = await adminResource(tx, row!, timeZone, now);
      await recordAudit(tx, {
        actorId: who.access.user_id,
        action: 'resource.update',
        entity: 'resource',
        entityId: id,
        branchId: current.branch_id,
        before: details(current),
        after: { ...details(view), ...strandedNote(stranded) },
      });
      return view;
    },
  });
}

/** The whole week at once (no rows: follows the branch's hours). */
export function replaceShifts(db: Db, who: Who, id: number, body: ShiftsBody) {
  return guardedWrite(db, who, id, {
    confirm: body.confirm,
    after: (before) => ({
      ...before,
      shifts: body.shifts.map((s) => ({ day: s.day, startAt: s.start_at, endAt: s.end_at })),
    }),
    write: async ({ tx, current, stranded, timeZone, now }) => {
      await setShifts(tx, id, body.shifts);
      const [row] = await tx.select().from(resources).where(eq(resources.id, id));
      const view = await adminResource(tx, row!, timeZone, now);
      await recordAudit(tx, {
        actorId: who.access.user_id,
        action: 'resource.shifts',
        entity: 'resource',
        entityId: id,
        branchId: current.branch_id,
        before: { shifts: current.shifts },
        after: { shifts: view.shifts, ...strandedNote(stranded) },
      });
      return view;
    },
  });
}
