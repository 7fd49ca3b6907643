/** The back office's waitlist (ADR 0055): a branch's entries on one day, and offering a time by hand. */
import type { Locale } from '@hajz/contracts/locale';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withRetry } from '../../db/retry.ts';
import { users, waitlistEntries } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { clockMinutes, localDate, localTime } from '../../lib/zoned-time.ts';
import type { Publish } from '../../outbox/outbox.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { checkSlot, resolveService, slotContext, slotInput, withNoticeGrace } from '../booking/index.ts';
import { describeEntries } from './entries.ts';
import { holdOffer, type EntryRow } from './offer.ts';

export async function branchWaitlist(db: Db, branchId: number, date: string, locale: Locale) {
  const rows = await db
    .select({
      entry: waitlistEntries,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobileNumber,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(and(eq(waitlistEntries.branchId, branchId), eq(waitlistEntries.date, date)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const described = await describeEntries(
    db,
    rows.map((r) => r.entry),
    locale,
  );
  return described.map((entry, i) => ({
    ...entry,
    customer_name: `${rows[i]!.firstName} ${rows[i]!.lastName}`.trim(),
    mobile_number: rows[i]!.mobile ?? '',
  }));
}

/**
 * POST admin/waitlist/{id}/offer: the desk offers a waiting customer a time it chose (any free time of the
 * service; a time the customer did not name is fine — the customer still accepts or declines). 409 when the time
 * is taken or the entry is not waiting; 422 for a time the business does not offer.
 */
export async function offerByHand(
  deps: { db: Db; publish: Publish },
  staff: { userId: number; authorize: (branchId: number) => void },
  entryId: number,
  startAt: string,
  now = new Date(),
): Promise<EntryRow> {
  const [peek] = await deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  if (!peek) throw notFound('waitlist.not_found');
  staff.authorize(peek.branchId);
  const { product, branchId } = await resolveService(deps.db, peek.productId, peek.branchId);
  const context = await slotContext(deps.db, branchId);
  const tz = context.business.timezone;
  const start = new Date(startAt);
  return withRetry(
    () =>
      transaction(deps.db, async (tx) => {
        const [entry] = await tx
          .select()
          .from(waitlistEntries)
          .where(eq(waitlistEntries.id, entryId))
          .for('update');
        if (!entry || entry.status !== 'waiting') throw new HttpError(409, 'waitlist.not_waiting');
        const input = await slotInput(context, tx, { product, branchId, visitors: entry.visitors, now });
        const check = checkSlot(
          withNoticeGrace(input),
          localDate(start.getTime(), tz),
          clockMinutes(localTime(start.getTime(), tz)),
        );
        if (!check.ok)
          throw check.reason === 'taken'
            ? new HttpError(409, 'reschedule.taken', { start_at: ['reschedule.taken'] })
            : new HttpError(422, 'reschedule.unavailable', { start_at: ['reschedule.unavailable'] });
        await holdOffer(
          tx,
          deps.publish,
          entry,
          check.slot,
          context.business.waitlistOfferMinutes,
          now,
          staff.userId,
        );
        const [row] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
        return row!;
      }),
    (state) =>
      state === '23P01'
        ? new HttpError(409, 'reschedule.taken', { start_at: ['reschedule.taken'] })
        : new HttpError(503, 'errors.busy', undefined, { 'retry-after': '1' }),
  );
}
