import type { MetaDescriptor } from 'react-router';
import { localeFromPath, localizePath } from './locale';
import { loadedI18n } from './i18n';

type MetaArgs = { location: { pathname: string }; matches: ({ id: string; data?: unknown } | undefined)[] };

/**
 * Translated title and description for a page, plus hreflang alternates for both languages.
 * `key` names an entry in the pages namespace with `title` and `description`.
 */
export function pageMeta(args: MetaArgs, key: string, values: Record<string, string> = {}): MetaDescriptor[] {
  const locale = localeFromPath(args.location.pathname);
  const t = loadedI18n(locale).getFixedT('pages');
  const root = args.matches.find((m) => m?.id === 'root')?.data as {
    origin?: string;
    business?: { name: string };
  };
  const origin = root?.origin ?? '';
  const brand = root?.business?.name ?? '';
  const title = t(`${key}.title`, values);
  const description = t(`${key}.description`, values);
  const href = (l: 'en' | 'ar') => `${origin}${localizePath(args.location.pathname, l)}`;
  return [
    { title: brand && title !== brand ? `${title} | ${brand}` : title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: locale === 'ar' ? 'ar_SA' : 'en_US' },
    { property: 'og:image', content: `${origin}/img/og.svg` },
    { tagName: 'link', rel: 'canonical', href: href(locale) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: href('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: href('ar') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: href('en') },
  ];
}
