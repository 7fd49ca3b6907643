/**
 * Money in integer halalas, as the app keeps it (ADR 0007: every catalogue price is VAT-inclusive). The documents
 * carry SAR with two decimals; all arithmetic stays in integers so a total is right to the halala.
 */

/** The standard rate of the Kingdom (VAT category S). */
export const standardRatePercent = 15;

/** 12345 → '123.45' (no grouping, two decimals; negative amounts keep their sign). */
export function sar(halalas: number): string {
  if (!Number.isSafeInteger(halalas)) throw new RangeError(`not a whole number of halalas: ${halalas}`);
  const abs = Math.abs(halalas);
  return `${halalas < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * '123.45', '123.4', '123' → 12345, 12340, 12300. Digits past the second decimal are dropped (rules.ts reports them
 * as BR-DEC); anything that is not a plain decimal amount throws.
 */
export function halalas(amount: string): number {
  const m = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(amount.trim());
  if (!m) throw new RangeError(`not an amount: '${amount}'`);
  const value = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -value : value;
}

/** `percent` of `net`, rounded half up to the halala (BR-CO-17: VAT = taxable × rate, two decimals). */
export const vatOn = (net: number, percent: number): number => Math.floor((net * percent + 50) / 100);

/** The VAT contained in a VAT-inclusive amount, rounded half up to the halala. */
export const vatIn = (gross: number, percent: number): number =>
  Math.floor((gross * percent * 2 + (100 + percent)) / (2 * (100 + percent)));
