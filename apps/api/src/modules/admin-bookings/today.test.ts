/**
 * Today at my branches (issue 30 item 9): bookings = arrived + still to come + no-shows, cancellations, takings by
 * method, occupancy; each figure is the length of the bookings list it links to; scoped to the person's branches.
 */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema.ts';
import { localDate } from '../../lib/zoned-time.ts';
import { call, type Json } from '../../test/call.ts';
import { tz, type Fixture } from '../../test/booking.ts';
import { deskScene, type Person } from '../../test/staff.ts';
import { createSandboxTestApp, type SandboxTestApp } from '../../test/payments-sandbox-app.ts';
import { bookFor } from '../../test/admin-bookings.ts';

let t: SandboxTestApp;
let fx: Fixture;
let elsewhere: Fixture;
let customers: Person[];
let desk: Person;
let otherDesk: Person;

beforeAll(async () => {
  t = await createSandboxTestApp();
  ({ fx, elsewhere, customers, desk, otherDesk } = await deskScene(t, {
    resources: 4,
    price: 23000,
    elsewhereResources: 1,
    customers: 7,
  }));
});
afterAll(() => t.close());

const get = (token: string, url: string, lang: 'en' | 'ar' = 'en') =>
  call(t, 'GET', url, undefined, { token, lang });
const post = (token: string, url: string, body?: Json) => call(t, 'POST', url, body, { token });

/** Bookings made for the day after tomorrow (the only times a checkout sells), brought to today. */
async function toToday(orderIds: number[]) {
  const lines = await t.database.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  const ids = lines.map((l) => l.id);
  await t.database.db.execute(
    sql`update reservations set period = tstzrange(lower(period) - interval '2 days', upper(period) - interval '2 days', '[)') where order_item_id in ${ids}`,
  );
  await t.database.db.execute(
    sql`update order_items set start_at = start_at - interval '2 days', end_at = end_at - interval '2 days' where id in ${ids}`,
  );
}

type Booked = Awaited<ReturnType<typeof bookFor>>;
const scene = {} as Record<'arrived' | 'card' | 'missed' | 'cancelled', Booked>;

// The day's scene, built once (a booking checked in and paid in cash, one paid by card, a no-show, a cancellation,
// and one at another branch): the tests below read it.
beforeAll(async () => {
  const book = (time: string, payment: 'cash' | 'card' = 'cash', on = fx) =>
    bookFor(t, on, customers.shift()!, time, payment);
  scene.arrived = await book('09:00');
  scene.card = await book('10:00', 'card');
  scene.missed = await book('11:00');
  scene.cancelled = await book('12:00');
  const theirs = await book('09:00', 'cash', elsewhere);
  await toToday([...Object.values(scene), theirs].map((b) => b.order.id));
  expect(
    (await post(desk.token, '/api/v1/admin/check-in', { order_id: scene.arrived.order.id })).status,
  ).toBe(200);
  expect(
    (await post(desk.token, `/api/v1/admin/bookings/${scene.arrived.order.id}/cash-received`)).status,
  ).toBe(200);
  await t.database.db
    .update(orders)
    .set({ noShowAt: new Date() })
    .where(inArray(orders.id, [scene.missed.order.id]));
  const cancel = await post(desk.token, `/api/v1/admin/bookings/${scene.cancelled.order.id}/cancel`, {
    refund_to: 'original',
    reason: 'Asked by phone',
  });
  expect(cancel.status).toBe(200);
}, 120_000);

const day = () => localDate(Date.now(), tz);
const sorted = (...ids: number[]) => ids.sort((a, b) => a - b);

