import { describe, expect, it } from 'vitest';
import { dayOf, dayStartIso, nextDay } from './zoned-days';

describe("days on the business's calendar", () => {
  it('a day starts at its midnight with the business offset, whatever the browser', () => {
    expect(dayStartIso('2026-12-31', 'Asia/Riyadh')).toBe('2026-12-31T00:00:00+03:00');
    expect(dayStartIso('2026-07-01', 'Europe/London')).toBe('2026-07-01T00:00:00+01:00');
    expect(dayStartIso('2026-01-01', 'UTC')).toBe('2026-01-01T00:00:00+00:00');
  });
  it('an instant falls on its business day; the next day crosses months and years', () => {
    expect(dayOf('2026-12-31T21:30:00Z', 'Asia/Riyadh')).toBe('2027-01-01');
    expect(dayOf('2026-12-31T20:59:59Z', 'Asia/Riyadh')).toBe('2026-12-31');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
