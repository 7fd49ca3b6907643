import { describe, expect, it } from 'vitest';
import { bookableDates, reconcile, wallClock } from './slots';

const slot = (from: string) => ({ from, to: from, from_date_time: '', to_date_time: '' });
const times = [
  { date: '2031-03-04', slots: [] },
  { date: '2031-03-05', slots: [slot('10:00'), slot('10:30')] },
  { date: '2031-03-06', slots: [slot('16:00')] },
];

describe('selection', () => {
  it('lists the dates that have free times', () => {
    expect(bookableDates(times)).toEqual(['2031-03-05', '2031-03-06']);
  });

  it('preselects the first free date when nothing (or a full date) is chosen', () => {
    expect(reconcile(times, { date: null, time: null })).toEqual({ date: '2031-03-05', time: null });
    expect(reconcile(times, { date: '2031-03-04', time: '09:00' })).toEqual({
      date: '2031-03-05',
      time: null,
    });
    expect(reconcile([], { date: null, time: null })).toEqual({ date: null, time: null });
  });

  it('keeps a chosen date and time while they are free, drops a time that is gone', () => {
    expect(reconcile(times, { date: '2031-03-06', time: '16:00' })).toEqual({
      date: '2031-03-06',
      time: '16:00',
    });
    expect(reconcile(times, { date: '2031-03-05', time: '11:00' })).toEqual({
      date: '2031-03-05',
      time: null,
    });
  });

  it('reads the wall-clock time the API wrote with the business offset', () => {
    expect(wallClock('2031-03-05T10:30:00+03:00')).toBe('10:30');
  });
});
