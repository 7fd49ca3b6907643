import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * PDPL consent (issue 15): every choice a person makes in the consent banner or preferences, as a record (never
 * overwritten): the policy version they saw, their choices, when. `visitor_id` is the browser's random id (also
 * for guests); `user_id` once signed in. Necessary storage needs no consent and is not recorded as a choice.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    version: text('version').notNull(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    /** 'banner' | 'preferences' | 'withdraw' */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_user_idx').on(t.userId, t.id),
    index('consent_records_visitor_idx').on(t.visitorId, t.id),
    check('consent_records_source', sql`${t.source} in ('banner', 'preferences', 'withdraw')`),
  ],
);
