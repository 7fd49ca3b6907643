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
  /**
   * Sales, cancellations and refunds whose document is not issued yet (ADR 0050: the outbox signs it after the
   * commit; a fault such as a key that will not open keeps it waiting, however long the outbox retries).
   */
  not_issued: z.number().int(),
  /**
   * When the oldest document not reported (pending or refused) was issued, or the oldest sale, cancellation or
   * refund still without its document happened, whichever is older; and its age in seconds.
   */
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

/** The production certificate is announced this many days before it ends (the renew action). */
export const CSID_EXPIRY_WARNING_DAYS = 30;

const required = (max: number) =>
  z
    .string({ error: 'e_invoicing.required' })
    .trim()
    .min(1, { error: 'e_invoicing.required' })
    .max(max, { error: 'e_invoicing.too_long' });
const digits = (count: number, error: string) =>
  z
    .string({ error })
    .trim()
    .regex(new RegExp(`^\\d{${count}}$`), { error });

/**
 * PUT admin/e-invoicing/seller: the seller's registration every document carries (ZATCA's BR-KSA rules): the
 * commercial registration number (BR-KSA-08, scheme CRN: the Saudi CR's 10 digits) and the national address
 * (BR-KSA-09: street, building number, district, city, postal code; BR-KSA-37 four-digit building number;
 * BR-KSA-66 five-digit postal code).
 */
export const sellerRegistrationBody = z.object({
  cr_number: digits(10, 'e_invoicing.cr_number'),
  street: required(127),
  building_number: digits(4, 'e_invoicing.building_number'),
  district: required(127),
  city: required(127),
  postal_code: digits(5, 'e_invoicing.postal_code'),
});
export type SellerRegistrationBody = z.input<typeof sellerRegistrationBody>;

export const sellerRegistration = z.object({
  /** The registered (Arabic) name and the VAT number, as the business settings hold them (read-only here). */
  name: z.string(),
  vat_number: z.string(),
  cr_number: z.string().nullable(),
  street: z.string().nullable(),
  building_number: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** Everything a document needs is there and well formed: e-invoicing can be switched on. */
  complete: z.boolean(),
});
export type SellerRegistration = z.infer<typeof sellerRegistration>;
export const sellerRegistrationResponse = z.object({ seller: sellerRegistration });
export type SellerRegistrationResponse = z.infer<typeof sellerRegistrationResponse>;

/**
 * GET admin/e-invoicing/alerts: what every back-office page tells the owner, in one small read. `reporting` when a
 * document older than REPORTING_ALERT_HOURS is not reported, or a sale (cancellation, refund) that old has no document
 * yet (how many wait, were refused or are not issued); `certificate` when the
 * production CSID ends within CSID_EXPIRY_WARNING_DAYS or has ended.
 */
export const eInvoicingAlerts = z.object({
  reporting: z
    .object({
      pending: z.number().int(),
      not_reported: z.number().int(),
      not_issued: z.number().int(),
      oldest_unreported_at: z.string(),
    })
    .nullable(),
  certificate: z.object({ expires_at: z.string(), expired: z.boolean() }).nullable(),
});
export type EInvoicingAlerts = z.infer<typeof eInvoicingAlerts>;
