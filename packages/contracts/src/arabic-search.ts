/**
 * Normalising names for search, so "العليا", "عليا", "Al-Olaya" and "olaya" meet (issue 14): Arabic letter forms
 * that people type interchangeably are folded (alef forms → ا, ة → ه, ى → ي, ؤ → و, ئ → ي), diacritics and
 * tatweel dropped, Arabic-Indic digits made Western, the article "ال"/"al-"/"el-" taken off each word (and the
 * hyphenated sun-letter forms "as-", "ash-", "ar-", "an-"… of transliterations), Persian-keyboard ی/ک read as ي/ك,
 * and Latin lower-cased with its accents and punctuation removed.
 */
const arabicIndic = /[\u0660-\u0669\u06F0-\u06F9]/g;
const diacritics = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g; // harakat, superscript alef, Quranic marks, tatweel

export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(arabicIndic, (d) => String((d.charCodeAt(0) - (d >= '\u06F0' ? 0x06f0 : 0x0660)) % 10))
    .replace(diacritics, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ی/g, 'ي')
    .replace(/ک/g, 'ك')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`ʿʾ]/g, '')
    .replace(/(^|[^\p{L}])(?:a[dnrstz]|ash|adh|ath)[-‐‑](?=\p{L})/gu, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => word.replace(/^(ال|al|el)(?=\S{2,})/u, ''))
    .filter((word) => !['al', 'el', 'ال'].includes(word))
    .join(' ');
}
