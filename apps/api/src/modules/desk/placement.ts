/**
 * Placing a booking at the desk (moving one, or a walk-in): the resources must be able to perform the service and
 * work at that time (unless the desk says they stay outside their shift), and the time must be free on them. The
 * check gives the desk a reason in words; the exclusion constraint on reservations stays what finally decides a race
 * (a customer's checkout and a desk move at the same moment): the loser gets a 409, never an overlap.
 */
import type { Locale } from '@hajz/contracts/locale';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, reservations } from '../../db/schema.ts';
import { localized } from '../../lib/localized.ts';
import { addDays, localDate } from '../../lib/zoned-time.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { SlotContext } from '../booking/index.ts';
import { covered, schedule } from '../booking/index.ts';

export type ResourceNames = Map<number, { nameEn: string; nameAr: string }>;

/** Where and when: the resources taken, the appointment [start, end) and what they are busy for. */
export type Placement = {
  productId: number;
  resourceIds: number[];
  start: Date;
  /** start + duration + buffer: what the resource's shift must cover. */
  busyUntil: Date;
  /** A home visit's travel on each side (kept when a booking moves). */
  travelMinutes: number;
};

const minuteMs = 60_000;
export const periodOf = (p: Placement) => ({
  from: new Date(p.start.getTime() - p.travelMinutes * minuteMs),
  until: new Date(p.busyUntil.getTime() + p.travelMinutes * minuteMs),
});

const range = (from: Date, until: Date) =>
  sql`tstzrange(${from.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz, '[)')`;

const nameOf = (names: ResourceNames, id: number, locale: Locale) => {
  const row = names.get(id);
  return row ? localized(row, 'name', locale) : String(id);
};

/** 422 on `field` unless every resource is an active resource of the branch that performs the service. */
export function assertCanPerform(context: SlotContext, p: Placement, field: string): void {
  for (const id of p.resourceIds) {
    const resource = context.schedule.resources.find((r) => r.id === id);
    if (!resource || !resource.services.has(p.productId))
      throw new HttpError(422, 'desk.cannot_perform', { [field]: ['desk.cannot_perform'] });
  }
}

/** 409 unless each resource's shift (inside the branch's hours) covers the appointment and its buffer. */
export function assertOnShift(
  context: SlotContext,
  p: Placement,
  names: ResourceNames,
  locale: Locale,
): void {
  const tz = context.business.timezone;
  const first = localDate(p.start.getTime(), tz);
  const last = addDays(localDate(p.busyUntil.getTime(), tz), 1);
  const { windows } = schedule(
    {
      timeZone: tz,
      weeklyHours: context.schedule.weeklyHours,
      exceptions: context.schedule.exceptions,
      resources: context.schedule.resources.filter((r) => p.resourceIds.includes(r.id)),
    },
    first,
    last,
  );
  for (const id of p.resourceIds) {
    if (!covered(windows.get(id) ?? [], p.start.getTime(), p.busyUntil.getTime()))
      throw new HttpError(409, 'desk.off_shift', undefined, undefined, undefined, {
        resource: nameOf(names, id, locale),
      });
  }
}

/**
 * Inside the transaction, before writing: 409 naming what is in the way when another live booking or hold overlaps
 * the period on one of the resources (the line's own rows, `ownLineId`, do not count). Dead holds in the way go.
 */
export async function clearTheWay(
  tx: Db,
  p: Placement,
  ownLineId: number | null,
  now: Date,
  names: ResourceNames,
  locale: Locale,
): Promise<void> {
  const { from, until } = periodOf(p);
  await tx
    .delete(reservations)
    .where(
      and(
        inArray(reservations.resourceId, p.resourceIds),
        eq(reservations.kind, 'hold'),
        lte(reservations.expiresAt, now),
        sql`${reservations.period} && ${range(from, until)}`,
      ),
    );
  const [blocking] = await tx
    .select({ resourceId: reservations.resourceId, kind: reservations.kind, number: orders.orderNumber })
    .from(reservations)
    .leftJoin(orderItems, eq(orderItems.id, reservations.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(reservations.resourceId, p.resourceIds),
        sql`${reservations.period} && ${range(from, until)}`,
        or(
          eq(reservations.kind, 'booking'),
          sql`${reservations.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
        ownLineId === null ? undefined : sql`${reservations.orderItemId} is distinct from ${ownLineId}`,
      ),
    )
    .limit(1);
  if (!blocking) return;
  const resource = nameOf(names, blocking.resourceId, locale);
  if (blocking.kind === 'booking' && blocking.number)
    throw new HttpError(409, 'desk.taken_booking', undefined, undefined, undefined, {
      resource,
      number: blocking.number,
    });
  throw new HttpError(409, 'desk.taken_hold', undefined, undefined, undefined, { resource });
}

/** The line's rows on the placement's resources, in resource id order (one lock order for every writer). */
export const insertReservations = (
  tx: Db,
  p: Placement,
  row: { orderItemId: number; kind: 'booking' | 'hold'; expiresAt: Date | null },
) => {
  const { from, until } = periodOf(p);
  return tx.insert(reservations).values(
    [...p.resourceIds]
      .sort((a, b) => a - b)
      .map((resourceId) => ({
        resourceId,
        orderItemId: row.orderItemId,
        kind: row.kind,
        expiresAt: row.expiresAt,
        travelMinutes: p.travelMinutes,
        period: range(from, until),
      })),
  );
};

/** What a desk write that lost the race to the constraint answers (db/retry.ts `exhausted`). */
export function deskRaceLost(state: string): HttpError {
  if (state === '23P01') return new HttpError(409, 'desk.taken');
  return new HttpError(503, 'errors.busy', undefined, { 'retry-after': '1' });
}
