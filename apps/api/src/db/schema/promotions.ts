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
import { giftCards } from './gift-cards.ts';
import { orders } from './orders.ts';

/**
 * A promo code (issue 6 item 2). `code` is stored upper case and matched case-insensitively. Percent codes have
 * `value` 1–100, fixed ones halalas. Usage is counted from `order_redemptions` under this row's lock, so the limits
 * hold under concurrent checkouts. `product_ids` / `category_ids`: when either is set, the code applies only to
 * lines of those services (or categories).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    /** The cart's VAT-inclusive total before discounts must reach it (halalas). */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    maxDiscount: integer('max_discount'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    productIds: integer('product_ids').array(),
    categoryIds: integer('category_ids').array(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(t.code),
    check('promo_codes_kind', sql`${t.kind} in ('percent', 'fixed')`),
    check(
      'promo_codes_value',
      sql`${t.value} > 0 and (${t.kind} = 'fixed' or ${t.value} <= 100) and ${t.minSubtotal} >= 0`,
    ),
    check(
      'promo_codes_limits',
      sql`(${t.usageLimit} is null or ${t.usageLimit} >= 0) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1) and (${t.maxDiscount} is null or ${t.maxDiscount} >= 0)`,
    ),
    check('promo_codes_code', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 2 and 64`),
  ],
);

/**
 * What an order takes from a promo, a gift card or the customer's points (docs/decisions/0011-pricing.md):
 * `reserved` when the order is created (gift card and points debited in the ledger then), `used` when it is paid,
 * `released` when it ends unpaid or is cancelled (the ledger credited back). One row per order and thing.
 * `generation` counts re-reservations (a late payment reviving an expired order) so ledger keys stay unique.
 */
export const orderRedemptions = pgTable(
  'order_redemptions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'restrict' }),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'restrict' }),
    /** Halalas off (promo) or paid (gift card, points). */
    amount: integer('amount').notNull(),
    /** Points spent (kind 'points'). */
    points: integer('points').notNull().default(0),
    status: text('status').notNull().default('reserved'),
    generation: integer('generation').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_redemptions_order_idx').on(t.orderId),
    index('order_redemptions_promo_idx')
      .on(t.promoCodeId, t.userId)
      .where(sql`${t.status} <> 'released'`),
    uniqueIndex('order_redemptions_one_per_thing').on(
      t.orderId,
      t.kind,
      sql`coalesce(${t.promoCodeId}, ${t.giftCardId}, 0)`,
    ),
    check('order_redemptions_kind', sql`${t.kind} in ('promo', 'gift_card', 'points')`),
    check('order_redemptions_status', sql`${t.status} in ('reserved', 'used', 'released')`),
    check(
      'order_redemptions_ref',
      sql`(${t.kind} = 'promo') = (${t.promoCodeId} is not null) and (${t.kind} = 'gift_card') = (${t.giftCardId} is not null)`,
    ),
    check('order_redemptions_amount', sql`${t.amount} >= 0 and ${t.points} >= 0`),
  ],
);

/**
 * A fee the customer may add to a cart (issue 6 item 5), VAT-inclusive. `requires_address`: a home visit priced by
 * address zone — offered once addresses exist (the selection then carries the address id).
 */
export const serviceFees = pgTable(
  'service_fees',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    price: integer('price').notNull(),
    requiresAddress: boolean('requires_address').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('service_fees_price', sql`${t.price} >= 0`)],
);

/** The fees an order was priced with (a snapshot: later fee edits never change it). */
export const orderServiceFees = pgTable(
  'order_service_fees',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    serviceFeeId: integer('service_fee_id').references(() => serviceFees.id, { onDelete: 'set null' }),
    addressId: integer('address_id'),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    price: integer('price').notNull(),
    /** Its share of the points redeemed (ADR 0069): the VAT is on price − points. */
    pointsAmount: integer('points_amount').notNull().default(0),
    taxAmount: integer('tax_amount').notNull(),
  },
  (t) => [index('order_service_fees_order_idx').on(t.orderId)],
);
