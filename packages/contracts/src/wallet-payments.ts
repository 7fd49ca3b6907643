/** STC Pay, Tabby and Tamara on the wire (issue 27, ADR 0053). */
import { z } from 'zod';

/** The STC Pay wallet's Saudi mobile number: 9 digits starting with 5 (a leading 0, +966 or 966 is dropped). */
export const stcPayMobile = z
  .string({ error: 'validation.stc_pay_mobile' })
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(?:\+?966|00966|0)(?=5)/, ''))
  .pipe(z.string().regex(/^5\d{8}$/, { error: 'validation.stc_pay_mobile' }));

export const stcPayState = z.object({
  mobile_masked: z.string(),
  otp_expires_at: z.string().nullable(),
  tries_left: z.number().int(),
});
export type StcPayStateResponse = z.infer<typeof stcPayState>;

const reference = z.string({ error: 'validation.required' }).trim().min(1).max(64);

export const stcPayConfirmBody = z.object({
  merchant_reference: reference,
  otp: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{4,8}$/, { error: 'payment.stc_code_format' }),
});

export const stcPayResendBody = z.object({ merchant_reference: reference });

export const stcPayConfirmResponse = z.object({
  paid: z.boolean(),
  order_status: z.string(),
  /** Why not paid: a failure reason, or 'pending' when the wallet has not answered yet. */
  reason: z.string().nullable(),
});

/** The instalment preview BNPL providers require near the total ("4 × 62.50 SAR"). */
export const instalmentPreview = z.object({
  count: z.number().int(),
  first: z.number().int(),
  rest: z.number().int(),
  text: z.string(),
});
