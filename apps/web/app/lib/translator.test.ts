import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@hajz/contracts/locale';
import { readLocaleFiles } from './locale-files';
import { namespaces } from './i18n';
import { createTranslator, type TOptions } from './translator';

/** Every key of a namespace, plural forms folded into their base key. */
function keysOf(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? keysOf(value as Record<string, unknown>, `${path}.`)
      : [path];
  });
}

const placeholders = (messages: unknown) =>
  [...JSON.stringify(messages).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!);

describe.each(['en', 'ar'] as Locale[])('the translator answers what i18next answers (%s)', (locale) => {
  it('for every message, every plural count and with the variables filled or missing', async () => {
    const messages = await readLocaleFiles(locale);
    const reference = i18next.createInstance();
    await reference.init({
      lng: locale,
      resources: { [locale]: messages },
      ns: [...namespaces],
      defaultNS: 'common',
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    const ours = createTranslator(locale, messages);
    const variables = Object.fromEntries(placeholders(messages).map((name) => [name, `«${name}»`]));
    let compared = 0;
    for (const ns of namespaces) {
      const theirs = reference.getFixedT(locale, ns);
      const t = ours.getFixedT(ns);
      for (const key of [...new Set(keysOf(messages[ns]!))]) {
        const cases: (TOptions & { returnObjects?: false })[] = [
          {},
          variables,
          ...[0, 1, 2, 3, 5, 11, 100, 101].map((count) => ({ ...variables, count })),
        ];
        // A list (legal pages' sections) is only ever read with returnObjects.
        const isList = Array.isArray(theirs(key, { returnObjects: true }));
        for (const options of isList ? [] : cases) {
          expect(t(key, options), `${ns}:${key} ${JSON.stringify(options)}`).toBe(theirs(key, options));
          compared++;
        }
        expect(t(key, { returnObjects: true }), `${ns}:${key} returnObjects`).toEqual(
          theirs(key, { returnObjects: true }),
        );
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('looks in several namespaces in order, names one with ns:key, and falls back like i18next', async () => {
    const messages = await readLocaleFiles(locale);
    const reference = i18next.createInstance();
    await reference.init({
      lng: locale,
      resources: { [locale]: messages },
      ns: [...namespaces],
      defaultNS: 'common',
    });
    const t = createTranslator(locale, messages).getFixedT(['booking', 'checkout']);
    const theirs = reference.getFixedT(locale, ['booking', 'checkout']);
    const checkoutKey = keysOf(messages.checkout!).find((k) => !keysOf(messages.booking!).includes(k))!;
    for (const key of [checkoutKey, `checkout:${checkoutKey}`, `pages:${keysOf(messages.pages!)[0]}`]) {
      expect(t(key)).toBe(theirs(key));
    }
    expect(t('no.such.key')).toBe(theirs('no.such.key'));
    expect(t('no.such.key', { defaultValue: 'VISA {{x}}', x: 1 })).toBe(
      theirs('no.such.key', { defaultValue: 'VISA {{x}}', x: 1 }),
    );
  });
});
