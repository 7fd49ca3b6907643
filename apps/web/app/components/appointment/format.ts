import type { Locale } from '@hajz/contracts/locale';
import { formatClock } from '~/lib/dates';

const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB');

/** "2026-11-22" → "Sunday 22 November" / "الأحد 22 نوفمبر": a business date, whatever the device's zone. */
export function formatDay(iso: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: style,
    day: 'numeric',
    month: style,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "10:00", "11:00" → "10:00 AM – 11:00 AM" in the page language (Western digits). */
export const formatRange = (from: string, to: string, locale: Locale) =>
  `${formatClock(from, locale)} – ${formatClock(to, locale)}`;
