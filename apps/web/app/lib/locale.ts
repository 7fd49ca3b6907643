import { isLocale, type Locale } from '@hajz/contracts/locale';

export const localeCookie = 'locale';
/** Spec §9: the locale cookie lasts 365 days. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/** "/ar/services" → "ar"; anything else → "en". */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
}

/** The path without its language prefix, always starting with "/". */
export function stripLocale(pathname: string): string {
  if (pathname === '/ar') return '/';
  return pathname.startsWith('/ar/') ? pathname.slice(3) : pathname;
}

/** The same page in `locale`: "/services" + ar → "/ar/services". */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === 'en') return bare;
  return bare === '/' ? '/ar' : `/ar${bare}`;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function localeFromCookie(header: string | null | undefined): Locale | undefined {
  const value = readCookie(header, localeCookie);
  return isLocale(value) ? value : undefined;
}

export function writeLocaleCookie(locale: Locale) {
  document.cookie = `${localeCookie}=${locale}; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax`;
}
