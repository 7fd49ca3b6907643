import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfWeek,
  isCalendarDate,
  isoWithOffset,
  localDate,
  localTime,
  offsetMinutes,
  wallTimeFormatter,
  zonedInstant,
} from './zoned-time.ts';

describe('zoned time (Intl only)', () => {
  it('reads Riyadh as UTC+3 all year', () => {
    expect(offsetMinutes(Date.UTC(2026, 0, 15), 'Asia/Riyadh')).toBe(180);
    expect(offsetMinutes(Date.UTC(2026, 6, 15), 'Asia/Riyadh')).toBe(180);
  });

  it('finds the instant of a wall-clock time, also past midnight', () => {
    expect(new Date(zonedInstant('2026-11-22', 10 * 60, 'Asia/Riyadh')).toISOString()).toBe(
      '2026-11-22T07:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-11-22', 25 * 60, 'Asia/Riyadh')).toISOString()).toBe(
      '2026-11-22T22:00:00.000Z',
    );
  });

  it('formats with the offset and reads local dates and times', () => {
    const t = Date.UTC(2026, 10, 22, 21, 30);
    expect(isoWithOffset(t, 'Asia/Riyadh')).toBe('2026-11-23T00:30:00+03:00');
    expect(localDate(t, 'Asia/Riyadh')).toBe('2026-11-23');
    expect(localTime(t, 'Asia/Riyadh')).toBe('00:30');
    expect(isoWithOffset(Date.UTC(2026, 10, 22, 15), 'America/St_Johns')).toBe('2026-11-22T11:30:00-03:30');
  });

  it('is correct across a DST change (Europe/Berlin, 2026-03-29: 02:00 → 03:00)', () => {
    expect(isoWithOffset(zonedInstant('2026-03-29', 60, 'Europe/Berlin'), 'Europe/Berlin')).toBe(
      '2026-03-29T01:00:00+01:00',
    );
    expect(isoWithOffset(zonedInstant('2026-03-29', 4 * 60, 'Europe/Berlin'), 'Europe/Berlin')).toBe(
      '2026-03-29T04:00:00+02:00',
    );
    // 23 hours from midnight to midnight.
    const day =
      zonedInstant('2026-03-30', 0, 'Europe/Berlin') - zonedInstant('2026-03-29', 0, 'Europe/Berlin');
    expect(day).toBe(23 * 3_600_000);
  });

  it('does calendar arithmetic on dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-27')).toBe(5);
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });

  it('formats many instants by arithmetic exactly as the Intl path does, DST days included', () => {
    for (const zone of ['Asia/Riyadh', 'Europe/Berlin', 'America/St_Johns']) {
      const format = wallTimeFormatter(zone);
      // Every 25 minutes over 3 days around the spring change, and a jump back in time.
      const from = Date.UTC(2026, 2, 28, 0, 0);
      const instants = Array.from({ length: (3 * 24 * 60) / 25 }, (_, i) => from + i * 25 * 60_000);
      for (const at of [...instants, from, from + 86_400_000 + 17_000]) {
        const iso = isoWithOffset(at, zone);
        expect(format(at), `${zone} ${new Date(at).toISOString()}`).toEqual({
          date: iso.slice(0, 10),
          time: iso.slice(11, 16),
          iso,
        });
      }
    }
  });
});
