import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orderItems } from './orders.ts';

/**
 * A gift card (spec §3 "Voucher" and "Gift card (detail)"): what was issued and what it cost, money in halalas.
 * Its balance is not here: it is a `gift_card` ledger account (`ledger_accounts.gift_card_id`), so what remains is
 * always what the ledger says (docs/decisions/0010-ledger.md). The description is HTML written by the business; it
 * is sanitised when served, never trusted as stored.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    serialNumber: text('serial_number').notNull(),
    /** The customer holding it: only they see it and can spend it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupNameEn: text('group_name_en').notNull(),
    groupNameAr: text('group_name_ar').notNull(),
    /** Face value, credited to its ledger account when issued. */
    value: integer('value').notNull(),
    currency: text('currency').notNull().default('SAR'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    image: text('image'),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    /** The order it was bought in; null for a card the business issued (a demo or goodwill card). */
    voucherOrderNumber: text('voucher_order_number'),
    /** What the buyer paid for it (spec §3 payment summary). */
    subTotal: integer('sub_total').notNull(),
    tax: integer('tax').notNull(),
    /** Percent; spec §9: gift cards default to 15. */
    taxRate: integer('tax_rate').notNull().default(15),
    discounts: integer('discounts').notNull().default(0),
    total: integer('total').notNull(),
    /**
     * A bought card: the order line it was bought in and which of the line's cards it is (0-based). Unique
     * together, so a confirmation that runs again can never issue a line's cards twice.
     */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'restrict' }),
    lineIndex: integer('line_index'),
    /**
     * Set when the order it was bought in is cancelled and its value taken back (ledger reason
     * `gift_card_revoked`): from then on it is no longer the customer's — not listed, not shown, not spendable.
     */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Set when the business voids the card (issue 17, ADR 0032): what was left is debited in the same transaction
     * (ledger reason `gift_card_voided`), so it stays on the holder's list as used up, and nothing more can be
     * credited to it.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_serial_unique').on(t.serialNumber),
    uniqueIndex('gift_cards_order_item_unique').on(t.orderItemId, t.lineIndex),
    check(
      'gift_cards_order_item',
      sql`(${t.orderItemId} is null) = (${t.lineIndex} is null) and (${t.lineIndex} is null or ${t.lineIndex} >= 0)`,
    ),
    index('gift_cards_user_idx').on(t.userId, t.id),
    check('gift_cards_currency', sql`${t.currency} = 'SAR'`),
    check(
      'gift_cards_money',
      sql`${t.value} > 0 and ${t.subTotal} >= 0 and ${t.tax} >= 0 and ${t.discounts} >= 0 and ${t.total} >= 0`,
    ),
  ],
);
