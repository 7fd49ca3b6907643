import type { Locale } from '@hajz/contracts/locale';
import bundleUrls from 'virtual:hajz/locale-bundles';
import type { Messages } from './translator';

/**
 * A language's messages, every namespace (ADR 0018). The server reads the files it was built with; the browser
 * fetches the page's language only, as one JSON file (the document preloads it, see `localeBundleUrl`).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (import.meta.env.SSR) return (await import('./locale-files')).readLocaleFiles(locale);
  const response = await fetch(localeBundleUrl(locale));
  if (!response.ok) throw new Error(`${locale} messages: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}

/** The URL of a language's messages, for the document's preload link and the browser's fetch. */
export function localeBundleUrl(locale: Locale): string {
  const url = (bundleUrls as Record<string, string>)[locale];
  if (!url) throw new Error(`no messages bundle for ${locale}`);
  return url;
}
