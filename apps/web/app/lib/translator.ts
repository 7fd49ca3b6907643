import type { Locale } from '@hajz/contracts/locale';

/** A language's messages: namespace → nested keys → text (i18next's JSON v4 format, `locales/<lang>/<ns>.json`). */
export type Messages = Record<string, Record<string, unknown>>;

export type TOptions = {
  /** Picks the plural form (`key_zero` for 0 when present, then `key_<Intl.PluralRules category>`). */
  count?: number;
  /** Answers the object or array at the key (its texts interpolated) instead of a text. */
  returnObjects?: boolean;
  /** The text when the key is missing. */
  defaultValue?: string;
  [variable: string]: unknown;
};

export type TFunction = {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  (key: string, options: TOptions & { returnObjects: true }): unknown;
};

export type Translator = {
  language: Locale;
  /** `t` for a namespace (or several, looked up in order); `ns:key` names another namespace. */
  getFixedT(ns?: string | readonly string[]): TFunction;
  /** A translator with more namespaces besides these (a section's own bundle, ADR 0027: the back office's). */
  extend(more: Messages): Translator;
};

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The part of i18next the web app uses, without i18next (ADR 0018): nested keys, `ns:key`, plural suffixes by
 * `Intl.PluralRules` (Arabic's six forms), `{{variable}}` interpolation (no escaping: React escapes), `returnObjects`
 * and `defaultValue`. `translator.test.ts` checks it answers exactly what i18next answers for every message.
 */
export function createTranslator(language: Locale, messages: Messages): Translator {
  const plurals = new Intl.PluralRules(language);
  const fixed = new Map<string, TFunction>();

  const find = (namespaces: readonly string[], key: string): unknown => {
    const split = key.indexOf(':');
    const [nsList, path] = split > 0 ? [[key.slice(0, split)], key.slice(split + 1)] : [namespaces, key];
    for (const ns of nsList) {
      let node: unknown = messages[ns];
      for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
      if (node !== undefined) return node;
    }
    return undefined;
  };

  const interpolate = (value: unknown, variables: TOptions): unknown => {
    if (typeof value === 'string')
      return value.replace(placeholder, (match, name: string) =>
        variables[name] === undefined ? match : String(variables[name]),
      );
    if (Array.isArray(value)) return value.map((v) => interpolate(v, variables));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, variables)]));
    return value;
  };

  const translate = (namespaces: readonly string[], key: string, options: TOptions = {}): unknown => {
    const { count } = options;
    const candidates =
      typeof count === 'number'
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${plurals.select(count)}`, key]
        : [key];
    for (const candidate of candidates) {
      const found = find(namespaces, candidate);
      if (found === undefined) continue;
      if (typeof found === 'string' || options.returnObjects) return interpolate(found, options);
    }
    if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options);
    return key;
  };

  return {
    language,
    getFixedT(ns = 'common') {
      const namespaces = typeof ns === 'string' ? [ns] : ns;
      const id = namespaces.join(',');
      let t = fixed.get(id);
      if (!t) {
        t = ((key: string, options?: TOptions) => translate(namespaces, key, options)) as TFunction;
        fixed.set(id, t);
      }
      return t;
    },
    extend: (more) => createTranslator(language, { ...messages, ...more }),
  };
}
