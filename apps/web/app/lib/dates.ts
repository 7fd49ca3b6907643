import type { Locale } from '@hajz/contracts/locale';
import { formatLocalDate } from '@hajz/contracts/calendar-text';

// One way to write dates and times, shared with the API's texts (contracts/calendar-text.ts).
export { formatClock, formatLocalDate, formatLocalTime } from '@hajz/contracts/calendar-text';

/** Local calendar date → "YYYY-MM-DD" (spec §5: date of birth is sent so). */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fromIsoDate(iso: string): Date {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}

const ordinalSuffix = (day: number) => {
  const rule = new Intl.PluralRules('en-US', { type: 'ordinal' }).select(day);
  return { one: 'st', two: 'nd', few: 'rd' }[rule as 'one' | 'two' | 'few'] ?? 'th';
};

/**
 * Spec §2: "month - day with ordinal - year": "April - 12th - 1995". Arabic has no ordinal suffix for
 * dates, so it reads "أبريل - 12 - 1995".
 */
export function formatBirthDate(date: Date, locale: Locale): string {
  const month = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-US', {
    month: 'long',
  }).format(date);
  const day = date.getDate();
  return `${month} - ${locale === 'ar' ? day : `${day}${ordinalSuffix(day)}`} - ${date.getFullYear()}`;
}

/** An instant as a time on the business's clock (per-service times on the card). */
export const formatInstantTime = (iso: string, timeZone: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

/** An instant as a date on the business's calendar. */
export function formatInstantDate(iso: string, timeZone: string, locale: Locale): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return formatLocalDate(day.format(new Date(iso)), locale);
}
