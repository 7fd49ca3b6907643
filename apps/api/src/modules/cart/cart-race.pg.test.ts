import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createCustomers, createFixture, dayFromToday, reservationRows, tz } from '../../test/booking.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';

/**
 * PostgreSQL only (vitest includes *.pg.test.ts when TEST_DATABASE_URL is set): it needs two connections, so that
 * a transaction can hold an uncommitted booking while a request checks availability and inserts its hold.
 */
let t: TestApp;
const date = dayFromToday(4);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a hold that races past the availability check', () => {
  // Needs two connections: a transaction holds an uncommitted booking while the request checks and inserts.
  it('retries when the constraint rejects a hold that raced past the check, and takes another free resource', async () => {
    const two = await createFixture(t, { resources: 2 });
    const [customer] = await createCustomers(t, 1);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let held!: () => void;
    const ready = new Promise<void>((r) => (held = r));
    const at = (hhmm: string) =>
      new Date(zonedInstant(date, Number(hhmm.slice(0, 2)) * 60, tz)).toISOString();
    const blocker = t.database.db.transaction(async (tx) => {
      await tx.insert(reservations).values({
        resourceId: two.resourceIds[0]!,
        kind: 'booking',
        period: sql`tstzrange(${at('14:00')}::timestamptz, ${at('15:00')}::timestamptz, '[)')`,
      });
      held();
      await gate;
    });
    await ready;
    const request = call(
      t,
      'POST',
      '/api/v1/cart',
      { product_id: two.productId, branch_id: two.branchId, date, selectedTime: '14:00' },
      { token: customer!.token },
    );
    // The request sees both resources free, picks the first and waits on the uncommitted row.
    await new Promise((r) => setTimeout(r, 300));
    release();
    await blocker;
    const res = await request;
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = await reservationRows(t, two.resourceIds);
    expect(rows.map((r) => [r.resource_id, r.kind])).toEqual([
      [two.resourceIds[0], 'booking'],
      [two.resourceIds[1], 'hold'],
    ]);
  });
});
