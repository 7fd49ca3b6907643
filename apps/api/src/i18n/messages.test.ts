import { describe, expect, it } from 'vitest';
import { format, isMessageKey, messages, translate } from './messages.ts';

const arabicLetters = /[\u0600-\u06FF]/;
/** Brand names written the same in Arabic: Apple asks that "Apple Pay" is never translated or transliterated. */
const brands: Record<string, string> = { 'payment.apple_pay': 'Apple Pay' };

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
    if (brands[key]) {
      expect([english, arabic]).toEqual([brands[key], brands[key]]);
      return;
    }
    expect(english.trim()).not.toBe('');
    expect(arabic.trim()).not.toBe('');
    expect(arabic).not.toBe(english);
    expect(arabic).toMatch(arabicLetters);
    expect(english).not.toMatch(arabicLetters);
  });

  it('join every amount to its currency with a no-break space, so "25.00" / "SAR" never breaks (issue 30 item 7)', () => {
    for (const locale of ['en', 'ar'] as const) {
      // \s also matches the no-break space: every text that writes an amount, then none with a plain space.
      const amounts = Object.values(messages[locale]).filter((text) => /[}\d]\s(SAR|ر\.س|ريال)/.test(text));
      expect(amounts.length, locale).toBeGreaterThan(5);
      for (const text of amounts) expect(text).not.toMatch(/[}\d] (SAR|ر\.س|ريال)/);
    }
  });

  it('write dates and times as the web does: words, a 12-hour clock, Western digits (issue 30 item 5)', () => {
    const values = { number: 'HZ1', date: '2026-11-28', time: '11:00', until: '11:00', branch: 'Olaya' };
    expect(format('en', 'notifications.booking_reminder.body', values)).toBe(
      'Booking HZ1: Sat, 28 Nov 2026 at 11:00 AM, Olaya.',
    );
    expect(format('ar', 'notifications.booking_reminder.body', { ...values, time: '16:30' })).toBe(
      'الحجز HZ1: السبت، 28 نوفمبر 2026 الساعة 4:30 م، Olaya.',
    );
    // The waitlist offer's hold ends on the same clock ("held for you until 4:30 PM", not "until 16:30").
    expect(format('en', 'notifications.waitlist_offered.body', { ...values, until: '16:30' })).toContain(
      'until 4:30 PM.',
    );
    expect(format('ar', 'notifications.waitlist_offered.body', { ...values, until: '16:30' })).toContain(
      'حتى 4:30 م.',
    );
    // Every customer text that says a date or a time gets the same treatment.
    for (const locale of ['en', 'ar'] as const) {
      const keys = (Object.keys(messages[locale]) as (keyof typeof messages.en)[]).filter((k) =>
        /\{(date|time|until)\}/.test(messages[locale][k]),
      );
      expect(keys.length, locale).toBeGreaterThan(8);
      for (const key of keys) {
        const text = format(locale, key, values);
        expect(text, key).not.toMatch(/2026-11-28|\b11:00\b(?! (AM|ص))/);
      }
    }
  });

  it('recognises its own keys only', () => {
    expect(isMessageKey('ok')).toBe(true);
    expect(isMessageKey('errors.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});
