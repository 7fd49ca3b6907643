/** The back office's catalogue rules with no schema library (safe for the browser bundle): SAR typed as text. */

/** "12.50", "12.5", "12" or "0.99": up to 999,999.99 SAR, at most two decimals, no sign, no exponent. */
export const sarPattern = /^(?:0|[1-9][0-9]{0,5})(?:\.[0-9]{1,2})?$/;

/**
 * SAR written as a decimal to halalas, exactly: the digits are read as text, never through a float
 * ("0.29" is 29 halalas, not 28.999…). null for text that is not an amount.
 */
export function sarTextToHalalas(text: string): number | null {
  const trimmed = text.trim();
  if (!sarPattern.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Halalas to the form's text ("12.50"): the inverse of sarTextToHalalas. */
export const halalasToSarText = (halalas: number) =>
  `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;

export const catalogueLimits = {
  name: 120,
  description: 2000,
  /** Minutes. */
  duration: { min: 5, max: 720 },
  buffer: { max: 240 },
  imageMaxBytes: 4 * 1024 * 1024,
  /** Pictures are kept at most this long on their long side. */
  imageMaxSide: 1200,
  note: 200,
} as const;

/** "HH:mm", 00:00 to 23:59. */
export const clockPattern = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;
