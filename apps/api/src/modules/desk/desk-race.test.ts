/**
 * Issue 16 item 3: a desk move racing a customer's checkout for the same resource and time — exactly one of them gets
 * it, never both, never an overlap. Runs on PGlite, and on PostgreSQL (real concurrency, several connections) when
 * TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems, staffBranches, staffMembers } from '../../db/schema.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import {
  createCustomers,
  createFixture,
  overlappingReservations,
  reservationRows,
  tz,
} from '../../test/booking.ts';
import { checkout, holdService, slotDate } from '../../test/orders.ts';

const rounds = 24;
let t: TestApp;
let receptionist: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  [receptionist] = (await createCustomers(t, 1)) as [{ id: number; token: string }];
  await t.database.db.insert(staffMembers).values({ userId: receptionist.id, role: 'receptionist' });
});
afterAll(() => t.close());

const at = (hhmm: string) => new Date(zonedInstant(slotDate, Number(hhmm.slice(0, 2)) * 60, tz));

describe('a desk move racing a customer checkout for the same resource and time', () => {
  it(`exactly one wins, every time (${rounds} rounds)`, async () => {
    const outcomes = { desk: 0, customer: 0 };
    for (let round = 0; round < rounds; round++) {
      // One therapist: a booking at 09:00 the desk moves to 13:00 while a customer books 13:00.
      const fx = await createFixture(t, { resources: 1 });
      await t.database.db.insert(staffBranches).values({ userId: receptionist.id, branchId: fx.branchId });
      const [booker, racer] = await createCustomers(t, 2);
      await holdService(t, fx, booker!.token, '09:00');
      const placed = await checkout(t, booker!.token, 'cash');
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const lineId = placed.body.data.order.products[0].order_product_id as number;

      const deskMove = () =>
        call(
          t,
          'POST',
          `/api/v1/admin/bookings/${lineId}/move`,
          { start_at: at('13:00').toISOString() },
          { token: receptionist.token },
        );
      const customerBooks = async () => {
        const hold = await call(
          t,
          'POST',
          '/api/v1/cart',
          { product_id: fx.productId, branch_id: fx.branchId, date: slotDate, selectedTime: '13:00' },
          { token: racer!.token },
        );
        if (hold.status !== 201) return { status: hold.status, stage: 'hold' };
        const order = await checkout(t, racer!.token, 'cash');
        return { status: order.status, stage: 'checkout' };
      };
      // Who starts first alternates; both are in flight together.
      const [moved, booked] =
        round % 2 === 0
          ? await Promise.all([deskMove(), customerBooks()])
          : await Promise.all([customerBooks(), deskMove()]).then(([b, m]) => [m, b] as const);

      const deskWon = moved.status === 200;
      const customerWon = booked.status === 201;
      expect(
        [deskWon, customerWon].filter(Boolean),
        JSON.stringify({ moved: moved.body, booked }),
      ).toHaveLength(1);
      // The loser was told in words: a 409, never a 500.
      if (!deskWon) expect(moved.status, JSON.stringify(moved.body)).toBe(409);
      else expect([409, 422], JSON.stringify(booked)).toContain(booked.status);
      const rows = await reservationRows(t, fx.resourceIds);
      expect(rows.filter((r) => r.start === `${slotDate} 13:00` && r.kind === 'booking')).toHaveLength(1);
      const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, lineId));
      expect(line!.startAt!.getTime()).toBe(deskWon ? at('13:00').getTime() : at('09:00').getTime());
      outcomes[deskWon ? 'desk' : 'customer']++;
    }
    expect(await overlappingReservations(t)).toEqual([]);
    expect(outcomes.desk + outcomes.customer).toBe(rounds);
  });
});
