import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Res } from '../../test/call.ts';
import {
  createCustomers,
  createFixture,
  dayFromToday,
  overlappingReservations,
  reservationRows,
} from '../../test/booking.ts';
import { checkout } from '../../test/orders.ts';

/**
 * PostgreSQL only (vitest includes *.pg.test.ts when TEST_DATABASE_URL is set): real concurrency, one connection per
 * request. 25 customers move their bookings onto one time while 25 others try to book it: one wins, zero overlaps.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reschedules racing bookings for one time', () => {
  it('50 concurrent: exactly one gets the time, the others a translated 409, no overlap', async () => {
    // One therapist: every booking lives on it, so one time can be had once.
    const f = await createFixture(t, { resources: 1 });
    const movers = await createCustomers(t, 25);
    const bookers = await createCustomers(t, 25);
    const target = dayFromToday(2);
    const booked: { token: string; orderId: number; lineId: number }[] = [];
    for (const [i, c] of movers.entries()) {
      // Bookings spread over the days after the target's (10:00 each day).
      const date = dayFromToday(3 + i);
      const hold = await call(
        t,
        'POST',
        '/api/v1/cart',
        { product_id: f.productId, branch_id: f.branchId, date, selectedTime: '10:00' },
        { token: c.token },
      );
      expect(hold.status, JSON.stringify(hold.body)).toBe(201);
      const res = await checkout(t, c.token, 'cash');
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      booked.push({
        token: c.token,
        orderId: res.body.data.order.id,
        lineId: res.body.data.order.products[0].order_product_id,
      });
    }
    const startAt = `${target}T14:00:00+03:00`;
    const racers: Promise<Res>[] = [];
    for (let i = 0; i < 25; i++) {
      const m = booked[i]!;
      racers.push(
        call(
          t,
          'POST',
          `/api/v1/orders/${m.orderId}/reschedule`,
          { order_product_id: m.lineId, start_at: startAt },
          { token: m.token },
        ),
      );
      racers.push(
        call(
          t,
          'POST',
          '/api/v1/cart',
          { product_id: f.productId, branch_id: f.branchId, date: target, selectedTime: '14:00' },
          { token: bookers[i]!.token },
        ),
      );
    }
    const answers = await Promise.all(racers);
    const won = answers.filter((r) => r.status === 200 || r.status === 201);
    const lost = answers.filter((r) => r.status === 409);
    expect(won.length, JSON.stringify(answers.map((a) => [a.status, a.body.message]))).toBe(1);
    expect(lost.length).toBe(49);
    for (const r of lost) expect(r.body.message).toMatch(/just taken/);
    expect(await overlappingReservations(t)).toEqual([]);
    const rows = (await reservationRows(t, f.resourceIds)).filter((r) => r.start === `${target} 14:00`);
    expect(rows).toHaveLength(1);
  });
});
