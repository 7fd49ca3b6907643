import { localeCookie, type Locale } from '@hajz/contracts/locale';

// Shared with the server's page cache (the same answer decides a redirect there): re-exported for the app.
export { localeCookie, localeFromCookie, localeFromPath, readCookie } from '@hajz/contracts/locale';
/** Spec §9: the locale cookie lasts 365 days. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

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

export function writeLocaleCookie(locale: Locale) {
  document.cookie = `${localeCookie}=${locale}; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax`;
}