describe('today at my branches', () => {
  it('counts arrived, still to come, no-shows, cancelled, takings by method and occupancy', async () => {
    const { arrived, card } = scene;
    const res = await get(desk.token, '/api/v1/admin/today');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ date: day(), time_zone: tz });
    // A receptionist sees their own branch only.
    expect(res.body.data.branches).toHaveLength(1);
    const [branch] = res.body.data.branches as Json[];
    expect(branch).toMatchObject({
      branch_id: fx.branchId,
      bookings: 3,
      arrived: 1,
      to_come: 1,
      no_shows: 1,
      cancelled: 1,
      takings: expect.arrayContaining([
        { method: 'card', amount: card.order.total, count: 1 },
        { method: 'cash', amount: arrived.order.total, count: 1 },
      ]),
      takings_total: card.order.total + arrived.order.total,
    });
    expect(branch!.takings).toHaveLength(2);
    expect(branch!.occupancy.booked_minutes).toBeGreaterThan(0);
    expect(branch!.bookings).toBe(branch!.arrived + branch!.to_come + branch!.no_shows);
  });

  it('each figure opens the list behind it: the same orders, no more', async () => {
    const { arrived, card, missed, cancelled } = scene;
    const list = async (query: string) => {
      const r = await get(
        desk.token,
        `/api/v1/admin/bookings?from=${day()}&to=${day()}&branch_id=${fx.branchId}&${query}`,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (r.body.data.bookings as Json[]).map((b) => b.id as number).sort((a, b) => a - b);
    };
    expect(await list('visit=booked')).toEqual(sorted(arrived.order.id, card.order.id, missed.order.id));
    expect(await list('visit=arrived')).toEqual([arrived.order.id]);
    expect(await list('visit=to_come')).toEqual([card.order.id]);
    expect(await list('status=no_show')).toEqual([missed.order.id]);
    expect(await list('status=cancelled')).toEqual([cancelled.order.id]);
    const paid = async (method: string) => {
      const r = await get(
        desk.token,
        `/api/v1/admin/bookings?paid_on=${day()}&method=${method}&branch_id=${fx.branchId}`,
      );
      return (r.body.data.bookings as Json[]).map((b) => b.id as number);
    };
    expect(await paid('card')).toEqual([card.order.id]);
    expect(await paid('cash')).toEqual([arrived.order.id]);
  });

  it('names the bookings their customers moved themselves today, from when to when (issue 28: the desk is told)', async () => {
    const before = (await get(desk.token, '/api/v1/admin/today')).body.data.branches[0] as Json;
    expect(before.moved_by_customers).toEqual([]);
    const booked = await bookFor(t, fx, customers.shift()!, '13:00', 'cash');
    const line = booked.order.products[0]!.order_product_id;
    const to = `${booked.order.products[0]!.start_at.slice(0, 10)}T15:00:00+03:00`;
    const moved = await call(
      t,
      'POST',
      `/api/v1/orders/${booked.order.id}/reschedule`,
      { order_product_id: line, start_at: to },
      { token: booked.customer.token },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [branch] = (await get(desk.token, '/api/v1/admin/today')).body.data.branches as Json[];
    expect(branch!.moved_by_customers).toEqual([
      {
        order_id: booked.order.id,
        order_number: booked.order.order_number,
        customer: expect.stringMatching(/\S/),
        from: new Date(booked.order.products[0]!.start_at).toISOString(),
        to: new Date(to).toISOString(),
        moved_at: expect.any(String),
      },
    ]);
    // Another branch's desk does not see it.
    const theirs = (await get(otherDesk.token, '/api/v1/admin/today')).body.data.branches[0] as Json;
    expect(theirs.moved_by_customers).toEqual([]);
  });

  it('scoped like every admin read: another branch is 403, an unknown filter a translated 422; names in Arabic', async () => {
    expect((await get(desk.token, `/api/v1/admin/today?branch_id=${elsewhere.branchId}`)).status).toBe(403);
    const theirs = await get(otherDesk.token, '/api/v1/admin/today', 'ar');
    expect(theirs.status).toBe(200);
    expect((theirs.body.data.branches as Json[]).map((b) => b.branch_id)).toEqual([elsewhere.branchId]);
    expect(theirs.body.data.branches[0].branch_name).toMatch(/[\u0600-\u06FF]/);
    const bad = await get(desk.token, '/api/v1/admin/bookings?visit=later', 'ar');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.visit[0]).toMatch(/[\u0600-\u06FF]/);
    const customer = customers[0]!;
    expect((await get(customer.token, '/api/v1/admin/today')).status).toBe(403);
  });
});
