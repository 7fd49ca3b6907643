/**
 * The front desk's calendar (issue 16 item 3): a branch's resources with their shifts, and the bookings and holds on
 * them over a day to a week, in the business timezone. Everything that changes rarely comes from the read cache (the
 * branch's roster, its services); the bookings are one query answered as one JSON text, like the slot computation's.
 */
import type { CalendarBooking, CalendarResponse, ResourceKind } from '@hajz/contracts/desk';
import { fullName } from '@hajz/contracts/auth';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/retry.ts';
import { productBranches, products, resources } from '../../db/schema.ts';
import { cached } from '../../lib/read-cache.ts';
import { nationalPart } from '../../lib/phone.ts';
import { addDays, isoWithOffset, zonedInstant } from '../../lib/zoned-time.ts';
import { paymentStatusFrom } from '../orders/index.ts';
import { branchSchedule } from '../booking/index.ts';
import { schedule, type Interval } from '../booking/index.ts';
import { loadBusiness } from '../settings/index.ts';

/** The branch's active resources with names and kinds (cached like the roster they belong to). */
export const branchResources = (db: Db, branchId: number) =>
  cached(db, `desk:resources:${branchId}`, () =>
    db
      .select({ id: resources.id, kind: resources.kind, nameEn: resources.nameEn, nameAr: resources.nameAr })
      .from(resources)
      .where(and(eq(resources.branchId, branchId), eq(resources.isActive, true)))
      .orderBy(asc(resources.id)),
  );

/** The services offered at the branch (cached like the catalogue). */
const branchServices = (db: Db, branchId: number) =>
  cached(db, `desk:services:${branchId}`, () =>
    db
      .select({
        id: products.id,
        name_en: products.nameEn,
        name_ar: products.nameAr,
        duration: products.duration,
        buffer: products.bufferMinutes,
        price: products.price,
      })
      .from(products)
      .innerJoin(productBranches, eq(productBranches.productId, products.id))
      .where(
        and(
          eq(productBranches.branchId, branchId),
          eq(products.type, 'service'),
          eq(products.isActive, true),
        ),
      )
      .orderBy(asc(products.id)),
  );

/** Intervals of a sorted list that overlap [from, to), cut to it. */
const within = (list: readonly Interval[], from: number, to: number) =>
  list.filter(([s, e]) => e > from && s < to).map(([s, e]) => [Math.max(s, from), Math.min(e, to)] as const);

type Row = [
  resourceId: number,
  kind: string,
  busyFrom: number,
  busyUntil: number,
  lineId: number | null,
  productId: number | null,
  nameEn: string | null,
  nameAr: string | null,
  start: number | null,
  end: number | null,
  visitors: number | null,
  orderId: number | null,
  orderNumber: string | null,
  status: string | null,
  arrived: boolean | null,
  fulfilment: string | null,
  first: string | null,
  last: string | null,
  mobile: string | null,
  giftFirst: string | null,
  giftLast: string | null,
  giftMobile: string | null,
];

