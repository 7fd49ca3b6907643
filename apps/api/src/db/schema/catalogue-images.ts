import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './accounts.ts';

/**
 * Pictures of services, products and categories uploaded in the back office: our own WebP re-encoding (never the
 * uploaded bytes), served from the database to every replica at /api/v1/media/catalogue/{key}.
 */
export const catalogueImages = pgTable('catalogue_images', {
  id: serial('id').primaryKey(),
  /** Random, unguessable. */
  key: text('key').notNull().unique(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
