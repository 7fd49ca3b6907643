import { formatAmount, type Halalas } from '@hajz/contracts/money';
import type { Locale } from '@hajz/contracts/locale';

/** How the currency is written after an amount in each language. */
export const currencyLabel: Record<Locale, string> = { en: 'SAR', ar: 'ر.س' };

/**
 * "150.00 SAR" / "150.00 ر.س": Western digits in both languages, amount first, two decimals,
 * "00.00" when missing (spec §9). See docs/decisions/0003-money-and-digits.md.
 */
export function formatMoney(halalas: Halalas | null | undefined, locale: Locale): string {
  const amount = formatAmount(halalas);
  // Isolate a negative amount so the minus sign stays with the number inside Arabic text.
  const shown = amount.startsWith('-') ? `\u2066${amount}\u2069` : amount;
  return `${shown} ${currencyLabel[locale]}`;
}

/** Whole numbers (counts, minutes, ratings) with Western digits in both languages. */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', options).format(value);
}

/** Spec §2: the product view's counter is zero-padded to 2 digits. */
export const padCounter = (n: number): string => String(n).padStart(2, '0');
