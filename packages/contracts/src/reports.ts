/**
 * The back office's reports (issue 17 item 4): what GET admin/reports answers for a period of business dates and a
 * branch (or every branch the person may see), and which tables can be downloaded as CSV. Money in halalas (VAT
 * inclusive unless a field says otherwise). How each figure is defined: docs/decisions/0033-reports.md.
 */
import { z } from 'zod';
import { decimalInt } from './pagination.ts';

/** The longest period one report covers (a year and a leap day). */
export const maxReportDays = 366;

/** A calendar date written YYYY-MM-DD (one message, whatever is wrong with it). */
const isoDay = z.string({ error: 'validation.date' }).refine(
  (d) => {
    const at = /^\d{4}-\d{2}-\d{2}$/.test(d) ? Date.parse(`${d}T00:00:00Z`) : NaN;
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(d);
  },
  { error: 'validation.date' },
);

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

/** GET admin/reports: the period's first and last business dates (inclusive) and an optional branch. */
export const reportQuery = z
  .object({
    from: isoDay,
    to: isoDay,
    branch_id: decimalInt('validation.id', 1, 2147483647).optional(),
  })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'staff.dates_order' })
  .refine((v) => v.from > v.to || dayNumber(v.to) - dayNumber(v.from) < maxReportDays, {
    path: ['to'],
    message: 'reports.period_too_long',
  });
export type ReportQuery = z.infer<typeof reportQuery>;

/** Every table that downloads as CSV (GET admin/reports/{table}/csv). */
export const reportTables = [
  'revenue-by-day',
  'revenue-by-branch',
  'revenue-by-service',
  'revenue-by-staff',
  'vat',
  'bookings',
  'utilisation',
  'gift-cards',
  'points',
  'promo-codes',
  'waitlist',
  'policy-by-branch',
  'policy-by-service',
] as const;
export type ReportTable = (typeof reportTables)[number];
export const reportTableParams = z.object({
  table: z.enum(reportTables, { error: 'validation.enum' }),
});

const money = z.number().int();
/** Sales with VAT included and the VAT in them. */
const amounts = { total: money, vat: money };

export const revenueReport = z.object({
  /** Invoices issued in the period (their sums: `invoiced`), of which for orders since cancelled and refunded. */
  invoiced: z.object({ count: z.number().int(), total: money, vat: money, excl_vat: money }),
  cancelled: z.object({ count: z.number().int(), total: money, vat: money, excl_vat: money }),
  /** Revenue: invoiced − cancelled. */
  revenue: z.object({ count: z.number().int(), total: money, vat: money, excl_vat: money }),
  by_day: z.array(z.object({ date: z.string(), orders: z.number().int(), ...amounts })),
  by_branch: z.array(
    z.object({
      branch_id: z.number().int().nullable(),
      name: z.string(),
      orders: z.number().int(),
      ...amounts,
    }),
  ),
  by_service: z.array(
    z.object({
      kind: z.enum(['product', 'fee']),
      id: z.number().int().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      ...amounts,
    }),
  ),
  by_staff: z.array(
    z.object({
      resource_id: z.number().int().nullable(),
      name: z.string(),
      lines: z.number().int(),
      ...amounts,
    }),
  ),
});
export type RevenueReport = z.infer<typeof revenueReport>;

export const bookingsReport = z.object({
  totals: z.object({
    booked: z.number().int(),
    kept: z.number().int(),
    cancelled: z.number().int(),
    no_shows: z.number().int(),
  }),
  by_day: z.array(
    z.object({
      date: z.string(),
      booked: z.number().int(),
      kept: z.number().int(),
      cancelled: z.number().int(),
      no_shows: z.number().int(),
    }),
  ),
});
export type BookingsReport = z.infer<typeof bookingsReport>;

export const utilisationReport = z.object({
  resources: z.array(
    z.object({
      resource_id: z.number().int(),
      name: z.string(),
      branch_name: z.string(),
      shift_minutes: z.number().int(),
      booked_minutes: z.number().int(),
      /** Booked over shift time, in whole per mille (null: no shift time in the period). */
      per_mille: z.number().int().nullable(),
    }),
  ),
  totals: z.object({
    shift_minutes: z.number().int(),
    booked_minutes: z.number().int(),
    per_mille: z.number().int().nullable(),
  }),
});
export type UtilisationReport = z.infer<typeof utilisationReport>;

