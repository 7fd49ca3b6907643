import { formatAmount, moneySpace, type Halalas } from '@hajz/contracts/money';
import type { Locale } from '@hajz/contracts/locale';

/** How the currency is written after an amount in each language. */
export const currencyLabel: Record<Locale, string> = { en: 'SAR', ar: 'ر.س' };

/** Left-to-right isolate: keeps a sign before the digits inside Arabic (right-to-left) text. */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;

// A true minus sign (U+2212), not a hyphen: it reads as "minus" and lines up with "+". The one sign every negative
// amount on screen carries (a discount in the cart, a debit in the wallet).
const minus = '\u2212';
const signOf = (amount: number) => (amount > 0 ? '+' : amount < 0 ? minus : '');

/**
 * "150.00 SAR" / "150.00 ر.س": Western digits in both languages, amount first, two decimals,
 * "00.00" when missing (spec §9). See docs/decisions/0003-money-and-digits.md. The amount and its currency are
 * joined by a no-break space (`moneySpace`), so no screen ever breaks "25.00" / "SAR" across two lines.
 * A negative amount is written with the true minus, as `formatSignedMoney` writes it.
 */
export function formatMoney(halalas: Halalas | null | undefined, locale: Locale): string {
  if (typeof halalas === 'number' && halalas < 0) {
    // Isolate a negative amount so the minus sign stays with the number inside Arabic text.
    return `${isolateLtr(`${minus}${formatAmount(-halalas)}`)}${moneySpace}${currencyLabel[locale]}`;
  }
  return `${formatAmount(halalas)}${moneySpace}${currencyLabel[locale]}`;
}

/**
 * "+150.00 SAR" / "−45.50 ر.س" for a signed amount of halalas (a ledger entry: wallet, gift card), digits and the
 * no-break space as in `formatMoney` (ADR 0003).
 */
export const formatSignedMoney = (halalas: number, locale: Locale): string =>
  `${isolateLtr(`${signOf(halalas)}${formatAmount(Math.abs(halalas))}`)}${moneySpace}${currencyLabel[locale]}`;

/** "+50" / "−1,200" for a signed whole number (points; the unit comes from the translation). */
export const formatSignedNumber = (value: number, locale: Locale): string =>
  isolateLtr(`${signOf(value)}${formatNumber(Math.abs(value), locale)}`);

/** Whole numbers (counts, minutes, ratings) with Western digits in both languages. */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', options).format(value);
}

/** Spec §2: the product view's counter is zero-padded to 2 digits. */
export const padCounter = (n: number): string => String(n).padStart(2, '0');
