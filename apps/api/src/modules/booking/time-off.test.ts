import { describe, expect, it } from 'vitest';
import { checkSlot, computeSlots, subtract, type Interval } from './slots.ts';
import { at, input, sunday } from '../../test/booking-slots.ts';
import { localTime } from '../../lib/zoned-time.ts';

const starts = (i: ReturnType<typeof input>) =>
  computeSlots(i)[0]!.slots.map((s) => localTime(s.start, 'Asia/Riyadh'));

describe('time off (issue 17 item 2)', () => {
  it('subtract cuts the covered parts out of sorted intervals', () => {
    const a: Interval[] = [
      [0, 10],
      [20, 30],
      [40, 50],
    ];
    expect(subtract(a, [])).toEqual(a);
    expect(subtract(a, [[5, 25]])).toEqual([
      [0, 5],
      [25, 30],
      [40, 50],
    ]);
    expect(
      subtract(a, [
        [2, 4],
        [6, 8],
        [40, 50],
      ]),
    ).toEqual([
      [0, 2],
      [4, 6],
      [8, 10],
      [20, 30],
    ]);
    expect(subtract(a, [[-5, 100]])).toEqual([]);
  });

  it('no slot is offered, nor bookable, inside a resource’s time off; the rest of its day is', () => {
    const away = input({
      durationMinutes: 60,
      resources: [{ id: 1, shifts: [], timeOff: [[at(sunday, '10:00'), at(sunday, '12:00')]] }],
    });
    expect(starts(away)).toEqual([
      '09:00',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    expect(checkSlot(away, sunday, 10 * 60)).toEqual({ ok: false, reason: 'unavailable' });
    expect(checkSlot(away, sunday, 9 * 60 + 30)).toEqual({ ok: false, reason: 'unavailable' });
    expect(checkSlot(away, sunday, 12 * 60).ok).toBe(true);
  });

  it('another resource still takes the time one of them is away', () => {
    const two = input({
      resources: [
        { id: 1, shifts: [], timeOff: [[at(sunday, '09:00'), at(sunday, '17:00')]] },
        { id: 2, shifts: [{ day: 0, startAt: '09:00', endAt: '10:00' }] },
      ],
    });
    expect(starts(two)).toEqual(['09:00', '09:30']);
  });
});
