import { createContext, use, type ReactNode } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/** The page's translator for everything below (root's Layout; tests wrap what they render in it too). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext value={i18n}>{children}</TranslatorContext>;
}

/**
 * `t` for a namespace (default `common`) and the language, as react-i18next's hook answered them (ADR 0018). `t` keeps
 * its identity for the same translator and namespaces, so it is safe in effect dependencies.
 */
export function useTranslation(ns?: string | readonly string[]): {
  t: TFunction;
  i18n: { language: Locale };
} {
  const translator = use(TranslatorContext);
  if (!translator) throw new Error('useTranslation outside an I18nProvider');
  return { t: translator.getFixedT(ns), i18n: translator };
}
