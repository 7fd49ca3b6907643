import { describe, expect, it } from 'vitest';
import { bookingsTabOf, orderStatusNames, orderStatuses } from './order-rules.ts';

describe('bookings tabs (issue 30 item 4)', () => {
  it("split the spec's history flag: completed visits, and those that ended without one", () => {
    expect(Object.fromEntries(orderStatusNames.map((s) => [s, bookingsTabOf(s)]))).toEqual({
      pending_payment: 'active',
      confirmed: 'active',
      completed: 'completed',
      payment_failed: 'cancelled',
      expired: 'cancelled',
      cancelled: 'cancelled',
    });
  });

  it("keep the spec's active flag: the active tab is exactly the flag '1'", () => {
    for (const s of orderStatusNames)
      expect(bookingsTabOf(s) === 'active', s).toBe(orderStatuses[s].active === '1');
  });
});
