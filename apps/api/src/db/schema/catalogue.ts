import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  unique,
} from 'drizzle-orm/pg-core';

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  addressEn: text('address_en').notNull(),
  addressAr: text('address_ar').notNull(),
  cityEn: text('city_en').notNull(),
  cityAr: text('city_ar').notNull(),
  phone: text('phone').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  googleMapLink: text('google_map_link').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Weekly hours in the business timezone; day 0 = Sunday. end_at <= start_at runs past midnight. */
export const branchWorkingTimes = pgTable(
  'branch_working_times',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    startAt: time('start_at').notNull(),
    endAt: time('end_at').notNull(),
  },
  (t) => [unique().on(t.branchId, t.day), check('branch_working_times_day', sql`${t.day} between 0 and 6`)],
);

export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** 'service' or 'product' (the shop). */
  type: text('type').notNull(),
  /** Set for a branch's custom menu; null for the business-wide menu. */
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    image: text('image').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_menu_idx').on(t.menuId), index('categories_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    type: text('type').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    /** Halalas. */
    price: integer('price').notNull(),
    priceBeforeDiscount: integer('price_before_discount'),
    /** Minutes; services only. */
    duration: integer('duration'),
    /** Minutes the resource stays busy after a service (cleaning, turnover); services only. */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    image: text('image').notNull(),
    innerImage: text('inner_image').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /**
     * The deposit paid online when a service is booked (issue 28, ADR 0054): 'none', 'percent' (of the line's price
     * after discounts, 1–100) or 'fixed' (halalas per booked place, at most the price); the rest is due at the visit.
     */
    depositKind: text('deposit_kind').notNull().default('none'),
    depositValue: integer('deposit_value').notNull().default(0),
    /** Only customers who have never completed a visit pay it. */
    depositNewCustomersOnly: boolean('deposit_new_customers_only').notNull().default(false),
    /** Only a time starting in the business's peak hours asks for it (ADR 0064). */
    depositPeakOnly: boolean('deposit_peak_only').notNull().default(false),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    check(
      'products_deposit',
      sql`(${t.depositKind} = 'none' and ${t.depositValue} = 0) or (${t.depositKind} = 'percent' and ${t.depositValue} between 1 and 100) or (${t.depositKind} = 'fixed' and ${t.depositValue} > 0)`,
    ),
    check('products_price_nonnegative', sql`${t.price} >= 0`),
    check(
      'products_discount_above_price',
      sql`${t.priceBeforeDiscount} is null or ${t.priceBeforeDiscount} > ${t.price}`,
    ),
    // A 'gift_card' product is a gift card design (gift-card-designs.ts): sold on /gift-cards only.
    check('products_type', sql`${t.type} in ('service', 'product', 'gift_card')`),
    check('products_buffer_nonnegative', sql`${t.bufferMinutes} >= 0`),
  ],
);

export const productBranches = pgTable(
  'product_branches',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.branchId] }),
    index('product_branches_branch_idx').on(t.branchId),
  ],
);
