import { describe, expect, it } from 'vitest';
import { localeFromCookie, localeFromPath, localizePath, stripLocale } from './locale';

describe('language paths', () => {
  it.each([
    ['/', 'en', '/', '/ar'],
    ['/ar', 'ar', '/', '/ar'],
    ['/ar/services', 'ar', '/services', '/ar/services'],
    ['/services', 'en', '/services', '/ar/services'],
    ['/arabic-night', 'en', '/arabic-night', '/ar/arabic-night'],
    ['/dashboard/bookings', 'en', '/dashboard/bookings', '/ar/dashboard/bookings'],
  ])('%s', (path, locale, bare, arabic) => {
    expect(localeFromPath(path)).toBe(locale);
    expect(stripLocale(path)).toBe(bare);
    expect(localizePath(path, 'ar')).toBe(arabic);
    expect(localizePath(path, 'en')).toBe(bare);
  });

  it('reads the locale cookie and ignores unsupported values', () => {
    expect(localeFromCookie('a=1; locale=ar; b=2')).toBe('ar');
    expect(localeFromCookie('locale=fr')).toBeUndefined();
    expect(localeFromCookie(undefined)).toBeUndefined();
  });
});
