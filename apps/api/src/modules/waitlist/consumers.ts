/**
 * The waitlist's outbox consumers (listed in app-context.ts, ADR 0055):
 * - `waitlist-refill`: a cancellation, a move (the desk's or the customer's) or an order that ran out frees a time;
 *   the refill runs at once instead of waiting for the minute's job. Idempotent: it offers what is free now.
 * - `waitlist-offer`: the offered customer hears of it — a notification (and through it web push) and, through the
 *   messenger (ADR 0056), the `waitlist_offer` message in the language they joined in: WhatsApp with a Take it button
 *   naming the entry (tapped: the webhook accepts it, `takeOfferByMobile`), SMS otherwise; the time, how long it is
 *   held and a link to their waitlist.
 */
import type { Db } from '../../db/client.ts';
import { branches, products, users, waitlistEntries } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { waitlistLink } from '../../lib/customer-links.ts';
import { localized } from '../../lib/localized.ts';
import { localDate, localTime } from '../../lib/zoned-time.ts';
import type { Consumer } from '../../outbox/outbox.ts';
import type { Messenger } from '../messaging/index.ts';
import { localeOf, recordAndPublish } from '../notifications/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { offerFreedTimes } from './offer.ts';

export const refillConsumer = (db: Db): Consumer => ({
  name: 'waitlist-refill',
  events: ['order.cancelled', 'order.expired', 'booking.moved'],
  handle: async (_event, { publish }) => {
    await offerFreedTimes({ db, publish });
  },
});

async function offerFacts(db: Db, entryId: number) {
  const [row] = await db
    .select({
      entry: waitlistEntries,
      mobile: users.mobileNumber,
      productEn: products.nameEn,
      productAr: products.nameAr,
      branchEn: branches.nameEn,
      branchAr: branches.nameAr,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .innerJoin(products, eq(products.id, waitlistEntries.productId))
    .innerJoin(branches, eq(branches.id, waitlistEntries.branchId))
    .where(eq(waitlistEntries.id, entryId));
  return row;
}

export const offerConsumer = (deps: { db: Db; messenger: Messenger; origin: string }): Consumer => ({
  name: 'waitlist-offer',
  events: ['waitlist.offered'],
  handle: async (event, { publish }) => {
    const p = event.payload;
    const facts = await offerFacts(deps.db, Number(p.entry_id));
    // Only while this offer stands: one taken back, declined or accepted since says nothing more.
    if (!facts || facts.entry.status !== 'offered') return;
    if (facts.entry.offerStartAt?.toISOString() !== String(p.start_at)) return;
    const locale = localeOf(facts.entry.locale);
    const business = await loadBusiness(deps.db);
    const tz = business.timezone;
    const start = Date.parse(String(p.start_at));
    const until = Date.parse(String(p.offer_expires_at));
    const values = {
      service: locale === 'ar' ? facts.productAr : facts.productEn,
      branch: localized({ nameEn: facts.branchEn, nameAr: facts.branchAr }, 'name', locale),
      date: localDate(start, tz),
      time: localTime(start, tz),
      until: localTime(until, tz),
    };
    await recordAndPublish(deps.db, publish, {
      userId: facts.entry.userId,
      kind: 'waitlist_offered',
      params: values,
      locale,
      eventId: event.id,
    });
    if (!facts.mobile) return;
    // Minutes still held when it goes out (a delivery after a restart says what is left, never more).
    const minutesLeft = Math.round((until - Date.now()) / 60_000);
    if (minutesLeft < 1) return;
    await deps.messenger.send({
      kind: 'waitlist_offer',
      to: facts.mobile,
      locale,
      key: `event-${event.id}`,
      userId: facts.entry.userId,
      target: facts.entry.id,
      params: {
        business: localized(business, 'name', locale),
        service: values.service,
        date: values.date,
        time: values.time,
        branch: values.branch,
        minutes: String(minutesLeft),
        link: waitlistLink(deps.origin, locale),
      },
    });
  },
});
