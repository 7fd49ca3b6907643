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
