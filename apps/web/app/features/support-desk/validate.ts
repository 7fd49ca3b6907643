/**
 * Shape checks for the desk's ticket answers (the browser bundle carries no schema library): the customer's
 * ticket checks (components/ticket-shapes.ts) plus who asked.
 */
import type { StaffTicketsResponse, StaffTicketSummary, StaffTicketThread } from '@hajz/contracts/tickets';
import { isObj, isStr } from '~/lib/shape';
import { isThreadOf, isTicketBase, isTicketPage } from '~/components/ticket-shapes';

export const isStaffTicket = (v: unknown): v is StaffTicketSummary =>
  isTicketBase(v) &&
  isObj(v.customer) &&
  isStr(v.customer.name) &&
  isStr(v.customer.mobile_number) &&
  typeof v.customer.guest === 'boolean';

export const isStaffTickets = (v: unknown): v is StaffTicketsResponse => isTicketPage(v, isStaffTicket);
export const isStaffThread = (v: unknown): v is StaffTicketThread => isThreadOf(v, isStaffTicket);
