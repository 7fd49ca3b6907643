import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * A simplified tax invoice (ZATCA phase 1), issued once when its order is confirmed. Seller and totals are a
 * snapshot: a later change of the business name, VAT number or address never rewrites an invoice already handed
 * out. The lines are the order's lines (already a snapshot, see order_items). Never deleted with its order
 * (`restrict`): a tax document outlives the booking.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** 'INV-000001': from invoice_number_seq (custom migration), one business per deployment. */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    sellerNameEn: text('seller_name_en').notNull(),
    sellerNameAr: text('seller_name_ar').notNull(),
    sellerVatNumber: text('seller_vat_number').notNull(),
    sellerAddressEn: text('seller_address_en').notNull(),
    sellerAddressAr: text('seller_address_ar').notNull(),
    customerName: text('customer_name').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Halalas: excluding VAT, the VAT, and including VAT — equal to the order's at issue. */
    subTotal: integer('sub_total').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('SAR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_order_unique').on(t.orderId),
    uniqueIndex('invoices_number_unique').on(t.number),
    check('invoices_money', sql`${t.total} >= 0 and ${t.taxAmount} >= 0 and ${t.subTotal} >= 0`),
  ],
);
