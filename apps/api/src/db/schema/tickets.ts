import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, users } from './accounts.ts';
import { branches } from './catalogue.ts';
import { orders } from './orders.ts';

/**
 * Support tickets (issue 16 item 7, ADR 0029): a signed-in customer's question (optionally about one of their own
 * orders, whose branch it then belongs to), or a guest's contact message kept with their mobile. Each side keeps
 * the id of the last message it read: a message is unread for a side while its id is above that side's marker.
 * Messages are added under the ticket's row lock, so a ticket's message ids rise in commit order and a marker never
 * passes over a message that commits later.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    /** The customer; null for a guest's contact message. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestName: text('guest_name'),
    /** 9665XXXXXXXX: where a guest is answered (by SMS). */
    guestMobile: text('guest_mobile'),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The linked order's branch; null for a general question (owners and managers see those). */
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    /** The language the customer wrote in: what the business's reply notification and SMS use. */
    locale: text('locale').notNull().default('en'),
    customerReadId: integer('customer_read_id').notNull().default(0),
    staffReadId: integer('staff_read_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_tickets_category', sql`${t.category} in ('booking', 'payment', 'gift', 'other')`),
    check('support_tickets_status', sql`${t.status} in ('open', 'awaiting_customer', 'resolved')`),
    // A customer's ticket or a guest's message with a mobile to answer, never both nor neither.
    check(
      'support_tickets_who',
      sql`(${t.userId} is not null and ${t.guestMobile} is null) or (${t.userId} is null and ${t.guestMobile} is not null)`,
    ),
    index('support_tickets_user_idx').on(t.userId, t.lastMessageAt),
    index('support_tickets_branch_idx').on(t.branchId, t.status, t.lastMessageAt),
    index('support_tickets_guest_idx').on(t.guestMobile, t.createdAt),
  ],
);

export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    /** Who wrote it (the customer, or the staff member); null for a guest or a deleted staff account. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_ticket_messages_side', sql`${t.side} in ('customer', 'staff')`),
    index('support_ticket_messages_ticket_idx').on(t.ticketId, t.side, t.id),
  ],
);

/** A message's picture: our own WebP re-encoding of what was uploaded, served under a random key. */
export const supportTicketAttachments = pgTable(
  'support_ticket_attachments',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => supportTicketMessages.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_ticket_attachments_key').on(t.key),
    index('support_ticket_attachments_message_idx').on(t.messageId),
  ],
);
