import type { Locale } from '@hajz/contracts/locale';

const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB');
const clockLocale = (locale: Locale) => (locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-US');

/** An instant as a date in the business timezone: "Sun 22 Nov" / "الأحد 22 نوفمبر". */
export const formatLineDate = (iso: string, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(new Date(iso));

/** An instant as a time on the business's clock: "10:00 AM" / "10:00 ص". */
export const formatLineTime = (iso: string, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(clockLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );

/** Minutes from now until `iso`, rounded up; 0 or less once it has passed. */
export const minutesUntil = (iso: string, now: number) => Math.ceil((new Date(iso).getTime() - now) / 60_000);
