/**
 * Gift cards in the back office (issue 17 item 3): issue one to a customer, void one, adjust its balance. A
 * balance only ever moves through ledger entries with a reason (docs/decisions/0032-gift-card-adjustments.md).
 */
import { z } from 'zod';
import { decimalInt } from './pagination.ts';
import { giftCardStatus } from './vouchers.ts';

const reason = z
  .string({ error: 'money.reason' })
  .trim()
  .min(3, { error: 'money.reason' })
  .max(500, { error: 'money.reason' });

export const adminGiftCardsQuery = z.object({
  page: decimalInt('validation.page', 1, 10_000).default(1),
  /** A serial, or the holder's mobile (any spelling) or name. */
  q: z.string().trim().max(60, { error: 'validation.invalid' }).optional(),
});

/** POST admin/gift-cards: a card the business gives (nothing was paid for it). */
export const issueGiftCardBody = z.object({
  /** The holder's mobile number, any spelling; they must have an account. */
  mobile: z.string({ error: 'money.mobile' }).trim().min(1, { error: 'money.mobile' }).max(20, {
    error: 'money.mobile',
  }),
  value: z
    .number({ error: 'money.card_value' })
    .int({ error: 'money.card_value' })
    .min(100, { error: 'money.card_value' })
    .max(10_000_000, { error: 'money.card_value' }),
  /** The last day it can be used (the business's calendar). */
  expires_on: z
    .string({ error: 'validation.date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: 'validation.date' }),
  group_name_en: z.string({ error: 'money.name' }).trim().min(1, { error: 'money.name' }).max(80, {
    error: 'money.name',
  }),
  group_name_ar: z.string({ error: 'money.name' }).trim().min(1, { error: 'money.name' }).max(80, {
    error: 'money.name',
  }),
  reason,
});
export type IssueGiftCardBody = z.input<typeof issueGiftCardBody>;

/** POST admin/gift-cards/{id}/adjustments: halalas added (positive) or taken off (negative), and why. */
export const adjustGiftCardBody = z.object({
  amount: z
    .number({ error: 'money.adjust_amount' })
    .int({ error: 'money.adjust_amount' })
    .min(-10_000_000, { error: 'money.adjust_amount' })
    .max(10_000_000, { error: 'money.adjust_amount' })
    .refine((n) => n !== 0, { error: 'money.adjust_amount' }),
  reason,
});
export type AdjustGiftCardBody = z.input<typeof adjustGiftCardBody>;

/** POST admin/gift-cards/{id}/void: what is left is taken off, and the card can no longer be used. */
export const voidGiftCardBody = z.object({ reason });
export type VoidGiftCardBody = z.input<typeof voidGiftCardBody>;

export const ledgerEntryKinds = ['issued', 'redeemed', 'returned', 'adjusted', 'voided', 'revoked'] as const;

export const adminGiftCardEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  /** Signed halalas: credits positive. */
  amount: z.number().int(),
  balance_after: z.number().int(),
  kind: z.enum(ledgerEntryKinds),
  /** The reason a person gave (adjustments, voids, cards issued here). */
  note: z.string().nullable(),
  order_number: z.string().nullable(),
});
export type AdminGiftCardEntry = z.infer<typeof adminGiftCardEntry>;

export const adminGiftCard = z.object({
  id: z.number().int(),
  serial_number: z.string(),
  holder_id: z.number().int(),
  holder_name: z.string(),
  holder_mobile: z.string().nullable(),
  group_name: z.string(),
  value: z.number().int(),
  balance: z.number().int(),
  expires_at: z.string(),
  status: giftCardStatus,
  voided: z.boolean(),
  /** Taken back with the order it was bought in. */
  revoked: z.boolean(),
  /** Bought in an order (else issued by the business). */
  order_number: z.string().nullable(),
  created_at: z.string(),
});
export type AdminGiftCard = z.infer<typeof adminGiftCard>;

export const adminGiftCardsResponse = z.object({
  gift_cards: z.array(adminGiftCard),
  page: z.number().int(),
  has_more: z.boolean(),
});
export const adminGiftCardDetails = z.object({
  gift_card: adminGiftCard,
  entries: z.array(adminGiftCardEntry),
});
export type AdminGiftCardDetails = z.infer<typeof adminGiftCardDetails>;
