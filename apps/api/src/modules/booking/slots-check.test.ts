import { describe, expect, it } from 'vitest';
import { checkSlot, merge } from './slots.ts';
import { busy, input, sunday } from './slots-test-input.ts';

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
