import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Res } from '../../test/call.ts';
import {
  addService,
  createCustomers,
  createFixture,
  dayFromToday,
  overlappingReservations,
  reservationRows,
} from '../../test/booking.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * PostgreSQL only (vitest includes *.pg.test.ts when TEST_DATABASE_URL is set): real concurrency, one connection per
 * request. 20 customers hold visits (a 30-minute wash, then a 60-minute cut) at overlapping starts on one washer and
 * one stylist (ADR 0063): every visit is held whole or not at all, and no resource is ever held twice at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('multi-service placement all-or-nothing under concurrency', () => {
  it('20 concurrent visits at overlapping times: each wholly held or not at all, zero overlaps', async () => {
    const wash = await createFixture(t, { resources: 1, duration: 30 });
    const cut = await addService(t, wash, { duration: 60, resources: 1 });
    const customers = await createCustomers(t, 20);
    const date = dayFromToday(3);
    const starts = ['10:00', '10:30', '11:00', '11:30'];
    // Visits one step apart share the stylist (the cut of one overlaps the next one's) but not the washer: a hold
    // whose wash is written can still lose its cut, and must then leave nothing behind.
    const answers: Res[] = await Promise.all(
      customers.map((c, i) =>
        call(
          t,
          'POST',
          '/api/v1/cart',
          {
            product_id: wash.productId,
            branch_id: wash.branchId,
            date,
            selectedTime: starts[i % starts.length],
            then_product_ids: [cut.productId],
          },
          { token: c.token },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      JSON.stringify(answers.map((a) => [a.status, a.body.message])),
    ).toBe(true);
    const won = answers.filter((a) => a.status === 201);
    // At most two visits fit one stylist between 10:30 and 13:00 (e.g. 10:00 and 11:00); at least one gets through.
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(won.length).toBeLessThanOrEqual(2);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body.message).toMatch(/just taken/);
    }
    const rows = await reservationRows(t, [...wash.resourceIds, ...cut.resourceIds]);
    for (const [i, c] of customers.entries()) {
      const cart = await call(t, 'GET', '/api/v1/cart', undefined, { token: c.token });
      const lines = cart.body.data.cart.products as { cart_product_id: number; visit_id: string | null }[];
      const mine = rows.filter((r) => lines.some((l) => l.cart_product_id === r.cart_item_id));
      if (answers[i]!.status === 201) {
        expect(lines).toHaveLength(2);
        expect(lines[0]!.visit_id).toBe(lines[1]!.visit_id);
        expect(mine.map((r) => r.resource_id).sort()).toEqual(
          [wash.resourceIds[0], cut.resourceIds[0]].sort(),
        );
      } else {
        expect(lines).toEqual([]);
      }
    }
    expect(rows).toHaveLength(won.length * 2);
    expect(await overlappingReservations(t)).toEqual([]);
  });
});
