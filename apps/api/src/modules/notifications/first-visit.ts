/** An order's first visit (date, time, branch) in the business timezone: what messages about a booking say. */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Locale } from '@hajz/contracts/locale';
import type { Db } from '../../db/client.ts';
import { branches, orderItems, orders, users } from '../../db/schema.ts';
import { localized } from '../../lib/localized.ts';
import { localDate, localTime } from '../../lib/zoned-time.ts';
import { loadBusiness } from '../settings/index.ts';

export type FirstVisit = { date: string; time: string; branch: string; startAt: Date };

/** `lineId`: that line's visit (a moved booking's), else the order's first. */
export async function firstVisit(
  db: Db,
  orderId: number,
  locale: Locale,
  lineId?: number,
): Promise<FirstVisit | null> {
  const business = await loadBusiness(db);
  const [first] = await db
    .select({ startAt: orderItems.startAt, nameEn: branches.nameEn, nameAr: branches.nameAr })
    .from(orderItems)
    .innerJoin(branches, eq(branches.id, orderItems.branchId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        isNotNull(orderItems.startAt),
        lineId === undefined ? undefined : eq(orderItems.id, lineId),
      ),
    )
    .orderBy(asc(orderItems.startAt))
    .limit(1);
  if (!first?.startAt) return null;
  return {
    date: localDate(first.startAt.getTime(), business.timezone),
    time: localTime(first.startAt.getTime(), business.timezone),
    branch: localized(first, 'name', locale),
    startAt: first.startAt,
  };
}

/** The order with its customer's mobile (international form, 9665XXXXXXXX; null once the account is deleted). */
export async function orderWithMobile(db: Db, orderId: number) {
  const [row] = await db
    .select({ order: orders, mobile: users.mobileNumber, reminders: users.bookingReminders })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export const localeOf = (value: unknown): Locale => (value === 'ar' ? 'ar' : 'en');
