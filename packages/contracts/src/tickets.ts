/**
 * Support tickets (issue 16 item 7): a customer's question, optionally about one of their orders, answered by the
 * business in a thread; a guest's contact message kept with their mobile. Pictures travel as multipart `image`.
 */
import { z } from 'zod';
import { decimalInt, pageQuery, paginationOptions } from './pagination.ts';
import { ticketCategories, ticketRules, ticketSides, ticketStatuses } from './ticket-rules.ts';

export * from './ticket-rules.ts';

const subject = z
  .string({ error: 'tickets.subject_required' })
  .trim()
  .min(ticketRules.subjectMin, { error: 'tickets.subject_length' })
  .max(ticketRules.subjectMax, { error: 'tickets.subject_length' });
const message = z
  .string({ error: 'tickets.message_required' })
  .trim()
  .max(ticketRules.messageMax, { error: 'tickets.message_length' });
const requiredMessage = message.min(1, { error: 'tickets.message_required' });
const orderId = decimalInt('validation.id', 1, 2_147_483_647);

/** POST tickets (JSON, or multipart with an `image`): a new ticket, its first message. */
export const createTicketFields = z.object({
  subject,
  category: z.enum(ticketCategories, { error: 'tickets.category' }),
  order_id: orderId.optional(),
  message: requiredMessage,
});
export type CreateTicketFields = z.input<typeof createTicketFields>;

/** POST tickets/{id}/messages and admin/tickets/{id}/messages: text, a picture, or both (checked with the file). */
export const replyFields = z.object({ message: message.default('') });

/** POST contact: a guest's message, kept with the mobile to answer it on. */
export const guestContactBody = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(ticketRules.guestNameMax, { error: 'validation.name' }),
  mobile_number: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(20, { error: 'auth.invalid_mobile' }),
  message: requiredMessage,
});
export const guestContactResponse = z.object({ received: z.literal(true) });

export const ticketParams = z.object({ id: decimalInt('validation.id', 1, 2_147_483_647) });
export const attachmentParams = ticketParams.extend({
  key: z.string().regex(/^[0-9a-f]{32}$/, { error: 'validation.invalid' }),
});

export const ticketAttachment = z.object({
  key: z.string(),
  /** Where to fetch it, with the same bearer token (a customer's and the staff's paths differ). */
  url: z.string(),
  content_type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const ticketMessage = z.object({
  id: z.number().int(),
  side: z.enum(ticketSides),
  /** The customer's full name, or the staff member's first name. */
  author_name: z.string(),
  body: z.string(),
  attachments: z.array(ticketAttachment),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

const ticketOrder = z.object({ id: z.number().int(), order_number: z.string() }).nullable();

export const ticketSummary = z.object({
  id: z.number().int(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  status: z.enum(ticketStatuses),
  order: ticketOrder,
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Messages from the other side this side has not read. */
  unread_count: z.number().int(),
  last_message: z.string(),
  last_message_at: z.string(),
  created_at: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

export const ticketsQuery = z.object({ page: pageQuery });
export const ticketsResponse = z.object({
  tickets: z.array(ticketSummary),
  /** Unread messages over every ticket (the dashboard's badge). */
  unread_count: z.number().int(),
  pagination_options: paginationOptions,
});
export type TicketsResponse = z.infer<typeof ticketsResponse>;
export const ticketsUnreadResponse = z.object({ unread_count: z.number().int() });

export const ticketThread = z.object({
  ticket: ticketSummary,
  messages: z.array(ticketMessage),
});
export type TicketThread = z.infer<typeof ticketThread>;

/** The back office's view: who wrote (a customer, or a guest with a mobile). */
export const staffTicketSummary = ticketSummary.extend({
  customer: z.object({
    user_id: z.number().int().nullable(),
    name: z.string(),
    mobile_number: z.string(),
    guest: z.boolean(),
  }),
});
export type StaffTicketSummary = z.infer<typeof staffTicketSummary>;

export const staffTicketsQuery = z.object({
  page: pageQuery,
  status: z.enum(ticketStatuses, { error: 'validation.enum' }).optional(),
  /** A branch id, or `none` for tickets with no branch (general questions, guests). */
  branch: z
    .union([z.literal('none'), decimalInt('validation.id', 1, 2_147_483_647)], { error: 'validation.id' })
    .optional(),
  /** 1: only tickets with customer messages the staff have not read. */
  unread: z.enum(['0', '1'], { error: 'validation.enum' }).optional(),
});
export const staffTicketsResponse = z.object({
  tickets: z.array(staffTicketSummary),
  unread_count: z.number().int(),
  pagination_options: paginationOptions,
});
export type StaffTicketsResponse = z.infer<typeof staffTicketsResponse>;
export const staffTicketThread = z.object({
  ticket: staffTicketSummary,
  messages: z.array(ticketMessage),
});
export type StaffTicketThread = z.infer<typeof staffTicketThread>;
