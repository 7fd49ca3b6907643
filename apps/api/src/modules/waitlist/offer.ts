/**
 * Refilling freed times from the waitlist (ADR 0055). The job is state-based, not event-based: every run (each
 * minute, and at once after a cancellation, a move or an expiry wakes it through the outbox) first ends the offers
 * that ran out, then, per service and branch with customers waiting, computes the live free times in a transaction
 * and offers the first matching one to each waiting customer in the order they joined, holding it for them
 * (reservations rows with `waitlist_entry_id`, until `offer_expires_at`) so nobody else can take it. A crash
 * between a time freeing and its offer therefore loses nothing: the next run after a restart finds the time free
 * and offers it, once (the entry's row lock, its status and the exclusion constraint on the hold).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withRetry } from '../../db/retry.ts';
import { reservations, waitlistEntries, waitlistOffers } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { localDate } from '../../lib/zoned-time.ts';
import type { Publish } from '../../outbox/outbox.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  availabilityChangedIn,
  computeSlots,
  resolveService,
  slotContext,
  slotInput,
  type SlotContext,
} from '../booking/index.ts';
import { loadBusiness } from '../settings/index.ts';

export type EntryRow = typeof waitlistEntries.$inferSelect;
type Deps = { db: Db; publish: Publish };
const minuteMs = 60_000;

const range = (start: Date, end: Date) =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

/** A free time for the entry: its start, end, busy-until and free resources; null when none matches. */
export type FreeTime = { start: number; end: number; busyUntil: number; free: number[] };

/** Holds `time` for the entry until now + the offer minutes, records the offer and publishes `waitlist.offered`. */
export async function holdOffer(
  tx: Db,
  publish: Publish,
  entry: EntryRow,
  time: FreeTime,
  offerMinutes: number,
  now: Date,
  offeredBy: number | null = null,
): Promise<void> {
  const start = new Date(time.start);
  const busyUntil = new Date(time.busyUntil);
  const expiresAt = new Date(now.getTime() + offerMinutes * minuteMs);
  const chosen = time.free.slice(0, entry.visitors).sort((a, b) => a - b);
  // Dead holds in the way go (the constraint would refuse the insert otherwise).
  await tx
    .delete(reservations)
    .where(
      and(
        inArray(reservations.resourceId, chosen),
        eq(reservations.kind, 'hold'),
        lte(reservations.expiresAt, now),
        sql`${reservations.period} && ${range(start, busyUntil)}`,
      ),
    );
  await tx.insert(reservations).values(
    chosen.map((resourceId) => ({
      resourceId,
      waitlistEntryId: entry.id,
      kind: 'hold',
      expiresAt,
      period: range(start, busyUntil),
    })),
  );
  await tx
    .update(waitlistEntries)
    .set({
      status: 'offered',
      offerStartAt: start,
      offerEndAt: new Date(time.end),
      offerExpiresAt: expiresAt,
      updatedAt: now,
    })
    .where(eq(waitlistEntries.id, entry.id));
  await tx.insert(waitlistOffers).values({
    entryId: entry.id,
    productId: entry.productId,
    branchId: entry.branchId,
    startAt: start,
    offeredAt: now,
    expiresAt,
    offeredBy,
  });
  await publish(tx, 'waitlist.offered', {
    entry_id: entry.id,
    user_id: entry.userId,
    locale: entry.locale,
    product_id: entry.productId,
    branch_id: entry.branchId,
    start_at: start.toISOString(),
    end_at: new Date(time.end).toISOString(),
    offer_expires_at: expiresAt.toISOString(),
  });
  availabilityChangedIn(tx);
}

/** Ends an offer: its hold goes (the time is free for the next in line) and the entry is `expired`. */
export async function endOffer(tx: Db, entry: EntryRow, outcome: 'declined' | 'expired', now: Date) {
  await tx.delete(reservations).where(eq(reservations.waitlistEntryId, entry.id));
  await tx
    .update(waitlistEntries)
    .set({ status: 'expired', offerExpiresAt: null, updatedAt: now })
    .where(eq(waitlistEntries.id, entry.id));
  await tx
    .update(waitlistOffers)
    .set({ outcome })
    .where(and(eq(waitlistOffers.entryId, entry.id), eq(waitlistOffers.outcome, 'offered')));
  availabilityChangedIn(tx);
}

/** The first free time matching the entry (its start, or any that date), from a computed calendar. */
export function matchFor(
  days: ReturnType<typeof computeSlots>,
  entry: Pick<EntryRow, 'date' | 'startAt'>,
  visitors: number,
): FreeTime | null {
  const day = days.find((d) => d.date === entry.date);
  for (const slot of day?.slots ?? []) {
    if (entry.startAt && slot.start !== entry.startAt.getTime()) continue;
    if (slot.free.length >= visitors) return slot;
  }
  return null;
}

/** Offers that ran out end; waiting entries whose date went by expire. Returns how many offers ended. */
async function expireDue(db: Db, timezone: string, now: Date): Promise<number> {
  const today = localDate(now.getTime(), timezone);
  return transaction(db, async (tx) => {
    const due = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
      .orderBy(asc(waitlistEntries.id))
      .for('update', { skipLocked: true });
    for (const entry of due) await endOffer(tx, entry, 'expired', now);
    await tx
      .update(waitlistEntries)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(waitlistEntries.status, 'waiting'), sql`${waitlistEntries.date} < ${today}`));
    return due.length;
  });
}

/** One service at one branch: each waiting entry, first joined first, gets the first free time it matches. */
async function refillGroup(deps: Deps, context: SlotContext, productId: number, branchId: number, now: Date) {
  const { product } = await resolveService(deps.db, productId, branchId).catch(() => ({ product: null }));
  if (!product) return 0;
  return withRetry(
    () =>
      transaction(deps.db, async (tx) => {
        const waiting = await tx
          .select()
          .from(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.status, 'waiting'),
              eq(waitlistEntries.productId, productId),
              eq(waitlistEntries.branchId, branchId),
            ),
          )
          .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
          .for('update', { skipLocked: true });
        let offered = 0;
        for (const entry of waiting) {
          const input = await slotInput(context, tx, { product, branchId, visitors: entry.visitors, now });
          const time = matchFor(computeSlots(input), entry, entry.visitors);
          if (!time) continue;
          await holdOffer(tx, deps.publish, entry, time, context.business.waitlistOfferMinutes, now);
          offered += 1;
        }
        return offered;
      }),
    () => new HttpError(503, 'errors.busy', undefined, { 'retry-after': '1' }),
  );
}

/** The refill job (scheduled every minute; woken by the events that free a time). Returns offers made. */
export async function offerFreedTimes(deps: Deps, now = new Date()): Promise<number> {
  const business = await loadBusiness(deps.db);
  await expireDue(deps.db, business.timezone, now);
  const groups = await deps.db
    .selectDistinct({ productId: waitlistEntries.productId, branchId: waitlistEntries.branchId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'waiting'));
  let offered = 0;
  for (const g of groups) {
    const context = await slotContext(deps.db, g.branchId);
    offered += await refillGroup(deps, context, g.productId, g.branchId, now);
  }
  return offered;
}
