/**
 * "A change that would strand existing bookings lists them before saving" (issue 17 item 2): the future bookings
 * of a resource that lie inside its working time today and would lie outside it after a change of shifts, a new
 * time off, or its deactivation (then every future booking). A booking the desk already placed outside the shift
 * is not the change's doing and is not listed.
 */
import type { StrandedBooking } from '@hajz/contracts/schedules';
import type { Locale } from '@hajz/contracts/locale';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { addDays, localDate } from '../../lib/zoned-time.ts';
import type { BranchSchedule } from '../booking/index.ts';
import { covered, schedule, type SlotResource } from '../booking/index.ts';
import { reservationsOn, toBooking } from '../desk/index.ts';

const yearsAhead = 3 * 366 * 86_400_000;

/**
 * The bookings stranded when `before` becomes `after` (null: deactivated). Reads on `tx` (inside the write's
 * transaction, after the resource row is locked); `roster` and `timeZone` come from the read cache beforehand.
 */
export async function strandedBookings(
  tx: Db,
  o: {
    timeZone: string;
    roster: Pick<BranchSchedule, 'weeklyHours' | 'exceptions'>;
    before: SlotResource;
    after: SlotResource | null;
    locale: Locale;
    now: Date;
  },
): Promise<StrandedBooking[]> {
  const { timeZone, now } = o;
  const rows = await reservationsOn(
    tx,
    { resourceIds: [o.before.id], from: now, to: new Date(now.getTime() + yearsAhead) },
    now,
  );
  const bookings = rows.flatMap((row) => toBooking(row, timeZone, new Map()) ?? []);
  if (bookings.length === 0) return [];
  const first = localDate(now.getTime(), timeZone);
  const last = addDays(localDate(Math.max(...bookings.map((b) => Date.parse(b.busy_until))), timeZone), 1);
  const windowsOf = (r: SlotResource) =>
    schedule({ timeZone, ...o.roster, resources: [r] }, first, last).windows.get(r.id)!;
  const before = windowsOf(o.before);
  const after = o.after ? windowsOf(o.after) : [];
  return bookings
    .filter((b) => {
      const start = Date.parse(b.start_at);
      // The appointment and its buffer, without a home visit's travel on each side.
      const until = Date.parse(b.busy_until) - (start - Date.parse(b.busy_from));
      return o.after === null || (covered(before, start, until) && !covered(after, start, until));
    })
    .map((b) => ({
      order_id: b.order_id,
      order_number: b.order_number,
      customer_name: b.customer.name,
      service_name: o.locale === 'ar' ? b.service.name_ar : b.service.name_en,
      start_at: b.start_at,
      end_at: b.end_at,
    }));
}

/** The 409 that lists them: nothing is saved until the same change comes back with `confirm: true`. */
export const wouldStrand = (stranded: StrandedBooking[]) =>
  new HttpError(
    409,
    'schedules.would_strand',
    undefined,
    undefined,
    { stranded },
    {
      bookings: String(stranded.length),
    },
  );
