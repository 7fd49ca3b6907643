import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/** Invite a friend (spec §1/§2/§3, issue 15): each customer's own code, made on first ask. */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per invited friend (a friend is invited once: `friend_id` is unique). Rewards are fixed ledger credits set
 * by the business; `status` says where the inviter's stands: 'registered' (code taken at sign-up), 'pending' (the
 * friend booked; the friend's reward credited), 'earned' (that booking completed; the inviter credited),
 * 'reversed' (it was refunded), 'refused' (self-referral, over the cap, too late: `refused_reason`).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status').notNull().default('registered'),
    refusedReason: text('refused_reason'),
    /** The friend's first booking, which decides both rewards. */
    friendOrderId: integer('friend_order_id').references(() => orders.id, { onDelete: 'set null' }),
    friendReward: integer('friend_reward').notNull().default(0),
    inviterReward: integer('inviter_reward').notNull().default(0),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * Where the friend signed up from (the client's address): at most a few sign-ups a day from one source earn an
     * invite reward (issue 29 item 6, ADR 0057). Null for codes taken before it was recorded.
     */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referrals_friend_unique').on(t.friendId),
    index('referrals_source_idx').on(t.source, t.createdAt),
    index('referrals_inviter_idx').on(t.inviterId, t.createdAt),
    check('referrals_status', sql`${t.status} in ('registered', 'pending', 'earned', 'reversed', 'refused')`),
    check('referrals_not_self', sql`${t.inviterId} <> ${t.friendId}`),
    check('referrals_rewards', sql`${t.friendReward} >= 0 and ${t.inviterReward} >= 0`),
  ],
);
