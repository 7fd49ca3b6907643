import { describe, expect, it } from 'vitest';
import { computeSlots, type Busy, type SlotInput } from './slots.ts';
import { at, busy, input, nineToFive, sunday, tz } from '../../test/booking-slots.ts';
import { isoWithOffset, localTime } from '../../lib/zoned-time.ts';

/** 'HH:mm' starts of the first date (or of `date`). */
function starts(i: SlotInput, date?: string): string[] {
  const days = computeSlots(i);
  const day = date ? days.find((d) => d.date === date) : days[0];
  if (!day) throw new Error(`no date ${date}`);
  return day.slots.map((s) => localTime(s.start, tz));
}

type Case = {
  name: string;
  input: SlotInput;
  date?: string;
  expected: string[] | { count: number; first?: string; last?: string };
};

const cases: Case[] = [
  {
    name: 'a 09:00–17:00 day, 30-minute service, 30-minute step: 16 slots',
    input: input(),
    expected: { count: 16, first: '09:00', last: '16:30' },
  },
  {
    name: 'a lunch break (shifts 09:00–12:00 and 13:00–17:00) splits the day',
    input: input({
      resources: [
        {
          id: 1,
          shifts: [
            { day: 0, startAt: '09:00', endAt: '12:00' },
            { day: 0, startAt: '13:00', endAt: '17:00' },
          ],
        },
      ],
      durationMinutes: 60,
    }),
    expected: [
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ],
  },
  {
    name: 'a buffer pushes the next slot: a 60+15 booking at 09:00 frees the resource at 10:15, next grid start 10:30',
    input: input({ durationMinutes: 60, bufferMinutes: 15, busy: [busy(1, sunday, '09:00', '10:15')] }),
    expected: { count: 11, first: '10:30', last: '15:30' },
  },
  {
    name: 'the buffer must fit before closing: a 60+15 service starts at 15:45 at the latest',
    input: input({ durationMinutes: 60, bufferMinutes: 15, stepMinutes: 15 }),
    expected: { count: 28, first: '09:00', last: '15:45' },
  },
  {
    name: 'minimum notice cuts the early slots of today (now 10:10, 60 minutes notice)',
    input: input({ now: at(sunday, '10:10'), minNoticeMinutes: 60 }),
    expected: { count: 11, first: '11:30', last: '16:30' },
  },
  {
    name: 'a day off gives no slots',
    input: input({ weeklyHours: nineToFive.map((h) => (h.day === 0 ? { ...h, isActive: false } : h)) }),
    expected: [],
  },
  {
    name: 'a resource with shifts on other days only is off that day',
    input: input({ resources: [{ id: 1, shifts: [{ day: 1, startAt: '09:00', endAt: '17:00' }] }] }),
    expected: [],
  },
  {
    name: 'a holiday (closed exception) gives no slots',
    input: input({ exceptions: [{ date: sunday, isClosed: true, startAt: null, endAt: null }] }),
    expected: [],
  },
  {
    name: 'special hours (20:00–02:00) override the week; the slots after midnight belong to the next date',
    input: input({
      exceptions: [{ date: sunday, isClosed: false, startAt: '20:00', endAt: '02:00' }],
      durationMinutes: 60,
    }),
    expected: ['20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30'],
  },
  {
    name: 'special hours apply to resources with weekly shifts too',
    input: input({
      exceptions: [{ date: sunday, isClosed: false, startAt: '20:00', endAt: '22:00' }],
      resources: [{ id: 1, shifts: [{ day: 0, startAt: '09:00', endAt: '13:00' }] }],
    }),
    expected: ['20:00', '20:30', '21:00', '21:30'],
  },
  {
    name: 'two resources give capacity 2: one busy, the slot stays',
    input: input({
      resources: [
        { id: 1, shifts: [] },
        { id: 2, shifts: [] },
      ],
      busy: [busy(1, sunday, '09:00', '17:00')],
    }),
    expected: { count: 16 },
  },
  {
    name: 'two resources both busy at 09:00: the slot goes',
    input: input({
      resources: [
        { id: 1, shifts: [] },
        { id: 2, shifts: [] },
      ],
      busy: [busy(1, sunday, '09:00', '09:30'), busy(2, sunday, '09:00', '09:30')],
    }),
    expected: { count: 15, first: '09:30' },
  },
  {
    name: 'three visitors need three free resources: with one of three busy at 09:00, no 09:00',
    input: input({
      visitors: 3,
      resources: [
        { id: 1, shifts: [] },
        { id: 2, shifts: [] },
        { id: 3, shifts: [] },
      ],
      busy: [busy(2, sunday, '09:00', '09:30')],
    }),
    expected: { count: 15, first: '09:30' },
  },
  {
    name: 'three visitors with only two resources: nothing',
    input: input({
      visitors: 3,
      resources: [
        { id: 1, shifts: [] },
        { id: 2, shifts: [] },
      ],
    }),
    expected: [],
  },
  {
    name: "the customer's own hold does not hide its slot when editing",
    input: input({ busy: [busy(1, sunday, '09:00', '09:30', 77)], editingCartItemId: 77 }),
    expected: { count: 16, first: '09:00' },
  },
  {
    name: "someone else's hold hides the slot",
    input: input({ busy: [busy(1, sunday, '09:00', '09:30', 78)], editingCartItemId: 77 }),
    expected: { count: 15, first: '09:30' },
  },
  {
    name: 'an evening that runs past midnight (16:00–01:00) ends the day at 23:30 and starts the next at 00:00',
    input: input({
      horizonDays: 2,
      weeklyHours: nineToFive.map((h) => ({ ...h, startAt: '16:00', endAt: '01:00' })),
    }),
    date: '2026-11-23',
    expected: { count: 18, first: '00:00', last: '23:30' },
  },
  {
    name: 'a grid anchored on an opening at 10:15',
    input: input({ weeklyHours: nineToFive.map((h) => ({ ...h, startAt: '10:15', endAt: '12:00' })) }),
    expected: ['10:15', '10:45', '11:15'],
  },
];