/** The statuses of each order's payment attempts, in one query (a correlated lookup per row cost more). */
async function paymentsOf(db: Db, rows: Row[]): Promise<Map<number, Set<string>>> {
  const ids = [...new Set(rows.flatMap((r) => (r[1] === 'booking' && r[11] !== null ? [r[11]] : [])))];
  const out = new Map<number, Set<string>>();
  if (ids.length === 0) return out;
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(p.order_id, p.status)), '[]')::text as list
    from payments p where p.order_id = any(${`{${ids.join(',')}}`}::int[])`);
  const [row] = rowsOf<{ list: string }>(result);
  for (const [orderId, status] of JSON.parse(row?.list ?? '[]') as [number, string][]) {
    let set = out.get(orderId);
    if (!set) out.set(orderId, (set = new Set()));
    set.add(status);
  }
  return out;
}

/** Which rows: those on some resources touching [from, to), or a few lines' own (a moved or new booking). */
export type RowFilter = { resourceIds: number[]; from: Date; to: Date } | { lineIds: number[] };

/** Live holds and bookings with their line, order and who comes, in one query answered as one JSON text. */
export async function reservationsOn(db: Db, filter: RowFilter, now: Date): Promise<Row[]> {
  const ids = 'lineIds' in filter ? filter.lineIds : filter.resourceIds;
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const where =
    'lineIds' in filter
      ? sql`r.order_item_id in (${list})`
      : sql`r.resource_id in (${list})
          and r.period && tstzrange(${filter.from.toISOString()}::timestamptz, ${filter.to.toISOString()}::timestamptz, '[)')`;
  const epoch = (value: ReturnType<typeof sql>) => sql`(extract(epoch from ${value}) * 1000)::bigint`;
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      r.resource_id, r.kind, ${epoch(sql`lower(r.period)`)}, ${epoch(sql`upper(r.period)`)},
      i.id, i.product_id, i.name_en, i.name_ar, ${epoch(sql`i.start_at`)}, ${epoch(sql`i.end_at`)}, i.visitors,
      o.id, o.order_number, o.status, o.customer_arrived, o.fulfilment,
      u.first_name, u.last_name, u.mobile_number, g.first_name, g.last_name, g.recipient_mobile
    ) order by lower(r.period), r.resource_id), '[]')::text as list
    from reservations r
    left join order_items i on i.id = r.order_item_id and r.kind = 'booking'
    left join orders o on o.id = i.order_id
    left join users u on u.id = o.user_id
    left join gifts g on g.order_id = o.id
    where ${where} and (r.kind = 'booking' or r.expires_at > ${now.toISOString()}::timestamptz)`);
  const [row] = rowsOf<{ list: string }>(result);
  return JSON.parse(row?.list ?? '[]') as Row[];
}

const mobileText = (stored: string | null) => (stored ? `0${nationalPart(stored)}` : '');

/** A booking row as the calendar sends it (null for a hold, or a booking row without its order). */
export function toBooking(
  row: Row,
  timeZone: string,
  payments: Map<number, Set<string>>,
): CalendarBooking | null {
  const [resourceId, kind, busyFrom, busyUntil, lineId, productId, nameEn, nameAr, start, end, visitors] =
    row;
  const [, , , , , , , , , , , orderId, number, status, arrived, fulfilment] = row;
  const [, , , , , , , , , , , , , , , , first, last, mobile, giftFirst, giftLast, giftMobile] = row;
  if (kind !== 'booking' || lineId === null || orderId === null || start === null || end === null)
    return null;
  const gift = giftMobile !== null;
  const iso = (at: number) => isoWithOffset(Number(at), timeZone);
  return {
    order_product_id: lineId,
    order_id: orderId,
    order_number: number ?? '',
    resource_id: resourceId,
    customer: gift
      ? {
          name: fullName({ first_name: giftFirst ?? '', last_name: giftLast ?? '' }),
          mobile: mobileText(giftMobile),
        }
      : { name: fullName({ first_name: first ?? '', last_name: last ?? '' }), mobile: mobileText(mobile) },
    is_gift: gift,
    service: { id: productId ?? 0, name_en: nameEn ?? '', name_ar: nameAr ?? '' },
    start_at: iso(start),
    end_at: iso(end),
    busy_from: iso(busyFrom),
    busy_until: iso(busyUntil),
    status: status === 'completed' ? 'completed' : 'confirmed',
    arrived: arrived === true,
    visitors: visitors ?? 1,
    fulfilment: fulfilment ?? 'at_branch',
    payment_status: paymentStatusFrom(payments.get(orderId) ?? new Set(), status ?? 'confirmed'),
  };
}

/**
 * Whether [start, end) lies inside the resource's working windows (adjacent windows joined: a shift and the next
 * one that starts as it ends are one stretch of work).
 */
