import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings, reservations } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Json } from '../../test/call.ts';
import {
  createCustomers,
  createFixture,
  dayFromToday,
  overlappingReservations,
  reservationRows,
  type Fixture,
} from '../../test/booking.ts';
import { noticeGraceMinutes } from '../booking/slots.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';

let t: TestApp;
let fx: Fixture;
let a: { id: number; token: string };
let b: { id: number; token: string };
const date = dayFromToday(2);
beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 1 });
  [a, b] = (await createCustomers(t, 2)) as [typeof a, typeof b];
});
afterAll(() => t.close());

const add = (token: string, time: string, extra: Json = {}) =>
  call(
    t,
    'POST',
    '/api/v1/cart',
    { product_id: fx.productId, branch_id: fx.branchId, date, selectedTime: time, ...extra },
    { token, ...(extra.lang ? { lang: extra.lang } : {}) },
  );
const cart = (token: string) => call(t, 'GET', '/api/v1/cart', undefined, { token });
const froms = async (token?: string, query = '') => {
  const res = await call(
    t,
    'GET',
    `/api/v1/product-masters/${fx.productId}/available-times?branch_id=${fx.branchId}${query}`,
    undefined,
    { token },
  );
  expect(res.status).toBe(200);
  return ((res.body.data.times as Json[]).find((d) => d.date === date)!.slots as Json[]).map(
    (s) => s.from as string,
  );
};
const holds = () => reservationRows(t, fx.resourceIds);

