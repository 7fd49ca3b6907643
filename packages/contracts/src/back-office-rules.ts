/** Back-office constants the browser needs without zod (issue 16): the bookings list's status filter. */
import { orderStatusNames } from './order-rules.ts';

/** An order status, or the desk's own 'no_show' (a confirmed booking marked so). */
export const adminBookingStatuses = [...orderStatusNames, 'no_show'] as const;
