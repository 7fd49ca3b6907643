import type { Locale } from '@hajz/contracts/locale';

type Bilingual<K extends string> = { [P in `${K}En` | `${K}Ar`]: string };

/** Picks `nameAr` or `nameEn` (and so on) for the request's language. */
export function localized<K extends string>(row: Bilingual<K>, key: K, locale: Locale): string {
  return locale === 'ar' ? row[`${key}Ar` as keyof Bilingual<K>] : row[`${key}En` as keyof Bilingual<K>];
}
