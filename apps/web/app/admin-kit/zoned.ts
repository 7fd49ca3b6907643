/** Business-timezone dates and times for the calendar: the server sends ISO strings with the business offset. */

/** 'YYYY-MM-DD' of `at` in `timeZone`. */
export const dateIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** '+03:00': the offset of `timeZone` at `at`. */
export function offsetIn(at: Date, timeZone: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** '2026-11-29T10:00:00+03:00' → { date: '2026-11-29', time: '10:00' } (the business's wall clock). */
export const wallOf = (iso: string) => ({ date: iso.slice(0, 10), time: iso.slice(11, 16) });

/** The business's wall clock back to an instant string the API takes. */
export const isoOf = (date: string, time: string, offset: string) => `${date}T${time}:00${offset}`;

/**
 * A Date the calendar hands back as an ISO string with the business offset: with `timeZone` set to that offset,
 * event-calendar keeps the business's wall clock in the Date's UTC fields.
 */
export const isoFromCalendar = (at: Date, offset: string) => `${at.toISOString().slice(0, 19)}${offset}`;
