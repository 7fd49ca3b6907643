/**
 * Shape checks for the desk's ticket answers (lib/shape.ts: the browser bundle carries no schema library): the
 * customer's ticket fields (components/ticket-shapes.ts) plus who asked.
 */
import type { StaffTicketsResponse, StaffTicketSummary, StaffTicketThread } from '@hajz/contracts/tickets';
import { isBool, isStr, shape } from '~/lib/shape';
import { threadOf, ticketBase, ticketPage } from '~/components/ticket-shapes';

export const isStaffTicket = shape<StaffTicketSummary>({
  ...ticketBase,
  customer: shape({ name: isStr, mobile_number: isStr, guest: isBool }),
});

export const isStaffTickets = ticketPage<StaffTicketsResponse>(isStaffTicket);
export const isStaffThread = threadOf<StaffTicketThread>(isStaffTicket);
