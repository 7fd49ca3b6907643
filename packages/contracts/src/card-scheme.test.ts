import { describe, expect, it } from 'vitest';
import { cardSchemeOf, isMadaNumber } from './card-scheme.ts';
import { madaBinList } from './mada-bins.ts';

describe('card scheme from the first digits (issue 27)', () => {
  it('recognises every published mada BIN, though they sit in Visa and Mastercard ranges', () => {
    expect(madaBinList.prefixes.length).toBeGreaterThan(80);
    expect(madaBinList.source).toMatch(/^https:\/\//);
    for (const bin of madaBinList.prefixes) expect(cardSchemeOf(`${bin}00000000`), bin).toBe('mada');
    // The documented test cards: APS's mada card (5297 41…) and the sandbox's (4464 04…).
    expect(cardSchemeOf('5297 4120 0000 0000')).toBe('mada');
    expect(cardSchemeOf('4464040000000007')).toBe('mada');
  });

  it('does not take other cards for mada', () => {
    expect(cardSchemeOf('4111111111111111')).toBe('visa');
    expect(cardSchemeOf('4000000000000002')).toBe('visa');
    expect(cardSchemeOf('5555555555554444')).toBe('mastercard');
    expect(cardSchemeOf('2221000000000009')).toBe('mastercard');
    expect(cardSchemeOf('378282246310005')).toBe('amex');
    // 4268 97 is a Visa range whose mada part is published with 8 digits (42689700): only that part is mada.
    expect(isMadaNumber('4268970000000000')).toBe(true);
    expect(cardSchemeOf('4268971200000000')).toBe('visa');
    expect(cardSchemeOf('44640')).toBeNull();
    expect(cardSchemeOf('6011000000000004')).toBeNull();
  });
});
