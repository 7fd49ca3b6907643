import { weekDays, type WorkingTime } from '@hajz/contracts/catalogue';

export type WeeklyHours = { day: number; isActive: boolean; startAt: string; endAt: string }[];

const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Day of week (0 = Sunday) and minutes since midnight of `at`, read on the wall clock of `timeZone`. */
export function wallClock(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * Open when `at` falls inside today's shift, or inside yesterday's shift that runs past midnight.
 * A shift whose end equals its start is open all day.
 */
export function isOpenAt(hours: WeeklyHours, at: Date, timeZone: string): boolean {
  const { day, minutes } = wallClock(at, timeZone);
  const byDay = new Map(hours.map((h) => [h.day, h]));
  const today = byDay.get(day);
  if (today?.isActive) {
    const start = minutesOf(today.startAt);
    const end = minutesOf(today.endAt);
    if (start === end) return true;
    if (end > start ? minutes >= start && minutes < end : minutes >= start) return true;
  }
  const yesterday = byDay.get((day + 6) % 7);
  if (yesterday?.isActive) {
    const start = minutesOf(yesterday.startAt);
    const end = minutesOf(yesterday.endAt);
    if (end < start && minutes < end) return true;
  }
  return false;
}

/** The seven days, Sunday first, in the wire shape; a day with no row is closed. */
export function toWorkingTimes(hours: WeeklyHours): WorkingTime[] {
  const byDay = new Map(hours.map((h) => [h.day, h]));
  return weekDays.map((name, index) => {
    const h = byDay.get(index);
    return {
      day: name,
      is_active: h?.isActive ?? false,
      start_at: (h?.startAt ?? '00:00').slice(0, 5),
      end_at: (h?.endAt ?? '00:00').slice(0, 5),
    };
  });
}
