import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRatings } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { reconcile } from '../orders/jobs.ts';
import { completeFinishedOrders } from './completion.ts';
import { insertOrder, orderById, shiftOrderTimes } from '../../test/orders-history.ts';
import { checkout, holdService } from '../../test/orders.ts';

let t: TestApp;
let fx: Fixture;
type Customer = { id: number; token: string };
let customers: Customer[];
beforeAll(async () => {
  // test/orders-history.ts' insertOrder writes orders straight into the tables, many at one time, without bookings.
  t = await createTestApp({ invariants: false });
  fx = await createFixture(t, { resources: 3, price: 23000 });
  customers = await createCustomers(t, 10);
});
afterAll(() => t.close());
const customer = () => customers.shift()!;
const day = 86_400_000;

/** A real cash booking, moved three days back: its end has passed. */
async function finishedBooking(c: Customer, time: string) {
  await holdService(t, fx, c.token, time);
  const res = await checkout(t, c.token, 'cash');
  expect(res.status).toBe(201);
  const id = res.body.data.order.id as number;
  await shiftOrderTimes(t, id, -3 * day);
  return id;
}

describe('completion', () => {
  it('the periodic reconciliation completes confirmed orders whose last booking ended, and counts them', async () => {
    const c = customer();
    const finished = await finishedBooking(c, '09:00');
    await holdService(t, fx, c.token, '15:00');
    const upcoming = (await checkout(t, c.token, 'cash')).body.data.order.id as number;
    const report = await reconcile(t.app.context);
    expect(report.completed).toBeGreaterThanOrEqual(1);
    expect((await orderById(t, finished)).status).toBe('completed');
    expect((await orderById(t, upcoming)).status).toBe('confirmed');
    expect((await reconcile(t.app.context)).completed).toBe(0);
  });

  it('reading my bookings completes them at once (no job needed), under the history tab, rateable', async () => {
    const c = customer();
    const id = await finishedBooking(c, '10:00');
    const history = await call(t, 'GET', '/api/v1/orders?active=0', undefined, { token: c.token });
    const order = history.body.data.orders.find((o: Json) => o.id === id);
    expect(order).toMatchObject({ can_rate: true, has_rating: false, is_cancelable: false });
    expect(order.status).toMatchObject({ name: 'completed', display_active_in_order_history_app: '0' });
    const active = await call(t, 'GET', '/api/v1/orders?active=1', undefined, { token: c.token });
    expect(active.body.data.orders.map((o: Json) => o.id)).not.toContain(id);
  });

  it("per customer: only that customer's orders; the edge is the booking's end", async () => {
    const [a, b] = [customer(), customer()];
    const start = new Date(Date.now() + 10 * day);
    const end = new Date(start.getTime() + 3_600_000);
    const mine = await insertOrder(t, fx, a.id, {
      status: 'confirmed',
      createdAt: new Date(),
      startAt: start,
    });
    const theirs = await insertOrder(t, fx, b.id, {
      status: 'confirmed',
      createdAt: new Date(),
      startAt: start,
    });
    expect(
      await completeFinishedOrders(t.app.context.lifecycle, t.database.db, new Date(end.getTime() - 1), {
        userId: a.id,
      }),
    ).toBe(0);
    expect(await completeFinishedOrders(t.app.context.lifecycle, t.database.db, end, { userId: a.id })).toBe(
      1,
    );
    expect((await orderById(t, mine.id)).status).toBe('completed');
    expect((await orderById(t, theirs.id)).status).toBe('confirmed');
  });

  it('shop-only orders complete 14 days after confirmation; other statuses never complete', async () => {
    const c = customer();
    const now = new Date();
    const old = await insertOrder(t, fx, c.id, {
      status: 'confirmed',
      createdAt: new Date(now.getTime() - 15 * day),
    });
    const recent = await insertOrder(t, fx, c.id, {
      status: 'confirmed',
      createdAt: new Date(now.getTime() - 13 * day),
    });
    const cancelled = await insertOrder(t, fx, c.id, {
      status: 'cancelled',
      createdAt: new Date(now.getTime() - 20 * day),
      startAt: new Date(now.getTime() - 19 * day),
    });
    expect(await completeFinishedOrders(t.app.context.lifecycle, t.database.db, now, { userId: c.id })).toBe(
      1,
    );
    expect((await orderById(t, old.id)).status).toBe('completed');
    expect((await orderById(t, recent.id)).status).toBe('confirmed');
    expect((await orderById(t, cancelled.id)).status).toBe('cancelled');
  });
});

describe('rating', () => {
  it('rates a completed booking once: 201, then 409 translated; GET rating returns it; flags follow', async () => {
    const c = customer();
    const id = await finishedBooking(c, '11:00');
    const rate = (body: Json, lang?: 'en' | 'ar') =>
      call(t, 'POST', `/api/v1/orders/${id}/rate`, body, { token: c.token, lang });
    const first = await rate({ rating: 4, comment: '  Lovely, thank you  ' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Thank you for your rating');
    expect(first.body.data.rating).toMatchObject({ rating: 4, comment: 'Lovely, thank you' });
    const again = await rate({ rating: 1 }, 'ar');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(arabicLetters);
    const shown = await call(t, 'GET', `/api/v1/orders/${id}/rating`, undefined, { token: c.token });
    expect(shown.status).toBe(200);
    expect(shown.body.data.rating).toEqual(first.body.data.rating);
    const details = (await call(t, 'GET', `/api/v1/orders/${id}`, undefined, { token: c.token })).body.data;
    expect(details).toMatchObject({ can_rate: false, has_rating: true });
    expect(await t.database.db.select().from(orderRatings).where(eq(orderRatings.orderId, id))).toHaveLength(
      1,
    );
  });

  it('ten submissions at once store one rating (the unique index decides)', async () => {
    const c = customer();
    const id = await finishedBooking(c, '12:00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t, 'POST', `/api/v1/orders/${id}/rate`, { rating: (i % 5) + 1 }, { token: c.token }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await t.database.db.select().from(orderRatings).where(eq(orderRatings.orderId, id))).toHaveLength(
      1,
    );
  });

  it('refuses a booking not completed yet (422), bad stars (422 on rating), and has no rating to show (404)', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '13:00');
    const id = (await checkout(t, c.token, 'cash')).body.data.order.id;
    const early = await call(
      t,
      'POST',
      `/api/v1/orders/${id}/rate`,
      { rating: 5 },
      { token: c.token, lang: 'ar' },
    );
    expect(early.status).toBe(422);
    expect(early.body.message).toMatch(arabicLetters);
    for (const rating of [0, 6, 2.5, 'abc', null]) {
      const res = await call(t, 'POST', `/api/v1/orders/${id}/rate`, { rating }, { token: c.token });
      expect(res.status, String(rating)).toBe(422);
      expect(res.body.errors.rating).toEqual(['Choose from 1 to 5 stars']);
    }
    const none = await call(t, 'GET', `/api/v1/orders/${id}/rating`, undefined, { token: c.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('This booking has no rating yet');
    expect(await t.database.db.select().from(orderRatings).where(eq(orderRatings.orderId, id))).toEqual([]);
  });
});
