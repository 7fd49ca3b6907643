import type { Locale } from '@hajz/contracts/locale';
import { formatSignedNumber } from '~/lib/money';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';

export type Direction = 'credit' | 'debit';

/** Money or points in (credit) or out (debit); a zero adjustment is neither. */
export const directionOf = (amount: number): Direction | null =>
  amount > 0 ? 'credit' : amount < 0 ? 'debit' : null;

export { formatSignedMoney } from '~/lib/money';

/** "+50" / "−1,200" for a signed number of points (the unit comes from the translation). */
export const formatSignedPoints = formatSignedNumber;

/** When an entry was made, on the business's calendar and clock: "Wed, 5 Mar 2031 · 10:00 AM". */
export const formatEntryWhen = (iso: string, timeZone: string, locale: Locale): string =>
  `${formatInstantDate(iso, timeZone, locale)} · ${formatInstantTime(iso, timeZone, locale)}`;
