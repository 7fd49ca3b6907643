import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { branches, products } from './catalogue.ts';

/** One cart per customer, created on the first add. Its row is also the lock that serialises the customer's cart writes. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user_unique').on(t.userId)],
);

/**
 * A line of the cart: a service at a time (start/end set, held by reservations rows) or a shop product
 * (size and quantity). The price is captured when the line is added or changed. Money in halalas.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    /** Shop products: '30ml' | '50ml' | '100ml'. */
    size: text('size'),
    /** Services: the appointment, without the buffer. */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    visitors: integer('visitors').notNull().default(1),
    guestName: text('guest_name'),
    guestPhone: text('guest_phone'),
    guestNote: text('guest_note'),
    unitPrice: integer('unit_price').notNull(),
    /**
     * Services booked back to back in one visit (issue 28 item 5, ADR 0063): the parts share this id (a UUID); null
     * for a line on its own. The parts are held, removed and ordered together.
     */
    visitId: text('visit_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    check('cart_items_quantity', sql`${t.quantity} >= 1`),
    check('cart_items_visitors', sql`${t.visitors} between 1 and 20`),
    check('cart_items_unit_price', sql`${t.unitPrice} >= 0`),
    check(
      'cart_items_time',
      sql`(${t.startAt} is null) = (${t.endAt} is null) and (${t.startAt} is null or ${t.endAt} > ${t.startAt})`,
    ),
  ],
);
