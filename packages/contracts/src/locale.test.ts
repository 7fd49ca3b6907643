import { describe, expect, it } from 'vitest';
import { directionOf, isLocale, localeFromAcceptLanguage } from './locale.ts';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['ar', 'ar'],
    ['en', 'en'],
    ['AR', 'ar'],
    ['ar-SA', 'ar'],
    ['ar-SA,ar;q=0.9', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['en-GB', 'en'],
    // q-values rank, not order.
    ['en;q=0.1, ar;q=0.9', 'ar'],
    ['ar;q=0.4,en;q=0.5', 'en'],
    ['en;q=0.5 , ar-SA ; q=0.7', 'ar'],
    // Unsupported tags are skipped in favour of the next supported one.
    ['fr-FR,fr;q=0.9,ar;q=0.5', 'ar'],
    ['de, en;q=0.2', 'en'],
    // q=0 means "not acceptable".
    ['ar;q=0, en;q=0.1', 'en'],
  ] as const)('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    '',
    '*',
    'fr',
    'fr-FR,de;q=0.9',
    'ar;q=0',
    'ar;q=abc',
    ';;;,,,',
    '   ',
    'arabic',
    'english',
    '\u0000\uFFFF',
    'q=0.9',
  ])('returns null for unsupported or garbage %j', (header) => {
    expect(localeFromAcceptLanguage(header)).toBeNull();
  });
});

describe('isLocale and directionOf', () => {
  it('knows the two locales and their directions', () => {
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
