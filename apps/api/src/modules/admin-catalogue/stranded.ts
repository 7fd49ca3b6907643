/**
 * Confirmed bookings that new branch hours would leave outside opening time (issue 17: "a change that would strand
 * existing bookings lists them before saving"). The write answers 409 with the list unless it is confirmed; the
 * bookings themselves are never changed here (the desk moves or cancels them).
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { clockMinutes, localDate, zonedInstant } from '../../lib/zoned-time.ts';
import { HttpError } from '../../plugins/errors.ts';

export type StrandedBooking = {
  order_id: number;
  order_number: string;
  start_at: string;
  end_at: string;
  name_en: string;
  name_ar: string;
};
/** Opening time of one date: closed (null) or [open, close) as HH:mm, a close before the open running past midnight. */
export type DayHours = { start: string; end: string } | null;

/** The instants [open, close) of `hours` on `date`. */
function window(date: string, hours: { start: string; end: string }, timeZone: string): [number, number] {
  const start = clockMinutes(hours.start);
  let end = clockMinutes(hours.end);
  if (end <= start) end += 1440;
  return [zonedInstant(date, start, timeZone), zonedInstant(date, end, timeZone)];
}

/**
 * The branch's confirmed bookings from `from` (and before `to`, when given) that `hoursOn` leaves outside opening
 * time; `hoursOn` answers undefined for a date the change does not touch.
 */
export async function strandedBookings(
  db: Db,
  branchId: number,
  timeZone: string,
  range: { from: number; to?: number },
  hoursOn: (date: string) => DayHours | undefined,
): Promise<StrandedBooking[]> {
  const rows = await db
    .select({ item: orderItems, number: orders.orderNumber, orderId: orders.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.branchId, branchId),
        eq(orders.status, 'confirmed'),
        gte(orderItems.startAt, new Date(range.from)),
        range.to === undefined ? undefined : lt(orderItems.startAt, new Date(range.to)),
      ),
    )
    .orderBy(asc(orderItems.startAt));
  return rows
    .filter(({ item }) => {
      const start = item.startAt!.getTime();
      const end = (item.endAt ?? item.startAt!).getTime();
      const date = localDate(start, timeZone);
      const hours = hoursOn(date);
      if (hours === undefined) return false;
      if (hours === null) return true;
      // Judged by its own date's hours (a booking after midnight inside the previous day's late hours is listed).
      const [open, close] = window(date, hours, timeZone);
      return start < open || end > close;
    })
    .map(({ item, number, orderId }) => ({
      order_id: orderId,
      order_number: number,
      start_at: item.startAt!.toISOString(),
      end_at: (item.endAt ?? item.startAt!).toISOString(),
      name_en: item.nameEn,
      name_ar: item.nameAr,
    }));
}

/** 409 listing the stranded bookings, unless the person saw them and confirmed. */
export function refuseStranding(stranded: StrandedBooking[], confirmed: boolean) {
  if (stranded.length === 0 || confirmed) return;
  throw new HttpError(
    409,
    'catalogue.strands_bookings',
    undefined,
    undefined,
    { bookings: stranded },
    {
      bookings: String(stranded.length),
    },
  );
}
