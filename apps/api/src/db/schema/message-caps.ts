import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Texts nobody can abuse (issue 29 item 6, ADR 0057): how many messages a person's action (a gift, the desk's
 * "send the confirmation again", a move, a ticket answer) made us send to one phone number on one business day,
 * and how many more were refused at the cap. One row per number and day; `sent` only grows under the cap
 * (an atomic conditional upsert), so concurrent requests cannot pass it.
 */
export const messageCaps = pgTable(
  'message_caps',
  {
    mobile: text('mobile').notNull(),
    /** The business date (its timezone) the messages were asked for. */
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** What asked for the last message refused: gift | resend_confirmation | move | ticket_reply. */
    lastRefusedKind: text('last_refused_kind'),
    lastRefusedAt: timestamp('last_refused_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.mobile, t.day] }),
    index('message_caps_day_idx').on(t.day),
    check('message_caps_counts', sql`${t.sent} >= 0 and ${t.refused} >= 0`),
  ],
);
