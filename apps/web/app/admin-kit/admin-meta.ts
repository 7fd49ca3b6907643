import type { MetaDescriptor } from 'react-router';
import { localeFromPath } from '~/lib/locale';
import { adminI18n } from './i18n';

type MetaArgs = { location: { pathname: string }; matches: ({ id: string; data?: unknown } | undefined)[] };

/** An admin page's title (`admin` namespace `meta.<key>`), never indexed. */
export function adminMeta(
  args: MetaArgs,
  key: string,
  values: Record<string, string> = {},
): MetaDescriptor[] {
  const locale = localeFromPath(args.location.pathname);
  let title = key;
  try {
    title = adminI18n(locale).getFixedT('admin')(`meta.${key}`, values);
  } catch {
    // The admin messages are still loading (an error page above them): the key stands in.
  }
  const root = args.matches.find((m) => m?.id === 'root')?.data as
    { business?: { name: string } } | undefined;
  const brand = root?.business?.name;
  return [{ title: brand ? `${title} | ${brand}` : title }, { name: 'robots', content: 'noindex' }];
}
