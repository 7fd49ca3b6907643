import { useLocation } from 'react-router';
import { localeFromPath, localizePath } from './locale';

/** The page's language (from its URL) and a helper that keeps links in it. */
export function useLocale() {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return {
    locale,
    dir: locale === 'ar' ? ('rtl' as const) : ('ltr' as const),
    to: (path: string) => localizePath(path, locale),
  };
}
