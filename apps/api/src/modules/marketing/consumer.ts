/**
 * The marketing sender (ADR 0065): on `marketing.offer_created`, the offer goes to every customer who takes offers
 * *as of now* (a STOP since the owner pressed send is honoured), each on their channel through the messenger
 * (`offer-<offer>-<user>`: a redelivery sends nothing twice), each taking one of the day's messages to that number
 * (a number at the cap is skipped, not queued). The offer's `sent` and `skipped` are what happened.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketingOffers, messages } from '../../db/schema.ts';
import type { Consumer } from '../../outbox/outbox.ts';
import { MessageCapReached, takeMessageSlot } from '../message-caps/index.ts';
import type { Messenger } from '../messaging/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { offerRecipients } from './service.ts';

export type MarketingSenderDeps = { db: Db; messenger: Messenger; origin: string; now?: () => Date };

const keyOf = (offerId: number, userId: number) => `offer-${offerId}-${userId}`;
const servicesLink = (origin: string, locale: 'ar' | 'en') =>
  `${origin}${locale === 'ar' ? '/ar' : ''}/services`;

export async function sendOfferMessages(deps: MarketingSenderDeps, offerId: number) {
  const { db } = deps;
  const [offer] = await db.select().from(marketingOffers).where(eq(marketingOffers.id, offerId));
  if (!offer) return;
  const business = await loadBusiness(db);
  const recipients = await offerRecipients(db);
  const keys = recipients.map((r) => keyOf(offer.id, r.userId));
  // A redelivery: what went already counts; one whose send was cut short (still `sending`) goes again, its slot taken.
  const before = new Map(
    keys.length === 0
      ? []
      : (
          await db
            .select({ key: messages.key, status: messages.status })
            .from(messages)
            .where(inArray(messages.key, keys))
        ).map((m) => [m.key, m.status]),
  );
  let sent = 0;
  let skipped = 0;
  for (const r of recipients) {
    const key = keyOf(offer.id, r.userId);
    const status = before.get(key);
    if (status === undefined) {
      try {
        await takeMessageSlot(db, {
          mobile: r.mobile,
          kind: 'marketing_offer',
          now: deps.now?.() ?? new Date(),
        });
      } catch (error) {
        if (!(error instanceof MessageCapReached)) throw error;
        skipped += 1;
        continue;
      }
    }
    if (status === undefined || status === 'sending')
      await deps.messenger.send({
        kind: 'marketing_offer',
        to: r.mobile,
        locale: r.locale,
        key,
        userId: r.userId,
        params: {
          business: r.locale === 'ar' ? business.nameAr : business.nameEn,
          offer: r.locale === 'ar' ? offer.textAr : offer.textEn,
          link: servicesLink(deps.origin, r.locale),
        },
      });
    sent += 1;
  }
  await db.update(marketingOffers).set({ sent, skipped }).where(eq(marketingOffers.id, offer.id));
}

export const marketingOfferConsumer = (deps: MarketingSenderDeps): Consumer => ({
  name: 'marketing-offer',
  events: ['marketing.offer_created'],
  handle: (event) => sendOfferMessages(deps, Number(event.payload.offer_id)),
});
