/**
 * An iCalendar file (RFC 5545) for a booking: one VEVENT per booked service, built in the browser. Times are
 * written in UTC ("Z"), which every calendar converts to its own zone without a VTIMEZONE block.
 */

export type CalendarEvent = {
  uid: string;
  start: string;
  end: string;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
};

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newlines are escaped. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** An instant as a UTC DATE-TIME: '2031-03-05T10:00:00+03:00' → '20310305T070000Z'. */
export function utcStamp(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(iso)}`);
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space. Counted in UTF-8 octets and cut
 * only between characters, so an Arabic letter (2 octets) or an emoji is never split.
 */
export function foldLine(line: string): string {
  if (octets(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  // Continuation lines start with a space, which counts towards their 75.
  let limit = 75;
  for (const char of line) {
    const n = octets(char);
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(
  events: CalendarEvent[],
  { now = new Date(), productId = '-//Hajz//Bookings//EN' } = {},
) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(event.start)}`,
      `DTEND:${utcStamp(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    // URL is a URI value, not TEXT: no escaping.
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
