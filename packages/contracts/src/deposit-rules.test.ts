import { describe, expect, it } from 'vitest';
import { inPeakHours, lineDeposit, parseDeposit, splitDue } from './deposit-rules.ts';
import { peakHours } from './schedules.ts';

const percent = (value: number, newCustomersOnly = false) =>
  ({ kind: 'percent', value, newCustomersOnly }) as const;

describe('deposit amounts', () => {
  it('takes a percent of what the line costs, rounded half up to the halala', () => {
    expect(lineDeposit(percent(20), 65000, 1, false)).toBe(13000);
    // 20 % of 123.45 SAR = 24.69 SAR exactly; 15 % of 0.99 SAR = 14.85 halalas → 15; 15 % of 0.03 = 0.45 → 0.
    expect(lineDeposit(percent(20), 12345, 1, false)).toBe(2469);
    expect(lineDeposit(percent(15), 99, 1, false)).toBe(15);
    expect(lineDeposit(percent(15), 3, 1, false)).toBe(0);
    // 33 % of 100.01 SAR = 3300.33 halalas → 3300; of 100.02 = 3300.66 → 3301; a half (x.5) goes up.
    expect(lineDeposit(percent(33), 10001, 1, false)).toBe(3300);
    expect(lineDeposit(percent(33), 10002, 1, false)).toBe(3301);
    expect(lineDeposit(percent(50), 101, 1, false)).toBe(51);
    expect(lineDeposit(percent(100), 4321, 1, false)).toBe(4321);
  });

  it('a fixed deposit is per place and never more than the line', () => {
    const fixed = { kind: 'fixed', value: 5000, newCustomersOnly: false } as const;
    expect(lineDeposit(fixed, 64000, 2, false)).toBe(10000);
    expect(lineDeposit(fixed, 3000, 1, false)).toBe(3000);
  });

  it('none, or only for new customers and the customer has been before: no deposit', () => {
    expect(lineDeposit({ kind: 'none', value: 0, newCustomersOnly: false }, 5000, 1, true)).toBeNull();
    expect(lineDeposit(percent(20, true), 5000, 1, false)).toBeNull();
    expect(lineDeposit(percent(20, true), 5000, 1, true)).toBe(1000);
  });
});

describe('peak hours (ADR 0064)', () => {
  // Thursday 17:00–23:00 and Friday 22:00–02:00 (past midnight into Saturday).
  const peak = [
    { day: 4, start_at: '17:00', end_at: '23:00' },
    { day: 5, start_at: '22:00', end_at: '02:00' },
  ];
  it('a time is at peak from the start minute to before the end, past midnight into the next day', () => {
    expect(inPeakHours(peak, 4, 16 * 60 + 59)).toBe(false);
    expect(inPeakHours(peak, 4, 17 * 60)).toBe(true);
    expect(inPeakHours(peak, 4, 22 * 60 + 59)).toBe(true);
    expect(inPeakHours(peak, 4, 23 * 60)).toBe(false);
    expect(inPeakHours(peak, 3, 18 * 60)).toBe(false);
    expect(inPeakHours(peak, 5, 23 * 60 + 30)).toBe(true);
    expect(inPeakHours(peak, 6, 60)).toBe(true);
    expect(inPeakHours(peak, 6, 120)).toBe(false);
    expect(inPeakHours([], 4, 18 * 60)).toBe(false);
  });

  it('a deposit "at peak hours only" is asked at peak and not outside it; amounts as usual', () => {
    const rule = { kind: 'percent', value: 20, newCustomersOnly: false, peakOnly: true } as const;
    expect(lineDeposit(rule, 12345, 1, false, true)).toBe(2469);
    expect(lineDeposit(rule, 12345, 1, false, false)).toBeNull();
    const fixed = { kind: 'fixed', value: 2550, newCustomersOnly: true, peakOnly: true } as const;
    expect(lineDeposit(fixed, 20000, 2, true, true)).toBe(5100);
    expect(lineDeposit(fixed, 20000, 2, false, true)).toBeNull();
    // Without the flag the time does not matter.
    expect(lineDeposit(percent(20), 12345, 1, false, false)).toBe(2469);
  });

  it('the settings refuse an empty range, an overlap on one day and more than 14 ranges, naming the field', () => {
    const issues = (value: unknown) =>
      peakHours.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues(peak)).toEqual([]);
    expect(issues([{ day: 4, start_at: '17:00', end_at: '17:00' }])).toEqual([
      ['0.end_at', 'schedules.peak_empty'],
    ]);
    expect(
      issues([
        { day: 4, start_at: '17:00', end_at: '20:00' },
        { day: 4, start_at: '19:00', end_at: '21:00' },
      ]),
    ).toEqual([['1.start_at', 'schedules.peak_overlap']]);
    expect(issues([{ day: 7, start_at: '25:00', end_at: '10:00' }]).map(([, m]) => m)).toEqual([
      'schedules.day',
      'schedules.time',
    ]);
    expect(
      issues(
        Array.from({ length: 15 }, (_, d) => ({
          day: d % 7,
          start_at: `${String(d).padStart(2, '0')}:00`,
          end_at: `${String(d).padStart(2, '0')}:30`,
        })),
      ),
    ).toEqual([['', 'schedules.peak_count']]);
  });
});

