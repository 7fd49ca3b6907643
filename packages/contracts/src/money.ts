/**
 * Money is integer halalas (1 SAR = 100 halalas) everywhere but the edge.
 * Formatting lives here so the web and the API (invoices, SMS) print the same thing.
 */
export type Halalas = number;

export const currency = 'SAR';

/**
 * What joins an amount to its currency wherever money is written ("25.00 SAR", "25.00 ر.س"), on the web and in the
 * API's texts alike: a no-break space, so an amount never breaks across two lines (issue 30 item 7).
 */
export const moneySpace = '\u00a0';

export function assertHalalas(value: number): Halalas {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer amount of halalas: ${value}`);
  return value;
}

/**
 * SAR decimal (e.g. 150.5) to halalas, rounding half away from zero at the third decimal.
 * `x * 100` can land just under .5 (4.015 * 100 = 401.49999…); 15 significant digits drop that noise.
 */
export function toHalalas(sar: number): Halalas {
  const cents = Math.sign(sar) * Math.round(Number((Math.abs(sar) * 100).toPrecision(15)));
  return assertHalalas(cents === 0 ? 0 : cents);
}

/**
 * "150.00" for 15000. Missing amounts print the spec's default "00.00".
 * Western digits and the dot in both languages (see docs/decisions/0003-money-and-digits.md).
 */
export function formatAmount(halalas: Halalas | null | undefined): string {
  if (halalas === null || halalas === undefined || Number.isNaN(halalas)) return '00.00';
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(Math.round(halalas));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole === 0 ? '00' : grouped}.${fraction}`;
}

/** Percentage saved when a price is discounted, rounded to a whole percent. */
export function discountPercent(price: Halalas, before: Halalas | null | undefined): number {
  if (!before || before <= price) return 0;
  return Math.round(((before - price) / before) * 100);
}
