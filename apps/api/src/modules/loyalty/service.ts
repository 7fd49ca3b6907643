/** Loyalty classes (tiers): the list, and which one a customer is in by their paid spend. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CustomerClass, CustomerClassesResponse, MyLoyalty } from '@hajz/contracts/loyalty';
import type { Locale } from '@hajz/contracts/locale';
import type { Db } from '../../db/client.ts';
import { customerClasses, orders } from '../../db/schema.ts';

type Row = typeof customerClasses.$inferSelect;

/** Order statuses whose total counts as paid spend. */
export const paidStatuses = ['confirmed', 'completed'] as const;

function toClass(row: Row, locale: Locale): CustomerClass {
  const ar = locale === 'ar';
  return {
    id: row.id,
    name: ar ? row.nameAr : row.nameEn,
    description: ar ? row.descriptionAr : row.descriptionEn,
    details: ar ? row.detailsAr : row.detailsEn,
    image: row.image,
    min_spend: row.minSpend,
    extra_discount: row.extraDiscountPercent,
  };
}

export async function classRows(db: Db): Promise<Row[]> {
  return db
    .select()
    .from(customerClasses)
    .orderBy(asc(customerClasses.minSpend), asc(customerClasses.sort), asc(customerClasses.id));
}

export async function listClasses(db: Db, locale: Locale): Promise<CustomerClassesResponse> {
  return { classes: (await classRows(db)).map((r) => toClass(r, locale)) };
}

/** Sum of the totals of the customer's confirmed or completed orders (halalas). */
export async function paidSpend(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orders.total}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...paidStatuses])));
  return Number(row?.n ?? 0);
}

/** The highest class reached by `spend`, and the next one (rows sorted by min_spend). */
export function classFor<T extends { minSpend: number }>(rows: T[], spend: number) {
  let current: T | null = null;
  let next: T | null = null;
  for (const row of rows) {
    if (row.minSpend <= spend) current = row;
    else {
      next = row;
      break;
    }
  }
  return { current, next };
}

export async function myLoyalty(db: Db, userId: number, locale: Locale): Promise<MyLoyalty> {
  const [rows, spend] = await Promise.all([classRows(db), paidSpend(db, userId)]);
  const { current, next } = classFor(rows, spend);
  return {
    class: current ? toClass(current, locale) : null,
    paid_spend: spend,
    next_class: next ? toClass(next, locale) : null,
    amount_to_next: next ? next.minSpend - spend : 0,
  };
}
