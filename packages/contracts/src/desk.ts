/**
 * The front desk (issue 16 item 3): the branch's day calendar of resources and bookings, moving a booking or giving
 * it to another resource, and a walk-in or phone booking made at the desk. Times are ISO strings with the business
 * offset; dates are the business timezone's.
 */
import { z } from 'zod';
import { decimalInt } from './pagination.ts';

const id = decimalInt('validation.id', 1, 2147483647);
const isoDate = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });
const instant = z.iso.datetime({ offset: true, error: 'validation.date' });

/** At most a week at once: a day, 3 days or a week. */
export const calendarMaxDays = 7;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** GET admin/calendar: `from` and `to` are business dates, both included. */
export const calendarQuery = z
  .object({ branch_id: id, from: isoDate, to: isoDate })
  .refine((q) => !Number.isNaN(daysBetween(q.from, q.to)), { path: ['from'], message: 'validation.date' })
  .refine((q) => daysBetween(q.from, q.to) >= 1 && daysBetween(q.from, q.to) <= calendarMaxDays, {
    path: ['to'],
    message: 'desk.range',
  });
export type CalendarQuery = z.infer<typeof calendarQuery>;

export const resourceKinds = ['staff', 'room', 'chair'] as const;
export type ResourceKind = (typeof resourceKinds)[number];

const interval = z.object({ start_at: z.string(), end_at: z.string() });

export const calendarResource = z.object({
  id: z.number().int(),
  kind: z.enum(resourceKinds),
  name_en: z.string(),
  name_ar: z.string(),
  /** The services it performs (ids of `services`). */
  service_ids: z.array(z.number().int()),
  /** When it works in the range: its shifts inside the branch's hours (the branch's hours when it has none). */
  shifts: z.array(interval),
});
export type CalendarResource = z.infer<typeof calendarResource>;

export const calendarService = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  /** Minutes the customer is served; the resource stays busy `buffer` minutes more. */
  duration: z.number().int(),
  buffer: z.number().int(),
  /** Halalas, VAT inclusive. */
  price: z.number().int(),
});
export type CalendarService = z.infer<typeof calendarService>;

/** One resource's part of a booked service line (a line for two visitors shows on two resources). */
export const calendarBooking = z.object({
  order_product_id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  resource_id: z.number().int(),
  /** Who comes: the customer, or a gift's recipient. */
  customer: z.object({ name: z.string(), mobile: z.string() }),
  is_gift: z.boolean(),
  service: z.object({ id: z.number().int(), name_en: z.string(), name_ar: z.string() }),
  start_at: z.string(),
  end_at: z.string(),
  /** What the resource is held for: the buffer after, a home visit's travel on both sides. */
  busy_from: z.string(),
  busy_until: z.string(),
  status: z.enum(['confirmed', 'completed']),
  arrived: z.boolean(),
  visitors: z.number().int(),
  fulfilment: z.string(),
  payment_status: z.string(),
  /**
   * GET admin/calendar: the appointment lies (partly) outside its resource's working time — placed there by the
   * desk, or left there by a change of shifts or time off — flagged on the grid until someone moves it.
   */
  outside_hours: z.boolean().optional(),
});
export type CalendarBooking = z.infer<typeof calendarBooking>;

export const calendarResponse = z.object({
  branch_id: z.number().int(),
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  resources: z.array(calendarResource),
  services: z.array(calendarService),
  bookings: z.array(calendarBooking),
  /** Times held in customers' carts or waiting for their payment (not movable, but taken). */
  holds: z.array(interval.extend({ resource_id: z.number().int() })),
});
export type CalendarResponse = z.infer<typeof calendarResponse>;

export const bookingParams = z.object({ order_product_id: id });

/**
 * POST admin/bookings/{order_product_id}/move: a new start, and/or another resource for it. A line for several
 * visitors names which of its resources gives way (`from_resource_id`). Outside the resource's shift only with
 * `outside_shift` (the desk knows someone stays late); never over another booking or hold.
 */
export const moveBookingBody = z.object({
  start_at: instant,
  resource_id: id.optional(),
  from_resource_id: id.optional(),
  outside_shift: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type MoveBookingBody = z.input<typeof moveBookingBody>;

export const moveBookingResponse = z.object({ bookings: z.array(calendarBooking) });

export const deskPaymentMethods = ['cash', 'desk_card'] as const;
export type DeskPaymentMethod = (typeof deskPaymentMethods)[number];

const personName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(50, { error: 'validation.name' });

/**
 * POST admin/bookings: a walk-in or phone booking. The customer is found by mobile, or made with the names given.
 * Cash is due at the desk; `desk_card` is a card paid on the branch's terminal (nothing about the card is kept).
 */
export const deskBookingBody = z.object({
  mobile_number: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(20, { error: 'auth.invalid_mobile' }),
  first_name: personName.optional(),
  last_name: personName.optional(),
  product_id: id,
  resource_id: id,
  start_at: instant,
  payment: z.enum(deskPaymentMethods, { error: 'validation.payment_method' }),
  outside_shift: z.boolean({ error: 'validation.invalid' }).default(false),
  /** The language of the customer's messages (a new customer's; the desk's language when absent). */
  locale: z.enum(['en', 'ar'], { error: 'validation.enum' }).optional(),
});
export type DeskBookingBody = z.input<typeof deskBookingBody>;

export const deskBookingResponse = z.object({
  order: z.object({
    id: z.number().int(),
    order_number: z.string(),
    total: z.number().int(),
    tax_amount: z.number().int(),
    payment_method: z.enum(deskPaymentMethods),
    payment_status: z.string(),
  }),
  customer: z.object({ id: z.number().int(), name: z.string(), created: z.boolean() }),
  bookings: z.array(calendarBooking),
});
export type DeskBookingResponse = z.infer<typeof deskBookingResponse>;

/** GET admin/customers/by-mobile?mobile=: who this number is, for the desk's booking form (null: a new customer). */
export const deskCustomerQuery = z.object({
  mobile: z
    .string({ error: 'auth.invalid_mobile' })
    .trim()
    .min(1, { error: 'auth.invalid_mobile' })
    .max(20, { error: 'auth.invalid_mobile' }),
});
export const deskCustomerResponse = z.object({
  customer: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      mobile_number: z.string(),
    })
    .nullable(),
});
export type DeskCustomerResponse = z.infer<typeof deskCustomerResponse>;
