/**
 * Schedules in the back office (issue 17 item 2): resources (staff, rooms, chairs) with their services, weekly
 * shifts and time off, and the business's booking settings. The same schemas check the screens' forms and the API
 * edge; every error is a message key both translate (`schedules.*`).
 */
import { z } from 'zod';
import { resourceKinds } from './desk.ts';
import { decimalInt } from './pagination.ts';

const id = decimalInt('validation.id', 1, 2147483647);
export const resourceParams = z.object({ id });
export const timeOffParams = z.object({ id, time_off_id: id });
export const resourcesQuery = z.object({ branch_id: id });

const whole = (error: string, min: number, max: number) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
const name = (error: string) => z.string({ error }).trim().min(1, { error }).max(80, { error });
/** "09:00" (24-hour clock, minutes on the hour's grid of 5). */
const clock = z
  .string({ error: 'schedules.time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'schedules.time' });
const minutesOf = (clockTime: string) => Number(clockTime.slice(0, 2)) * 60 + Number(clockTime.slice(3, 5));

export const shift = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  day: whole('schedules.day', 0, 6),
  start_at: clock,
  /** At or before the start: runs past midnight, like the branch's hours. */
  end_at: clock,
});
export type Shift = z.infer<typeof shift>;

/** A day's minutes a shift covers, [start, end) from that day's midnight (past midnight: end > 1440). */
export function shiftMinutes(s: Pick<Shift, 'start_at' | 'end_at'>): [number, number] {
  const start = minutesOf(s.start_at);
  let end = minutesOf(s.end_at);
  if (end <= start) end += 24 * 60;
  return [start, end];
}

/** A week of shifts: at most 4 a day, none overlapping another of its day (the gaps are breaks). */
export const shifts = z
  .array(shift, { error: 'validation.invalid' })
  .max(28, { error: 'schedules.too_many_shifts' })
  .superRefine((list, ctx) => {
    list.forEach((s, i) => {
      const [start, end] = shiftMinutes(s);
      const clash = list.some((o, j) => {
        if (j >= i || o.day !== s.day) return false;
        const [os, oe] = shiftMinutes(o);
        return start < oe && os < end;
      });
      if (clash) ctx.addIssue({ code: 'custom', path: [i, 'start_at'], message: 'schedules.shift_overlap' });
    });
  });

/** Saving anyway: the bookings the change strands stay (the desk moves or cancels them). */
const confirm = z.boolean({ error: 'validation.invalid' }).optional();

export const resourceBody = z.object({
  name_en: name('schedules.name_en'),
  name_ar: name('schedules.name_ar'),
  kind: z.enum(resourceKinds, { error: 'validation.enum' }),
  /** The services it performs; each offered at its branch. */
  service_ids: z.array(z.number().int().positive(), { error: 'validation.invalid' }).max(200),
  is_active: z.boolean({ error: 'validation.invalid' }),
  confirm,
});
export type ResourceBody = z.infer<typeof resourceBody>;

export const newResourceBody = resourceBody.omit({ is_active: true, confirm: true }).extend({
  branch_id: z.number({ error: 'validation.id' }).int().positive({ error: 'validation.id' }),
  shifts: shifts.default([]),
});
export type NewResourceBody = z.input<typeof newResourceBody>;

export const shiftsBody = z.object({ shifts, confirm });
export type ShiftsBody = z.infer<typeof shiftsBody>;

const instant = z.iso.datetime({ offset: true, error: 'schedules.instant' });
export const timeOffBody = z
  .object({
    start_at: instant,
    end_at: instant,
    note: z.string({ error: 'validation.invalid' }).trim().max(200, { error: 'schedules.note' }).default(''),
    confirm,
  })
  .refine((v) => Date.parse(v.end_at) > Date.parse(v.start_at), {
    path: ['end_at'],
    message: 'schedules.end_after_start',
  })
  .refine((v) => Date.parse(v.end_at) - Date.parse(v.start_at) <= 366 * 86_400_000, {
    path: ['end_at'],
    message: 'schedules.time_off_too_long',
  });
export type TimeOffBody = z.input<typeof timeOffBody>;

