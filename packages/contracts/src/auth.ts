import { z } from 'zod';
import { flag01 } from './flags.ts';

/** The channel a customer's booking messages go on (ADR 0056). */
export const messageChannels = ['whatsapp', 'sms'] as const;
const messageChannel = z.enum(messageChannels, { error: 'validation.enum' });
import { defaultMobileCode, genders } from './auth-rules.ts';
import { invitationCodeField, invitationOutcome } from './referrals.ts';

export * from './auth-rules.ts';

const mobileField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(20, { error: 'auth.invalid_mobile' });
const codeField = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).replace(/^\+/, ''))
  .pipe(z.string().regex(/^[0-9]{1,4}$/, { error: 'auth.invalid_mobile' }))
  .default(defaultMobileCode);
const otpField = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^[0-9]{4}$/, { error: 'auth.invalid_code_format' }));

export const sendOtpBody = z.object({
  mobile_number: mobileField,
  mobile_code: codeField,
  accept_terms: z
    .union([z.enum(['0', '1']), z.literal(0), z.literal(1)], { error: 'auth.terms_required' })
    .refine((v) => String(v) === '1', { error: 'auth.terms_required' }),
});
export type SendOtpBody = z.input<typeof sendOtpBody>;

export const sendOtpResponse = z.object({
  mobile_number: z.string(),
  mobile_code: z.string(),
  expires_in: z.number().int(),
  resend_in: z.number().int(),
  code_length: z.number().int(),
});

export const verifyOtpBody = z.object({ mobile_number: mobileField, mobile_code: codeField, otp: otpField });

export const authUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  mobile_number: z.string(),
  mobile_code: z.string(),
  role: z.string(),
});
export type AuthUser = z.infer<typeof authUser>;

export const verifyOtpResponse = authUser.partial().extend({
  is_completed: z.boolean(),
  token: z.string().nullable(),
  user: authUser.nullable(),
  mobile_number: z.string(),
  mobile_code: z.string(),
});

const name = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(50, { error: 'validation.name' });
const isoDate = z.string({ error: 'validation.required' }).refine(
  (v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return (
      !Number.isNaN(d.getTime()) &&
      d.toISOString().startsWith(v) &&
      v >= '1900-01-01' &&
      d.getTime() <= Date.now()
    );
  },
  { error: 'validation.date' },
);
const email = z
  .string()
  .trim()
  .max(254, { error: 'validation.email' })
  .pipe(z.email({ error: 'validation.email' }));
const gender = z.enum(genders, { error: 'validation.gender' });

/** Spec §5 complete profile: names, gender and date of birth required; email optional. */
export const registerBody = z.object({
  first_name: name,
  last_name: name,
  email: email.optional(),
  gender,
  date_of_birth: isoDate,
  otp: otpField,
  mobile_number: mobileField,
  mobile_code: codeField,
  /** A friend's invitation code carried from a share link (issue 15, ADR 0025). */
  invitation_code: invitationCodeField.optional(),
  /** Offers and news by WhatsApp or SMS: only when the customer ticks it (PDPL art. 25, ADR 0068); absent is no. */
  marketing_messages: flag01.optional(),
});
export type RegisterBody = z.input<typeof registerBody>;
export const registerResponse = z.object({
  token: z.string(),
  user: authUser,
  invitation: invitationOutcome.optional(),
});

/** Spec §3 Profile. `email_verified` is 1 when verified; `date_of_birth` is YYYY-MM-DD. */
export const profile = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  email_verified: z.union([z.literal(0), z.literal(1)]),
  gender: z.enum(genders).nullable(),
  date_of_birth: z.string().nullable(),
  image_profile: z.string(),
  number_of_points: z.number().int(),
  wallet: z.object({ balance: z.number().int() }),
  mobile_number: z.string(),
  mobile_code: z.string(),
  role: z.string(),
  /** Booking reminders by SMS and in the app (issue 12): 1 on, 0 off. */
  booking_reminders: z.union([z.literal(0), z.literal(1)]),
  /** Where booking messages go (issue 29): WhatsApp first where the business has it, or SMS only. */
  message_channel: messageChannel,
  /** Offers and news: 0 after STOP on either channel or here. */
  marketing_messages: z.union([z.literal(0), z.literal(1)]),
});
export type Profile = z.infer<typeof profile>;

/** Spec §5: a profile update sends only fields that are non-null and non-empty. */
export const profileUpdateFields = z.object({
  first_name: name.optional(),
  last_name: name.optional(),
  email: email.optional(),
  gender: gender.optional(),
  date_of_birth: isoDate.optional(),
  booking_reminders: flag01.optional(),
  message_channel: messageChannel.optional(),
  marketing_messages: flag01.optional(),
});
