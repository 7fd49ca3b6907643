import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cartItems } from './cart.ts';
import { orderItems } from './orders.ts';
import { branches, products } from './catalogue.ts';
import { users } from './accounts.ts';
import { waitlistEntries } from './waitlist.ts';

/**
 * A PostgreSQL `tstzrange`, written and read as its text form ('["2026-11-22 07:00:00+00","2026-11-22 08:00:00+00")').
 * Code builds it with `tstzrange(start, end, '[)')` and reads `lower()`/`upper()`.
 */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/** A date whose hours differ from the week: a holiday (closed) or special hours (e.g. Ramadan evenings). */
export const branchExceptions = pgTable(
  'branch_exceptions',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** The business-timezone date it replaces. */
    date: date('date', { mode: 'string' }).notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    /** Special hours when open; end <= start runs past midnight, like the weekly hours. */
    startAt: time('start_at'),
    endAt: time('end_at'),
    noteEn: text('note_en').notNull().default(''),
    noteAr: text('note_ar').notNull().default(''),
  },
  (t) => [
    unique('branch_exceptions_branch_date').on(t.branchId, t.date),
    check(
      'branch_exceptions_hours',
      sql`${t.isClosed} or (${t.startAt} is not null and ${t.endAt} is not null)`,
    ),
  ],
);

/** Who or what a service needs, one per visitor: a therapist, a stylist, a hammam room, a chair. */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    kind: text('kind').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('resources_branch_idx').on(t.branchId),
    check('resources_kind', sql`${t.kind} in ('staff', 'room', 'chair')`),
  ],
);

/** The services a resource can perform. */
export const resourceServices = pgTable(
  'resource_services',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.productId] }),
    index('resource_services_product_idx').on(t.productId),
  ],
);

/**
 * Weekly working hours of a resource, day 0 = Sunday; several rows a day, and the gaps are breaks.
 * A resource with no rows at all follows its branch's hours.
 */
export const resourceShifts = pgTable(
  'resource_shifts',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    startAt: time('start_at').notNull(),
    endAt: time('end_at').notNull(),
  },
  (t) => [
    index('resource_shifts_resource_idx').on(t.resourceId),
    check('resource_shifts_day', sql`${t.day} between 0 and 6`),
  ],
);

/**
 * A resource away for a while (leave, training, a repair): no slot is offered on it during [start_at, end_at),
 * whatever its shifts say (issue 17 item 2).
 */
export const resourceTimeOff = pgTable(
  'resource_time_off',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resource_time_off_resource_idx').on(t.resourceId, t.endAt),
    check('resource_time_off_period', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * Holds (a time in a cart, until expires_at) and bookings (an ordered time) in one table, so one exclusion
 * constraint (migration 0003) guarantees that no resource ever has two overlapping rows. A hold past its
 * expires_at no longer counts for availability and is deleted by the next insert that overlaps it.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    cartItemId: integer('cart_item_id').references(() => cartItems.id, { onDelete: 'cascade' }),
    /** The order line this hold waits to be paid for, or this booking belongs to. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    /** A time offered to a waitlisted customer, held for them until the offer expires (ADR 0055). */
    waitlistEntryId: integer('waitlist_entry_id').references(() => waitlistEntries.id, {
      onDelete: 'cascade',
    }),
    /** [start − travel, end + buffer + travel): the time the resource is busy. */
    period: tstzrange('period').notNull(),
    /** A home visit's travel time on each side of the appointment (ADR 0023), inside `period`. */
    travelMinutes: integer('travel_minutes').notNull().default(0),
    kind: text('kind').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_cart_item_idx').on(t.cartItemId),
    index('reservations_order_item_idx').on(t.orderItemId),
    index('reservations_waitlist_entry_idx').on(t.waitlistEntryId),
    check('reservations_kind', sql`${t.kind} in ('hold', 'booking')`),
    check('reservations_hold_expires', sql`(${t.kind} = 'hold') = (${t.expiresAt} is not null)`),
    check(
      'reservations_period',
      sql`not isempty(${t.period}) and not lower_inf(${t.period}) and not upper_inf(${t.period})`,
    ),
  ],
);
