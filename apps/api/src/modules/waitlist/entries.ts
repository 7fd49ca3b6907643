/**
 * A customer's waitlist (ADR 0055): joining for a full day or a taken time, listing their entries, leaving, and
 * answering an offer. Accepting moves the held time into the customer's cart in one transaction (the hold rows
 * change hands, never free in between), so the time is theirs to check out like any cart line; declining frees it
 * for the next in line at once.
 */
import type { JoinWaitlistBody, WaitlistEntry } from '@hajz/contracts/waitlist';
import type { Locale } from '@hajz/contracts/locale';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqlState, withRetry } from '../../db/retry.ts';
import { branches, products, reservations, waitlistEntries, waitlistOffers } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { localized } from '../../lib/localized.ts';
import { addDays, localDate } from '../../lib/zoned-time.ts';
import type { Publish } from '../../outbox/outbox.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { computeSlots, resolveService, slotContext, slotInput } from '../booking/index.ts';
import { lockCart, saveItem } from '../cart/index.ts';
import { endOffer, matchFor, offerFreedTimes, type EntryRow } from './offer.ts';

type Deps = { db: Db; publish: Publish };
const minuteMs = 60_000;
const busy = () => new HttpError(503, 'errors.busy', undefined, { 'retry-after': '1' });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The wire form of entries, with the service's and branch's names in the caller's language. */
export async function describeEntries(db: Db, rows: EntryRow[], locale: Locale): Promise<WaitlistEntry[]> {
  if (rows.length === 0) return [];
  const names = await db
    .select({
      id: waitlistEntries.id,
      productEn: products.nameEn,
      productAr: products.nameAr,
      branchEn: branches.nameEn,
      branchAr: branches.nameAr,
    })
    .from(waitlistEntries)
    .innerJoin(products, eq(products.id, waitlistEntries.productId))
    .innerJoin(branches, eq(branches.id, waitlistEntries.branchId))
    .where(
      sql`${waitlistEntries.id} in (${sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
    );
  const byId = new Map(names.map((n) => [n.id, n]));
  return rows.map((r) => {
    const n = byId.get(r.id)!;
    const offered = r.status === 'offered';
    return {
      id: r.id,
      product_id: r.productId,
      product_name: locale === 'ar' ? n.productAr : n.productEn,
      branch_id: r.branchId,
      branch_name: localized({ nameEn: n.branchEn, nameAr: n.branchAr }, 'name', locale),
      date: r.date,
      start_at: iso(r.startAt),
      visitors: r.visitors,
      status: r.status as WaitlistEntry['status'],
      offer_start_at: offered || r.status === 'booked' ? iso(r.offerStartAt) : null,
      offer_end_at: offered || r.status === 'booked' ? iso(r.offerEndAt) : null,
      offer_expires_at: offered ? iso(r.offerExpiresAt) : null,
      cart_product_id: r.cartItemId,
      created_at: r.createdAt.toISOString(),
    };
  });
}

/**
 * POST waitlist. 422 when the date is outside the calendar, the start is not on the date, or a matching time is
 * free right now (book it instead); 409 when the customer already waits for the same.
 */
export async function joinWaitlist(
  db: Db,
  userId: number,
  locale: Locale,
  body: JoinWaitlistBody,
  now = new Date(),
): Promise<EntryRow> {
  const { product, branchId } = await resolveService(db, Number(body.product_id), Number(body.branch_id));
  const context = await slotContext(db, branchId);
  const tz = context.business.timezone;
  const today = localDate(now.getTime(), tz);
  const last = addDays(today, context.business.horizonDays - 1);
  if (body.date < today || body.date > last)
    throw new HttpError(422, 'waitlist.date_outside', { date: ['waitlist.date_outside'] });
  const startAt = body.start_at ? new Date(body.start_at) : null;
  if (startAt && localDate(startAt.getTime(), tz) !== body.date)
    throw new HttpError(422, 'waitlist.start_not_on_date', { start_at: ['waitlist.start_not_on_date'] });
  const visitors = Number(body.visitors ?? 1);
  const input = await slotInput(context, db, { product, branchId, visitors, now });
  if (matchFor(computeSlots(input), { date: body.date, startAt }, visitors))
    throw new HttpError(422, 'waitlist.times_free', {
      [startAt ? 'start_at' : 'date']: ['waitlist.times_free'],
    });
  try {
    const [row] = await db
      .insert(waitlistEntries)
      .values({ userId, productId: product.id, branchId, date: body.date, startAt, visitors, locale })
      .returning();
    return row!;
  } catch (error) {
    if (sqlState(error) === '23505')
      throw new HttpError(409, 'waitlist.already', { date: ['waitlist.already'] });
    throw error;
  }
}

/** GET waitlist: the customer's entries, newest first (left ones are gone). */
export async function listWaitlist(db: Db, userId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
    .limit(50);
}

async function lockOwn(tx: Db, userId: number, entryId: number): Promise<EntryRow> {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.userId, userId)))
    .for('update');
  if (!row) throw notFound('waitlist.not_found');
  return row;
}

/** DELETE waitlist/{id}: leaves; a time held for them goes to the next in line. */
export async function leaveWaitlist(deps: Deps, userId: number, entryId: number, now = new Date()) {
  const wasOffered = await transaction(deps.db, async (tx) => {
    const entry = await lockOwn(tx, userId, entryId);
    if (entry.status === 'offered') await endOffer(tx, entry, 'declined', now);
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    return entry.status === 'offered';
  });
  if (wasOffered) await offerFreedTimes(deps, now);
}

/**
 * POST waitlist/{id}/accept: the held time becomes a line of the customer's cart, still held (for the cart's hold
 * minutes from now). An offer that ran out — it may already be someone else's — is a 409 saying so.
 */
export async function acceptWaitlistOffer(
  deps: Deps,
  userId: number,
  entryId: number,
  now = new Date(),
): Promise<EntryRow> {
  const { db } = deps;
  const [peek] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  if (!peek || peek.userId !== userId) throw notFound('waitlist.not_found');
  const { product, branchId } = await resolveService(db, peek.productId, peek.branchId);
  const { business } = await slotContext(db, branchId);
  return withRetry(
    () =>
      transaction(db, async (tx) => {
        // The cart first, the entry second: the order every cart write takes.
        const cartId = await lockCart(tx, userId);
        const entry = await lockOwn(tx, userId, entryId);
        if (entry.status === 'booked') return entry;
        if (
          entry.status !== 'offered' ||
          !entry.offerStartAt ||
          !entry.offerEndAt ||
          !entry.offerExpiresAt ||
          entry.offerExpiresAt.getTime() <= now.getTime()
        )
          throw new HttpError(409, 'waitlist.offer_gone');
        const itemId = await saveItem(tx, cartId, {
          productId: product.id,
          branchId,
          quantity: 1,
          size: null,
          startAt: entry.offerStartAt,
          endAt: entry.offerEndAt,
          visitors: entry.visitors,
          guestName: null,
          guestPhone: null,
          guestNote: null,
          unitPrice: product.price,
        });
        await tx
          .update(reservations)
          .set({
            cartItemId: itemId,
            waitlistEntryId: null,
            expiresAt: new Date(now.getTime() + business.holdMinutes * minuteMs),
          })
          .where(eq(reservations.waitlistEntryId, entry.id));
        await tx
          .update(waitlistOffers)
          .set({ outcome: 'accepted' })
          .where(and(eq(waitlistOffers.entryId, entry.id), eq(waitlistOffers.outcome, 'offered')));
        const [row] = await tx
          .update(waitlistEntries)
          .set({ status: 'booked', offerExpiresAt: null, cartItemId: itemId, updatedAt: now })
          .where(eq(waitlistEntries.id, entry.id))
          .returning();
        return row!;
      }),
    busy,
  );
}

/** POST waitlist/{id}/decline: the held time goes to the next in line now. Declining twice answers the same. */
export async function declineWaitlistOffer(
  deps: Deps,
  userId: number,
  entryId: number,
  now = new Date(),
): Promise<EntryRow> {
  const { entry, ended } = await transaction(deps.db, async (tx) => {
    const entry = await lockOwn(tx, userId, entryId);
    if (entry.status === 'expired') return { entry, ended: false };
    if (entry.status !== 'offered') throw new HttpError(409, 'waitlist.not_offered');
    await endOffer(tx, entry, 'declined', now);
    return { entry, ended: true };
  });
  if (ended) await offerFreedTimes(deps, now);
  const [row] = await deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
  return row!;
}
