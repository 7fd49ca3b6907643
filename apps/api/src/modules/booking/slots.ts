/**
 * Appointment slots, computed without I/O (see docs/decisions/0007-scheduling-and-holds.md).
 *
 * A slot [start, start + duration) is offered when at least `visitors` distinct qualified resources are free for
 * [start, start + duration + buffer) and that whole period lies inside the branch's opening hours and the
 * resource's shift. Starts lie on a grid of `stepMinutes` from each opening time, at least `minNoticeMinutes`
 * after now, on the `horizonDays` local dates from today. Slots are listed under the local date they start on
 * (so a slot after midnight of an evening that runs late belongs to the next date); dates without slots are
 * listed too.
 */
import {
  addDays,
  clockMinutes,
  dateOfDay,
  dayOfWeek,
  localDate,
  localDay,
  zonedInstant,
} from '../../lib/zoned-time.ts';

/** [start, end) in epoch milliseconds. */
export type Interval = readonly [start: number, end: number];
export type ClockHours = { startAt: string; endAt: string };
export type WeeklyHour = ClockHours & { day: number; isActive: boolean };
export type DateException = { date: string; isClosed: boolean; startAt: string | null; endAt: string | null };
/** A qualified, active resource; no shifts = the branch's hours; `timeOff`: periods it is away (never worked). */
export type SlotResource = {
  id: number;
  shifts: (ClockHours & { day: number })[];
  timeOff?: readonly Interval[];
};
/** A live hold or booking: [start, end) already includes the buffer of the service it is for. */
export type Busy = {
  resourceId: number;
  start: number;
  end: number;
  cartItemId: number | null;
  orderItemId?: number | null;
};

export type SlotInput = {
  timeZone: string;
  stepMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  now: number;
  weeklyHours: WeeklyHour[];
  exceptions: DateException[];
  resources: SlotResource[];
  busy: Busy[];
  /** When editing a cart line, its own holds do not count as busy. */
  editingCartItemId?: number | null;
  /** When moving an ordered line (a gift's recipient choosing the time), its own bookings do not count as busy. */
  editingOrderItemId?: number | null;
  durationMinutes: number;
  bufferMinutes: number;
  visitors: number;
};

export type Slot = {
  start: number;
  /** start + duration (what the customer sees). */
  end: number;
  /** start + duration + buffer (what the resource is held for). */
  busyUntil: number;
  /** Resources that can take it now, least loaded that day first. */
  free: number[];
};
export type DaySlots = { date: string; slots: Slot[] };

const minuteMs = 60_000;

/** Wall-clock hours on `date` as an instant range; end <= start runs past midnight, start = end is all day. */
function hoursOn(date: string, h: ClockHours, timeZone: string): Interval {
  const start = clockMinutes(h.startAt);
  let end = clockMinutes(h.endAt);
  if (end <= start) end += 24 * 60;
  return [zonedInstant(date, start, timeZone), zonedInstant(date, end, timeZone)];
}

/** Sorted, with touching or overlapping intervals joined. */
export function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

function intersect(a: Interval[], b: Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const s = Math.max(a[i]![0], b[j]![0]);
    const e = Math.min(a[i]![1], b[j]![1]);
    if (e > s) out.push([s, e]);
    if (a[i]![1] < b[j]![1]) i++;
    else j++;
  }
  return out;
}

/** `a` without the parts `b` covers (both sorted and disjoint). */
export function subtract(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let j = 0;
  for (const [start, end] of a) {
    let s = start;
    while (j < b.length && b[j]![1] <= s) j++;
    for (let k = j; k < b.length && b[k]![0] < end; k++) {
      if (b[k]![0] > s) out.push([s, b[k]![0]]);
      s = Math.max(s, b[k]![1]);
    }
    if (s < end) out.push([s, end]);
  }
  return out;
}

