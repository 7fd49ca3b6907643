/**
 * A branch in the back office: its contact details, weekly hours and exceptions (a holiday closed, special hours
 * such as Ramadan evenings). An owner reaches every branch; a manager their own (403 otherwise).
 */
import type {
  AdminBranch,
  AdminException,
  branchBody,
  branchExceptionBody,
  branchHoursBody,
} from '@hajz/contracts/admin-catalogue';
import type { StaffAccess } from '@hajz/contracts/staff';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { branchExceptions, branches, branchWorkingTimes } from '../../db/schema.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { reachesBranch } from '../staff/index.ts';
import { catalogueWrite } from './write.ts';
import { loadBusiness } from '../settings/index.ts';
import { dayOfWeek, zonedInstant } from '../../lib/zoned-time.ts';
import { refuseStranding, strandedBookings, type DayHours } from './stranded.ts';

const hhmm = (t: string | null) => (t === null ? null : t.slice(0, 5));

const exceptionShape = (e: typeof branchExceptions.$inferSelect): AdminException => ({
  id: e.id,
  date: e.date,
  is_closed: e.isClosed,
  start_at: hhmm(e.startAt),
  end_at: hhmm(e.endAt),
  note_en: e.noteEn,
  note_ar: e.noteAr,
});

async function branchesShaped(db: Db, ids: number[]): Promise<AdminBranch[]> {
  if (ids.length === 0) return [];
  const [rows, hours, exceptions] = await Promise.all([
    db.select().from(branches).where(inArray(branches.id, ids)).orderBy(asc(branches.sort), asc(branches.id)),
    db.select().from(branchWorkingTimes).where(inArray(branchWorkingTimes.branchId, ids)),
    db
      .select()
      .from(branchExceptions)
      .where(inArray(branchExceptions.branchId, ids))
      .orderBy(asc(branchExceptions.date)),
  ]);
  return rows.map((b) => ({
    id: b.id,
    name_en: b.nameEn,
    name_ar: b.nameAr,
    address_en: b.addressEn,
    address_ar: b.addressAr,
    city_en: b.cityEn,
    city_ar: b.cityAr,
    description_en: b.descriptionEn,
    description_ar: b.descriptionAr,
    phone: b.phone,
    latitude: b.latitude,
    longitude: b.longitude,
    google_map_link: b.googleMapLink,
    hours: hours
      .filter((h) => h.branchId === b.id)
      .sort((x, y) => x.day - y.day)
      .map((h) => ({
        day: h.day,
        is_active: h.isActive,
        start_at: hhmm(h.startAt)!,
        end_at: hhmm(h.endAt)!,
      })),
    exceptions: exceptions.filter((e) => e.branchId === b.id).map(exceptionShape),
  }));
}

export async function listAdminBranches(db: Db, access: StaffAccess) {
  const all = await db.select({ id: branches.id }).from(branches);
  return {
    branches: await branchesShaped(
      db,
      all.map((b) => b.id).filter((id) => reachesBranch(access, id)),
    ),
  };
}

/** The branch as it is, when this person works there: 404 unknown, 403 another branch. */
async function branchFor(db: Db, access: StaffAccess, id: number): Promise<AdminBranch> {
  const [found] = await branchesShaped(db, [id]);
  if (!found) throw notFound();
  if (!reachesBranch(access, id)) throw new HttpError(403, 'staff.wrong_branch');
  return found;
}

export async function updateBranch(
  db: Db,
  access: StaffAccess,
  id: number,
  body: z.output<typeof branchBody>,
) {
  const before = await branchFor(db, access, id);
  return catalogueWrite(db, access, async (tx) => {
    await tx
      .update(branches)
      .set({
        nameEn: body.name_en,
        nameAr: body.name_ar,
        addressEn: body.address_en,
        addressAr: body.address_ar,
        cityEn: body.city_en,
        cityAr: body.city_ar,
        descriptionEn: body.description_en,
        descriptionAr: body.description_ar,
        phone: body.phone,
        latitude: body.latitude,
        longitude: body.longitude,
        googleMapLink: body.google_map_link,
      })
      .where(eq(branches.id, id));
    const [after] = await branchesShaped(tx, [id]);
    const { hours: _h, exceptions: _e, ...details } = after!;
    const { hours: _bh, exceptions: _be, ...old } = before;
    return {
      action: 'branch.update',
      entity: 'branch',
      entityId: id,
      branchId: id,
      before: old,
      after: details,
      result: after!,
    };
  });
}