export function insideWindows(windows: readonly (readonly [number, number])[], start: number, end: number) {
  const sorted = [...windows].sort((a, b) => a[0] - b[0]);
  let from = Number.NaN;
  let until = Number.NaN;
  for (const [s, e] of sorted) {
    if (s <= until) until = Math.max(until, e);
    else [from, until] = [s, e];
    if (from <= Number(start) && Number(end) <= until) return true;
  }
  return false;
}

/**
 * GET admin/calendar. `onlyResource`: a staff member sees their own column alone (none when it is not at this
 * branch). Dates are the business's; `to` is included.
 */
export async function calendar(
  db: Db,
  query: { branch_id: number; from: string; to: string },
  onlyResource: number | null | undefined,
  now = new Date(),
): Promise<CalendarResponse> {
  const [business, roster, named, services] = await Promise.all([
    loadBusiness(db),
    branchSchedule(db, query.branch_id),
    branchResources(db, query.branch_id),
    branchServices(db, query.branch_id),
  ]);
  const tz = business.timezone;
  const from = zonedInstant(query.from, 0, tz);
  const to = zonedInstant(addDays(query.to, 1), 0, tz);
  const shown = onlyResource === undefined ? named : named.filter((r) => r.id === onlyResource);
  const ids = shown.map((r) => r.id);
  const { windows } = schedule(
    {
      timeZone: tz,
      weeklyHours: roster.weeklyHours,
      exceptions: roster.exceptions,
      resources: roster.resources.filter((r) => ids.includes(r.id)),
    },
    // From the day before: a booking that began late the evening before is judged by that evening's shift.
    addDays(query.from, -1),
    query.to,
  );
  const serviceIds = new Map(roster.resources.map((r) => [r.id, [...r.services].sort((a, b) => a - b)]));
  // Bookings that began the day before (a late evening) still show on the first day.
  const rows = await reservationsOn(db, { resourceIds: ids, from: new Date(from), to: new Date(to) }, now);
  const paid = await paymentsOf(db, rows);
  const bookings: CalendarBooking[] = [];
  const holds: CalendarResponse['holds'] = [];
  for (const row of rows) {
    const booking = toBooking(row, tz, paid);
    if (booking)
      bookings.push({
        ...booking,
        outside_hours: !insideWindows(windows.get(booking.resource_id) ?? [], row[8]!, row[9]!),
      });
    else
      holds.push({
        resource_id: row[0],
        start_at: isoWithOffset(Number(row[2]), tz),
        end_at: isoWithOffset(Number(row[3]), tz),
      });
  }
  return {
    branch_id: query.branch_id,
    timezone: tz,
    from: query.from,
    to: query.to,
    resources: shown.map((r) => ({
      id: r.id,
      kind: r.kind as ResourceKind,
      name_en: r.nameEn,
      name_ar: r.nameAr,
      service_ids: serviceIds.get(r.id) ?? [],
      shifts: within(windows.get(r.id) ?? [], from, to).map(([s, e]) => ({
        start_at: isoWithOffset(s, tz),
        end_at: isoWithOffset(e, tz),
      })),
    })),
    services: services.map((s) => ({ ...s, duration: s.duration ?? 0 })),
    bookings,
    holds,
  };
}

/** The bookings of these lines as the calendar shows them (a moved or new booking's answer). */
export async function lineBookingsView(
  db: Db,
  lineIds: number[],
  now = new Date(),
): Promise<CalendarBooking[]> {
  const [rows, business] = await Promise.all([reservationsOn(db, { lineIds }, now), loadBusiness(db)]);
  const paid = await paymentsOf(db, rows);
  return rows.flatMap((row) => toBooking(row, business.timezone, paid) ?? []);
}

/** A resource's branch (active or not), or null when there is no such resource. */
export async function resourceBranch(db: Db, resourceId: number): Promise<number | null> {
  const [row] = await db
    .select({ branchId: resources.branchId })
    .from(resources)
    .where(eq(resources.id, resourceId));
  return row?.branchId ?? null;
}
