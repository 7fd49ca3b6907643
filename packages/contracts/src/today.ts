/**
 * GET admin/today (issue 30 item 9): each branch the person works at, today on the business's calendar — its
 * bookings (arrived + still to come + no-shows), cancellations, the money taken by method and the occupancy of its
 * staff and rooms. Every figure matches the list it links to (the bookings list's filters, the calendar).
 */
import { z } from 'zod';
import { decimalInt } from './pagination.ts';

export const todayQuery = z.object({
  branch_id: decimalInt('validation.id', 1, 2147483647).optional(),
});

export const todayBranch = z.object({
  branch_id: z.number().int(),
  branch_name: z.string(),
  /** Confirmed visits today, kept or missed: `arrived + to_come + no_shows`. */
  bookings: z.number().int(),
  arrived: z.number().int(),
  to_come: z.number().int(),
  no_shows: z.number().int(),
  cancelled: z.number().int(),
  /** Payments taken today (halalas), by method, largest first. */
  takings: z.array(z.object({ method: z.string(), amount: z.number().int(), count: z.number().int() })),
  takings_total: z.number().int(),
  /** Booked over working time of the branch's active resources today, per mille (null: nobody works today). */
  occupancy: z.object({
    booked_minutes: z.number().int(),
    shift_minutes: z.number().int(),
    per_mille: z.number().int().nullable(),
  }),
  /**
   * Bookings their customers moved themselves today (my bookings' Change time, issue 28 item 3), newest first, at
   * most 20: the desk is told who moved what, from when to when.
   */
  moved_by_customers: z.array(
    z.object({
      order_id: z.number().int(),
      order_number: z.string(),
      customer: z.string(),
      from: z.string(),
      to: z.string(),
      moved_at: z.string(),
    }),
  ),
});
export type TodayBranch = z.infer<typeof todayBranch>;

export const todayResponse = z.object({
  /** Today's business date (YYYY-MM-DD) and the business timezone. */
  date: z.string(),
  time_zone: z.string(),
  branches: z.array(todayBranch),
});
export type TodayResponse = z.infer<typeof todayResponse>;
