/**
 * E-invoicing in the back office (issue 26 item 6; ADR 0047, 0048): the EGS unit's state and the 12-hour alert's
 * figures, onboarding and renewal with the owner's one-time code, and the signed documents with their reporting.
 */
import { z } from 'zod';
import { decimalInt } from './pagination.ts';

/** A document older than this and still not reported is shown as an alert (issue 26 item 5). */
export const REPORTING_ALERT_HOURS = 12;

export const csidStates = ['none', 'compliance', 'production'] as const;
export const eInvoiceKinds = ['invoice', 'credit_note', 'debit_note'] as const;
export const eInvoiceStatuses = ['pending', 'reported', 'not_reported'] as const;
export type EInvoiceStatus = (typeof eInvoiceStatuses)[number];

export const adminEInvoicingStatus = z.object({
  /** The Fatoora environment documents are reported to. */
  environment: z.enum(['developer-portal', 'simulation', 'core']),
  unit: z.object({ id: z.number().int(), serial_number: z.string() }).nullable(),
  csid_state: z.enum(csidStates),
  /** When the production CSID's certificate ends (ISO 8601), or null. */
  csid_expires_at: z.string().nullable(),
  csid_expired: z.boolean(),
  /** Documents not yet answered by Fatoora. */
  pending: z.number().int(),
  /** Documents Fatoora refused (they keep their place in the chain). */
  not_reported: z.number().int(),
  /** When the oldest document not reported (pending or refused) was issued, and its age in seconds. */
  oldest_unreported_at: z.string().nullable(),
  oldest_unreported_age_seconds: z.number().int().nullable(),
  /** Something older than REPORTING_ALERT_HOURS is not reported. */
  alert: z.boolean(),
});
export type AdminEInvoicingStatus = z.infer<typeof adminEInvoicingStatus>;

/** POST admin/e-invoicing/onboard and …/renew: the one-time code from the Fatoora portal. */
export const eInvoicingOtpBody = z.object({
  otp: z
    .string({ error: 'e_invoicing.otp_format' })
    .trim()
    .regex(/^\d{6}$/, { error: 'e_invoicing.otp_format' }),
});
export type EInvoicingOtpBody = z.input<typeof eInvoicingOtpBody>;

export const adminEInvoicesQuery = z.object({
  page: decimalInt('validation.page', 1, 10_000).default(1),
  order_id: decimalInt('validation.invalid', 1, 2_147_483_647).optional(),
  icv: decimalInt('validation.invalid', 1, 2_147_483_647).optional(),
  status: z.enum(eInvoiceStatuses, { error: 'validation.invalid' }).optional(),
});
export type AdminEInvoicesQuery = z.input<typeof adminEInvoicesQuery>;

export const adminEInvoice = z.object({
  id: z.number().int(),
  order_id: z.number().int().nullable(),
  kind: z.enum(eInvoiceKinds),
  /** The document's own number (cbc:ID). */
  number: z.string(),
  icv: z.number().int(),
  uuid: z.string(),
  /** The invoice hash (base64). */
  hash: z.string(),
  status: z.enum(eInvoiceStatuses),
  issued_at: z.string(),
  reported_at: z.string().nullable(),
  /** Fatoora's warning (and, when refused, error) messages as it sent them. */
  warnings: z.array(z.record(z.string(), z.unknown())),
});
export type AdminEInvoice = z.infer<typeof adminEInvoice>;

export const adminEInvoicesResponse = z.object({
  documents: z.array(adminEInvoice),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type AdminEInvoicesResponse = z.infer<typeof adminEInvoicesResponse>;
