/**
 * Holding a time for a cart line. The slot is checked against live availability and the holds are written in
 * the same transaction; the exclusion constraint on reservations is what finally guarantees that two customers
 * never get one resource at one time (see docs/decisions/0007-scheduling-and-holds.md).
 */
import type { Db } from '../../db/client.ts';
import { withRetry as withDbRetry } from '../../db/retry.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { BookableProduct } from '../booking/index.ts';
import { slotInput, type SlotContext } from '../booking/index.ts';
import { checkSlot, withNoticeGrace } from '../booking/index.ts';
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

/** A transaction that loses a race runs again (db/retry.ts); out of tries: 409 for the slot, 503 otherwise. */
export const withRetry = <T>(work: () => Promise<T>): Promise<T> => withDbRetry(work, raceLost);

export function raceLost(state: string): HttpError {
  if (state === '23P01') return slotTaken();
  return new HttpError(503, 'errors.busy', undefined, { 'retry-after': '1' });
}
