import i18next, { type i18n } from 'i18next';
import type { Locale } from '@hajz/contracts/locale';

/** Namespaces; each language's files load on demand (one chunk per file). */
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
] as const;

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');
const instances = new Map<Locale, i18n>();

/** One i18next instance per language, created once its files have loaded. */
export async function loadI18n(locale: Locale): Promise<i18n> {
  const existing = instances.get(locale);
  if (existing) return existing;
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = loaders[`../locales/${locale}/${ns}.json`];
      if (!load) throw new Error(`missing locale file ${locale}/${ns}.json`);
      return [ns, (await load()).default] as const;
    }),
  );
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    resources: { [locale]: Object.fromEntries(entries) },
    ns: [...namespaces],
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(locale, instance);
  return instance;
}

/** The instance for a language already loaded (root's clientLoader and the entries make sure of it). */
export function loadedI18n(locale: Locale): i18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`i18n for ${locale} not loaded yet`);
  return instance;
}
