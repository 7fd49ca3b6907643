import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, utcStamp } from './ics';
import { bookingEvents } from './calendar';
import { booking, olaya } from '~/lib/testing/orders';

const octets = (s: string) => new TextEncoder().encode(s).length;
const texts = { booking: 'Booking HZ-2031-000501', map: (link: string) => `Map: ${link}` };
/** Unfolds per RFC 5545 §3.1 (a CRLF followed by one space or tab joins the lines). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('iCalendar builder', () => {
  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('Olaya St, Riyadh; gate 2\\B\nsecond\r\nthird')).toBe(
      'Olaya St\\, Riyadh\\; gate 2\\\\B\\nsecond\\nthird',
    );
  });

  it('writes times in UTC', () => {
    expect(utcStamp('2031-03-05T10:00:00+03:00')).toBe('20310305T070000Z');
    expect(utcStamp('2031-03-05T00:30:00+03:00')).toBe('20310304T213000Z');
    expect(() => utcStamp('soon')).toThrow(RangeError);
  });

  it('folds lines over 75 octets without splitting a character, continuation lines starting with a space', () => {
    const ascii = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(ascii);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(ascii);

    const arabic = `SUMMARY:${'مساج سويدي '.repeat(12)}`;
    const arabicLines = foldLine(arabic).split('\r\n');
    for (const line of arabicLines) expect(octets(line)).toBeLessThanOrEqual(75);
    // Each piece is valid UTF-8 on its own: no letter was cut in half.
    for (const line of arabicLines)
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
    expect(unfold(foldLine(arabic))).toBe(arabic);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('ends every line with CRLF and wraps the events in one calendar', () => {
    const ics = buildIcs(
      [
        {
          uid: 'a@x',
          start: '2031-03-05T10:00:00+03:00',
          end: '2031-03-05T11:00:00+03:00',
          summary: 'Massage',
        },
      ],
      { now: new Date('2031-03-01T09:00:00Z') },
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.split('\r\n').slice(0, -1)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Hajz//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:a@x',
      'DTSTAMP:20310301T090000Z',
      'DTSTART:20310305T070000Z',
      'DTEND:20310305T080000Z',
      'SUMMARY:Massage',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });
});

describe('a booking as calendar events', () => {
  const before = new Date('2031-03-01T00:00:00Z').getTime();

  it('one event per upcoming service: UTC times, service name, branch and address, number and map link', () => {
    const order = booking();
    order.products.push({
      ...order.products[0]!,
      order_product_id: 7002,
      name: 'Facial; deep, clean',
      start_at: '2031-03-05T11:00:00+03:00',
      end_at: '2031-03-05T12:00:00+03:00',
    });
    const events = bookingEvents(order, [olaya], texts, { now: before, host: 'hajz.test' });
    expect(events.map((e) => e.uid)).toEqual([
      'order-501-item-7001@hajz.test',
      'order-501-item-7002@hajz.test',
    ]);
    const ics = unfold(buildIcs(events, { now: new Date(before) }));
    expect(ics).toContain(
      '\r\nDTSTART:20310305T070000Z\r\nDTEND:20310305T080000Z\r\nSUMMARY:Swedish massage\r\n',
    );
    expect(ics).toContain('\r\nSUMMARY:Facial\\; deep\\, clean\r\n');
    expect(ics).toContain('\r\nLOCATION:Rawnaq Olaya\\, Olaya St\\, Al Olaya\\, Riyadh\r\n');
    expect(ics).toContain(
      '\r\nDESCRIPTION:Booking HZ-2031-000501\\nMap: https://maps.google.com/?q=24.69\\,46.68\r\n',
    );
    expect(ics).toContain('\r\nURL:https://maps.google.com/?q=24.69,46.68\r\n');
  });

  it('leaves out services already started, and the address and map when the branch is unknown', () => {
    const order = booking();
    const during = new Date('2031-03-05T07:30:00Z').getTime();
    expect(bookingEvents(order, [olaya], texts, { now: during, host: 'h' })).toEqual([]);
    const [event] = bookingEvents(order, [], texts, { now: before, host: 'h' });
    expect(event).toMatchObject({
      location: 'Rawnaq Olaya',
      description: 'Booking HZ-2031-000501',
      url: undefined,
    });
  });
});
