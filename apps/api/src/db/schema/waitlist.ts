import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { branches, products } from './catalogue.ts';

/**
 * A customer waiting for a time (issue 28 item 4, ADR 0055): a service at a branch on a local date, optionally one
 * start. `waiting` until a matching time frees, `offered` while that time is held for them (reservations rows with
 * `waitlist_entry_id`, until `offer_expires_at`), then `booked` (accepted: the time moved into their cart) or
 * `expired` (the offer ran out, was declined, or the date went by). Leaving deletes the row.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** The local date (business timezone), YYYY-MM-DD. */
    date: text('date').notNull(),
    /** One start wanted; null: any time that date. */
    startAt: timestamp('start_at', { withTimezone: true }),
    visitors: integer('visitors').notNull().default(1),
    /** The language the customer joined in: the offer's text message and notification use it. */
    locale: text('locale').notNull().default('en'),
    status: text('status').notNull().default('waiting'),
    /** The time offered (appointment, without the buffer) and until when it is held. */
    offerStartAt: timestamp('offer_start_at', { withTimezone: true }),
    offerEndAt: timestamp('offer_end_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** The cart line an accepted offer became. */
    cartItemId: integer('cart_item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_entries_queue_idx').on(t.status, t.productId, t.branchId, t.date, t.id),
    index('waitlist_entries_user_idx').on(t.userId),
    // One live entry per customer, service, branch, date and start.
    uniqueIndex('waitlist_entries_live_unique')
      .on(t.userId, t.productId, t.branchId, t.date, sql`coalesce(${t.startAt}, 'epoch'::timestamptz)`)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    check('waitlist_entries_status', sql`${t.status} in ('waiting', 'offered', 'booked', 'expired')`),
    check('waitlist_entries_visitors', sql`${t.visitors} between 1 and 5`),
    check(
      'waitlist_entries_offer',
      sql`(${t.status} = 'offered') = (${t.offerExpiresAt} is not null and ${t.offerStartAt} is not null)`,
    ),
  ],
);

/**
 * Every time offered from the waitlist and what came of it (the fill-rate report): `offered`, then `accepted`,
 * `declined` or `expired`. `offered_by`: a staff member who offered it by hand (null: the refill job).
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id').references(() => waitlistEntries.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    outcome: text('outcome').notNull().default('offered'),
    offeredBy: integer('offered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('waitlist_offers_offered_at_idx').on(t.offeredAt),
    index('waitlist_offers_entry_idx').on(t.entryId),
    check('waitlist_offers_outcome', sql`${t.outcome} in ('offered', 'accepted', 'declined', 'expired')`),
  ],
);
