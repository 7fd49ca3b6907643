import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatSignedMoney, padCounter } from './money';

describe('money on screen (ADR 0003)', () => {
  it('shows two decimals, Western digits and the currency after the amount', () => {
    expect(formatMoney(15000, 'en')).toBe('150.00\u00a0SAR');
    expect(formatMoney(15000, 'ar')).toBe('150.00\u00a0ر.س');
    expect(formatMoney(123456, 'ar')).toBe('1,234.56\u00a0ر.س');
    expect(formatMoney(undefined, 'en')).toBe('00.00\u00a0SAR');
    expect(formatMoney(null, 'ar')).toBe('00.00\u00a0ر.س');
  });

  it('isolates a negative amount so RTL text keeps the minus with it', () => {
    expect(formatMoney(-2050, 'ar')).toBe('\u2066\u221220.50\u2069\u00a0ر.س');
  });

  it('writes every negative amount with the one true minus (U+2212), never a hyphen: a cart discount as a wallet debit', () => {
    for (const locale of ['en', 'ar'] as const) {
      expect(formatMoney(-1500, locale)).not.toContain('-');
      expect(formatMoney(-1500, locale)).toBe(formatSignedMoney(-1500, locale));
      expect(formatMoney(-123456, locale)).toBe(formatSignedMoney(-123456, locale));
    }
    expect(formatMoney(-1500, 'en')).toBe('\u2066\u221215.00\u2069\u00a0SAR');
    expect(formatMoney(0, 'en')).toBe('00.00\u00a0SAR');
  });

  it('never lets an amount break from its currency: one no-break space for every amount, signed ones too (issue 30 item 7)', () => {
    for (const locale of ['en', 'ar'] as const) {
      for (const text of [
        formatMoney(2500, locale),
        formatMoney(-2500, locale),
        formatSignedMoney(-1200, locale),
      ]) {
        expect(text).not.toContain(' ');
        expect(text).toContain('\u00a0');
      }
    }
    expect(formatSignedMoney(15000, 'en')).toBe('\u2066+150.00\u2069\u00a0SAR');
    expect(formatSignedMoney(-4550, 'ar')).toBe('\u2066\u221245.50\u2069\u00a0ر.س');
  });

  it('formats counts with Western digits in Arabic and pads the counter', () => {
    expect(formatNumber(1234, 'ar')).toBe('1,234');
    expect(formatNumber(45, 'en')).toBe('45');
    expect(padCounter(1)).toBe('01');
    expect(padCounter(12)).toBe('12');
    expect(padCounter(120)).toBe('120');
  });
});
