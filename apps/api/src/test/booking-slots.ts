/** Shared input for the slot tests (not a test file): a Sunday in Riyadh, 09:00–17:00 every day, one resource. */
import type { Busy, SlotInput } from '../modules/booking/slots.ts';
import { zonedInstant } from '../lib/zoned-time.ts';

export const tz = 'Asia/Riyadh';
/** Sunday 2026-11-22 06:00 in Riyadh. */
export const sunday = '2026-11-22';
export const at = (date: string, hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return zonedInstant(date, h * 60 + m, tz);
};
export const nineToFive = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  isActive: true,
  startAt: '09:00',
  endAt: '17:00',
}));

export function input(over: Partial<SlotInput> = {}): SlotInput {
  return {
    timeZone: tz,
    stepMinutes: 30,
    minNoticeMinutes: 0,
    horizonDays: 1,
    now: at(sunday, '06:00'),
    weeklyHours: nineToFive,
    exceptions: [],
    resources: [{ id: 1, shifts: [] }],
    busy: [],
    durationMinutes: 30,
    bufferMinutes: 0,
    visitors: 1,
    ...over,
  };
}

export const busy = (
  resourceId: number,
  date: string,
  from: string,
  to: string,
  cartItemId: number | null = null,
): Busy => ({
  resourceId,
  start: at(date, from),
  end: at(date, to),
  cartItemId,
});
