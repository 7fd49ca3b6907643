import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * A booking given to someone (issue 13, ADR 0021): the order is the sender's (they pay and hold the invoice); the
 * recipient is a Saudi mobile number, so a recipient who signs up later with that number finds it waiting. Written
 * with its order by the gifting lifecycle participant; its status moves with the recipient's answers.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** "9665XXXXXXXX", the form users.mobile_number is stored in. */
    recipientMobile: text('recipient_mobile').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    gender: text('gender'),
    message: text('message'),
    /** The language of the recipient's text message. */
    locale: text('locale').notNull().default('ar'),
    status: text('status').notNull().default('waiting'),
    /** "Let them choose": paid with no time; the recipient picks one before `schedule_by` or it expires. */
    openTime: boolean('open_time').notNull().default(false),
    /** Set when an open-time gift is confirmed: now + the business's gift validity. */
    scheduleBy: timestamp('schedule_by', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gifts_order_unique').on(t.orderId),
    index('gifts_recipient_idx').on(t.recipientMobile),
    index('gifts_sender_created_idx').on(t.senderUserId, t.createdAt),
    check(
      'gifts_status',
      sql`${t.status} in ('waiting', 'scheduled', 'accepted', 'declined', 'withdrawn', 'expired')`,
    ),
    // The expiry job's scan.
    index('gifts_open_expiry_idx')
      .on(t.scheduleBy)
      .where(sql`${t.status} = 'waiting' and ${t.openTime}`),
    check('gifts_locale', sql`${t.locale} in ('ar', 'en')`),
  ],
);
