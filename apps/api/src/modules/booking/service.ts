import type { AvailableDate, AvailableTimesQuery, AvailableTimesResponse } from '@hajz/contracts/booking';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { loadBusiness } from '../settings/index.ts';
import {
  branchSchedule,
  findBookableProduct,
  liveReservations,
  ownedCartItemId,
  type BookableProduct,
} from './queries.ts';
import { computeSlots, withNoticeGrace, type DaySlots, type SlotInput } from './slots.ts';
import { computeVisitSlots } from './visit.ts';
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
  if (query.then_product_ids !== undefined) return visitTimes(db, product, branchId, query, now);
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

/** The ids of `then_product_ids` ("12,15"), in order. */
export const followingIds = (list: string) => list.split(',').map(Number);

/** A visit is for one person: each part needs one resource (ADR 0063). */
export const visitForOne = () =>
  new HttpError(422, 'booking.visit_one_person', { visitors: ['booking.visit_one_person'] });

/**
 * The services that follow the first one in a visit at `branchId`, in order, each offered there (404 otherwise).
 */
export async function visitServices(db: Db, branchId: number, ids: number[]) {
  const services = [];
  for (const id of ids) services.push((await resolveService(db, id, branchId)).product);
  return services;
}

/** The slot inputs of every part in order, their live busy periods read on `live` (the hold transaction, when holding). */
export async function visitInputs(
  context: SlotContext,
  live: Db,
  services: (BookableProduct & { duration: number })[],
  branchId: number,
  now: Date,
): Promise<SlotInput[]> {
  // One after another: inside a transaction there is one connection (PGlite) either way.
  const inputs: SlotInput[] = [];
  for (const product of services)
    inputs.push(await slotInput(context, live, { product, branchId, visitors: 1, now }));
  return inputs;
}

/** available-times with then_product_ids: the starts at which the whole visit fits; `duration` is the visit's. */
async function visitTimes(
  db: Db,
  product: BookableProduct & { duration: number },
  branchId: number,
  query: AvailableTimesQuery,
  now: Date,
): Promise<AvailableTimesResponse> {
  if (query.visitors !== 1) throw visitForOne();
  const services = [product, ...(await visitServices(db, branchId, followingIds(query.then_product_ids!)))];
  const context = await slotContext(db, branchId);
  const inputs = await visitInputs(context, db, services, branchId, now);
  return {
    times: toWire(computeVisitSlots(inputs), context.business.timezone),
    branch_id: branchId,
    timezone: context.business.timezone,
    duration: services.reduce((sum, s) => sum + s.duration, 0),
  };
}
