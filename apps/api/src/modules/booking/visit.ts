/**
 * Several services in one visit, back to back at one branch (issue 28 item 5, docs/decisions/0063-several-services-in-one-visit.md),
 * computed without I/O on top of slots.ts.
 *
 * The first part starts on the slot grid like any service (notice, horizon, opening hours). Each next part starts
 * exactly when the previous one ends (no gap, no overlap for the customer) and needs its own qualified resource free
 * for [start, end + its buffer) inside that resource's shift and the branch's hours. One resource may do two parts
 * when their held periods do not overlap (a stylist who washes then cuts, when the wash has no turnover buffer).
 * Resources are tried least loaded that day first, as for one service; a small search over the parts finds an
 * assignment when a greedy choice would block a later part.
 */
import { addDays, localDate, localDay, zonedInstant } from '../../lib/zoned-time.ts';
import {
  busyByResource,
  candidates,
  covered,
  loadByDay,
  overlaps,
  schedule,
  type Candidate,
  type DaySlots,
  type Interval,
  type Slot,
  type SlotInput,
} from './slots.ts';

const minuteMs = 60_000;

/** One part of a visit as placed: the customer's [start, end), the resource's [start, busyUntil). */
export type VisitPart = { start: number; end: number; busyUntil: number; resourceId: number };

export type VisitCheck =
  | { ok: true; parts: VisitPart[] }
  /**
   * `part` (0-based) is the first service that does not fit: 'unavailable' when the business does not offer it then
   * (closed, off the grid, too soon, nobody qualified on shift), 'taken' when everyone who could do it is busy.
   */
  | { ok: false; reason: 'unavailable' | 'taken'; part: number };

type Resource = { id: number; windows: Interval[]; busy: Interval[] };
type Part = {
  durationMs: number;
  lengthMs: number;
  timeZone: string;
  resources: Resource[];
  load: Map<number, Map<number, number>>;
};

function partOf(input: SlotInput, first: string, last: string): Part {
  const { windows } = schedule(input, first, last);
  const busy = busyByResource(input);
  return {
    durationMs: input.durationMinutes * minuteMs,
    lengthMs: (input.durationMinutes + input.bufferMinutes) * minuteMs,
    timeZone: input.timeZone,
    resources: input.resources.map((r) => ({ id: r.id, windows: windows.get(r.id)!, busy: busy.get(r.id)! })),
    load: loadByDay(busy, input.timeZone),
  };
}

/** The parts after the first, modelled over the horizon (plus a day: the last part may end after midnight). */
function laterParts(inputs: SlotInput[]): Part[] {
  const first = inputs[0]!;
  const today = localDate(first.now, first.timeZone);
  const last = addDays(today, first.horizonDays);
  return inputs.slice(1).map((input) => partOf(input, today, last));
}

/** Resources of a later part that can take [start, start + length) on their own, least loaded that day first. */
function freeFor(part: Part, start: number): number[] {
  const end = start + part.lengthMs;
  const dayLoad = part.load.get(localDay(start, part.timeZone));
  return part.resources
    .filter((r) => covered(r.windows, start, end) && !overlaps(r.busy, start, end))
    .sort((a, b) => (dayLoad?.get(a.id) ?? 0) - (dayLoad?.get(b.id) ?? 0) || a.id - b.id)
    .map((r) => r.id);
}

/** Whether the visit whose first part is the grid start `c` fits, and with which resources. */
function place(first: SlotInput, parts: Part[], c: Candidate): VisitCheck {
  if (c.working.length === 0) return { ok: false, reason: 'unavailable', part: 0 };
  const starts = [c.start];
  for (const [i, part] of parts.entries()) {
    const previous = i === 0 ? first.durationMinutes * minuteMs : parts[i - 1]!.durationMs;
    starts.push(starts[i]! + previous);
    const s = starts[i + 1]!;
    if (!part.resources.some((r) => covered(r.windows, s, s + part.lengthMs))) {
      return { ok: false, reason: 'unavailable', part: i + 1 };
    }
  }
  // Each part's own free resources; a part nobody is free for fails before any search.
  const options = [c.free, ...parts.map((part, i) => freeFor(part, starts[i + 1]!))];
  const empty = options.findIndex((o) => o.length === 0);
  if (empty >= 0) return { ok: false, reason: 'taken', part: empty };
  const lengths = [(first.durationMinutes + first.bufferMinutes) * minuteMs, ...parts.map((p) => p.lengthMs)];
  const durations = [first.durationMinutes * minuteMs, ...parts.map((p) => p.durationMs)];
  const chosen: VisitPart[] = [];
  let deepest = 0;
  const search = (k: number): boolean => {
    if (k === options.length) return true;
    deepest = Math.max(deepest, k);
    const start = starts[k]!;
    const busyUntil = start + lengths[k]!;
    for (const id of options[k]!) {
      // The same resource may do two parts only when their held periods do not overlap.
      if (chosen.some((p) => p.resourceId === id && p.start < busyUntil && start < p.busyUntil)) continue;
      chosen.push({ start, end: start + durations[k]!, busyUntil, resourceId: id });
      if (search(k + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  if (!search(0)) return { ok: false, reason: 'taken', part: deepest };
  return { ok: true, parts: chosen };
}

/**
 * The starts at which the whole visit fits, per date of the horizon (dates without any listed too). A slot's `end`
 * is the end of the last part; `inputs` are the parts in order, each with its own resources and live busy periods.
 */
export function computeVisitSlots(inputs: SlotInput[]): DaySlots[] {
  const first = inputs[0]!;
  const parts = laterParts(inputs);
  const { dates, list } = candidates(first);
  const byDate = new Map<string, Slot[]>(dates.map((d) => [d, []]));
  for (const c of list) {
    if (c.free.length === 0) continue;
    const placed = place(first, parts, c);
    if (!placed.ok) continue;
    const last = placed.parts[placed.parts.length - 1]!;
    byDate.get(c.date)!.push({ start: c.start, end: last.end, busyUntil: last.busyUntil, free: [] });
  }
  return dates.map((date) => ({ date, slots: byDate.get(date)! }));
}

/** Whether a visit starting at a local date and time can be held now, and each part's time and resource. */
export function checkVisit(inputs: SlotInput[], date: string, minutes: number): VisitCheck {
  const first = inputs[0]!;
  const start = zonedInstant(date, minutes, first.timeZone);
  const found = candidates(first, date).list.find((c) => c.start === start);
  if (!found) return { ok: false, reason: 'unavailable', part: 0 };
  return place(first, laterParts(inputs), found);
}
