import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Customers' saved addresses (spec §3 Address, Saudi National Address fields). One preferred address per customer
 * (a partial unique index), and one row per place: the same full address (lowercase, trimmed) at the same point
 * (6 decimals) is the same address (spec §5 de-duplication).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    fullAddress: text('full_address').notNull(),
    description: text('description').notNull().default(''),
    buildingNumber: text('building_number').notNull().default(''),
    streetName: text('street_name').notNull().default(''),
    cityName: text('city_name').notNull().default(''),
    neighborhood: text('neighborhood').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isPreferred: boolean('is_preferred').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('addresses_one_preferred')
      .on(t.userId)
      .where(sql`${t.isPreferred}`),
    uniqueIndex('addresses_same_place').on(
      t.userId,
      sql`lower(btrim(${t.fullAddress}))`,
      sql`round(${t.latitude}::numeric, 6)`,
      sql`round(${t.longitude}::numeric, 6)`,
    ),
    index('addresses_user').on(t.userId, t.id),
    check(
      'addresses_coordinates',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);
