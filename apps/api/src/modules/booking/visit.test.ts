import { describe, expect, it } from 'vitest';
import { localTime } from '../../lib/zoned-time.ts';
import { at, busy, input, sunday, tz } from '../../test/booking-slots.ts';
import type { SlotInput } from './slots.ts';
import { checkVisit, computeVisitSlots } from './visit.ts';

/** A 30-minute wash on resource 1, then a 60-minute cut on resource 2, 09:00–17:00. */
const wash = (over: Partial<SlotInput> = {}) => input({ resources: [{ id: 1, shifts: [] }], ...over });
const cut = (over: Partial<SlotInput> = {}) =>
  input({ resources: [{ id: 2, shifts: [] }], durationMinutes: 60, ...over });
const starts = (inputs: SlotInput[]) =>
  computeVisitSlots(inputs)[0]!.slots.map((s) => `${localTime(s.start, tz)}-${localTime(s.end, tz)}`);

describe('several services in one visit (pure)', () => {
  it('lists the starts at which the whole visit fits before closing; each slot ends when the last part does', () => {
    const list = starts([wash(), cut()]);
    expect(list[0]).toBe('09:00-10:30');
    // A wash alone could start at 16:30; the visit's cut must end by 17:00.
    expect(list.at(-1)).toBe('15:30-17:00');
    expect(list).toHaveLength(14);
  });

  it('places each part exactly when the previous one ends, each on its own resource', () => {
    const check = checkVisit([wash(), cut()], sunday, 10 * 60);
    expect(check).toEqual({
      ok: true,
      parts: [
        {
          start: at(sunday, '10:00'),
          end: at(sunday, '10:30'),
          busyUntil: at(sunday, '10:30'),
          resourceId: 1,
        },
        {
          start: at(sunday, '10:30'),
          end: at(sunday, '11:30'),
          busyUntil: at(sunday, '11:30'),
          resourceId: 2,
        },
      ],
    });
  });

  it('a later part that is taken fails the whole visit, naming that part; one past closing is unavailable', () => {
    const taken = [wash(), cut({ busy: [busy(2, sunday, '12:30', '13:00')] })];
    expect(checkVisit(taken, sunday, 12 * 60)).toEqual({ ok: false, reason: 'taken', part: 1 });
    expect(starts(taken)).not.toContain('12:00-13:30');
    expect(starts(taken)).toContain('11:00-12:30');
    expect(checkVisit([wash(), cut()], sunday, 16 * 60)).toEqual({
      ok: false,
      reason: 'unavailable',
      part: 1,
    });
    expect(checkVisit([wash({ busy: [busy(1, sunday, '10:00', '10:30')] }), cut()], sunday, 600)).toEqual({
      ok: false,
      reason: 'taken',
      part: 0,
    });
  });

  it('the buffer after a part keeps its resource from the next part; another resource takes it', () => {
    // One stylist (1) does both; a second (3) only washes. The wash has 15 minutes of turnover.
    const both = { id: 1, shifts: [] };
    const washOnly = { id: 3, shifts: [] };
    // Resource 3 is the busier one that day, so "least loaded first" tries 1 for the wash.
    const load = [busy(3, sunday, '15:00', '16:00')];
    const w = wash({ resources: [both, washOnly], bufferMinutes: 15, busy: load });
    const c = cut({ resources: [both] });
    const check = checkVisit([w, c], sunday, 10 * 60);
    expect(check.ok && check.parts.map((p) => p.resourceId)).toEqual([3, 1]);
    // With only the stylist, the wash's turnover overlaps the cut: the visit does not fit.
    expect(checkVisit([wash({ resources: [both], bufferMinutes: 15 }), c], sunday, 600).ok).toBe(false);
    // Without a buffer one stylist does both, back to back.
    const same = checkVisit([wash({ resources: [both] }), c], sunday, 600);
    expect(same.ok && same.parts.map((p) => p.resourceId)).toEqual([1, 1]);
  });

  it('the second part must fit its resource’s shift, not only the branch hours', () => {
    const c = cut({ resources: [{ id: 2, shifts: [{ day: 0, startAt: '13:00', endAt: '17:00' }] }] });
    expect(checkVisit([wash(), c], sunday, 12 * 60)).toEqual({ ok: false, reason: 'unavailable', part: 1 });
    expect(checkVisit([wash(), c], sunday, 12 * 60 + 30).ok).toBe(true);
  });
});
