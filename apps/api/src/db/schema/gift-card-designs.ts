import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';

/**
 * A gift card customers can buy (issue 6): a product of type 'gift_card' (names, description, image, branches)
 * and what only a card has — the amounts it is sold in (halalas, each one is the card's face value and price) and
 * how long a bought card stays valid. The product never shows in the service or shop listings.
 */
export const giftCardDesigns = pgTable(
  'gift_card_designs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Halalas, in the order shown. */
    amounts: integer('amounts').array().notNull(),
    validityDays: integer('validity_days').notNull().default(365),
  },
  (t) => [
    uniqueIndex('gift_card_designs_product_unique').on(t.productId),
    check('gift_card_designs_amounts', sql`cardinality(${t.amounts}) >= 1 and 0 < all(${t.amounts})`),
    check('gift_card_designs_validity', sql`${t.validityDays} > 0`),
  ],
);
