import { formatAmount } from '@hajz/contracts/money';
import type { Locale } from '@hajz/contracts/locale';
import { currencyLabel, formatNumber } from '~/lib/money';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';

export type Direction = 'credit' | 'debit';

/** Money or points in (credit) or out (debit); a zero adjustment is neither. */
export const directionOf = (amount: number): Direction | null =>
  amount > 0 ? 'credit' : amount < 0 ? 'debit' : null;

// A true minus sign (U+2212), not a hyphen: it reads as "minus" and lines up with "+".
const signOf = (amount: number) => (amount > 0 ? '+' : amount < 0 ? '\u2212' : '');

// Left-to-right isolate: keeps the sign before the digits inside Arabic (right-to-left) text.
const isolate = (text: string) => `\u2066${text}\u2069`;

/** "+150.00 SAR" / "−45.50 ر.س" for a signed amount of halalas, digits as everywhere else (ADR 0003). */
export const formatSignedMoney = (halalas: number, locale: Locale): string =>
  `${isolate(`${signOf(halalas)}${formatAmount(Math.abs(halalas))}`)} ${currencyLabel[locale]}`;

/** "+50" / "−1,200" for a signed number of points (the unit comes from the translation). */
export const formatSignedPoints = (points: number, locale: Locale): string =>
  isolate(`${signOf(points)}${formatNumber(Math.abs(points), locale)}`);

/** When an entry was made, on the business's calendar and clock: "Wed, 5 Mar 2031 · 10:00 AM". */
export const formatEntryWhen = (iso: string, timeZone: string, locale: Locale): string =>
  `${formatInstantDate(iso, timeZone, locale)} · ${formatInstantTime(iso, timeZone, locale)}`;
