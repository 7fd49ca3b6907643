/**
 * The conditions the bookings list filters by and the today overview counts with (issue 30 item 9): one definition
 * each, so a figure on the overview is exactly the number of rows the list it links to shows.
 */
import type { TodayVisitFilter } from '@hajz/contracts/back-office-rules';
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { orderItems, orders, payments } from '../../db/schema.ts';

/** The first booked time of the order (the bookings list's date). */
export const firstStart = sql<
  Date | string | null
>`(select min(${orderItems.startAt}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/** The business date of the order's first visit. */
export const visitDay = (timeZone: string) => sql`(${firstStart} at time zone ${timeZone})::date`;

export const noShow = (): SQL => isNotNull(orders.noShowAt);

/** A status other than no-show (a no-show is listed under its own filter). */
export const withStatus = (status: string): SQL => and(eq(orders.status, status), isNull(orders.noShowAt))!;

const arrived = () => or(eq(orders.customerArrived, true), eq(orders.status, 'completed'))!;

export function visitCondition(visit: TodayVisitFilter): SQL {
  const kept = inArray(orders.status, ['confirmed', 'completed']);
  if (visit === 'booked') return kept;
  if (visit === 'arrived') return and(kept, isNull(orders.noShowAt), arrived())!;
  return and(eq(orders.status, 'confirmed'), isNull(orders.noShowAt), eq(orders.customerArrived, false))!;
}

/** A payment taken (and kept) on the business date `day`. */
export const paidOn = (day: string, timeZone: string): SQL =>
  and(eq(payments.status, 'paid'), sql`(${payments.paidAt} at time zone ${timeZone})::date = ${day}::date`)!;

/** The order has a payment taken on `day` (by `method` when given). */
export const hasPaymentOn = (day: string, timeZone: string, method?: string): SQL =>
  sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${paidOn(day, timeZone)}${
    method ? sql` and ${payments.method} = ${method}` : sql``
  })`;