describe('cart holds', () => {
  it('answers 401 without a token, before looking at the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/cart'],
      ['POST', '/api/v1/cart'],
      ['DELETE', '/api/v1/cart/1'],
      ['DELETE', '/api/v1/cart/clear'],
      ['DELETE', '/api/v1/delete-all-cart'],
      ['POST', '/api/v1/cart-products/1/update-time-slot'],
    ] as const) {
      const res = await call(t, method, url, method === 'POST' ? { nonsense: true } : undefined);
      expect(res.status, url).toBe(401);
      expect(res.body.message).toBe('Please sign in to continue');
    }
  });

  let itemId: number;
  it('adds a service: the time is held for the customer and gone for everyone else', async () => {
    const res = await add(a.token, '10:00');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Added to your cart');
    itemId = res.body.data.cart_product_id;
    const line = res.body.data.cart.products[0];
    expect(line).toMatchObject({
      cart_product_id: itemId,
      type: 'service',
      date,
      start_at: `${date}T10:00:00+03:00`,
      end_at: `${date}T11:00:00+03:00`,
      visitors: 1,
      guest: null,
    });
    const held = new Date(line.hold_expires_at).getTime() - Date.now();
    expect(held).toBeGreaterThan(14 * 60_000);
    expect(held).toBeLessThanOrEqual(15 * 60_000);
    expect(await holds()).toMatchObject([
      { kind: 'hold', cart_item_id: itemId, start: `${date} 10:00`, end: `${date} 11:00` },
    ]);

    const forOthers = await froms(b.token);
    expect(forOthers).not.toContain('09:30');
    expect(forOthers).not.toContain('10:00');
    expect(forOthers).not.toContain('10:30');
    expect(await froms()).not.toContain('10:00');
    // The owner editing the line still sees it; someone else's cart_product_id changes nothing.
    expect(await froms(a.token, `&cart_product_id=${itemId}`)).toContain('10:00');
    expect(await froms(a.token)).not.toContain('10:00');
    expect(await froms(b.token, `&cart_product_id=${itemId}`)).not.toContain('10:00');
  });

  it('refuses the held time to another customer with 409 and errors.selectedTime, in their language', async () => {
    const res = await add(b.token, '10:00');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      status: false,
      message: 'This time was just taken. Please pick another time.',
      errors: { selectedTime: ['This time was just taken. Please pick another time.'] },
    });
    const ar = await add(b.token, '10:30', { lang: 'ar' });
    expect(ar.status).toBe(409);
    expect(ar.body.message).toBe('حُجز هذا الوقت للتو. يُرجى اختيار وقت آخر.');
  });

  it('moves the hold atomically when the time is edited: the old time is free again', async () => {
    const res = await add(a.token, '13:00', { cart_product_id: itemId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Your cart was updated');
    expect(res.body.data.cart.products).toHaveLength(1);
    expect(await holds()).toMatchObject([{ cart_item_id: itemId, start: `${date} 13:00` }]);
    expect(await froms(b.token)).toContain('10:00');
    expect(await froms(b.token)).not.toContain('13:00');
  });

  it('moves the hold with update-time-slot (ISO times, any offset), checking the end against the duration', async () => {
    let res = await call(
      t,
      'POST',
      `/api/v1/cart-products/${itemId}/update-time-slot`,
      { start_at: `${date}T14:00:00+03:00`, end_at: `${date}T15:00:00+03:00` },
      { token: a.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await holds()).toMatchObject([{ cart_item_id: itemId, start: `${date} 14:00` }]);
    res = await call(
      t,
      'POST',
      `/api/v1/cart-products/${itemId}/update-time-slot`,
      { start_at: `${date}T12:00:00Z`, end_at: `${date}T13:00:00Z` },
      { token: a.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.cart.products[0].start_at).toBe(`${date}T15:00:00+03:00`);
    res = await call(
      t,
      'POST',
      `/api/v1/cart-products/${itemId}/update-time-slot`,
      { start_at: `${date}T14:00:00+03:00`, end_at: `${date}T14:30:00+03:00` },
      { token: a.token },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('end_at');
    res = await call(
      t,
      'POST',
      `/api/v1/cart-products/${itemId}/update-time-slot`,
      { start_at: 'tomorrow', end_at: `${date}T14:30:00+03:00` },
      { token: a.token },
    );
    expect(res.status).toBe(422);
    expect(await holds()).toMatchObject([{ cart_item_id: itemId, start: `${date} 15:00` }]);
  });

  it('does not let another customer see, change, move or remove the line (404)', async () => {
    const theirs = await cart(b.token);
    expect(theirs.body.data.cart.products).toEqual([]);
    expect((await call(t, 'DELETE', `/api/v1/cart/${itemId}`, undefined, { token: b.token })).status).toBe(
      404,
    );
    const move = await call(
      t,
      'POST',
      `/api/v1/cart-products/${itemId}/update-time-slot`,
      { start_at: `${date}T09:00:00+03:00`, end_at: `${date}T10:00:00+03:00` },
      { token: b.token },
    );
    expect(move.status).toBe(404);
    expect(move.body.message).toBe('This item is not in your cart');
    expect((await add(b.token, '09:00', { cart_product_id: itemId })).status).toBe(404);
    expect(await holds()).toMatchObject([{ cart_item_id: itemId, start: `${date} 15:00` }]);
  });

  it('releases the hold when the line is removed', async () => {
    const res = await call(t, 'DELETE', `/api/v1/cart/${itemId}`, undefined, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Removed from your cart');
    expect(res.body.data.cart.products).toEqual([]);
    expect(await holds()).toEqual([]);
    expect(await froms(b.token)).toContain('15:00');
    expect((await call(t, 'DELETE', `/api/v1/cart/${itemId}`, undefined, { token: a.token })).status).toBe(
      404,
    );
  });

  it('releases every hold when the cart is cleared, by either path', async () => {
    for (const path of ['/api/v1/cart/clear', '/api/v1/delete-all-cart']) {
      expect((await add(a.token, '09:00')).status).toBe(201);
      expect((await add(a.token, '12:00')).status).toBe(201);
      expect(await holds()).toHaveLength(2);
      const res = await call(t, 'DELETE', path, undefined, { token: a.token });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Your cart is now empty');
      expect(res.body.data.cart).toMatchObject({ products: [], total: 0, cart_title: 'Your cart is empty' });
      expect(await holds()).toEqual([]);
    }
  });

  it('lets an expired hold go: the time shows again and another customer can take it', async () => {
    const mine = await add(a.token, '16:00');
    expect(mine.status).toBe(201);
    await t.database.db
      .update(reservations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(reservations.cartItemId, mine.body.data.cart_product_id));
    invalidateReads(t.database.db);
    expect(await froms(b.token)).toContain('16:00');
    const theirs = await add(b.token, '16:00');
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    expect(await holds()).toMatchObject([
      { cart_item_id: theirs.body.data.cart_product_id, start: `${date} 16:00` },
    ]);
    // The first customer's line stays in the cart, no longer held.
    const left = await cart(a.token);
    expect(left.body.data.cart.products[0]).toMatchObject({
      start_at: `${date}T16:00:00+03:00`,
      hold_expires_at: null,
    });
    expect(await overlappingReservations(t)).toEqual([]);
  });
  it('takes a time the notice passed a moment ago (within the grace), not one it passed longer ago', async () => {
    const db = t.database.db;
    const [settings] = await db.select().from(businessSettings);
    /** Puts `time` on `date` that many minutes (and up to one more) inside the notice, from now. */
    const noticePast = async (time: string, minutes: number) => {
      const [h, m] = time.split(':').map(Number) as [number, number];
      const start = zonedInstant(date, h * 60 + m, settings!.timezone);
      const notice = Math.floor((start - Date.now()) / 60_000) + minutes;
      await db.update(businessSettings).set({ minNoticeMinutes: notice });
      invalidateReads(db);
    };
    for (const c of [a, b]) await call(t, 'DELETE', '/api/v1/cart/clear', undefined, { token: c.token });
    try {
      await noticePast('15:00', 1);
      expect(await froms()).not.toContain('15:00');
      const taken = await add(a.token, '15:00');
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      // Changing that line: its own time is still listed.
      const line = (taken.body.data.cart.products as Json[]).find((p) =>
        String(p.start_at).includes('T15:00'),
      )!;
      expect(await froms(a.token, `&cart_product_id=${line.cart_product_id}`)).toContain('15:00');

      await noticePast('16:00', noticeGraceMinutes + 1);
      const late = await add(b.token, '16:00');
      expect(late.status).toBe(422);
      expect(late.body.errors.selectedTime).toBeDefined();
    } finally {
      await db.update(businessSettings).set({ minNoticeMinutes: settings!.minNoticeMinutes });
      invalidateReads(db);
      await call(t, 'DELETE', '/api/v1/cart/clear', undefined, { token: a.token });
    }
  });
});
