import type { Locale } from '@hajz/contracts/locale';
import type { OrderDetails } from '@hajz/contracts/orders';
import { formatInstantDate, formatInstantTime, formatLocalDate, formatLocalTime } from '~/lib/dates';

/**
 * The booking's date and time on the business's clock: from its first service when it has one (the server's
 * `date`/`time` say the same, but a card rendered from an older stored copy may lack them).
 */
export function bookingWhen(order: OrderDetails, timeZone: string, locale: Locale) {
  // A gift whose recipient has yet to choose the time (ADR 0021) has no date or time to show.
  if (order.products.some((p) => p.type === 'service' && !p.start_at)) return { date: '—', time: '—' };
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
