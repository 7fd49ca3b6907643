import { describe, expect, it } from 'vitest';
import { halalasToSar, parseWhole, sarToHalalas } from './sar-input.ts';

describe('SAR typed in a form', () => {
  it('becomes exact halalas, in Latin or Arabic digits, with a point or a comma', () => {
    expect(sarToHalalas('12.50')).toBe(1250);
    expect(sarToHalalas('0.29')).toBe(29);
    expect(sarToHalalas('1.1')).toBe(110);
    expect(sarToHalalas('75')).toBe(7500);
    expect(sarToHalalas(' 3,05 ')).toBe(305);
    expect(sarToHalalas('١٢٫٥٠')).toBe(1250);
    expect(sarToHalalas('۱۰')).toBe(1000);
  });
  it('refuses what is not an amount with at most two decimals', () => {
    for (const bad of ['', '1.234', '-5', 'abc', '1.2.3', '.5', '1e3']) expect(sarToHalalas(bad)).toBeNull();
  });
  it('writes halalas back as the text of a field', () => {
    expect(halalasToSar(1250)).toBe('12.50');
    expect(halalasToSar(5)).toBe('0.05');
    expect(halalasToSar(-50)).toBe('-0.50');
    expect(sarToHalalas(halalasToSar(123456))).toBe(123456);
  });
  it('reads whole numbers in either digits', () => {
    expect([parseWhole('12'), parseWhole('١٢'), parseWhole(' 0 ')]).toEqual([12, 12, 0]);
    for (const bad of ['', '1.5', '-1', 'x']) expect(parseWhole(bad)).toBeNull();
  });
});
