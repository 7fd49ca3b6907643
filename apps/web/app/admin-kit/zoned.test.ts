import { describe, expect, it } from 'vitest';
import { addDays, dateIn, isoFromCalendar, isoOf, offsetIn, wallOf } from './zoned';

describe("the calendar's business-time helpers", () => {
  it("reads the business's date and offset whatever the browser's timezone", () => {
    // 22:30 UTC is already the next day in Riyadh (UTC+3, no daylight saving).
    const late = new Date('2026-11-28T22:30:00Z');
    expect(dateIn(late, 'Asia/Riyadh')).toBe('2026-11-29');
    expect(offsetIn(late, 'Asia/Riyadh')).toBe('+03:00');
    expect(offsetIn(late, 'UTC')).toBe('+00:00');
    expect(offsetIn(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('-04:00');
  });

  it('goes between wall clock and the API’s instants', () => {
    expect(wallOf('2026-11-29T10:15:00+03:00')).toEqual({ date: '2026-11-29', time: '10:15' });
    expect(isoOf('2026-11-29', '14:00', '+03:00')).toBe('2026-11-29T14:00:00+03:00');
    // event-calendar keeps the business's wall clock in the Date's UTC fields.
    expect(isoFromCalendar(new Date(Date.UTC(2026, 10, 29, 14, 0)), '+03:00')).toBe(
      '2026-11-29T14:00:00+03:00',
    );
    expect(addDays('2026-11-29', 3)).toBe('2026-12-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
