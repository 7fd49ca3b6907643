import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * The transactional outbox (ADR 0013): an event row is written in the transaction of what happened; one delivery
 * row per consumer that reacts to it is written with it. Workers claim due deliveries with FOR UPDATE SKIP LOCKED
 * and a lease, so two processes never hold the same delivery, and a crashed one's lease runs out and it is retried.
 */
export const outboxEvents = pgTable('outbox_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id),
    consumer: text('consumer').notNull(),
    /** pending → done, or dead after too many failures (an operator replays it back to pending). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: the backoff after a failure. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** Held by a worker until then; a worker that dies lets it go when this passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_deliveries_event_consumer').on(t.eventId, t.consumer),
    index('outbox_deliveries_due')
      .on(t.availableAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    check('outbox_deliveries_status', sql`${t.status} in ('pending', 'done', 'dead')`),
  ],
);

/** Periodic work (expiry, reconciliation, completion, reminders): each due run is claimed by one process. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

/**
 * What the notification centre lists. The text is rendered when read, from `kind` and `params`, in `locale` (the
 * language the customer ordered in). One row per event, kind and person (a gift's booking moved tells its sender and
 * its recipient): a redelivered event adds nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    locale: text('locale').notNull().default('en'),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    orderId: integer('order_id').references(() => orders.id),
    /** The event that made it (idempotency), null for ones written directly. */
    eventId: bigint('event_id', { mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_event_kind_user').on(t.eventId, t.kind, t.userId),
    index('notifications_user_newest').on(t.userId, t.id),
    index('notifications_user_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A reminder before a booking, once per order and lead time (the key makes "never twice" hold across replicas). */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    leadHours: integer('lead_hours').notNull(),
    /** sent, or skipped (a later reminder was due already, or the booking was made inside this lead time). */
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.leadHours] }),
    check('booking_reminders_outcome', sql`${t.outcome} in ('sent', 'skipped')`),
  ],
);

/** Browsers that asked for web push (issue 12): one row per push endpoint, forgotten when the service says gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_user').on(t.userId),
  ],
);
