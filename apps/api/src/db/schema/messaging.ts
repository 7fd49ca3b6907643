import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * Every message we send (issue 29, ADR 0056): the typed intent it renders, the channel it went on, what it cost and
 * what became of it. `key` makes a send idempotent (an outbox redelivery sends nothing twice); a WhatsApp message
 * that fails, or is not delivered in time, gets one SMS copy (`fallback_id`), its key the original's + ':sms'.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    /** The intent's kind (modules/messaging/intents.ts). */
    intent: text('intent').notNull(),
    /** The whole intent (kind, locale, parameters, button targets): an SMS fallback renders it again. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    channel: text('channel').notNull(),
    provider: text('provider'),
    to: text('to').notNull(),
    locale: text('locale').notNull(),
    template: text('template'),
    /** Meta's `wamid.…` or the SMS gateway's id. */
    providerMessageId: text('provider_message_id'),
    /** sending → sent → delivered → read; or failed. */
    status: text('status').notNull().default('sending'),
    error: text('error'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    costHalalas: integer('cost_halalas').notNull().default(0),
    /** The fallback was asked for (a failed status, or no delivery in time): set once, with the outbox event. */
    fallbackDueAt: timestamp('fallback_due_at', { withTimezone: true }),
    /** This message is the SMS copy of that WhatsApp message. */
    fallbackOf: integer('fallback_of'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_key_unique').on(t.key),
    index('messages_provider_message_idx').on(t.providerMessageId),
    index('messages_order_idx').on(t.orderId),
    index('messages_awaiting_idx').on(t.channel, t.status, t.sentAt),
    check('messages_channel', sql`${t.channel} in ('whatsapp', 'sms')`),
    check('messages_status', sql`${t.status} in ('sending', 'sent', 'delivered', 'read', 'failed')`),
    check('messages_cost', sql`${t.costHalalas} >= 0`),
  ],
);

/**
 * Replies customers sent us on WhatsApp (a tapped button, STOP), one row per Meta message id: a reply Meta delivers
 * again finds its row and is not acted on twice.
 */
export const messageReplies = pgTable(
  'message_replies',
  {
    id: serial('id').primaryKey(),
    providerMessageId: text('provider_message_id').notNull(),
    from: text('from').notNull(),
    /** The button's payload, or the typed text's first characters. */
    payload: text('payload').notNull(),
    /** What we did: cancelled, already_cancelled, not_allowed, wrong_number, reschedule_link, stopped, ignored… */
    outcome: text('outcome').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_replies_provider_message_unique').on(t.providerMessageId)],
);

/**
 * Channel and marketing choices, as records never overwritten (PDPL): what was chosen, where (the profile, a STOP
 * on WhatsApp or SMS), when. The user's current choice is on `users`.
 */
export const messagingConsents = pgTable(
  'messaging_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    mobile: text('mobile'),
    /** 'whatsapp' | 'sms': the channel chosen; null when only marketing changed. */
    channel: text('channel'),
    marketing: text('marketing'),
    /**
     * 'signup' (the box ticked when the account was made, ADR 0068) | 'profile' | 'whatsapp_stop' (a STOP typed on
     * WhatsApp) | 'whatsapp_reply' (a START there) | 'sms_reply' (a STOP or START texted to our SMS number, ADR 0065)
     * | 'sms_stop' (never written since 0065; kept for old rows).
     */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messaging_consents_user_idx').on(t.userId, t.id),
    check(
      'messaging_consents_source',
      sql`${t.source} in ('signup', 'profile', 'whatsapp_stop', 'whatsapp_reply', 'sms_reply', 'sms_stop')`,
    ),
    check('messaging_consents_channel', sql`${t.channel} is null or ${t.channel} in ('whatsapp', 'sms')`),
    check('messaging_consents_marketing', sql`${t.marketing} is null or ${t.marketing} in ('in', 'out')`),
  ],
);

/**
 * The owner's marketing offers (ADR 0065): the words in both languages, the reach counted when sent, and what the
 * outbox's sender made of it (`sent`, `skipped`: opted out or at the day's cap by the time it went).
 */
export const marketingOffers = pgTable(
  'marketing_offers',
  {
    id: serial('id').primaryKey(),
    textEn: text('text_en').notNull(),
    textAr: text('text_ar').notNull(),
    /** The business day it was sent on: one offer a day (unique). */
    day: date('day', { mode: 'string' }).notNull(),
    reach: integer('reach').notNull(),
    sent: integer('sent').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marketing_offers_day_unique').on(t.day),
    check('marketing_offers_counts', sql`${t.reach} >= 0 and ${t.sent} >= 0 and ${t.skipped} >= 0`),
  ],
);