export async function setBranchHours(
  db: Db,
  access: StaffAccess,
  id: number,
  body: z.output<typeof branchHoursBody>,
) {
  const before = await branchFor(db, access, id);
  // Only the days whose hours change: a booking already outside unchanged hours was placed there on purpose.
  const changed = new Map<number, DayHours>();
  for (const d of body.days) {
    const old = before.hours.find((h) => h.day === d.day);
    const same =
      old &&
      old.is_active === d.is_active &&
      (!d.is_active || (old.start_at === d.start_at && old.end_at === d.end_at));
    if (!same) changed.set(d.day, d.is_active ? { start: d.start_at, end: d.end_at } : null);
  }
  if (changed.size) {
    const exceptionDates = new Set(before.exceptions.map((e) => e.date));
    const { timezone } = await loadBusiness(db);
    const stranded = await strandedBookings(db, id, timezone, { from: Date.now() }, (date) =>
      exceptionDates.has(date) ? undefined : changed.get(dayOfWeek(date)),
    );
    refuseStranding(stranded, body.confirm_stranded);
  }
  return catalogueWrite(db, access, async (tx) => {
    await tx.delete(branchWorkingTimes).where(eq(branchWorkingTimes.branchId, id));
    await tx.insert(branchWorkingTimes).values(
      body.days.map((d) => ({
        branchId: id,
        day: d.day,
        isActive: d.is_active,
        startAt: `${d.start_at}:00`,
        endAt: `${d.end_at}:00`,
      })),
    );
    const [after] = await branchesShaped(tx, [id]);
    return {
      action: 'branch.hours',
      entity: 'branch',
      entityId: id,
      branchId: id,
      before: before.hours,
      after: after!.hours,
      result: after!,
    };
  });
}

/** The date's exception, new or replacing the one that date had. */
export async function putBranchException(
  db: Db,
  access: StaffAccess,
  id: number,
  body: z.output<typeof branchExceptionBody>,
) {
  const branch = await branchFor(db, access, id);
  const previous = branch.exceptions.find((e) => e.date === body.date) ?? null;
  const { timezone } = await loadBusiness(db);
  const hours: DayHours =
    body.is_closed || !body.start_at || !body.end_at ? null : { start: body.start_at, end: body.end_at };
  const stranded = await strandedBookings(
    db,
    id,
    timezone,
    {
      from: Math.max(Date.now(), zonedInstant(body.date, 0, timezone)),
      to: zonedInstant(body.date, 1440, timezone),
    },
    (date) => (date === body.date ? hours : undefined),
  );
  refuseStranding(stranded, body.confirm_stranded);
  return catalogueWrite(db, access, async (tx) => {
    const values = {
      isClosed: body.is_closed,
      startAt: body.is_closed || !body.start_at ? null : `${body.start_at}:00`,
      endAt: body.is_closed || !body.end_at ? null : `${body.end_at}:00`,
      noteEn: body.note_en,
      noteAr: body.note_ar,
    };
    const [row] = await tx
      .insert(branchExceptions)
      .values({ branchId: id, date: body.date, ...values })
      .onConflictDoUpdate({ target: [branchExceptions.branchId, branchExceptions.date], set: values })
      .returning();
    const after = exceptionShape(row!);
    return {
      action: 'branch.exception',
      entity: 'branch',
      entityId: id,
      branchId: id,
      before: previous,
      after,
      result: after,
    };
  });
}

export async function deleteBranchException(db: Db, access: StaffAccess, id: number, exceptionId: number) {
  const branch = await branchFor(db, access, id);
  const previous = branch.exceptions.find((e) => e.id === exceptionId);
  if (!previous) throw notFound();
  return catalogueWrite(db, access, async (tx) => {
    await tx
      .delete(branchExceptions)
      .where(and(eq(branchExceptions.id, exceptionId), eq(branchExceptions.branchId, id)));
    return {
      action: 'branch.exception_delete',
      entity: 'branch',
      entityId: id,
      branchId: id,
      before: previous,
      after: null,
      result: null,
    };
  });
}