describe('due now and at the visit', () => {
  it('charges the deposits and the lines without one now; the rest at the visit', () => {
    // A 650.00 service with a 130.00 deposit and a 100.00 shop product: 230.00 now, 520.00 at the visit.
    expect(
      splitDue(
        [
          { payable: 65000, deposit: 13000 },
          { payable: 10000, deposit: null },
        ],
        75000,
      ),
    ).toEqual({ deposit: 13000, due_now: 23000, due_at_visit: 52000 });
  });

  it('no deposit line: everything now', () => {
    expect(splitDue([{ payable: 5000, deposit: null }], 5000)).toEqual({
      deposit: 0,
      due_now: 5000,
      due_at_visit: 0,
    });
  });

  it('gift cards and points pay the part due at the visit first', () => {
    // 650.00 with a 130.00 deposit, 50.00 paid by a gift card: the deposit is still paid now, 470.00 at the visit.
    expect(splitDue([{ payable: 65000, deposit: 13000 }], 60000)).toEqual({
      deposit: 13000,
      due_now: 13000,
      due_at_visit: 47000,
    });
    // 600.00 paid by a gift card: 50.00 left, all of it now (part of the deposit).
    expect(splitDue([{ payable: 65000, deposit: 13000 }], 5000)).toEqual({
      deposit: 5000,
      due_now: 5000,
      due_at_visit: 0,
    });
    // Fees are paid online with the deposit.
    expect(splitDue([{ payable: 65000, deposit: 13000 }], 66500, 1500)).toEqual({
      deposit: 13000,
      due_now: 14500,
      due_at_visit: 52000,
    });
  });
});

describe('the back office deposit value', () => {
  it('reads a whole percent or SAR, and refuses negative, zero, above 100 % and above the price', () => {
    expect(parseDeposit('percent', '20', 65000)).toEqual({ value: 20 });
    expect(parseDeposit('fixed', '25.50', 65000)).toEqual({ value: 2550 });
    expect(parseDeposit('none', 'anything', 65000)).toEqual({ value: 0 });
    expect(parseDeposit('percent', '101', 65000)).toEqual({ problem: 'catalogue.deposit_percent_max' });
    expect(parseDeposit('percent', '-5', 65000)).toEqual({ problem: 'catalogue.deposit_positive' });
    expect(parseDeposit('fixed', '-1.00', 65000)).toEqual({ problem: 'catalogue.deposit_positive' });
    expect(parseDeposit('fixed', '0', 65000)).toEqual({ problem: 'catalogue.deposit_positive' });
    expect(parseDeposit('fixed', '650.01', 65000)).toEqual({ problem: 'catalogue.deposit_above_price' });
    expect(parseDeposit('fixed', '650.00', 65000)).toEqual({ value: 65000 });
    expect(parseDeposit('percent', '12.5', 65000)).toEqual({ problem: 'catalogue.deposit_invalid' });
  });
});
