/**
 * The front desk's order and customer screens (issue 16 items 4–6): how a visit ends (no-show, completion),
 * the bookings list and an order's detail for staff, the customers list and a customer's profile for staff.
 */
import { z } from 'zod';
import { adminBookingStatuses, todayVisitFilters } from './back-office-rules.ts';
import { decimalInt } from './pagination.ts';

/** POST admin/orders/{id}/no-show and …/complete: the booking as it now is. */
export const visitResponse = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  no_show: z.boolean(),
  customer_arrived: z.boolean(),
});
export type VisitResponse = z.infer<typeof visitResponse>;

const page = decimalInt('validation.page', 1, 10_000).default(1);
const id = decimalInt('validation.id', 1, 2147483647);
const isoDay = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: 'validation.date' });
const search = z.string().trim().max(60, { error: 'validation.invalid' });

/** GET admin/bookings: by number, the customer's mobile (any spelling) or name, visit dates, branch, status. */
export const adminBookingsQuery = z
  .object({
    page,
    q: search.optional(),
    /** The first visit's date on the business's calendar, from and to (inclusive). */
    from: isoDay.optional(),
    to: isoDay.optional(),
    branch_id: id.optional(),
    status: z.enum(adminBookingStatuses, { error: 'validation.enum' }).optional(),
    customer_id: id.optional(),
    /** Where the visit stands (the today overview's figures, issue 30 item 9): booked, arrived, still to come. */
    visit: z.enum(todayVisitFilters, { error: 'validation.enum' }).optional(),
    /** Orders with a payment taken on this business date (with `method`: by that method). */
    paid_on: isoDay.optional(),
    method: z
      .string()
      .regex(/^[a-z_]{1,30}$/, { error: 'validation.invalid' })
      .optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'staff.dates_order' });
export type AdminBookingsQuery = z.input<typeof adminBookingsQuery>;

export const adminBookingRow = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  no_show: z.boolean(),
  customer_arrived: z.boolean(),
  customer: z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() }),
  branch_id: z.number().int().nullable(),
  branch_name: z.string().nullable(),
  /** The first booked time (null: a shop order, or a gift whose time is not chosen). */
  start_at: z.string().nullable(),
  /** The booked services and the staff members who perform them, in the reader's language (issue 30 item 12). */
  services: z.array(z.string()),
  staff: z.array(z.string()),
  total: z.number().int(),
  payment_method: z.string(),
  created_at: z.string(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRow>;
export const adminBookingsResponse = z.object({
  bookings: z.array(adminBookingRow),
  page: z.number().int(),
  has_more: z.boolean(),
});

export const adminBookingDetail = adminBookingRow.extend({
  sub_total: z.number().int(),
  tax_amount: z.number().int(),
  discounts: z.number().int(),
  close_reason: z.string().nullable(),
  is_gifted_order: z.boolean(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      visitors: z.number().int(),
      start_at: z.string().nullable(),
      end_at: z.string().nullable(),
      total_price: z.number().int(),
      discount_amount: z.number().int(),
      tax_amount: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      method: z.string(),
      provider: z.string(),
      /** A card's network as the provider reported it ('mada', 'visa', 'mastercard'…; issue 27), else null. */
      scheme: z.string().nullable(),
      amount: z.number().int(),
      status: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  /** Money and points this order moved: wallet, points, gift cards (halalas or points, signed). */
  ledger: z.array(
    z.object({
      id: z.number().int(),
      account: z.string(),
      amount: z.number().int(),
      reason: z.string(),
      created_at: z.string(),
    }),
  ),
  /** What the desk may do now (the server checks again). */
  can_cancel: z.boolean(),
  can_resend: z.boolean(),
  /** A confirmed visit with a booked time: moved on the calendar; checked in until the customer has arrived. */
  can_move: z.boolean(),
  can_check_in: z.boolean(),
  /** Cash the customer still pays at the counter (halalas; 0: nothing due). */
  cash_due: z.number().int().nonnegative(),
  /** The deposit paid online (issue 28), and the rest of a deposit booking still due at the visit (0 once taken). */
  deposit_amount: z.number().int().nonnegative(),
  visit_due: z.number().int().nonnegative(),
  /** When the desk took the rest at the visit, and how (cash or card); null before. */
  visit_paid_at: z.string().nullable(),
  visit_paid_method: z.enum(['cash', 'card', 'online']).nullable(),
  /** Of the total, what was paid online when booking (the deposit and any line without one), and what was left for
   * the visit when booked (it stays as booked after it is paid). */
  paid_online: z.number().int().nonnegative(),
  due_at_visit: z.number().int().nonnegative(),
  /**
   * Where the deposit is (the ledger's deposit account, ADR 0054): held until the visit, applied to the bill, refunded
   * (a cancel before the window, a staff cancel) or kept (a late cancel, a no-show); null with no deposit paid.
   */
  deposit_status: z.enum(['held', 'applied', 'refunded', 'kept']).nullable(),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetail>;

/** POST admin/bookings/{id}/visit-paid: the rest of a deposit booking, paid at the desk (issue 28). */
export const visitPaymentBody = z.object({
  method: z.enum(['cash', 'card'], { error: 'validation.enum' }),
});
export type VisitPaymentBody = z.infer<typeof visitPaymentBody>;

/** POST admin/bookings/{id}/cancel: a staff cancel, any time before completion; the refund where the desk says. */
export const adminCancelBody = z.object({
  refund_to: z.enum(['original', 'wallet'], { error: 'validation.enum' }),
  reason: z
    .string({ error: 'staff.cancel_reason' })
    .trim()
    .min(3, { error: 'staff.cancel_reason' })
    .max(500, { error: 'staff.cancel_reason' }),
});
export type AdminCancelBody = z.infer<typeof adminCancelBody>;

/** GET admin/customers: by mobile (any spelling) or name. */
export const adminCustomersQuery = z.object({ page, q: search.optional() });
export const adminCustomerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  bookings: z.number().int(),
  no_shows: z.number().int(),
  created_at: z.string(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;
export const adminCustomersResponse = z.object({
  customers: z.array(adminCustomerRow),
  page: z.number().int(),
  has_more: z.boolean(),
});

export const customerNote = z.object({
  id: z.number().int(),
  body: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type CustomerNote = z.infer<typeof customerNote>;

/** GET admin/customers/{id}: the customer for staff; notes are staff-only and never in a customer's own answers. */
export const adminCustomerProfile = adminCustomerRow.extend({
  gender: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  /** Confirmed and completed orders' totals (halalas). */
  spend: z.number().int(),
  points: z.number().int(),
  wallet: z.number().int(),
  gift_cards: z.array(
    z.object({
      id: z.number().int(),
      serial_number: z.string(),
      value: z.number().int(),
      balance: z.number().int(),
      expires_at: z.string(),
    }),
  ),
  recent_bookings: z.array(adminBookingRow),
  notes: z.array(customerNote),
});
export type AdminCustomerProfile = z.infer<typeof adminCustomerProfile>;

/** POST admin/customers/{id}/notes. */
export const customerNoteBody = z.object({
  body: z
    .string({ error: 'staff.note_body' })
    .trim()
    .min(1, { error: 'staff.note_body' })
    .max(1000, { error: 'staff.note_body' }),
});
