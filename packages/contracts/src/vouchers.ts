import { z } from 'zod';
import { pageQuery, paginationOptions } from './pagination.ts';

/**
 * Gift cards (spec §3 "Voucher" and "Gift card (detail)"). Money is integer halalas; dates are ISO instants with the
 * business's offset. A card's status is computed, never stored: 'Used' once nothing remains, 'Expired' once its
 * expiry has passed with something left, otherwise 'Not Used' (also when partly spent, as the spec names it).
 */
export const giftCardStatuses = ['Not Used', 'Used', 'Expired'] as const;
export const giftCardStatus = z.enum(giftCardStatuses);
export type GiftCardStatus = z.infer<typeof giftCardStatus>;

/** Voucher page size (spec §9). */
export const voucherPageSize = 30;

export const voucher = z.object({
  serial_number: z.string(),
  voucher_group_name: z.string(),
  value: z.number().int(),
  card_image: z.string().nullable(),
  remaining_amount: z.number().int(),
  expiry_date: z.string(),
  status: giftCardStatus,
});
export type Voucher = z.infer<typeof voucher>;

export const vouchersQuery = z.object({ page: pageQuery });
export const vouchersResponse = z.object({
  vouchers: z.array(voucher),
  pagination_options: paginationOptions,
});
export type VouchersResponse = z.infer<typeof vouchersResponse>;

/** Serials are short codes; anything else cannot be a card (404, like a serial nobody holds). */
export const voucherParams = z.object({ serial: z.string().min(1).max(64) });

export const redeemEntry = z.object({
  date: z.string(),
  order_number: z.string().nullable(),
  /** What it took from the card (an adjustment that added value is negative). */
  amount: z.number().int(),
  /** An order's use, or the business's own change: an adjustment or voiding the card (issue 17, ADR 0032). */
  kind: z.enum(['order', 'adjustment', 'void']),
});
export type RedeemEntry = z.infer<typeof redeemEntry>;

export const giftCardDetails = z.object({
  serial_number: z.string(),
  voucher_group_name: z.string(),
  total: z.number().int(),
  remaining_amount: z.number().int(),
  currency: z.literal('SAR'),
  status: giftCardStatus,
  card_image: z.string().nullable(),
  /** Sanitised HTML (a small allowlist of tags; links https only), or null when the card has none. */
  description: z.string().nullable(),
  expiry_date: z.string(),
  voucher_order_number: z.string().nullable(),
  /** An image data URL of the QR code carrying the serial number. */
  qr_code: z.string(),
  sub_total: z.number().int(),
  tax: z.number().int(),
  tax_rate: z.number().int(),
  discounts: z.number().int(),
  /** What orders took from the card, net of what was given back, and the business's adjustments; newest first. */
  redeem_history: z.array(redeemEntry),
});
export type GiftCardDetails = z.infer<typeof giftCardDetails>;
