import type { Locale } from '@hajz/contracts/locale';
import adminBundleUrls from 'virtual:hajz/locale-bundles/admin';
import type { Messages } from '~/lib/translator';

/** The URL of a language's admin bundle (ADR 0027), for the admin page's preload link and the browser's fetch. */
export function adminBundleUrl(locale: Locale): string {
  const url = (adminBundleUrls as Record<string, string>)[locale];
  if (!url) throw new Error(`no admin messages bundle for ${locale}`);
  return url;
}

/** A language's admin messages: the server reads its files, the browser fetches the bundle. */
export async function fetchAdminMessages(locale: Locale): Promise<Messages> {
  if (import.meta.env.SSR) return (await import('./admin-locale-files')).readAdminLocaleFiles(locale);
  const response = await fetch(adminBundleUrl(locale));
  if (!response.ok) throw new Error(`${locale} admin messages: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}
