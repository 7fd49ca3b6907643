/** Shape checks for the ticket answers (the browser bundle carries no schema library). */
import { ticketCategories, ticketStatuses } from '@hajz/contracts/ticket-rules';
import type { TicketMessage, TicketsResponse, TicketSummary, TicketThread } from '@hajz/contracts/tickets';
import { isPagination } from '~/lib/pagination';
import { type Obj, isObj, isInt, isStr, isDate } from '~/lib/shape';

/** What a ticket in a list looks like to its customer and to the desk alike (each adds its own fields). */
export function isTicketBase(v: unknown): v is Obj {
  return (
    isObj(v) &&
    isInt(v.id) &&
    isStr(v.subject) &&
    (ticketCategories as readonly unknown[]).includes(v.category) &&
    (ticketStatuses as readonly unknown[]).includes(v.status) &&
    (v.order === null || (isObj(v.order) && isInt(v.order.id) && isStr(v.order.order_number))) &&
    (v.branch === null || (isObj(v.branch) && isInt(v.branch.id) && isStr(v.branch.name))) &&
    isInt(v.unread_count) &&
    isStr(v.last_message) &&
    isDate(v.last_message_at)
  );
}

export const isTicketSummary = (v: unknown): v is TicketSummary => isTicketBase(v) && isDate(v.created_at);

export function isTicketMessage(v: unknown): v is TicketMessage {
  return (
    isObj(v) &&
    isInt(v.id) &&
    (v.side === 'customer' || v.side === 'staff') &&
    isStr(v.author_name) &&
    isStr(v.body) &&
    isDate(v.created_at) &&
    Array.isArray(v.attachments) &&
    v.attachments.every((a) => isObj(a) && isStr(a.key) && isStr(a.url) && isInt(a.width) && isInt(a.height))
  );
}

/** A page of tickets whose every ticket passes `isTicket` (the customer's or the desk's). */
export const isTicketPage = (v: unknown, isTicket: (t: unknown) => boolean): v is Obj =>
  isObj(v) &&
  Array.isArray(v.tickets) &&
  v.tickets.every(isTicket) &&
  isInt(v.unread_count) &&
  isPagination(v.pagination_options);

/** A ticket (passing `isTicket`) with its messages. */
export const isThreadOf = (v: unknown, isTicket: (t: unknown) => boolean): v is Obj =>
  isObj(v) && isTicket(v.ticket) && Array.isArray(v.messages) && v.messages.every(isTicketMessage);

export const isTicketsResponse = (v: unknown): v is TicketsResponse => isTicketPage(v, isTicketSummary);
export const isTicketThread = (v: unknown): v is TicketThread => isThreadOf(v, isTicketSummary);
