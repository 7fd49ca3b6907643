/** Gifted bookings (issue 13, spec §3 Gift recipient and gifted_info, §7 gifted-orders; ADR 0021). */
import { z } from 'zod';
import { genders } from './auth-rules.ts';
import { giftRules, giftStatusNames } from './gifting-rules.ts';
import { locales } from './locale.ts';
import { decimalInt } from './pagination.ts';
import { flag01 } from './flags.ts';

export * from './gifting-rules.ts';

const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().max(max, { error: 'validation.too_long' });
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/**
 * Spec §3 gifted_order_data as the cart sends it on POST orders: names non-empty after trimming, `mobile_code`
 * without a plus and `mobile_number` prefixed with it (spec §5), email, gender and message optional. `locale` (beyond
 * the spec) is the language of the recipient's text message, Arabic when absent. Whether the number is a real
 * Saudi mobile and not the sender's own is checked by the server (the contracts carry no phone metadata).
 */
export const giftRecipient = z.object({
  first_name: text(giftRules.maxNameLength).min(1, { error: 'gifting.name_required' }),
  last_name: text(giftRules.maxNameLength).min(1, { error: 'gifting.name_required' }),
  mobile_code: z.literal('966', { error: 'gifting.mobile_invalid' }).default('966'),
  mobile_number: z
    .string({ error: 'gifting.mobile_invalid' })
    .trim()
    .regex(/^(966)?\d{9}$/, { error: 'gifting.mobile_invalid' }),
  email: optional(text(254)),
  gender: optional(z.enum(genders, { error: 'validation.invalid' })),
  message: optional(text(giftRules.maxMessageLength)),
  locale: optional(z.enum(locales, { error: 'validation.invalid' })),
  /** "Let them choose" (beyond the spec): the booking is paid without a time; card only. */
  open_time: flag01.optional(),
});
export type GiftRecipient = z.infer<typeof giftRecipient>;

const person = z.object({ full_name: z.string() });

/** Spec §3 gifted_info, on every order that is a gift (null on the others). */
export const giftedInfo = z.object({
  id: z.number().int().positive(),
  /** The viewer sent it (and paid); false: the viewer received it. */
  is_sender: z.boolean(),
  /** The recipient has answered (accepted or declined), the sender withdrew it, or the order ended. */
  is_completed: z.boolean(),
  status: z.enum(giftStatusNames),
  sender_user: person,
  receiver_user: person,
  gifted_status: z.object({ label: z.string(), color: z.string() }),
  /** The sender's message, trimmed (null when none). */
  gift_message: z.string().nullable(),
  /** An open-time gift: the recipient chooses the time until then (ISO), or it expires; null otherwise. */
  schedule_by: z.string().nullable(),
});
export type GiftedInfo = z.infer<typeof giftedInfo>;

export const giftParams = z.object({ id: decimalInt('validation.id', 1, 2147483647) });

/** Spec §7 POST gifted-orders/{id}/schedule: one line of the gift moves to another free time. */
export const scheduleGiftBody = z.object({
  order_product_id: decimalInt('validation.id', 1, 2147483647),
  start_at: z.iso.datetime({ offset: true, error: 'validation.date' }),
  end_at: z.iso.datetime({ offset: true, error: 'validation.date' }),
});
export type ScheduleGiftBody = z.infer<typeof scheduleGiftBody>;

/** The times the recipient may choose for one line of the gift (its own time counts as free). */
export const giftTimesQuery = z.object({
  order_product_id: decimalInt('validation.id', 1, 2147483647),
});
