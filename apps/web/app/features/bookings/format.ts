import type { Locale } from '@hajz/contracts/locale';
import type { OrderDetails } from '@hajz/contracts/orders';
import { formatClock } from '~/lib/dates';

const dateLocale = (locale: Locale) => (locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB');

/** A local calendar date 'YYYY-MM-DD' (already in the business timezone) → "Thu 5 Mar 2031" / "الخميس 5 مارس 2031". */
export function formatLocalDate(isoDate: string, locale: Locale): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return new Intl.DateTimeFormat(dateLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** 'HH:mm' on the business's clock → "10:00 AM" / "10:00 ص"; anything else is shown as sent. */
export const formatLocalTime = (hhmm: string, locale: Locale): string =>
  /^\d{1,2}:\d{2}$/.test(hhmm) ? formatClock(hhmm, locale) : hhmm;

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

/**
 * The booking's date and time on the business's clock: from its first service when it has one (the server's
 * `date`/`time` say the same, but a card rendered from an older stored copy may lack them).
 */
export function bookingWhen(order: OrderDetails, timeZone: string, locale: Locale) {
  const first = order.products
    .map((p) => p.start_at)
    .filter((s): s is string => !!s)
    .sort()[0];
  if (first) {
    return {
      date: formatInstantDate(first, timeZone, locale),
      time: formatInstantTime(first, timeZone, locale),
    };
  }
  return { date: formatLocalDate(order.date ?? '', locale), time: formatLocalTime(order.time ?? '', locale) };
}

/** The names of the booked services, once each, in order. */
export const serviceNames = (order: OrderDetails): string[] => [
  ...new Set(order.products.map((p) => p.name)),
];

/** Still to come: not cancelled and at least one service starting after `now`. */
export const upcomingProducts = (order: OrderDetails, now: number) =>
  order.products.filter((p) => p.start_at && p.end_at && new Date(p.start_at).getTime() > now);
