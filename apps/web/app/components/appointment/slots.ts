import type { AvailableDate, TimeSlot } from '@hajz/contracts/booking';

/** The dates that have at least one free time, in order. */
export const bookableDates = (times: readonly AvailableDate[]): string[] =>
  times.filter((d) => d.slots.length > 0).map((d) => d.date);

export const slotsOn = (times: readonly AvailableDate[], date: string | null): TimeSlot[] =>
  (date && times.find((d) => d.date === date)?.slots) || [];

/**
 * After (re)loading the times: keep the chosen date if it still has free times, else preselect the first
 * date that has (spec §4 "the first available date is preselected"); keep the chosen time only if it is
 * still free on that date.
 */
export function reconcile(
  times: readonly AvailableDate[],
  choice: { date: string | null; time: string | null },
): { date: string | null; time: string | null } {
  const kept = choice.date !== null && slotsOn(times, choice.date).length > 0;
  const date = kept ? choice.date : (bookableDates(times)[0] ?? null);
  const time = kept && slotsOn(times, date).some((s) => s.from === choice.time) ? choice.time : null;
  return { date, time };
}

/** "2026-11-22T10:00:00+03:00" → "10:00": the wall-clock time the API wrote in the business's offset. */
export const wallClock = (iso: string): string => iso.slice(11, 16);
