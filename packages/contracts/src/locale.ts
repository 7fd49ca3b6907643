export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
/** The spec's fallback language tag. */
export const fallbackLanguageTag = 'en-US';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ar';

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** Picks the first supported language from an Accept-Language header, or null. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/** Spec §9: the visitor's language choice, a cookie read by the server on prefix-less URLs. */
export const localeCookie = 'locale';

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

/** "/ar/services" → "ar"; anything else → "en". */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
}

/**
 * Spec §2: the language a page request should be shown in. A prefix-less (English) URL honours a stored Arabic
 * choice, then the browser's language; a visitor whose answer differs from the path's language is redirected.
 */
export function preferredPageLocale(
  pathname: string,
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  const locale = localeFromPath(pathname);
  if (locale === 'ar') return locale;
  return localeFromCookie(cookieHeader) ?? localeFromAcceptLanguage(acceptLanguage) ?? locale;
}
