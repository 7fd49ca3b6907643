/**
 * Dates and times as people read them, the same on the web and in the API's texts (notifications, SMS): the
 * locale's words, a 12-hour clock ("10:00 AM" / "10:00 ص") and Western digits in both languages (ADR 0003), never
 * "2026-11-28 at 11:00".
 */
import type { Locale } from './locale.ts';

const intlLocale = (locale: Locale, english: string) =>
  locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : english;

/** "14:30" → "2:30 PM" / "2:30 م". */
export function formatClock(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale, 'en-US'), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, h, m)));
}

/** 'HH:mm' on the business's clock → "10:00 AM" / "10:00 ص"; anything else is given back as it is. */
export const formatLocalTime = (hhmm: string, locale: Locale): string =>
  /^\d{1,2}:\d{2}$/.test(hhmm) ? formatClock(hhmm, locale) : hhmm;

/**
 * A local calendar date 'YYYY-MM-DD' (already in the business timezone) → "Thu 5 Mar 2031" / "الخميس 5 مارس
 * 2031"; anything else is given back as it is.
 */
export function formatLocalDate(isoDate: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale, 'en-GB'), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
