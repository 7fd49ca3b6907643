/**
 * Protecting the calendar (issue 28 items 3 and 4, ADR 0055): a customer moves their own booking to another free
 * time, and joins a waitlist for a full day or a taken time; a freed time is offered to the first in line and held
 * for them. Times are ISO strings with an offset; dates are the business timezone's.
 */
import { z } from 'zod';
import { decimalInt } from './pagination.ts';

const id = decimalInt('validation.id', 1, 2147483647);
const isoDate = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });
const instant = z.iso.datetime({ offset: true, error: 'validation.date' });

/** POST orders/{id}/reschedule: one service line of the order to a new start (its length stays). */
export const rescheduleBody = z.object({ order_product_id: id, start_at: instant });
export type RescheduleBody = z.input<typeof rescheduleBody>;

export const rescheduleResponse = z.object({
  order_id: z.number().int(),
  order_product_id: z.number().int(),
  start_at: z.string(),
  end_at: z.string(),
  changed: z.boolean(),
});
export type RescheduleResponse = z.infer<typeof rescheduleResponse>;

export const waitlistStatuses = ['waiting', 'offered', 'booked', 'expired'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** POST waitlist: a service at a branch on a date; `start_at` for one time only (else any time that date). */
export const joinWaitlistBody = z.object({
  product_id: id,
  branch_id: id,
  date: isoDate,
  start_at: instant.optional(),
  visitors: decimalInt('validation.visitors', 1, 5).default(1),
});
export type JoinWaitlistBody = z.input<typeof joinWaitlistBody>;

export const waitlistEntry = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  date: z.string(),
  start_at: z.string().nullable(),
  visitors: z.number().int(),
  status: z.enum(waitlistStatuses),
  /** When offered: the time held for the customer, and until when. */
  offer_start_at: z.string().nullable(),
  offer_end_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  /** The cart line an accepted offer became. */
  cart_product_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

export const waitlistEntryResponse = z.object({ entry: waitlistEntry });
export const waitlistListResponse = z.object({ entries: z.array(waitlistEntry) });
export const waitlistParams = z.object({ id });

/** GET admin/waitlist: a branch's waitlist on one date, first in line first. */
export const adminWaitlistQuery = z.object({ branch_id: id, date: isoDate });
export const adminWaitlistEntry = waitlistEntry.extend({
  customer_name: z.string(),
  mobile_number: z.string(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntry>;
export const adminWaitlistResponse = z.object({ entries: z.array(adminWaitlistEntry) });
export type AdminWaitlistResponse = z.infer<typeof adminWaitlistResponse>;

/** POST admin/waitlist/{id}/offer: the desk offers a time by hand (held like any offer). */
export const adminOfferBody = z.object({ start_at: instant });
export type AdminOfferBody = z.input<typeof adminOfferBody>;