/** A balance's movement over the period: opening + credits − debits ± other = closing. */
export const giftCardLiability = z.object({
  opening: money,
  sold: money,
  cards_sold: z.number().int(),
  redeemed: money,
  revoked: money,
  adjusted: money,
  closing: money,
});
export type GiftCardLiability = z.infer<typeof giftCardLiability>;

export const pointsLiability = z.object({
  opening: z.number().int(),
  earned: z.number().int(),
  redeemed: z.number().int(),
  adjusted: z.number().int(),
  closing: z.number().int(),
  /** Halalas one point pays (business settings) and the closing balance's value. */
  point_value: money,
  closing_value: money,
});
export type PointsLiability = z.infer<typeof pointsLiability>;

export const promoCodeUse = z.object({
  codes: z.array(z.object({ code: z.string(), uses: z.number().int(), discount: money })),
  totals: z.object({ uses: z.number().int(), discount: money }),
});
export type PromoCodeUse = z.infer<typeof promoCodeUse>;

/**
 * Waitlist fill rate (issue 28 item 6, ADR 0055), by the time the offers were made: `freed_times` distinct times
 * (service, branch, start) offered to the waitlist, `accepted` of them taken by a waiting customer; per mille.
 */
export const waitlistReport = z.object({
  totals: z.object({
    freed_times: z.number().int(),
    offers: z.number().int(),
    accepted: z.number().int(),
    per_mille: z.number().int().nullable(),
  }),
  by_service: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      freed_times: z.number().int(),
      offers: z.number().int(),
      accepted: z.number().int(),
      per_mille: z.number().int().nullable(),
    }),
  ),
});
export type WaitlistReport = z.infer<typeof waitlistReport>;
/** What messages cost (ADR 0056): per channel, SMS fallbacks counted apart, and per booking messaged. */
export const messagingReport = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(['whatsapp', 'sms']),
      messages: z.number().int(),
      failed: z.number().int(),
      /** SMS copies of WhatsApp messages that failed or were not delivered in time. */
      fallbacks: z.number().int(),
      cost: money,
    }),
  ),
  totals: z.object({ messages: z.number().int(), cost: money }),
  /** Bookings that got at least one message, and what their messages cost on average (rounded halalas). */
  bookings: z.number().int(),
  cost_per_booking: money,
});
export type MessagingReport = z.infer<typeof messagingReport>;

/**
 * The cancellation and no-show policy (issue 28): of the bookings in the period (by their visit), how many were
 * no-shows and late cancels (inside the window: the deposit kept), the rates per mille (null: nothing booked), and
 * the deposits kept and refunded (halalas) — per branch, per service and in all.
 */
const policyFigures = {
  booked: z.number().int(),
  no_shows: z.number().int(),
  late_cancels: z.number().int(),
  no_show_per_mille: z.number().int().nullable(),
  late_cancel_per_mille: z.number().int().nullable(),
  deposits_kept: money,
  deposits_refunded: money,
};
export const policyReport = z.object({
  by_branch: z.array(
    z.object({ branch_id: z.number().int().nullable(), name: z.string(), ...policyFigures }),
  ),
  by_service: z.array(z.object({ product_id: z.number().int(), name: z.string(), ...policyFigures })),
  totals: z.object(policyFigures),
});
export type PolicyReport = z.infer<typeof policyReport>;

export const reportsResponse = z.object({
  from: z.string(),
  to: z.string(),
  branch_id: z.number().int().nullable(),
  time_zone: z.string(),
  revenue: revenueReport,
  bookings: bookingsReport,
  utilisation: utilisationReport,
  /** Business-wide balances: an owner's only (null for a manager). */
  gift_cards: giftCardLiability.nullable(),
  points: pointsLiability.nullable(),
  promo_codes: promoCodeUse,
  waitlist: waitlistReport,
  /** Business-wide (messages are not a branch's): an owner's only (null for a manager). */
  messaging: messagingReport.nullable(),
  policy: policyReport,
});
export type ReportsResponse = z.infer<typeof reportsResponse>;
