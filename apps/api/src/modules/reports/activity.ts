/**
 * Bookings, cancellations and no-shows by the date of the visit, and staff utilisation (booked time over shift
 * time) per resource: docs/decisions/0033-reports.md.
 */
import type { BookingsReport, UtilisationReport } from '@hajz/contracts/reports';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, orderItems, orders, reservations, resources } from '../../db/schema.ts';
import { branchSchedule } from '../booking/index.ts';
import { schedule } from '../booking/index.ts';
import { datesOf, inBranches, type ReportScope } from './period.ts';

const ms = (value: ReturnType<typeof sql>) => sql<number>`(extract(epoch from ${value}) * 1000)::float8`;

/**
 * Every order with a booked time that was confirmed (an unpaid checkout that never confirmed is not a booking), by
 * the business date of its first visit: kept, cancelled since, or marked a no-show.
 */
export async function bookingsReport(db: Db, scope: ReportScope): Promise<BookingsReport> {
  const first = sql`min(${orderItems.startAt})`;
  const rows = await db
    .select({
      status: orders.status,
      noShow: sql<boolean>`bool_or(${orders.noShowAt} is not null)`,
      first: ms(first),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(isNotNull(orderItems.startAt), isNotNull(orders.confirmedAt), inBranches(scope, orders.branchId)),
    )
    .groupBy(orders.id)
    .having(
      sql`${first} >= ${scope.start.toISOString()}::timestamptz and ${first} < ${scope.end.toISOString()}::timestamptz`,
    );
  const empty = () => ({ booked: 0, kept: 0, cancelled: 0, no_shows: 0 });
  const totals = empty();
  const byDay = new Map(datesOf(scope).map((date) => [date, { date, ...empty() }]));
  for (const row of rows) {
    const day = byDay.get(scope.dateOf(new Date(Number(row.first))))!;
    const outcome = row.status === 'cancelled' ? 'cancelled' : row.noShow ? 'no_shows' : 'kept';
    for (const bucket of [totals, day]) {
      bucket.booked += 1;
      bucket[outcome] += 1;
    }
  }
  return { totals, by_day: [...byDay.values()] };
}

const perMille = (booked: number, shift: number) => (shift > 0 ? Math.round((booked * 1000) / shift) : null);

/**
 * Per active resource of the branches in scope: its working time in the period (its shifts inside the branch's
 * hours, or the branch's hours when it has no shifts, as the slots are computed) and the time its bookings hold it
 * (appointment, buffer and travel, cut at the period's edges).
 */
export async function utilisationReport(db: Db, scope: ReportScope): Promise<UtilisationReport> {
  const ar = scope.locale === 'ar';
  const branchRows = await db
    .select({ id: branches.id, nameEn: branches.nameEn, nameAr: branches.nameAr })
    .from(branches)
    .where(inBranches(scope, branches.id))
    .orderBy(asc(branches.id));
  const named = branchRows.length
    ? await db
        .select({
          id: resources.id,
          branchId: resources.branchId,
          nameEn: resources.nameEn,
          nameAr: resources.nameAr,
        })
        .from(resources)
        .where(
          and(
            inArray(
              resources.branchId,
              branchRows.map((b) => b.id),
            ),
            eq(resources.isActive, true),
          ),
        )
        .orderBy(asc(resources.id))
    : [];
  const start = scope.start.getTime();
  const end = scope.end.getTime();
  const shiftMinutes = new Map<number, number>();
  for (const branch of branchRows) {
    const roster = await branchSchedule(db, branch.id);
    const { windows } = schedule(
      {
        timeZone: scope.timeZone,
        weeklyHours: roster.weeklyHours,
        exceptions: roster.exceptions,
        resources: roster.resources,
      },
      scope.from,
      scope.to,
    );
    for (const [id, list] of windows) {
      const minutes =
        list.reduce((n, [s, e]) => n + Math.max(0, Math.min(e, end) - Math.max(s, start)), 0) / 60_000;
      shiftMinutes.set(id, Math.round(minutes));
    }
  }
  const clipped = sql`least(upper(${reservations.period}), ${scope.end.toISOString()}::timestamptz) - greatest(lower(${reservations.period}), ${scope.start.toISOString()}::timestamptz)`;
  const booked = named.length
    ? await db
        .select({
          resourceId: reservations.resourceId,
          minutes: sql<number>`(sum(extract(epoch from ${clipped})) / 60)::float8`,
        })
        .from(reservations)
        .where(
          and(
            eq(reservations.kind, 'booking'),
            inArray(
              reservations.resourceId,
              named.map((r) => r.id),
            ),
            sql`${reservations.period} && tstzrange(${scope.start.toISOString()}::timestamptz, ${scope.end.toISOString()}::timestamptz, '[)')`,
          ),
        )
        .groupBy(reservations.resourceId)
    : [];
  const bookedOf = new Map(booked.map((b) => [b.resourceId, Math.round(Number(b.minutes))]));
  const branchName = new Map(branchRows.map((b) => [b.id, ar ? b.nameAr : b.nameEn]));
  const rows = named.map((r) => {
    const shift = shiftMinutes.get(r.id) ?? 0;
    const bookedMinutes = bookedOf.get(r.id) ?? 0;
    return {
      resource_id: r.id,
      name: ar ? r.nameAr : r.nameEn,
      branch_name: branchName.get(r.branchId) ?? '',
      shift_minutes: shift,
      booked_minutes: bookedMinutes,
      per_mille: perMille(bookedMinutes, shift),
    };
  });
  const shift = rows.reduce((n, r) => n + r.shift_minutes, 0);
  const bookedTotal = rows.reduce((n, r) => n + r.booked_minutes, 0);
  return {
    resources: rows,
    totals: { shift_minutes: shift, booked_minutes: bookedTotal, per_mille: perMille(bookedTotal, shift) },
  };
}