/** Index of the first interval (sorted, disjoint) whose end is after `t`. */
function firstEndingAfter(list: Interval[], t: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]![1] > t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** [s, e) lies inside one interval of the (sorted, disjoint) list. */
export const covered = (list: Interval[], s: number, e: number) => {
  const i = firstEndingAfter(list, s);
  return i < list.length && list[i]![0] <= s && list[i]![1] >= e;
};
/** [s, e) overlaps an interval of the (sorted, disjoint) list. */
export const overlaps = (list: Interval[], s: number, e: number) => {
  const i = firstEndingAfter(list, s);
  return i < list.length && list[i]![0] < e;
};

/** What the working periods depend on: the branch's week and dates, and the resources' shifts. */
export type RosterInput = Pick<SlotInput, 'timeZone' | 'weeklyHours' | 'exceptions' | 'resources'>;

/**
 * The working periods of the branch (`open`) and of each resource (`windows`: its shifts inside the branch's hours,
 * or the branch's hours when it has no shifts, less its time off), from the day before `first` to `last`, as sorted disjoint intervals.
 */
export function schedule(input: RosterInput, first: string, last: string) {
  const { timeZone: tz } = input;
  const weekly = new Map(input.weeklyHours.map((h) => [h.day, h]));
  const exceptions = new Map(input.exceptions.map((e) => [e.date, e]));
  const branch: Interval[] = [];
  const special: Interval[] = [];
  const shifts = new Map<number, Interval[]>(input.resources.map((r) => [r.id, []]));
  for (let date = addDays(first, -1); date <= last; date = addDays(date, 1)) {
    const day = dayOfWeek(date);
    const exception = exceptions.get(date);
    if (exception) {
      // Special hours replace the week for everyone: the roster of such a day follows the branch.
      if (!exception.isClosed && exception.startAt && exception.endAt) {
        const open = hoursOn(date, { startAt: exception.startAt, endAt: exception.endAt }, tz);
        branch.push(open);
        special.push(open);
      }
      continue;
    }
    const hours = weekly.get(day);
    if (hours?.isActive) branch.push(hoursOn(date, hours, tz));
    for (const r of input.resources) {
      for (const s of r.shifts) if (s.day === day) shifts.get(r.id)!.push(hoursOn(date, s, tz));
    }
  }
  const open = merge(branch);
  const windows = new Map<number, Interval[]>();
  for (const r of input.resources) {
    const own = r.shifts.length === 0 ? open : intersect(open, merge([...shifts.get(r.id)!, ...special]));
    windows.set(r.id, r.timeOff?.length ? subtract(own, merge([...r.timeOff])) : own);
  }
  return { open, windows };
}

export function busyByResource(input: SlotInput): Map<number, Interval[]> {
  const grouped = new Map<number, Interval[]>(input.resources.map((r) => [r.id, []]));
  for (const b of input.busy) {
    if (input.editingCartItemId != null && b.cartItemId === input.editingCartItemId) continue;
    if (input.editingOrderItemId != null && b.orderItemId === input.editingOrderItemId) continue;
    grouped.get(b.resourceId)?.push([b.start, b.end]);
  }
  for (const [id, list] of grouped) grouped.set(id, merge(list));
  return grouped;
}

/** Minutes each resource is busy per local day number: the "least loaded" tie-breaker. */
export function loadByDay(busy: Map<number, Interval[]>, timeZone: string): Map<number, Map<number, number>> {
  const load = new Map<number, Map<number, number>>();
  for (const [id, list] of busy) {
    for (const [s, e] of list) {
      const day = localDay(s, timeZone);
      let perResource = load.get(day);
      if (!perResource) load.set(day, (perResource = new Map()));
      perResource.set(id, (perResource.get(id) ?? 0) + (e - s) / minuteMs);
    }
  }
  return load;
}

export type Candidate = {
  date: string;
  start: number;
  end: number;
  busyUntil: number;
  working: number[];
  free: number[];
};

/**
 * Every grid start in the horizon that the opening hours, the notice and the horizon allow, with the resources
 * whose shift covers it (`working`) and those of them not busy (`free`, least loaded first).
 */
