/** The back office's branches (issue 17 item 1): contact, weekly hours, exceptions, and what new hours would strand. */
import { z } from 'zod';
import { catalogueLimits, clockPattern } from './admin-catalogue-rules.ts';
import { idParam, inLanguage, optionalText } from './admin-catalogue-fields.ts';

export const exceptionParams = z.object({ id: idParam, exception_id: idParam });

const clock = z.string({ error: 'validation.time' }).regex(clockPattern, { error: 'validation.time' });
const phone = z
  .string({ error: 'validation.phone' })
  .trim()
  .regex(/^\+?[0-9 ]{7,20}$/, { error: 'validation.phone' });

export const branchBody = z.object({
  name_en: inLanguage('catalogue.name_en_required', catalogueLimits.name),
  name_ar: inLanguage('catalogue.name_ar_required', catalogueLimits.name),
  address_en: inLanguage('catalogue.address_en_required', 300),
  address_ar: inLanguage('catalogue.address_ar_required', 300),
  city_en: inLanguage('catalogue.city_en_required', catalogueLimits.name),
  city_ar: inLanguage('catalogue.city_ar_required', catalogueLimits.name),
  description_en: inLanguage('catalogue.description_en_required', catalogueLimits.description),
  description_ar: inLanguage('catalogue.description_ar_required', catalogueLimits.description),
  phone,
  latitude: z
    .number({ error: 'catalogue.latitude' })
    .min(-90, { error: 'catalogue.latitude' })
    .max(90, { error: 'catalogue.latitude' }),
  longitude: z
    .number({ error: 'catalogue.longitude' })
    .min(-180, { error: 'catalogue.longitude' })
    .max(180, { error: 'catalogue.longitude' }),
  google_map_link: z
    .string({ error: 'catalogue.map_link' })
    .trim()
    .max(500, { error: 'catalogue.map_link' })
    .refine((s) => s === '' || /^https:\/\/[^\s]+$/.test(s), { error: 'catalogue.map_link' }),
});
export type BranchBody = z.input<typeof branchBody>;

/** The seven days, Sunday (0) first; a closed day keeps its times for when it opens again. */
export const branchHoursBody = z.object({
  days: z
    .array(
      z.object({
        day: z.number({ error: 'validation.invalid' }).int().min(0).max(6),
        is_active: z.boolean({ error: 'validation.invalid' }),
        start_at: clock,
        end_at: clock,
      }),
      { error: 'catalogue.week' },
    )
    .length(7, { error: 'catalogue.week' })
    .refine((days) => new Set(days.map((d) => d.day)).size === 7, { error: 'catalogue.week' }),
  /** Save even though confirmed bookings fall outside the new hours (the 409 listed them). */
  confirm_stranded: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type BranchHoursBody = z.input<typeof branchHoursBody>;

export const branchExceptionBody = z
  .object({
    date: z
      .string({ error: 'validation.date' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
      .refine(
        (d) =>
          !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
          new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
        {
          error: 'validation.date',
        },
      ),
    is_closed: z.boolean({ error: 'validation.invalid' }),
    start_at: clock.nullable().default(null),
    end_at: clock.nullable().default(null),
    note_en: optionalText(catalogueLimits.note),
    note_ar: optionalText(catalogueLimits.note),
    /** Save even though confirmed bookings fall outside the new hours (the 409 listed them). */
    confirm_stranded: z.boolean({ error: 'validation.invalid' }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.is_closed) return;
    if (!v.start_at) ctx.addIssue({ code: 'custom', path: ['start_at'], message: 'catalogue.special_hours' });
    if (!v.end_at) ctx.addIssue({ code: 'custom', path: ['end_at'], message: 'catalogue.special_hours' });
  });
export type BranchExceptionBody = z.input<typeof branchExceptionBody>;

const adminException = z.object({
  id: z.number().int(),
  date: z.string(),
  is_closed: z.boolean(),
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
  note_en: z.string(),
  note_ar: z.string(),
});
export type AdminException = z.infer<typeof adminException>;
export const adminBranch = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  address_en: z.string(),
  address_ar: z.string(),
  city_en: z.string(),
  city_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  google_map_link: z.string(),
  hours: z.array(
    z.object({ day: z.number().int(), is_active: z.boolean(), start_at: z.string(), end_at: z.string() }),
  ),
  exceptions: z.array(adminException),
});
export type AdminBranch = z.infer<typeof adminBranch>;
export const adminBranchesResponse = z.object({ branches: z.array(adminBranch) });

/** The 409 of a branch change that would leave confirmed bookings outside opening time. */
export const strandedBooking = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
});
export type StrandedBooking = z.infer<typeof strandedBooking>;
