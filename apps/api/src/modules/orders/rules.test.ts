import { describe, expect, it } from 'vitest';
import { hoursText } from '../../lib/hours-text.ts';
import type { OrderItemRow, OrderRow } from '../../lifecycle/order-lifecycle.ts';
import { cancelability, canRate, completesAt, firstStart } from './rules.ts';

const hour = 3_600_000;
const day = 24 * hour;
const t0 = new Date('2026-05-10T07:00:00Z');

const order = (o: Partial<OrderRow> = {}) =>
  ({
    status: 'confirmed',
    confirmedAt: new Date(t0.getTime() - day),
    paymentExpiresAt: null,
    ...o,
  }) as OrderRow;
const service = (startsIn: number, minutes = 60) =>
  ({
    type: 'service',
    startAt: new Date(t0.getTime() + startsIn),
    endAt: new Date(t0.getTime() + startsIn + minutes * 60_000),
  }) as OrderItemRow;
const shop = { type: 'product', startAt: null, endAt: null } as OrderItemRow;

describe('cancel rules', () => {
  const lines = [service(2 * day), service(day), shop];
  const deadline = t0.getTime() + day - 6 * hour;

  it('cancelable until the first start minus the window, not at the deadline itself', () => {
    expect(firstStart(lines)).toEqual(new Date(t0.getTime() + day));
    expect(cancelability(order(), lines, 6, new Date(deadline - 1))).toEqual({
      cancelable: true,
      keepsDeposit: false,
      until: new Date(deadline),
    });
    expect(cancelability(order(), lines, 6, new Date(deadline))).toEqual({
      cancelable: false,
      reason: 'too_late',
    });
    expect(cancelability(order(), lines, 0, new Date(deadline))).toMatchObject({ cancelable: true });
  });

  it('only pending or confirmed orders; cancelled says so (a no-op)', () => {
    for (const status of ['completed', 'expired', 'payment_failed'])
      expect(cancelability(order({ status }), lines, 6, t0)).toEqual({ cancelable: false, reason: 'status' });
    expect(cancelability(order({ status: 'cancelled' }), lines, 6, t0)).toEqual({
      cancelable: false,
      reason: 'cancelled',
    });
  });

  it('an unpaid order: until its payment deadline when that comes first', () => {
    const pending = order({
      status: 'pending_payment',
      paymentExpiresAt: new Date(t0.getTime() + 15 * 60_000),
    });
    expect(cancelability(pending, lines, 6, t0)).toEqual({
      cancelable: true,
      keepsDeposit: false,
      until: pending.paymentExpiresAt,
    });
    expect(cancelability(pending, lines, 6, pending.paymentExpiresAt!)).toEqual({
      cancelable: false,
      reason: 'status',
    });
  });

  it('shop-only: cancelable while confirmed, until it completes 14 days after confirmation', () => {
    const confirmed = order();
    const completes = completesAt(confirmed, [shop])!;
    expect(completes).toEqual(new Date(confirmed.confirmedAt!.getTime() + 14 * day));
    expect(cancelability(confirmed, [shop], 6, new Date(completes.getTime() - 1))).toEqual({
      cancelable: true,
      keepsDeposit: false,
      until: completes,
    });
    expect(cancelability(confirmed, [shop], 6, completes)).toMatchObject({ cancelable: false });
  });

  it('completion: the last booked end; rating: completed and not rated yet', () => {
    expect(completesAt(order(), lines)).toEqual(new Date(t0.getTime() + 2 * day + hour));
    expect(canRate(order({ status: 'completed' }), false)).toBe(true);
    expect(canRate(order({ status: 'completed' }), true)).toBe(false);
    expect(canRate(order(), false)).toBe(false);
  });

  it('says the window in words, with Arabic number agreement', () => {
    expect(hoursText('en', 1)).toBe('1 hour');
    expect(hoursText('en', 6)).toBe('6 hours');
    expect(hoursText('ar', 1)).toBe('ساعة واحدة');
    expect(hoursText('ar', 2)).toBe('ساعتين');
    expect(hoursText('ar', 6)).toBe('6 ساعات');
    expect(hoursText('ar', 24)).toBe('24 ساعة');
    expect(hoursText('ar', 100)).toBe('100 ساعة');
  });
});
