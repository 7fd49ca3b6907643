import { describe, expect, it } from 'vitest';
import { isOpenAt, toWorkingTimes, wallClock, type WeeklyHours } from './opening-hours.ts';

const TZ = 'Asia/Riyadh';
const SUN = 0;
const MON = 1;
const THU = 4;
const FRI = 5;
const SAT = 6;

/** Seven active days with the same shift, then per-day overrides. */
function week(
  startAt: string,
  endAt: string,
  overrides: Partial<Record<number, Partial<WeeklyHours[number]>>> = {},
) {
  return Array.from({ length: 7 }, (_, day) => ({ day, isActive: true, startAt, endAt, ...overrides[day] }));
}

// 2026-11-22 is a Sunday; Riyadh is UTC+3 all year (no DST).
describe('wallClock', () => {
  it.each([
    ['2026-11-22T00:00:00+03:00', SUN, 0],
    ['2026-11-22T10:00:00+03:00', SUN, 600],
    ['2026-11-22T23:59:00+03:00', SUN, 1439],
    ['2026-11-23T00:30:00+03:00', MON, 30],
    ['2026-11-21T21:30:00Z', SUN, 30], // 00:30 Sunday in Riyadh is still Saturday in UTC
    ['2026-11-22T20:59:00Z', SUN, 1439],
    ['2026-11-22T21:00:00Z', MON, 0],
    ['2026-11-27T14:15:00+03:00', FRI, 855],
    ['2026-06-27T12:00:00+03:00', SAT, 720], // summer: still +3
  ])('%s is day %d, minute %d in Riyadh', (iso, day, minutes) => {
    expect(wallClock(new Date(iso), TZ)).toEqual({ day, minutes });
  });

  it('reads another timezone wall clock', () => {
    expect(wallClock(new Date('2026-11-22T00:30:00+03:00'), 'UTC')).toEqual({
      day: SAT,
      minutes: 21 * 60 + 30,
    });
  });
});

