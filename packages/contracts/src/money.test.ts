import { describe, expect, it } from 'vitest';
import { assertHalalas, discountPercent, formatAmount, toHalalas } from './money.ts';

describe('formatAmount', () => {
  it.each([
    [15000, '150.00'],
    [15050, '150.50'],
    [100, '1.00'],
    [99, '00.99'],
    [5, '00.05'],
    [123450, '1,234.50'],
    [100000000, '1,000,000.00'],
    [99999999, '999,999.99'],
  ])('%d halalas → %s', (halalas, expected) => {
    expect(formatAmount(halalas)).toBe(expected);
  });

  it.each([0, null, undefined, Number.NaN, -0])('prints the default "00.00" for %s', (value) => {
    expect(formatAmount(value)).toBe('00.00');
  });

  it.each([
    [-15000, '-150.00'],
    [-5, '-00.05'],
    [-123450, '-1,234.50'],
  ])('keeps the sign of negative amounts: %d → %s', (halalas, expected) => {
    expect(formatAmount(halalas)).toBe(expected);
  });

  it('always prints two decimals with a dot and Western digits', () => {
    for (const n of [1, 10, 1001, 123456789]) expect(formatAmount(n)).toMatch(/^[0-9,]+\.[0-9]{2}$/);
  });
});

describe('toHalalas', () => {
  it.each([
    [150, 15000],
    [150.5, 15050],
    [0.01, 1],
    [0, 0],
    [19.99, 1999],
    [1234.5, 123450],
  ])('%d SAR → %d halalas', (sar, expected) => {
    expect(toHalalas(sar)).toBe(expected);
  });

  it('absorbs float noise', () => {
    expect(toHalalas(0.1 + 0.2)).toBe(30);
    expect(toHalalas(1.1 * 3)).toBe(330);
    expect(toHalalas(0.7 + 0.1)).toBe(80);
    expect(toHalalas(19.99 * 3)).toBe(5997);
  });

  it.each([
    [0.005, 1],
    [1.005, 101],
    [2.675, 268],
    [4.015, 402],
    [8.075, 808],
    [10.005, 1001],
    [1234.005, 123401],
    [0.004, 0],
    [0.0049, 0],
  ])('rounds half away from zero at the third decimal: %d → %d', (sar, expected) => {
    expect(toHalalas(sar)).toBe(expected);
  });

  it('rounds negatives away from zero too, and never returns -0', () => {
    expect(toHalalas(-1.005)).toBe(-101);
    expect(toHalalas(-0.005)).toBe(-1);
    expect(toHalalas(-150.5)).toBe(-15050);
    expect(Object.is(toHalalas(-0.001), 0)).toBe(true);
    expect(Object.is(toHalalas(-0), 0)).toBe(true);
  });

  it('refuses what is not a finite amount', () => {
    expect(() => toHalalas(Number.NaN)).toThrow(RangeError);
    expect(() => toHalalas(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('assertHalalas', () => {
  it('accepts safe integers and rejects fractions', () => {
    expect(assertHalalas(15000)).toBe(15000);
    expect(() => assertHalalas(150.5)).toThrow(RangeError);
    expect(() => assertHalalas(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe('discountPercent', () => {
  it.each([
    [7500, 10000, 25],
    [65000, 75000, 13],
    [75000, 85000, 12],
    [1, 3, 67],
    [0, 10000, 100],
  ])('price %d before %d → %d%%', (price, before, expected) => {
    expect(discountPercent(price, before)).toBe(expected);
  });

  it.each([
    [10000, null],
    [10000, undefined],
    [10000, 0],
    [10000, 10000],
    [10000, 9000],
  ])('is 0 when there is no real discount (price %d, before %s)', (price, before) => {
    expect(discountPercent(price, before)).toBe(0);
  });
});
