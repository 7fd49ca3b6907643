/**
 * Wall-clock arithmetic in an IANA timezone with nothing but Intl: the offset at an instant, the instant of a
 * wall-clock time, the local date of an instant, ISO strings with offsets. Written for any timezone (DST
 * included) although the business runs on Asia/Riyadh (UTC+3 all year).
 *
 * Dates are 'YYYY-MM-DD' strings; times are epoch milliseconds.
 */
const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
/** Offsets only change at instants on a 15-minute grid (offsets are whole quarter hours): cache per bucket. */
const bucketMs = 15 * minuteMs;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, Map<number, number>>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function computeOffset(at: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((wall - (at - (((at % 1000) + 1000) % 1000))) / minuteMs);
}

/** Minutes to add to UTC to read the wall clock of `timeZone` at `at` (+180 for Riyadh). */
export function offsetMinutes(at: number, timeZone: string): number {
  let cache = offsetCache.get(timeZone);
  if (!cache) {
    cache = new Map();
    offsetCache.set(timeZone, cache);
  }
  const bucket = Math.floor(at / bucketMs);
  let offset = cache.get(bucket);
  if (offset === undefined) {
    if (cache.size > 100_000) cache.clear();
    offset = computeOffset(bucket * bucketMs, timeZone);
    cache.set(bucket, offset);
  }
  return offset;
}

const utcDate = (date: string): number => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};

/**
 * The instant at which the wall clock of `timeZone` shows `minutes` after midnight of `date` (minutes may pass
 * 1440: the next day). In a DST gap the time is read with the offset from before the gap.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const wall = utcDate(date) + minutes * minuteMs;
  const first = offsetMinutes(wall, timeZone);
  const guess = wall - first * minuteMs;
  const second = offsetMinutes(guess, timeZone);
  return second === first ? guess : wall - second * minuteMs;
}

/** The wall clock at `at` as 'YYYY-MM-DDTHH:mm:ss' (no offset). */
const wallIso = (at: number, offset: number) => new Date(at + offset * minuteMs).toISOString().slice(0, 19);

/** Days since 1970-01-01 on the local wall clock: the local date of an instant as a number (cheap to compare). */
export const localDay = (at: number, timeZone: string): number =>
  Math.floor((at + offsetMinutes(at, timeZone) * minuteMs) / dayMs);

const dayNames = new Map<number, string>();
/** 'YYYY-MM-DD' of a local day number. */
export function dateOfDay(day: number): string {
  let name = dayNames.get(day);
  if (name === undefined) {
    if (dayNames.size > 10_000) dayNames.clear();
    name = new Date(day * dayMs).toISOString().slice(0, 10);
    dayNames.set(day, name);
  }
  return name;
}

/** The local date of an instant. */
export const localDate = (at: number, timeZone: string): string => dateOfDay(localDay(at, timeZone));

/** 'HH:mm' on the local wall clock. */
export const localTime = (at: number, timeZone: string): string =>
  wallIso(at, offsetMinutes(at, timeZone)).slice(11, 16);

const offsetSuffix = (offset: number) => {
  const abs = Math.abs(offset);
  return `${offset < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
};
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** '2026-11-22T10:00:00+03:00' */
export function isoWithOffset(at: number, timeZone: string): string {
  const offset = offsetMinutes(at, timeZone);
  return `${wallIso(at, offset)}${offsetSuffix(offset)}`;
}

export type WallTime = { date: string; time: string; iso: string };

/**
 * A fast formatter for many instants visited mostly in date order (a list of slots): the local date, 'HH:mm'
 * and the ISO string with offset, by integer arithmetic from the local midnight of the current date. A date
 * on which the offset changes (DST) falls back to the Intl path.
 */
export function wallTimeFormatter(timeZone: string): (at: number) => WallTime {
  let from = Infinity;
  let to = -Infinity;
  let date = '';
  let suffix = '';
  let steady = false;
  return (at) => {
    if (at < from || at >= to) {
      date = localDate(at, timeZone);
      from = zonedInstant(date, 0, timeZone);
      to = zonedInstant(addDays(date, 1), 0, timeZone);
      const offset = offsetMinutes(from, timeZone);
      steady = offset === offsetMinutes(to - 1, timeZone) && to - from === dayMs && at >= from && at < to;
      suffix = offsetSuffix(offset);
    }
    if (!steady) {
      const iso = isoWithOffset(at, timeZone);
      return { date: iso.slice(0, 10), time: iso.slice(11, 16), iso };
    }
    const seconds = Math.floor((at - from) / 1000);
    const minutes = Math.floor(seconds / 60);
    const time = `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
    return { date, time, iso: `${date}T${time}:${pad2(seconds % 60)}${suffix}` };
  };
}

/** `date` moved by `days` calendar days. */
export const addDays = (date: string, days: number): string =>
  new Date(utcDate(date) + days * dayMs).toISOString().slice(0, 10);

/** 0 = Sunday. */
export const dayOfWeek = (date: string): number => new Date(utcDate(date)).getUTCDay();

/** 'HH:mm' or 'HH:mm:ss' to minutes after midnight. */
export function clockMinutes(clock: string): number {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
}

/** A real calendar date in 'YYYY-MM-DD' form (rejects 2026-02-30). */
export const isCalendarDate = (date: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;
