import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderItems } from '../../db/schema.ts';
import { call, type Json } from '../../test/call.ts';
import {
  addService,
  createCustomers,
  createFixture,
  overlappingReservations,
  reservationRows,
  type Fixture,
} from '../../test/booking.ts';
import { checkout, slotDate as date } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Several services in one visit (issue 28 item 5, ADR 0063): a 30-minute wash (its own washer) then a 60-minute cut
 * (its own stylist) at a branch open 09:00–17:00. Multi-service placement is all or nothing.
 */
let t: TestApp;
let wash: Fixture;
let cut: Fixture;
let people: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp();
  wash = await createFixture(t, { resources: 1, duration: 30 });
  cut = await addService(t, wash, { duration: 60, resources: 1 });
  people = await createCustomers(t, 4);
});
afterAll(() => t.close());

const visit = (token: string, time: string, extra: Json = {}, lang: 'en' | 'ar' = 'en') =>
  call(
    t,
    'POST',
    '/api/v1/cart',
    {
      product_id: wash.productId,
      branch_id: wash.branchId,
      date,
      selectedTime: time,
      then_product_ids: [cut.productId],
      ...extra,
    },
    { token, lang },
  );
const times = async (query = `&then_product_ids=${cut.productId}`) => {
  const res = await call(
    t,
    'GET',
    `/api/v1/product-masters/${wash.productId}/available-times?branch_id=${wash.branchId}${query}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    duration: number;
    times: { date: string; slots: { from: string; to: string }[] }[];
  };
};
const startsOn = async (query?: string) =>
  (await times(query)).times.find((d) => d.date === date)!.slots.map((s) => s.from);
const held = () => reservationRows(t, [...wash.resourceIds, ...cut.resourceIds]);
const linesOf = async (token: string) =>
  (await call(t, 'GET', '/api/v1/cart', undefined, { token })).body.data.cart.products as Json[];

describe('multi-service placement all-or-nothing', () => {
  it('lists the starts at which the whole visit fits, each ending with the last service', async () => {
    const data = await times();
    expect(data.duration).toBe(90);
    const day = data.times.find((d) => d.date === date)!;
    expect(day.slots[0]).toMatchObject({ from: '09:00', to: '10:30' });
    // The cut must end by closing: 15:30 is the last start of the visit, 16:30 that of a wash alone.
    expect(day.slots.at(-1)).toMatchObject({ from: '15:30', to: '17:00' });
    expect((await startsOn('')).at(-1)).toBe('16:30');
  });

  it('holds every part back to back, each on its own resource, as one visit in the cart', async () => {
    const [a] = people;
    const res = await visit(a!.token, '10:00');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const lines = res.body.data.cart.products as Json[];
    expect(lines).toHaveLength(2);
    const [first, second] = lines;
    expect(first).toMatchObject({ product_id: wash.productId, visitors: 1 });
    expect(second).toMatchObject({ product_id: cut.productId, visitors: 1 });
    expect(first!.visit_id).toEqual(expect.any(String));
    expect(second!.visit_id).toBe(first!.visit_id);
    expect(res.body.data.cart_product_id).toBe(first!.cart_product_id);
    // No gap and no overlap: the cut starts when the wash ends.
    expect(String(first!.start_at)).toContain('T10:00:00+03:00');
    expect(first!.end_at).toBe(second!.start_at);
    expect(String(second!.end_at)).toContain('T11:30:00+03:00');
    expect(res.body.data.cart.total).toBe(wash.price + cut.price);
    expect((await held()).map((r) => [r.resource_id, r.kind, r.start.slice(11), r.end.slice(11)])).toEqual([
      [wash.resourceIds[0], 'hold', '10:00', '10:30'],
      [cut.resourceIds[0], 'hold', '10:30', '11:30'],
    ]);
    // The visit's own times are gone for everyone else: 09:30 would need the cut at 10:00.
    const starts = await startsOn();
    expect(starts).toContain('09:00');
    expect(starts).not.toContain('09:30');
    expect(starts).not.toContain('10:00');
    expect(starts).toContain('11:00');
  });

  it('when the second part’s resource is taken, nothing is held and the 409 names that part', async () => {
    const [, b, c] = people;
    // b takes the stylist 12:30–13:30 with a cut alone.
    const alone = await call(
      t,
      'POST',
      '/api/v1/cart',
      { product_id: cut.productId, branch_id: cut.branchId, date, selectedTime: '12:30' },
      { token: b!.token },
    );
    expect(alone.status, JSON.stringify(alone.body)).toBe(201);
    const before = await held();
    const res = await visit(c!.token, '12:00');
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.message).toMatch(
      /^Test haircut \d+ at 12:30 PM was just taken, so nothing of this visit was held/,
    );
    expect(res.body.data).toEqual({ part: 2, product_id: cut.productId });
    expect(res.body.errors.selectedTime).toEqual(['This time was just taken. Please pick another time.']);
    // The wash at 12:00 was free, and is still free: nothing was held, no line was written.
    expect(await held()).toEqual(before);
    expect(await linesOf(c!.token)).toEqual([]);
    expect(await startsOn()).not.toContain('12:00');
    // In Arabic too.
    const ar = await visit(c!.token, '12:00', {}, 'ar');
    expect(ar.status).toBe(409);
    expect(ar.body.message).toMatch(/^حُجزت خدمة قص شعر تجريبي \d+ الساعة/);
  });

  it('a visit that would run past working hours is a 422 naming the part; nothing is held', async () => {
    const [, , c] = people;
    const before = await held();
    const res = await visit(c!.token, '16:00');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^Test haircut \d+ at 4:30 PM cannot be booked/);
    expect(res.body.data).toEqual({ part: 2, product_id: cut.productId });
    expect(await held()).toEqual(before);
  });

  it('refuses what a visit cannot be: several people, a service the branch lacks, an edit of one part', async () => {
    const [a, , c] = people;
    expect((await visit(c!.token, '14:00', { visitors: 2 })).status).toBe(422);
    const other = await createFixture(t, { resources: 1 });
    const missing = await visit(c!.token, '14:00', { then_product_ids: [other.productId] });
    expect(missing.status).toBe(404);
    const tooMany = await visit(c!.token, '14:00', { then_product_ids: [1, 2, 3, 4] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.then_product_ids).toEqual(['Choose up to 3 more services for the same visit']);
    const lines = await linesOf(a!.token);
    const edit = await call(
      t,
      'POST',
      `/api/v1/cart-products/${lines[1]!.cart_product_id}/update-time-slot`,
      { start_at: `${date}T14:00:00+03:00`, end_at: `${date}T15:00:00+03:00` },
      { token: a!.token },
    );
    expect(edit.status).toBe(422);
    expect(edit.body.message).toMatch(/part of a visit with several services/);
    const bad = await call(
      t,
      'GET',
      `/api/v1/product-masters/${wash.productId}/available-times?then_product_ids=1,x`,
    );
    expect(bad.status).toBe(422);
    expect(
      (
        await call(
          t,
          'GET',
          `/api/v1/product-masters/${wash.productId}/available-times?visitors=2&then_product_ids=${cut.productId}`,
        )
      ).status,
    ).toBe(422);
  });

  it('removing one part removes the whole visit and frees both resources', async () => {
    const [, , c] = people;
    const res = await visit(c!.token, '14:00');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const lines = res.body.data.cart.products as Json[];
    const removed = await call(t, 'DELETE', `/api/v1/cart/${lines[1]!.cart_product_id}`, undefined, {
      token: c!.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.cart.products).toEqual([]);
    expect((await held()).filter((r) => r.start.endsWith('14:00') || r.start.endsWith('14:30'))).toEqual([]);
  });

  it('an ordered visit keeps its parts together: they move together and cancel together', async () => {
    const [, , , d] = people;
    expect((await visit(d!.token, '09:00')).status).toBe(201);
    const order = await checkout(t, d!.token, 'cash');
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const orderId = order.body.data.order.id as number;
    const shown = order.body.data.order.products as { visit_id: string | null }[];
    expect(shown.map((p) => p.visit_id)).toEqual([expect.any(String), shown[0]!.visit_id]);
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items).toHaveLength(2);
    expect(items[0]!.visitId).not.toBeNull();
    expect(items[1]!.visitId).toBe(items[0]!.visitId);
    expect(
      await t.database.db.select().from(cartItems).where(eq(cartItems.visitId, items[0]!.visitId!)),
    ).toEqual([]);
    const cutLine = items.find((i) => i.productId === cut.productId)!;
    // Moving the cut to 15:30 moves the whole visit: the wash to 15:00, back to back.
    const moved = await call(
      t,
      'POST',
      `/api/v1/orders/${orderId}/reschedule`,
      { order_product_id: cutLine.id, start_at: `${date}T15:30:00+03:00` },
      { token: d!.token },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ changed: true, order_product_id: cutLine.id });
    const bookings = (await held()).filter((r) => r.kind === 'booking');
    expect(bookings.map((r) => [r.resource_id, r.start.slice(11), r.end.slice(11)])).toEqual([
      [wash.resourceIds[0], '15:00', '15:30'],
      [cut.resourceIds[0], '15:30', '16:30'],
    ]);
    // A move where the cut would be taken leaves the whole visit where it was (12:30 is b's hold).
    const refused = await call(
      t,
      'POST',
      `/api/v1/orders/${orderId}/reschedule`,
      { order_product_id: cutLine.id, start_at: `${date}T12:30:00+03:00` },
      { token: d!.token },
    );
    expect(refused.status).toBe(409);
    expect((await held()).filter((r) => r.kind === 'booking').map((r) => r.start.slice(11))).toEqual([
      '15:00',
      '15:30',
    ]);
    const cancelled = await call(t, 'GET', `/api/v1/orders/${orderId}/cancel`, undefined, {
      token: d!.token,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await held()).filter((r) => r.kind === 'booking')).toEqual([]);
    expect(await overlappingReservations(t)).toEqual([]);
  });
});
