/**
 * The owner's marketing offer (issue 29, ADR 0065): a short text of theirs, in both languages, to every customer who
 * takes marketing messages — on their channel, through the outbox and the messenger, within the day's cap per
 * number — never to a number that said no (the profile, or a STOP on WhatsApp or by SMS). The owner sees whom it
 * will reach before sending, and how many it reached after.
 */
import type { MarketingReach } from '@hajz/contracts/admin-messaging';
import { messageRules } from '@hajz/contracts/message-rules';
import type { StaffAccess } from '@hajz/contracts/staff';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/retry.ts';
import { transaction } from '../../db/transaction.ts';
import {
  marketingOffers,
  messageCaps,
  messagingConsents,
  orders,
  staffMembers,
  users,
} from '../../db/schema.ts';
import { localDate } from '../../lib/zoned-time.ts';
import type { Publish } from '../../outbox/outbox.ts';
import { HttpError } from '../../plugins/errors.ts';
import { loadBusiness } from '../settings/index.ts';
import { recordAudit } from '../staff/index.ts';

type OfferRow = typeof marketingOffers.$inferSelect;

/**
 * Whether a customer takes offers: their profile says yes AND the last word on marketing from their number (a STOP
 * before they had an account, say) is not "out". Both, so a STOPped number is never reached whatever the flag.
 */
const takesOffers = sql`(${users.marketingMessages} and coalesce((
  select ${messagingConsents.marketing} from ${messagingConsents}
  where ${messagingConsents.mobile} = ${users.mobileNumber} and ${messagingConsents.marketing} is not null
  order by ${messagingConsents.id} desc limit 1), 'in') = 'in')`;

/** Customers an offer is for: completed accounts with a number, not deleted, not the business's own staff. */
const customers = sql`${users.isCompleted} and ${users.deletedAt} is null and ${users.mobileNumber} is not null
  and not exists (select 1 from ${staffMembers} where ${staffMembers.userId} = ${users.id})`;

export type Recipient = { userId: number; mobile: string; locale: 'ar' | 'en' };

/** Everyone who takes offers, with the language of their latest order (Arabic when none). */
export async function offerRecipients(db: Db): Promise<Recipient[]> {
  const rows = rowsOf<{ id: number; mobile: string; locale: string | null }>(
    await db.execute(sql`
      select ${users.id} as id, ${users.mobileNumber} as mobile,
        (select ${orders.locale} from ${orders} where ${orders.userId} = ${users.id}
          order by ${orders.id} desc limit 1) as locale
      from ${users}
      where ${customers} and ${takesOffers}
      order by ${users.id}`),
  );
  return rows.map((r) => ({ userId: r.id, mobile: r.mobile, locale: r.locale === 'en' ? 'en' : 'ar' }));
}

const today = async (db: Db, now: Date) => localDate(now.getTime(), (await loadBusiness(db)).timezone);

/** Whom an offer sent now would reach, who said no, who is at today's cap; and whether today's offer is still to go. */
export async function offerReach(db: Db, now: Date): Promise<MarketingReach> {
  const day = await today(db, now);
  const [row] = rowsOf<{ reach: number; opted_out: number; at_cap: number }>(
    await db.execute(sql`
      select
        count(*) filter (where ${takesOffers} and coalesce(c.sent, 0) < ${messageRules.perRecipientPerDay})::int as reach,
        count(*) filter (where not ${takesOffers})::int as opted_out,
        count(*) filter (where ${takesOffers} and coalesce(c.sent, 0) >= ${messageRules.perRecipientPerDay})::int as at_cap
      from ${users}
      left join ${messageCaps} c on c.mobile = ${users.mobileNumber} and c.day = ${day}
      where ${customers}`),
  );
  const [sentToday] = await db
    .select({ id: marketingOffers.id })
    .from(marketingOffers)
    .where(sql`${marketingOffers.day} = ${day}`);
  return {
    reach: row?.reach ?? 0,
    opted_out: row?.opted_out ?? 0,
    at_cap: row?.at_cap ?? 0,
    can_send: sentToday === undefined,
  };
}

export const toOffer = (row: OfferRow) => ({
  id: row.id,
  text_en: row.textEn,
  text_ar: row.textAr,
  created_at: row.createdAt.toISOString(),
  reach: row.reach,
  sent: row.sent,
  skipped: row.skipped,
});

export async function recentOffers(db: Db) {
  const rows = await db.select().from(marketingOffers).orderBy(desc(marketingOffers.id)).limit(20);
  return rows.map(toOffer);
}

/**
 * Sends an offer: counted, recorded, audited and its event published in one transaction; the outbox's sender
 * messages the customers after the commit. One offer a business day (409 for a second; the unique day settles two
 * at once); 409 too when nobody would get it.
 */
export async function sendOffer(
  db: Db,
  publish: Publish,
  access: StaffAccess,
  body: { text_en: string; text_ar: string },
  now: Date,
) {
  const reach = await offerReach(db, now);
  if (!reach.can_send) throw new HttpError(409, 'messaging.offer_today');
  if (reach.reach === 0) throw new HttpError(409, 'messaging.offer_nobody');
  const day = await today(db, now);
  try {
    return await transaction(db, async (tx) => {
      const [row] = await tx
        .insert(marketingOffers)
        .values({
          textEn: body.text_en,
          textAr: body.text_ar,
          day,
          reach: reach.reach,
          createdBy: access.user_id,
        })
        .returning();
      const offer = toOffer(row!);
      await recordAudit(tx, {
        actorId: access.user_id,
        action: 'marketing.offer_send',
        entity: 'marketing_offer',
        entityId: offer.id,
        branchId: null,
        before: null,
        after: { text_en: offer.text_en, text_ar: offer.text_ar, reach: offer.reach },
      });
      await publish(tx, 'marketing.offer_created', { offer_id: offer.id });
      return offer;
    });
  } catch (error) {
    const constraint =
      (error as { constraint?: string }).constraint ??
      (error as { cause?: { constraint?: string } }).cause?.constraint;
    if (constraint === 'marketing_offers_day_unique') throw new HttpError(409, 'messaging.offer_today');
    throw error;
  }
}
