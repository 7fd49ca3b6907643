import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Json } from '../../test/call.ts';
import {
  createCustomers,
  createFixture,
  dayFromToday,
  overlappingReservations,
  reservationRows,
  tz,
  type Fixture,
} from '../../test/booking.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';

/**
 * The headline guarantee: however many customers race for one time, each resource is held at most once.
 * Runs on PGlite (one connection: transactions queue) and on PostgreSQL with TEST_DATABASE_URL (a pool of
 * 20 connections: transactions really race, and the exclusion constraint decides).
 */
let t: TestApp;
let fx: Fixture;
const date = dayFromToday(4);
beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 3, buffer: 15 });
});
afterAll(() => t.close());

const period = (from: string, to: string) => {
  const at = (hhmm: string) =>
    new Date(zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), tz)).toISOString();
  return sql`tstzrange(${at(from)}::timestamptz, ${at(to)}::timestamptz, '[)')`;
};

describe('holds under concurrency', () => {
  it('gives the last free resource of a slot to exactly one of 200 customers racing for it', async () => {
    // Two of the three qualified resources are already booked at 10:00: one is left.
    await t.database.db.insert(reservations).values([
      { resourceId: fx.resourceIds[0]!, kind: 'booking', period: period('09:30', '11:30') },
      { resourceId: fx.resourceIds[1]!, kind: 'booking', period: period('10:00', '11:15') },
    ]);
    const customers = await createCustomers(t, 200);
    const body = { product_id: fx.productId, branch_id: fx.branchId, date, selectedTime: '10:00' };
    const results = await Promise.all(
      customers.map((c) => call(t, 'POST', '/api/v1/cart', body, { token: c.token })),
    );

    const byStatus = new Map<number, number>();
    for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 201: 1, 409: 199 });
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.errors).toEqual({
        selectedTime: ['This time was just taken. Please pick another time.'],
      });
    }
    const winner = results.find((r) => r.status === 201)!;
    const rows = await reservationRows(t, fx.resourceIds);
    expect(rows.filter((r) => r.kind === 'hold')).toMatchObject([
      {
        resource_id: fx.resourceIds[2],
        cart_item_id: winner.body.data.cart_product_id,
        start: `${date} 10:00`,
        end: `${date} 11:15`,
      },
    ]);
    expect(await overlappingReservations(t)).toEqual([]);
    // Losers' carts are untouched (nothing half-written).
    const count = await t.database.db.execute(
      sql`select count(*)::int as n from cart_items where product_id = ${fx.productId}`,
    );
    expect(((count as unknown as { rows: Json[] }).rows ?? (count as unknown as Json[]))[0]!.n).toBe(1);
  });

  it('stays consistent when one customer edits one line 20 times at once: one hold per visitor, no orphans', async () => {
    const [customer] = await createCustomers(t, 1);
    const token = customer!.token;
    const start = await call(
      t,
      'POST',
      '/api/v1/cart',
      { product_id: fx.productId, branch_id: fx.branchId, date, selectedTime: '13:00', visitors: 2 },
      { token },
    );
    expect(start.status, JSON.stringify(start.body)).toBe(201);
    const itemId = start.body.data.cart_product_id as number;
    const times = ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30'];
    const edits = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          t,
          'POST',
          '/api/v1/cart',
          {
            product_id: fx.productId,
            branch_id: fx.branchId,
            date,
            selectedTime: times[i % times.length],
            visitors: 2,
            cart_product_id: itemId,
          },
          { token },
        ),
      ),
    );
    expect(edits.map((e) => e.status)).toEqual(Array(20).fill(200));

    const cart = await call(t, 'GET', '/api/v1/cart', undefined, { token });
    const lines = cart.body.data.cart.products as Json[];
    expect(lines).toHaveLength(1);
    const rows = (await reservationRows(t, fx.resourceIds)).filter(
      (r) => r.kind === 'hold' && r.cart_item_id !== null,
    );
    const own = rows.filter((r) => r.cart_item_id === itemId);
    expect(own).toHaveLength(2);
    expect(new Set(own.map((r) => r.resource_id)).size).toBe(2);
    // Both holds sit at the line's time.
    const startAt = (lines[0]!.start_at as string).slice(0, 16).replace('T', ' ');
    expect(own.every((r) => r.start === startAt)).toBe(true);
    expect(await overlappingReservations(t)).toEqual([]);
    const orphans = await t.database.db.execute(
      sql`select count(*)::int as n from reservations r where r.kind = 'hold' and (r.cart_item_id is null or not exists (select 1 from cart_items ci where ci.id = r.cart_item_id))`,
    );
    expect(((orphans as unknown as { rows: Json[] }).rows ?? (orphans as unknown as Json[]))[0]!.n).toBe(0);
  });

  it('refuses an overlapping row for one resource in the database itself (the exclusion constraint)', async () => {
    // 07:00, before opening: no test above holds anything then.
    const insert = () =>
      t.database.db
        .insert(reservations)
        .values({ resourceId: fx.resourceIds[2]!, kind: 'booking', period: period('07:00', '07:30') });
    await insert();
    await expect(insert()).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
  });
});