export const timeOff = z.object({
  id: z.number().int(),
  start_at: z.string(),
  end_at: z.string(),
  note: z.string(),
});
export type TimeOff = z.infer<typeof timeOff>;

export const adminResource = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  kind: z.enum(resourceKinds),
  name_en: z.string(),
  name_ar: z.string(),
  is_active: z.boolean(),
  service_ids: z.array(z.number().int()),
  /** Empty: follows the branch's hours. */
  shifts: z.array(shift),
  /** Time off not yet over, soonest first. */
  time_off: z.array(timeOff),
});
export type AdminResource = z.infer<typeof adminResource>;

/** GET admin/resources?branch_id=: the branch's resources, the services it offers, and its weekly hours. */
export const adminResourcesResponse = z.object({
  branch_id: z.number().int(),
  timezone: z.string(),
  resources: z.array(adminResource),
  services: z.array(z.object({ id: z.number().int(), name_en: z.string(), name_ar: z.string() })),
  branch_hours: z.array(z.object({ day: z.number().int(), start_at: z.string(), end_at: z.string() })),
});
export type AdminResourcesResponse = z.infer<typeof adminResourcesResponse>;

/** A booking a change would leave outside its resource's working time (the 409's data). */
export const strandedBooking = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  customer_name: z.string(),
  service_name: z.string(),
  start_at: z.string(),
  end_at: z.string(),
});
export type StrandedBooking = z.infer<typeof strandedBooking>;
export const strandedResponse = z.object({ stranded: z.array(strandedBooking) });
export type StrandedResponse = z.infer<typeof strandedResponse>;

export const resourceResponse = z.object({ resource: adminResource });

/**
 * The business's peak hours (issue 28, ADR 0064): weekly ranges in the business's time zone, like shifts (an end at
 * or before the start runs past midnight), none empty (start = end) and none overlapping another of its day.
 */
export const peakHour = shift;
export type PeakHour = Shift;
export const peakHours = z
  .array(peakHour, { error: 'validation.invalid' })
  .max(14, { error: 'schedules.peak_count' })
  .superRefine((list, ctx) => {
    list.forEach((p, i) => {
      if (p.start_at === p.end_at)
        ctx.addIssue({ code: 'custom', path: [i, 'end_at'], message: 'schedules.peak_empty' });
      const [start, end] = shiftMinutes(p);
      const clash = list.some((o, j) => {
        if (j >= i || o.day !== p.day) return false;
        const [os, oe] = shiftMinutes(o);
        return start < oe && os < end;
      });
      if (clash) ctx.addIssue({ code: 'custom', path: [i, 'start_at'], message: 'schedules.peak_overlap' });
    });
  });

/**
 * PUT admin/settings/booking: the owner's booking rules, within the database's checks (business_settings_*).
 * Reminder lead times: up to 4, each 1–168 hours, different, sent largest first.
 */
/** One reminder's lead time, in hours. */
export const reminderHours = whole('schedules.reminder', 1, 168);

export const bookingSettings = z.object({
  slot_step_minutes: whole('schedules.slot_step', 5, 240),
  min_notice_minutes: whole('schedules.min_notice', 0, 43_200),
  horizon_days: whole('schedules.horizon', 1, 366),
  hold_minutes: whole('schedules.hold', 1, 1440),
  cancel_window_hours: whole('schedules.cancel_window', 0, 720),
  reminder_lead_hours: z
    .array(reminderHours, { error: 'validation.invalid' })
    .max(4, { error: 'schedules.reminders_count' })
    .refine((list) => new Set(list).size === list.length, { error: 'schedules.reminders_distinct' }),
  refund_to_wallet: z.boolean({ error: 'validation.invalid' }),
  /** A customer may move their own booking up to this many hours before it (issue 28, ADR 0055). */
  reschedule_cutoff_hours: whole('schedules.reschedule_cutoff', 0, 720),
  /** How long a freed time offered to the waitlist is held for the customer (ADR 0055). */
  waitlist_offer_minutes: whole('schedules.waitlist_offer', 1, 1440),
  /** When a service's deposit "at peak hours only" applies (ADR 0064). */
  peak_hours: peakHours,
});
export type BookingSettings = z.infer<typeof bookingSettings>;
export const bookingSettingsResponse = z.object({ settings: bookingSettings });
