import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Loyalty customer classes (tiers; spec §3 "Loyalty customer class", issue 6 item 4). A customer is in the highest
 * class whose `min_spend` (halalas) their paid spend has reached; `extra_discount_percent` is the class's optional
 * discount. Texts are plain, in both languages.
 */
export const customerClasses = pgTable(
  'customer_classes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    detailsEn: text('details_en').notNull(),
    detailsAr: text('details_ar').notNull(),
    image: text('image'),
    /** Paid spend (halalas) needed to reach the class. */
    minSpend: integer('min_spend').notNull(),
    extraDiscountPercent: integer('extra_discount_percent'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('customer_classes_slug_unique').on(t.slug),
    check('customer_classes_min_spend', sql`${t.minSpend} >= 0`),
    check(
      'customer_classes_extra_discount',
      sql`${t.extraDiscountPercent} is null or ${t.extraDiscountPercent} between 0 and 100`,
    ),
  ],
);
