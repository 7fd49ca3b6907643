/**
 * The card scheme of a card number from its first digits (issue 27 item 2). mada first: mada cards carry Visa and
 * Mastercard prefixes, so the published mada BIN list (mada-bins.ts) is checked before the networks' ranges.
 */
import { madaBinList } from './mada-bins.ts';

export type DetectedScheme = 'mada' | 'visa' | 'mastercard' | 'amex';

const prefixes: readonly string[] = madaBinList.prefixes;

/** Whether the digits start with a published mada BIN (6 digits, or 8 for the ranges published that way). */
export const isMadaNumber = (digits: string): boolean => prefixes.some((p) => digits.startsWith(p));

/** The scheme once six digits are known; null before that or for a number of none of these schemes. */
export function cardSchemeOf(input: string): DetectedScheme | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length < 6) return null;
  if (isMadaNumber(digits)) return 'mada';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}
