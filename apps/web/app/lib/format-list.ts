import type { Locale } from '@hajz/contracts/locale';

/** Names as one phrase in the reader's language ("Massage and Facial", "مساج وتنظيف بشرة"). */
export const formatList = (items: readonly string[], locale: Locale): string =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
