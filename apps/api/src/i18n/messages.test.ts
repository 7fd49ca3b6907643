import { describe, expect, it } from 'vitest';
import { isMessageKey, messages, translate } from './messages.ts';

const arabicLetters = /[\u0600-\u06FF]/;

describe('API messages', () => {
  const en = Object.keys(messages.en).sort();
  const ar = Object.keys(messages.ar).sort();

  it('have the same keys in English and Arabic', () => {
    expect(ar).toEqual(en);
    expect(en.length).toBeGreaterThan(0);
  });

  it.each(en)('%s is translated: non-empty in both, Arabic differs and is Arabic', (key) => {
    if (!isMessageKey(key)) throw new Error(`not a key: ${key}`);
    const english = translate('en', key);
    const arabic = translate('ar', key);
    expect(english.trim()).not.toBe('');
    expect(arabic.trim()).not.toBe('');
    expect(arabic).not.toBe(english);
    expect(arabic).toMatch(arabicLetters);
    expect(english).not.toMatch(arabicLetters);
  });

  it('recognises its own keys only', () => {
    expect(isMessageKey('ok')).toBe(true);
    expect(isMessageKey('errors.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});
