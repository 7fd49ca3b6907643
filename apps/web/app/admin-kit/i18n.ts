/**
 * The back office's texts (ADR 0027): the `admin` section bundle (`locales/<lang>/admin/*.json`), one JSON file
 * per language that only admin pages fetch; never part of the language bundle every customer page loads.
 * The server reads the files; the browser fetches the page's language (the entry before hydrating an admin page,
 * the admin layout's clientLoader on a navigation into the back office).
 */
import type { Locale } from '@hajz/contracts/locale';
import { loadedI18n } from '~/lib/i18n';
import type { Messages, Translator } from '~/lib/translator';
import { fetchAdminMessages } from './admin-messages';

const messages = new Map<Locale, Messages>();
const loading = new Map<Locale, Promise<Messages>>();
const translators = new Map<Locale, Translator>();

/** Loads a language's admin messages once (one load at a time). */
export function loadAdminMessages(locale: Locale): Promise<Messages> {
  const done = messages.get(locale);
  if (done) return Promise.resolve(done);
  if (!loading.has(locale))
    loading.set(
      locale,
      fetchAdminMessages(locale)
        .then((m) => {
          messages.set(locale, m);
          return m;
        })
        .finally(() => loading.delete(locale)),
    );
  return loading.get(locale)!;
}

/** The page's translator with the admin namespaces added (both must have loaded). */
export function adminI18n(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    const admin = messages.get(locale);
    if (!admin) throw new Error(`admin messages for ${locale} not loaded yet`);
    translator = loadedI18n(locale).extend(admin);
    translators.set(locale, translator);
  }
  return translator;
}
