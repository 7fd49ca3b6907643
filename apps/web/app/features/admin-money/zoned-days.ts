/** Calendar days on the business's clock for date fields (a promo's first and last day). */

function offsetOf(date: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(
    new Date(`${date}T12:00:00Z`),
  );
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

export const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The instant a business day starts, with the business's offset. */
export const dayStartIso = (date: string, timeZone: string) => `${date}T00:00:00${offsetOf(date, timeZone)}`;

/** The business day an instant falls on ('YYYY-MM-DD'). */
export const dayOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