describe('computeSlots', () => {
  it.each(cases)('$name', ({ input: i, date, expected }) => {
    const got = starts(i, date);
    if (Array.isArray(expected)) {
      expect(got).toEqual(expected);
    } else {
      expect(got).toHaveLength(expected.count);
      if (expected.first) expect(got[0]).toBe(expected.first);
      if (expected.last) expect(got.at(-1)).toBe(expected.last);
    }
  });

  it('lists every date of the horizon, with empty lists for dates without slots, and nothing after it', () => {
    const days = computeSlots(
      input({
        horizonDays: 5,
        exceptions: [{ date: '2026-11-24', isClosed: true, startAt: null, endAt: null }],
      }),
    );
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(days.map((d) => d.slots.length)).toEqual([16, 16, 0, 16, 16]);
  });

  it('gives slot ends without the buffer, and ISO times with the +03:00 offset', () => {
    const [day] = computeSlots(input({ durationMinutes: 60, bufferMinutes: 15 }));
    const slot = day!.slots[0]!;
    expect(isoWithOffset(slot.start, tz)).toBe('2026-11-22T09:00:00+03:00');
    expect(isoWithOffset(slot.end, tz)).toBe('2026-11-22T10:00:00+03:00');
    expect(isoWithOffset(slot.busyUntil, tz)).toBe('2026-11-22T10:15:00+03:00');
  });

  it('orders free resources least loaded that day first', () => {
    const [day] = computeSlots(
      input({
        resources: [
          { id: 1, shifts: [] },
          { id: 2, shifts: [] },
          { id: 3, shifts: [] },
        ],
        busy: [busy(1, sunday, '09:00', '11:00'), busy(2, sunday, '09:00', '10:00')],
      }),
    );
    const at1600 = day!.slots.find((s) => localTime(s.start, tz) === '16:00')!;
    expect(at1600.free).toEqual([3, 2, 1]);
  });

  it('computes a 30-day horizon with 10 resources and 500 bookings quickly', () => {
    const resources = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, shifts: [] }));
    const many: Busy[] = Array.from({ length: 500 }, (_, i) => {
      const start = at(sunday, '09:00') + (i % 30) * 86_400_000 + Math.floor(i / 30) * 30 * 60_000;
      return { resourceId: (i % 10) + 1, start, end: start + 60 * 60_000, cartItemId: null };
    });
    const i = input({ horizonDays: 30, resources, busy: many, durationMinutes: 60 });
    computeSlots(i);
    const started = performance.now();
    for (let n = 0; n < 20; n++) computeSlots(i);
    // A loose guard against an accidental quadratic, not a benchmark (bench/booking.mjs measures).
    expect((performance.now() - started) / 20).toBeLessThan(100);
  });
});
