import { and, asc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branchExceptions,
  branchWorkingTimes,
  carts,
  cartItems,
  productBranches,
  products,
  reservations,
  resources,
  resourceServices,
  resourceShifts,
  resourceTimeOff,
} from '../../db/schema.ts';
import { cached } from '../../lib/read-cache.ts';
import type { Busy, DateException, SlotResource, WeeklyHour } from './slots.ts';

export type BookableProduct = typeof products.$inferSelect & { branchIds: number[] };

/** An active product and the branches offering it (cached like the catalogue). */
export function findBookableProduct(db: Db, id: number): Promise<BookableProduct | null> {
  return cached(db, `booking:product:${id}`, async () => {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.isActive, true)))
      .limit(1);
    if (!row) return null;
    const offered = await db
      .select({ branchId: productBranches.branchId })
      .from(productBranches)
      .where(eq(productBranches.productId, id))
      .orderBy(asc(productBranches.branchId));
    return { ...row, branchIds: offered.map((o) => o.branchId) };
  });
}

export type BranchSchedule = {
  weeklyHours: WeeklyHour[];
  exceptions: DateException[];
  /** Active resources with their shifts, time off (not yet over) and the ids of the services they perform. */
  resources: (SlotResource & { services: Set<number> })[];
};

/**
 * Everything about a branch's week that changes rarely: hours, exceptions, resources and their time off (cached;
 * the back office clears the cache on every change). Time off that ended two days ago no longer matters.
 */
export function branchSchedule(db: Db, branchId: number): Promise<BranchSchedule> {
  return cached(db, `booking:branch:${branchId}`, async () => {
    const [weeklyHours, exceptions, rows] = await Promise.all([
      db.select().from(branchWorkingTimes).where(eq(branchWorkingTimes.branchId, branchId)),
      db.select().from(branchExceptions).where(eq(branchExceptions.branchId, branchId)),
      db
        .select({ id: resources.id })
        .from(resources)
        .where(and(eq(resources.branchId, branchId), eq(resources.isActive, true)))
        .orderBy(asc(resources.id)),
    ]);
    const ids = rows.map((r) => r.id);
    const since = new Date(Date.now() - 2 * 86_400_000);
    const [shifts, services, away] =
      ids.length === 0
        ? [[], [], []]
        : await Promise.all([
            db.select().from(resourceShifts).where(inArray(resourceShifts.resourceId, ids)),
            db.select().from(resourceServices).where(inArray(resourceServices.resourceId, ids)),
            db
              .select()
              .from(resourceTimeOff)
              .where(and(inArray(resourceTimeOff.resourceId, ids), gt(resourceTimeOff.endAt, since))),
          ]);
    return {
      weeklyHours,
      exceptions,
      resources: ids.map((id) => ({
        id,
        shifts: shifts.filter((s) => s.resourceId === id),
        timeOff: away
          .filter((a) => a.resourceId === id)
          .map((a) => [a.startAt.getTime(), a.endAt.getTime()] as const),
        services: new Set(services.filter((s) => s.resourceId === id).map((s) => s.productId)),
      })),
    };
  });
}

/**
 * Live holds and bookings of these resources that touch [from, to): one query for the whole horizon, answered
 * as one JSON text (one row instead of hundreds: per-row protocol work dominated on PGlite).
 * A hold whose expires_at has passed is not live.
 */
export async function liveReservations(
  db: Db,
  resourceIds: number[],
  from: Date,
  to: Date,
  now: Date,
): Promise<Busy[]> {
  if (resourceIds.length === 0) return [];
  const epochMs = (bound: 'lower' | 'upper') =>
    sql`(extract(epoch from ${sql.raw(bound)}(${reservations.period})) * 1000)::bigint`;
  const [row] = await db
    .select({
      list: sql<string>`coalesce(json_agg(json_build_array(${reservations.resourceId}, ${reservations.cartItemId}, ${epochMs('lower')}, ${epochMs('upper')}, ${reservations.orderItemId})), '[]')::text`,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.resourceId, resourceIds),
        sql`${reservations.period} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
        or(
          eq(reservations.kind, 'booking'),
          sql`${reservations.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      ),
    );
  const list = JSON.parse(row?.list ?? '[]') as [number, number | null, number, number, number | null][];
  return list.map(([resourceId, cartItemId, start, end, orderItemId]) => ({
    resourceId,
    cartItemId,
    start,
    end,
    orderItemId,
  }));
}

/** The id of a cart line when it belongs to this user, else null. */
export async function ownedCartItemId(db: Db, userId: number, cartItemId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, cartItemId), eq(carts.userId, userId), isNotNull(cartItems.startAt)))
    .limit(1);
  return row?.id ?? null;
}