export function candidates(input: SlotInput, only?: string): { dates: string[]; list: Candidate[] } {
  const tz = input.timeZone;
  const today = localDate(input.now, tz);
  const last = addDays(today, input.horizonDays - 1);
  const dates: string[] = [];
  for (let d = today; d <= last; d = addDays(d, 1)) dates.push(d);
  if (only !== undefined && (only < today || only > last)) return { dates, list: [] };
  // Always the whole horizon, so the grid of a date does not depend on whether it is computed alone.
  const { open, windows } = schedule(input, today, last);
  const busy = busyByResource(input);
  const load = loadByDay(busy, tz);
  const length = (input.durationMinutes + input.bufferMinutes) * minuteMs;
  const step = input.stepMinutes * minuteMs;
  const earliest = input.now + input.minNoticeMinutes * minuteMs;
  const resources = input.resources.map((r) => ({
    id: r.id,
    windows: windows.get(r.id)!,
    busy: busy.get(r.id)!,
  }));
  // Resources in "least loaded that day first" order, sorted once per day rather than per slot.
  let orderDay = NaN;
  let order = resources;
  const list: Candidate[] = [];
  for (const [openAt, closeAt] of open) {
    for (let start = openAt; start + length <= closeAt; start += step) {
      if (start < earliest) continue;
      const day = localDay(start, tz);
      const date = dateOfDay(day);
      if (date < today || date > last || (only !== undefined && date !== only)) continue;
      if (day !== orderDay) {
        orderDay = day;
        const dayLoad = load.get(day);
        order = dayLoad
          ? [...resources].sort((a, b) => (dayLoad.get(a.id) ?? 0) - (dayLoad.get(b.id) ?? 0) || a.id - b.id)
          : resources;
      }
      const busyUntil = start + length;
      const working: number[] = [];
      const free: number[] = [];
      for (const r of order) {
        if (!covered(r.windows, start, busyUntil)) continue;
        working.push(r.id);
        if (!overlaps(r.busy, start, busyUntil)) free.push(r.id);
      }
      list.push({ date, start, end: start + input.durationMinutes * minuteMs, busyUntil, working, free });
    }
  }
  return { dates, list };
}

/** The available slots of every date in the horizon (dates without slots included, with an empty list). */
export function computeSlots(input: SlotInput): DaySlots[] {
  const { dates, list } = candidates(input);
  const byDate = new Map<string, Slot[]>(dates.map((d) => [d, []]));
  for (const c of list) {
    if (c.free.length >= input.visitors) {
      byDate.get(c.date)!.push({ start: c.start, end: c.end, busyUntil: c.busyUntil, free: c.free });
    }
  }
  return dates.map((date) => ({ date, slots: byDate.get(date)! }));
}

export type SlotCheck =
  | { ok: true; slot: Slot }
  /** Not a time the business offers (closed, off the grid, too soon, past the horizon, too few staff on shift). */
  | { ok: false; reason: 'unavailable' }
  /** Offered, but too few resources are free now. */
  | { ok: false; reason: 'taken' };

/**
 * A start listed a moment ago stays bookable for this long after the notice has passed it: the customer saw it
 * offered, and crossing the boundary between reading the list and tapping the time is not their doing. Lists use
 * the full notice; writes (and the list of a line being changed, so its own time stays shown) use notice − grace.
 */
export const noticeGraceMinutes = 5;

/** The same input with the notice shortened by the grace (never below zero: a start in the past never books). */
export const withNoticeGrace = (input: SlotInput): SlotInput => ({
  ...input,
  minNoticeMinutes: Math.max(0, input.minNoticeMinutes - noticeGraceMinutes),
});

/** Whether a start time (local date + minutes after midnight) can be booked now, and by which resources. */
export function checkSlot(input: SlotInput, date: string, minutes: number): SlotCheck {
  const start = zonedInstant(date, minutes, input.timeZone);
  const found = candidates(input, date).list.find((c) => c.start === start);
  if (!found || found.working.length < input.visitors) return { ok: false, reason: 'unavailable' };
  if (found.free.length < input.visitors) return { ok: false, reason: 'taken' };
  return {
    ok: true,
    slot: { start: found.start, end: found.end, busyUntil: found.busyUntil, free: found.free },
  };
}
