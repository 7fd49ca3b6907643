import { describe, expect, it } from 'vitest';
import { countText, format } from './messages.ts';

describe('counted nouns (issue 30 item 14: never "booking(s)")', () => {
  it('takes the plural form the number asks for, in English and in Arabic', () => {
    expect([1, 2, 5].map((n) => countText('en', 'schedules.bookings', n))).toEqual([
      '1 booking',
      '2 bookings',
      '5 bookings',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((n) => countText('ar', 'schedules.bookings', n))).toEqual([
      '0 حجز',
      'حجز واحد',
      'حجزان',
      '3 حجوزات',
      '11 حجزًا',
      '100 حجز',
    ]);
  });

  it('writes a {bookings} count into the stranded warnings of time off, shifts and opening hours', () => {
    expect(format('en', 'schedules.would_strand', { bookings: '2' })).toBe(
      'This change leaves 2 bookings outside working time. Review them, then confirm to save anyway',
    );
    expect(format('ar', 'schedules.would_strand', { bookings: '3' })).toBe(
      'بعد هذا التغيير يبقى خارج وقت العمل 3 حجوزات. راجعها ثم أكّد للحفظ على أي حال',
    );
    expect(format('en', 'catalogue.strands_bookings', { bookings: '1' })).toBe(
      'These hours leave 1 booking outside opening time. Move or cancel them, or save anyway',
    );
    for (const locale of ['en', 'ar'] as const)
      for (const key of ['schedules.would_strand', 'catalogue.strands_bookings'] as const)
        expect(format(locale, key, { bookings: '4' })).not.toMatch(/\(s\)|\{/);
  });
});
