import type { AvailableDate, AvailableTimesQuery, AvailableTimesResponse } from '@hajz/contracts/booking';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { loadBusiness } from '../settings/index.ts';
import {
  branchSchedule,
  findBookableProduct,
  liveReservations,
  ownedCartItemId,
  type BookableProduct,
} from './queries.ts';
import { computeSlots, withNoticeGrace, type DaySlots, type SlotInput } from './slots.ts';
import { wallTimeFormatter } from '../../lib/zoned-time.ts';

const dayMs = 86_400_000;

/** A service offered at a branch (the first offering branch when none is given), or a 404. */
export async function resolveService(db: Db, productId: number, branchId?: number) {
  const product = await findBookableProduct(db, productId);
  if (!product) throw notFound('errors.product_not_found');
  if (product.type !== 'service' || !product.duration) throw notFound('booking.not_a_service');
  const branch = branchId ?? product.branchIds[0];
  if (branch === undefined || !product.branchIds.includes(branch)) throw notFound('booking.not_offered');
  return { product: product as BookableProduct & { duration: number }, branchId: branch };
}

export type SlotRequest = {
  product: BookableProduct & { duration: number };
  branchId: number;
  visitors: number;
  editingCartItemId?: number | null;
  editingOrderItemId?: number | null;
  now: Date;
};

/** The rarely-changing part of a slot computation, from the read cache. */
export async function slotContext(db: Db, branchId: number) {
  const [business, schedule] = await Promise.all([loadBusiness(db), branchSchedule(db, branchId)]);
  return { business, schedule };
}
export type SlotContext = Awaited<ReturnType<typeof slotContext>>;

/**
 * Everything the slot computation needs: the cached context, plus the live holds and bookings of the qualified
 * resources over the whole horizon in one query on `live` (the booking transaction, when booking). Nothing
 * else is read inside a transaction: PGlite has one connection, so a read outside it would wait forever.
 */
export async function slotInput(
  { business, schedule }: SlotContext,
  live: Db,
  r: SlotRequest,
): Promise<SlotInput> {
  const qualified = schedule.resources.filter((res) => res.services.has(r.product.id));
  const now = r.now.getTime();
  const busy = await liveReservations(
    live,
    qualified.map((q) => q.id),
    new Date(now - 2 * dayMs),
    new Date(now + (business.horizonDays + 2) * dayMs),
    r.now,
  );
  return {
    timeZone: business.timezone,
    stepMinutes: business.slotStepMinutes,
    minNoticeMinutes: business.minNoticeMinutes,
    horizonDays: business.horizonDays,
    now,
    weeklyHours: schedule.weeklyHours,
    exceptions: schedule.exceptions,
    resources: qualified,
    busy,
    editingCartItemId: r.editingCartItemId ?? null,
    editingOrderItemId: r.editingOrderItemId ?? null,
    durationMinutes: r.product.duration,
    bufferMinutes: r.product.bufferMinutes,
    visitors: r.visitors,
  };
}

export function toWire(days: DaySlots[], timeZone: string): AvailableDate[] {
  // Two cursors: starts and ends each move forward through the dates.
  const starts = wallTimeFormatter(timeZone);
  const ends = wallTimeFormatter(timeZone);
  return days.map(({ date, slots }) => ({
    date,
    slots: slots.map((s) => {
      const from = starts(s.start);
      const to = ends(s.end);
      return { from: from.time, to: to.time, from_date_time: from.iso, to_date_time: to.iso };
    }),
  }));
}

/** Spec §7 product-masters/{id}/available-times. `viewerId` is the signed-in caller, if any. */
export async function getAvailableTimes(
  db: Db,
  productId: number,
  query: AvailableTimesQuery,
  viewerId: number | null,
  now = new Date(),
): Promise<AvailableTimesResponse> {
  const { product, branchId } = await resolveService(db, productId, query.branch_id);
  // Someone else's cart line (or a guest's guess) is ignored, so its existence does not leak.
  const editing =
    query.cart_product_id !== undefined && viewerId !== null
      ? await ownedCartItemId(db, viewerId, query.cart_product_id)
      : null;
  const context = await slotContext(db, branchId);
  const input = await slotInput(context, db, {
    product,
    branchId,
    visitors: query.visitors,
    editingCartItemId: editing,
    now,
  });
  // Changing a line: the grace keeps the line's own time (taken a moment ago) in the list, chosen.
  return {
    times: toWire(computeSlots(editing === null ? input : withNoticeGrace(input)), input.timeZone),
    branch_id: branchId,
    timezone: input.timeZone,
    duration: product.duration,
  };
}