describe('isOpenAt', () => {
  const normal = week('10:00', '22:00', { [FRI]: { startAt: '14:00', endAt: '23:00' } });
  const evening = week('16:00', '01:00');
  const fridayOff = week('10:00', '22:00', { [FRI]: { isActive: false } });
  const allDay = week('00:00', '00:00');
  const allDayFromNine = week('09:00', '09:00');
  const closedForRenovation = week('10:00', '22:00').map((h) => ({ ...h, isActive: false }));
  // Thursday runs past midnight into Friday, which is a day off.
  const lateThursday = week('10:00', '22:00', {
    [THU]: { startAt: '18:00', endAt: '02:00' },
    [FRI]: { isActive: false },
  });
  const noSunday = week('10:00', '22:00').filter((h) => h.day !== SUN);
  const noSaturday = week('16:00', '01:00').filter((h) => h.day !== SAT);
  const secondsFromDb = week('10:00:00', '22:00:00');

  it.each([
    ['normal hours, inside', normal, '2026-11-22T12:00:00+03:00', true],
    ['normal hours, before opening', normal, '2026-11-22T09:59:00+03:00', false],
    ['normal hours, exactly at start', normal, '2026-11-22T10:00:00+03:00', true],
    ['normal hours, a minute before end', normal, '2026-11-22T21:59:00+03:00', true],
    ['normal hours, exactly at end', normal, '2026-11-22T22:00:00+03:00', false],
    ['normal hours, late night', normal, '2026-11-22T23:30:00+03:00', false],
    ['normal hours, just after midnight', normal, '2026-11-23T00:30:00+03:00', false],
    ['Friday shift, before its later start', normal, '2026-11-27T12:00:00+03:00', false],
    ['Friday shift, inside', normal, '2026-11-27T22:30:00+03:00', true],
    ['Friday shift, exactly at its end', normal, '2026-11-27T23:00:00+03:00', false],
    ['same instant given in UTC', normal, '2026-11-22T09:00:00Z', true],
    ['same instant given in UTC, end', normal, '2026-11-22T19:00:00Z', false],
    ['time columns with seconds', secondsFromDb, '2026-11-22T10:00:00+03:00', true],
    ['time columns with seconds, end', secondsFromDb, '2026-11-22T22:00:00+03:00', false],

    ['overnight shift, before start', evening, '2026-11-22T15:59:00+03:00', false],
    ['overnight shift, exactly at start', evening, '2026-11-22T16:00:00+03:00', true],
    ['overnight shift, before midnight', evening, '2026-11-22T23:59:00+03:00', true],
    ['overnight shift, exactly midnight', evening, '2026-11-23T00:00:00+03:00', true],
    ['overnight shift, 00:30 the next day', evening, '2026-11-23T00:30:00+03:00', true],
    ['overnight shift, 00:59 the next day', evening, '2026-11-23T00:59:00+03:00', true],
    ['overnight shift, exactly at end 01:00', evening, '2026-11-23T01:00:00+03:00', false],
    ['overnight shift, morning', evening, '2026-11-23T09:00:00+03:00', false],
    ['overnight shift, Saturday night into Sunday', evening, '2026-11-22T00:30:00+03:00', true],
    ['overnight shift, 00:30 given in UTC', evening, '2026-11-22T21:30:00Z', true],

    ['day off', fridayOff, '2026-11-27T12:00:00+03:00', false],
    ['day off, at the usual start', fridayOff, '2026-11-27T10:00:00+03:00', false],
    ['day after a day off', fridayOff, '2026-11-28T10:00:00+03:00', true],
    ['closed for renovation, midday', closedForRenovation, '2026-11-22T12:00:00+03:00', false],
    ['closed for renovation, at start', closedForRenovation, '2026-11-24T10:00:00+03:00', false],

    ["yesterday's overnight shift spills into a day off", lateThursday, '2026-11-27T01:30:00+03:00', true],
    ["yesterday's overnight shift ends on the day off", lateThursday, '2026-11-27T02:00:00+03:00', false],
    ['the day off itself, midday', lateThursday, '2026-11-27T12:00:00+03:00', false],
    ['the day off does not spill into Saturday', lateThursday, '2026-11-28T01:00:00+03:00', false],

    ['24h (start == end at midnight), midnight', allDay, '2026-11-22T00:00:00+03:00', true],
    ['24h (start == end at midnight), noon', allDay, '2026-11-22T12:00:00+03:00', true],
    ['24h (start == end at midnight), 23:59', allDay, '2026-11-22T23:59:00+03:00', true],
    ['24h (start == end at 09:00), 08:59', allDayFromNine, '2026-11-22T08:59:00+03:00', true],
    ['24h (start == end at 09:00), 09:00', allDayFromNine, '2026-11-22T09:00:00+03:00', true],

    ['missing day is closed', noSunday, '2026-11-22T12:00:00+03:00', false],
    ['day after a missing day opens normally', noSunday, '2026-11-23T12:00:00+03:00', true],
    ['missing day does not spill past midnight', noSaturday, '2026-11-22T00:30:00+03:00', false],
    ['missing day, but yesterday spills into it', noSaturday, '2026-11-28T00:30:00+03:00', true],
    ['no hours at all', [], '2026-11-22T12:00:00+03:00', false],
  ])('%s (%s)', (_label, hours: WeeklyHours, iso, expected) => {
    expect(isOpenAt(hours, new Date(iso), TZ)).toBe(expected);
  });

  it('reads the business timezone, not the server one', () => {
    // 08:00 UTC is 11:00 in Riyadh (open) but 08:00 in UTC (closed).
    const at = new Date('2026-11-22T08:00:00Z');
    expect(isOpenAt(normal, at, TZ)).toBe(true);
    expect(isOpenAt(normal, at, 'UTC')).toBe(false);
  });
});

describe('toWorkingTimes', () => {
  it('gives seven days, Sunday first, in the wire shape', () => {
    const result = toWorkingTimes(
      week('10:00:00', '22:00:00', { [FRI]: { startAt: '14:00:00', endAt: '23:00:00' } }),
    );
    expect(result.map((d) => d.day)).toEqual([
      'sunday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ]);
    expect(result[0]).toEqual({ day: 'sunday', is_active: true, start_at: '10:00', end_at: '22:00' });
    expect(result[FRI]).toEqual({ day: 'friday', is_active: true, start_at: '14:00', end_at: '23:00' });
  });

  it('orders by day whatever the input order', () => {
    const shuffled = [...week('16:00', '01:00')].reverse();
    expect(toWorkingTimes(shuffled).map((d) => d.day)[0]).toBe('sunday');
    expect(toWorkingTimes(shuffled)[SAT]).toEqual({
      day: 'saturday',
      is_active: true,
      start_at: '16:00',
      end_at: '01:00',
    });
  });

  it('keeps an inactive day as inactive', () => {
    const result = toWorkingTimes(week('10:00', '22:00', { [FRI]: { isActive: false } }));
    expect(result[FRI]?.is_active).toBe(false);
    expect(result.filter((d) => d.is_active)).toHaveLength(6);
  });

  it('fills a missing day as closed', () => {
    const result = toWorkingTimes(week('10:00', '22:00').filter((h) => h.day !== MON));
    expect(result).toHaveLength(7);
    expect(result[MON]).toEqual({ day: 'monday', is_active: false, start_at: '00:00', end_at: '00:00' });
  });

  it('gives seven closed days when there are no hours', () => {
    const result = toWorkingTimes([]);
    expect(result).toHaveLength(7);
    expect(result.every((d) => !d.is_active)).toBe(true);
  });
});
