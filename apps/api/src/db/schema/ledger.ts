import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { giftCards } from './gift-cards.ts';
import { orders } from './orders.ts';

/**
 * Value a customer holds: their wallet (halalas), their loyalty points, and each gift card (`gift_card_id`). `balance` is
 * the last entry's `balance_after`, kept in the same transaction under this row's lock, and never negative (a
 * check constraint, so not even a bug can overdraw it). See docs/decisions/0010-ledger.md.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'wallet' (halalas) | 'points' | 'gift_card' (halalas) | 'deposit' (deposits held for bookings, halalas). */
    kind: text('kind').notNull(),
    balance: integer('balance').notNull().default(0),
    /** The card whose balance this is (kind 'gift_card' only): one account per card. */
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_kind_unique')
      .on(t.userId, t.kind)
      .where(sql`${t.kind} in ('wallet', 'points', 'deposit')`),
    check('ledger_accounts_kind', sql`${t.kind} in ('wallet', 'points', 'gift_card', 'deposit')`),
    check('ledger_accounts_balance', sql`${t.balance} >= 0`),
    uniqueIndex('ledger_accounts_gift_card_unique').on(t.giftCardId),
    // A gift card account always names its card, and only gift card accounts do.
    check('ledger_accounts_gift_card', sql`(${t.kind} = 'gift_card') = (${t.giftCardId} is not null)`),
  ],
);

/**
 * Append-only: every change of a balance is a row with its signed amount, the balance after it, why, the order it
 * belongs to, and an idempotency key unique per account (a retried credit or debit is the same row, never two).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** 'refund' | 'points_earned' | 'gift_card_issued' | 'gift_card_redeem' | 'gift_card_adjusted' | 'gift_card_voided' | … */
    reason: text('reason').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Why a person moved it (a back-office adjustment or void, ADR 0032); null for entries the app makes. */
    note: text('note'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_account_key_unique').on(t.accountId, t.idempotencyKey),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    check('ledger_entries_amount', sql`${t.amount} <> 0`),
    check('ledger_entries_balance_after', sql`${t.balanceAfter} >= 0`),
  ],
);
