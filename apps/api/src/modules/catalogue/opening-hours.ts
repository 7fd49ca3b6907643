import { weekDays, type WorkingTime } from '@hajz/contracts/catalogue';

export type WeeklyHours = { day: number; isActive: boolean; startAt: string; endAt: string }[];

const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

// Building an Intl.DateTimeFormat costs far more than using one: keep one per timezone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export type WallClock = { day: number; minutes: number };

/** Day of week (0 = Sunday) and minutes since midnight of `at`, read on the wall clock of `timeZone`. */
export function wallClock(at: Date, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * Open when `at` falls inside today's shift, or inside yesterday's shift that runs past midnight.
 * A shift whose end equals its start is open all day.
 */
export function isOpenAt(hours: WeeklyHours, at: Date | WallClock, timeZone: string): boolean {
  const { day, minutes } = at instanceof Date ? wallClock(at, timeZone) : at;
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
