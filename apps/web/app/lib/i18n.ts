import type { Locale } from '@hajz/contracts/locale';
import { loadMessages } from './locale-messages';
import { createTranslator, type Translator } from './translator';

/** Namespaces: one file each per language in `locales/<lang>/`. */
export const namespaces = [
  'common',
  'catalogue',
  'pages',
  'auth',
  'booking',
  'checkout',
  'bookings',
  'wallet',
  'giftcards',
  'giftshop',
  'loyalty',
  'addresses',
  'tickets',
] as const;

const instances = new Map<Locale, Translator>();
const loading = new Map<Locale, Promise<Translator>>();

/** One translator per language, created once its messages have loaded (one load per language at a time). */
export function loadI18n(locale: Locale): Promise<Translator> {
  const existing = instances.get(locale);
  if (existing) return Promise.resolve(existing);
  if (!loading.has(locale))
    loading.set(
      locale,
      createI18n(locale).finally(() => loading.delete(locale)),
    );
  return loading.get(locale)!;
}

async function createI18n(locale: Locale): Promise<Translator> {
  const messages = await loadMessages(locale);
  const missing = namespaces.filter((ns) => !messages[ns]);
  if (missing.length > 0) throw new Error(`missing ${locale} messages: ${missing.join(', ')}`);
  const instance = createTranslator(locale, messages);
  instances.set(locale, instance);
  return instance;
}

/** The instance for a language already loaded (root's clientLoader and the entries make sure of it). */
export function loadedI18n(locale: Locale): Translator {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`i18n for ${locale} not loaded yet`);
  return instance;
}
