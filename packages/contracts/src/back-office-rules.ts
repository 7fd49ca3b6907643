/** Back-office constants the browser needs without zod (issue 16): the bookings list's status filter. */
import { orderStatusNames } from './order-rules.ts';

/** An order status, or the desk's own 'no_show' (a confirmed booking marked so). */
export const adminBookingStatuses = [...orderStatusNames, 'no_show'] as const;

/**
 * The bookings list's `visit` filter (issue 30 item 9): `booked` confirmed, kept or a no-show (not cancelled, not
 * unpaid); `arrived` checked in or completed; `to_come` confirmed, not arrived, not a no-show.
 */
export const todayVisitFilters = ['booked', 'arrived', 'to_come'] as const;
export type TodayVisitFilter = (typeof todayVisitFilters)[number];
