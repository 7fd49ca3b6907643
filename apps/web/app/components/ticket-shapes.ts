/** Shape checks for the ticket answers (lib/shape.ts: the browser bundle carries no schema library). */
import { ticketCategories, ticketStatuses } from '@hajz/contracts/ticket-rules';
import type { TicketMessage, TicketsResponse, TicketSummary, TicketThread } from '@hajz/contracts/tickets';
import { isPagination } from '~/lib/pagination';
import { type Check, type Fields, isDate, isInt, isStr, listOf, nullable, oneOf, shape } from '~/lib/shape';

/** What a ticket in a list looks like to its customer and to the desk alike (each adds its own fields). */
export const ticketBase: Fields = {
  id: isInt,
  subject: isStr,
  category: oneOf(...ticketCategories),
  status: oneOf(...ticketStatuses),
  order: nullable(shape({ id: isInt, order_number: isStr })),
  branch: nullable(shape({ id: isInt, name: isStr })),
  unread_count: isInt,
  last_message: isStr,
  last_message_at: isDate,
};

export const isTicketSummary = shape<TicketSummary>({ ...ticketBase, created_at: isDate });

export const isTicketMessage = shape<TicketMessage>({
  id: isInt,
  side: oneOf('customer', 'staff'),
  author_name: isStr,
  body: isStr,
  created_at: isDate,
  attachments: listOf(shape({ key: isStr, url: isStr, width: isInt, height: isInt })),
});

/** A page of tickets whose every ticket passes `isTicket` (the customer's or the desk's). */
export const ticketPage = <T>(isTicket: Check) =>
  shape<T>({
    tickets: listOf(isTicket),
    unread_count: isInt,
    pagination_options: isPagination,
  });

/** A ticket (passing `isTicket`) with its messages. */
export const threadOf = <T>(isTicket: Check) =>
  shape<T>({ ticket: isTicket, messages: listOf(isTicketMessage) });

export const isTicketsResponse = ticketPage<TicketsResponse>(isTicketSummary);
export const isTicketThread = threadOf<TicketThread>(isTicketSummary);
