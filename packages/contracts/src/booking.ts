import { z } from 'zod';
import { decimalInt } from './pagination.ts';
import { followingServicesPattern, maxVisitors } from './booking-rules.ts';

export * from './booking-rules.ts';

const idParam = decimalInt('validation.id', 1, 2147483647);

/** One bookable start: wall-clock 'HH:mm' and the same instants as ISO strings with the business offset. */
export const timeSlot = z.object({
  from: z.string(),
  to: z.string(),
  /** '2026-11-22T10:00:00+03:00' */
  from_date_time: z.string(),
  to_date_time: z.string(),
});
export type TimeSlot = z.infer<typeof timeSlot>;

/** A date of the booking horizon; `slots` is empty when nothing is free (the calendar disables it). */
export const availableDate = z.object({ date: z.string(), slots: z.array(timeSlot) });
export type AvailableDate = z.infer<typeof availableDate>;

export const availableTimesParams = z.object({ id: idParam });
export const availableTimesQuery = z.object({
  /** Defaults to the first branch offering the service. */
  branch_id: idParam.optional(),
  /** The cart line being edited: its own hold does not hide its time (signed-in owner only). */
  cart_product_id: idParam.optional(),
  visitors: decimalInt('validation.visitors', 1, maxVisitors).default(1),
  /**
   * Services that follow this one in the same visit, in order, ids joined with commas ("12,15") (ADR 0063): the
   * answer lists the starts at which the whole visit fits back to back; `to` is the end of the last service.
   */
  then_product_ids: z
    .string({ error: 'validation.visit_services' })
    .regex(followingServicesPattern, { error: 'validation.visit_services' })
    .optional(),
});
export type AvailableTimesQuery = z.infer<typeof availableTimesQuery>;

export const availableTimesResponse = z.object({
  times: z.array(availableDate),
  branch_id: z.number().int(),
  /** IANA name of the business timezone the dates and times are in. */
  timezone: z.string(),
  /** Minutes of the service (what from → to spans); with then_product_ids, of the whole visit. */
  duration: z.number().int(),
});
export type AvailableTimesResponse = z.infer<typeof availableTimesResponse>;
