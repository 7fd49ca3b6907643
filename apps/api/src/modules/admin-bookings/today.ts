/**
 * Today at each branch the person works at (issue 30 item 9): bookings (arrived, still to come, no-shows),
 * cancellations, the money taken by method, occupancy. The counts use the bookings list's own conditions
 * (visit-filters.ts), so each figure is the length of the list it opens.
 */
import type { Locale } from '@hajz/contracts/locale';
import type { StaffAccess } from '@hajz/contracts/staff';
import type { TodayBranch, TodayResponse } from '@hajz/contracts/today';
import { and, asc, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, branches, orderItems, orders, payments, users } from '../../db/schema.ts';
import { localDate, zonedInstant } from '../../lib/zoned-time.ts';
import { reportScope, utilisationReport } from '../reports/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { noShow, paidOn, visitCondition, visitDay, withStatus } from './visit-filters.ts';

const tally = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

async function branchToday(
  db: Db,
  access: StaffAccess,
  branch: { id: number; name: string },
  today: string,
  timeZone: string,
  locale: Locale,
): Promise<TodayBranch> {
  const [counts] = await db
    .select({
      bookings: tally(visitCondition('booked')),
      arrived: tally(visitCondition('arrived')),
      toCome: tally(visitCondition('to_come')),
      noShows: tally(noShow()),
      cancelled: tally(withStatus('cancelled')),
    })
    .from(orders)
    .where(and(eq(orders.branchId, branch.id), sql`${visitDay(timeZone)} = ${today}::date`));
  const takings = await db
    .select({
      method: payments.method,
      amount: sql<number>`(${sum(payments.amount)})::int`,
      count: count(),
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.branchId, branch.id), paidOn(today, timeZone)))
    .groupBy(payments.method)
    .orderBy(desc(sql`sum(${payments.amount})`), asc(payments.method));
  // The bookings customers moved themselves today: the desk hears of them here (the audit log has each move).
  const moved = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      firstName: users.firstName,
      lastName: users.lastName,
      before: auditLog.before,
      after: auditLog.after,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(orderItems, sql`${orderItems.id}::text = ${auditLog.entityId}`)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(auditLog.action, 'booking.reschedule'),
        eq(auditLog.entity, 'order_item'),
        eq(auditLog.branchId, branch.id),
        sql`${auditLog.createdAt} >= ${new Date(zonedInstant(today, 0, timeZone)).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(20);
  const scope = await reportScope(db, access, { from: today, to: today, branch_id: branch.id }, locale);
  const { totals } = await utilisationReport(db, scope);
  return {
    branch_id: branch.id,
    branch_name: branch.name,
    bookings: counts?.bookings ?? 0,
    arrived: counts?.arrived ?? 0,
    to_come: counts?.toCome ?? 0,
    no_shows: counts?.noShows ?? 0,
    cancelled: counts?.cancelled ?? 0,
    takings: takings.map((t) => ({ method: t.method, amount: Number(t.amount), count: Number(t.count) })),
    takings_total: takings.reduce((n, t) => n + Number(t.amount), 0),
    occupancy: totals,
    moved_by_customers: moved.map((m) => ({
      order_id: m.orderId,
      order_number: m.orderNumber,
      customer: [m.firstName, m.lastName].filter(Boolean).join(' '),
      from: String((m.before as { start_at?: string } | null)?.start_at ?? ''),
      to: String((m.after as { start_at?: string } | null)?.start_at ?? ''),
      moved_at: m.at.toISOString(),
    })),
  };
}

/** Every branch `access` reaches (or the one asked for, already checked), today in the business's timezone. */
export async function todayOverview(
  db: Db,
  access: StaffAccess,
  branchId: number | undefined,
  locale: Locale,
  now = new Date(),
): Promise<TodayResponse> {
  const { timezone } = await loadBusiness(db);
  const today = localDate(now.getTime(), timezone);
  const ids = branchId !== undefined ? [branchId] : access.branch_ids;
  const rows = await db
    .select({ id: branches.id, nameEn: branches.nameEn, nameAr: branches.nameAr })
    .from(branches)
    .where(ids === 'all' ? undefined : inArray(branches.id, ids.length ? ids : [-1]))
    .orderBy(asc(branches.sort), asc(branches.id));
  const out: TodayBranch[] = [];
  for (const b of rows)
    out.push(
      await branchToday(
        db,
        access,
        { id: b.id, name: locale === 'ar' ? b.nameAr : b.nameEn },
        today,
        timezone,
        locale,
      ),
    );
  return { date: today, time_zone: timezone, branches: out };
}
