import type { Locale } from '@hajz/contracts/locale';

/** "14:30" → "2:30 PM" / "2:30 م" (Western digits in both languages, see ADR 0003). */
export function formatClock(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const date = new Date(Date.UTC(2024, 0, 1, h, m));
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

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
