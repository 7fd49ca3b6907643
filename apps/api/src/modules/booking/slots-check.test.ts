import { describe, expect, it } from 'vitest';
import { checkSlot, computeSlots, merge, noticeGraceMinutes, withNoticeGrace } from './slots.ts';
import { at, busy, input, sunday } from '../../test/booking-slots.ts';

describe('checkSlot', () => {
  const two = input({
    resources: [
      { id: 1, shifts: [] },
      { id: 2, shifts: [] },
    ],
  });
  it('accepts an offered time and names its free resources', () => {
    const check = checkSlot(two, sunday, 10 * 60);
    expect(check).toMatchObject({ ok: true, slot: { free: [1, 2] } });
  });
  it('says "unavailable" for a time off the grid, outside the hours or on another date than the horizon', () => {
    expect(checkSlot(two, sunday, 10 * 60 + 10)).toEqual({ ok: false, reason: 'unavailable' });
    expect(checkSlot(two, sunday, 8 * 60)).toEqual({ ok: false, reason: 'unavailable' });
    expect(checkSlot(two, '2026-11-23', 10 * 60)).toEqual({ ok: false, reason: 'unavailable' });
    expect(checkSlot(input({ visitors: 3 }), sunday, 10 * 60)).toEqual({ ok: false, reason: 'unavailable' });
  });
  it('says "taken" when the time is offered but too few resources are free', () => {
    const full = { ...two, busy: [busy(1, sunday, '10:00', '10:30'), busy(2, sunday, '09:45', '10:15')] };
    expect(checkSlot(full, sunday, 10 * 60)).toEqual({ ok: false, reason: 'taken' });
  });
});

describe('the notice grace', () => {
  // 60 minutes' notice on a 30-minute grid from 09:00: at 10:25 the first start listed is 11:30.
  const listedAt = input({ now: at(sunday, '10:25'), minNoticeMinutes: 60 });
  const firstListed = () => computeSlots(listedAt)[0]!.slots[0]!.start;
  const later = (minutes: number) => ({ ...listedAt, now: listedAt.now + minutes * 60_000 });

  it('keeps a start listed a moment ago bookable for the grace after the notice passes it, not longer', () => {
    expect(firstListed()).toBe(at(sunday, '11:30'));
    // 10:33: 11:30 is 57 minutes away, inside the notice: no longer listed…
    expect(computeSlots(later(8))[0]!.slots[0]!.start).toBe(at(sunday, '12:00'));
    // …but still bookable by who saw it, until the grace is over.
    expect(checkSlot(later(8), sunday, 11 * 60 + 30)).toEqual({ ok: false, reason: 'unavailable' });
    expect(checkSlot(withNoticeGrace(later(8)), sunday, 11 * 60 + 30)).toMatchObject({ ok: true });
    expect(checkSlot(withNoticeGrace(later(5 + noticeGraceMinutes)), sunday, 11 * 60 + 30)).toMatchObject({
      ok: true,
    });
    expect(checkSlot(withNoticeGrace(later(6 + noticeGraceMinutes)), sunday, 11 * 60 + 30)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('never lets a start in the past book, whatever the notice', () => {
    const noNotice = input({ now: at(sunday, '10:01'), minNoticeMinutes: 0 });
    expect(checkSlot(withNoticeGrace(noNotice), sunday, 10 * 60)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(checkSlot(withNoticeGrace(noNotice), sunday, 10 * 60 + 30)).toMatchObject({ ok: true });
  });
});

describe('merge', () => {
  it('sorts and joins touching or overlapping intervals, dropping empty ones', () => {
    expect(
      merge([
        [5, 7],
        [1, 3],
        [3, 4],
        [6, 9],
        [10, 10],
      ]),
    ).toEqual([
      [1, 4],
      [5, 9],
    ]);
  });
});
