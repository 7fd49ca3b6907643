/**
 * Holding a time for a cart line. The slot is checked against live availability and the holds are written in
 * the same transaction; the exclusion constraint on reservations is what finally guarantees that two customers
 * never get one resource at one time (see docs/decisions/0007-scheduling-and-holds.md).
 */
import type { Db } from '../../db/client.ts';
import { withRetry as withDbRetry } from '../../db/retry.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Locale } from '@hajz/contracts/locale';
import { localized } from '../../lib/localized.ts';
import { localTime, zonedInstant } from '../../lib/zoned-time.ts';
import type { BookableProduct } from '../booking/index.ts';
import { slotInput, type SlotContext } from '../booking/index.ts';
import { checkSlot, checkVisit, visitInputs, withNoticeGrace, type VisitCheck } from '../booking/index.ts';
import { randomUUID } from 'node:crypto';
import { deleteExpiredHolds, insertHolds, releaseHolds, saveItem } from './queries.ts';

export type ServiceLine = {
  product: BookableProduct & { duration: number };
  branchId: number;
  date: string;
  /** Minutes after local midnight of `date`. */
  minutes: number;
  visitors: number;
  guest: { name: string | null; phone: string | null; note: string | null };
  /** The line being edited (its holds move). */
  itemId?: number;
};

export const slotTaken = () => new HttpError(409, 'cart.slot_taken', { selectedTime: ['cart.slot_taken'] });
const slotUnavailable = () =>
  new HttpError(422, 'cart.slot_unavailable', { selectedTime: ['cart.slot_unavailable'] });

/**
 * Writes the line and holds `visitors` free qualified resources (least loaded first) for [start, end + buffer)
 * until now + hold minutes. Editing releases the line's old holds first, in the same transaction, so the move
 * is atomic and the line's own time counts as free.
 */
export async function holdServiceLine(
  context: SlotContext,
  tx: Db,
  cartId: number,
  line: ServiceLine,
  now: Date,
): Promise<number> {
  const input = await slotInput(context, tx, {
    product: line.product,
    branchId: line.branchId,
    visitors: line.visitors,
    editingCartItemId: line.itemId ?? null,
    now,
  });
  const check = checkSlot(withNoticeGrace(input), line.date, line.minutes);
  if (!check.ok) throw check.reason === 'taken' ? slotTaken() : slotUnavailable();
  const { slot } = check;
  const chosen = slot.free.slice(0, line.visitors);
  const itemId = await saveItem(
    tx,
    cartId,
    {
      productId: line.product.id,
      branchId: line.branchId,
      quantity: 1,
      size: null,
      startAt: new Date(slot.start),
      endAt: new Date(slot.end),
      visitors: line.visitors,
      guestName: line.guest.name,
      guestPhone: line.guest.phone,
      guestNote: line.guest.note,
      unitPrice: line.product.price,
    },
    line.itemId,
  );
  const start = new Date(slot.start);
  const busyUntil = new Date(slot.busyUntil);
  if (line.itemId !== undefined) await releaseHolds(tx, itemId);
  await deleteExpiredHolds(tx, chosen, start, busyUntil, now);
  await insertHolds(
    tx,
    itemId,
    chosen,
    start,
    busyUntil,
    new Date(now.getTime() + context.business.holdMinutes * 60_000),
  );
  return itemId;
}

export type VisitLines = {
  /** The services in order: the first one, then those that follow it back to back. */
  services: (BookableProduct & { duration: number })[];
  branchId: number;
  date: string;
  /** Minutes after local midnight of `date`: when the first service starts. */
  minutes: number;
  guest: ServiceLine['guest'];
  /** Names the part that does not fit in the error's message. */
  locale: Locale;
};

/** Names the first part of a visit that does not fit: its service and its start (409 taken, 422 not offered). */
function visitPartError(
  check: Extract<VisitCheck, { ok: false }>,
  lines: VisitLines,
  startOf: (part: number) => number,
  timeZone: string,
): HttpError {
  const service = lines.services[check.part]!;
  const values = {
    service: localized(service, 'name', lines.locale),
    time: localTime(startOf(check.part), timeZone),
  };
  const data = { part: check.part + 1, product_id: service.id };
  return check.reason === 'taken'
    ? new HttpError(
        409,
        'cart.visit_part_taken',
        { selectedTime: ['cart.slot_taken'] },
        undefined,
        data,
        values,
      )
    : new HttpError(
        422,
        'cart.visit_part_unavailable',
        { selectedTime: ['cart.slot_unavailable'] },
        undefined,
        data,
        values,
      );
}

/**
 * Several services back to back in one visit (ADR 0063), in the caller's transaction: every part is checked against
 * live availability read in it, then one line per part (sharing a new `visit_id`) and one hold per part on its own
 * resource are written. A part that does not fit throws before anything is written, and a hold the exclusion
 * constraint refuses rolls the whole transaction back: all parts are held or none is. Returns the lines' ids in order.
 */
export async function holdVisit(
  context: SlotContext,
  tx: Db,
  cartId: number,
  lines: VisitLines,
  now: Date,
): Promise<number[]> {
  const inputs = await visitInputs(context, tx, lines.services, lines.branchId, now);
  inputs[0] = withNoticeGrace(inputs[0]!);
  const check = checkVisit(inputs, lines.date, lines.minutes);
  const tz = context.business.timezone;
  if (!check.ok) {
    // The start of the failing part: the first part's start plus the durations before it.
    const first = zonedInstant(lines.date, lines.minutes, tz);
    const startOf = (part: number) =>
      first + lines.services.slice(0, part).reduce((sum, s) => sum + s.duration * 60_000, 0);
    throw visitPartError(check, lines, startOf, tz);
  }
  const visitId = randomUUID();
  const ids: number[] = [];
  for (const [i, part] of check.parts.entries()) {
    const service = lines.services[i]!;
    ids.push(
      await saveItem(tx, cartId, {
        productId: service.id,
        branchId: lines.branchId,
        quantity: 1,
        size: null,
        startAt: new Date(part.start),
        endAt: new Date(part.end),
        visitors: 1,
        guestName: lines.guest.name,
        guestPhone: lines.guest.phone,
        guestNote: lines.guest.note,
        unitPrice: service.price,
        visitId,
      }),
    );
  }
  const expiresAt = new Date(now.getTime() + context.business.holdMinutes * 60_000);
  // Resource id order, as for several visitors: a fixed lock order between concurrent holds.
  const order = check.parts.map((part, i) => ({ part, itemId: ids[i]! }));
  order.sort((a, b) => a.part.resourceId - b.part.resourceId || a.part.start - b.part.start);
  for (const { part, itemId } of order) {
    const start = new Date(part.start);
    const busyUntil = new Date(part.busyUntil);
    await deleteExpiredHolds(tx, [part.resourceId], start, busyUntil, now);
    await insertHolds(tx, itemId, [part.resourceId], start, busyUntil, expiresAt);
  }
  return ids;
}

/** A transaction that loses a race runs again (db/retry.ts); out of tries: 409 for the slot, 503 otherwise. */
export const withRetry = <T>(work: () => Promise<T>): Promise<T> => withDbRetry(work, raceLost);

export function raceLost(state: string): HttpError {
  if (state === '23P01') return slotTaken();
  return new HttpError(503, 'errors.busy', undefined, { 'retry-after': '1' });
}
