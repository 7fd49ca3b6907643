import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** One row: the business this deployment serves. */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer('id').primaryKey().default(1),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    taglineEn: text('tagline_en').notNull(),
    taglineAr: text('tagline_ar').notNull(),
    vatNumber: text('vat_number').notNull(),
    timezone: text('timezone').notNull().default('Asia/Riyadh'),
    currency: text('currency').notNull().default('SAR'),
    businessType: text('business_type').notNull().default('service_reservation'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    whatsapp: text('whatsapp').notNull(),
    addressEn: text('address_en').notNull(),
    addressAr: text('address_ar').notNull(),
  },
  (t) => [check('business_settings_single_row', sql`${t.id} = 1`)],
);
