import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { insertOrder, type InsertedOrder } from '../../test/orders-history.ts';
import { classFor } from './service.ts';

let t: TestApp;
let fx: Fixture;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t);
  customers = await createCustomers(t, 10);
});
afterAll(() => t.close());
const customer = () => customers.shift()!;
const get = (url: string, token?: string, lang: 'en' | 'ar' = 'en') =>
  call(t, 'GET', url, undefined, { token, lang });

/** An order of the customer's with this total (halalas) and status. */
async function order(userId: number, total: number, status: InsertedOrder['status'] = 'completed') {
  const row = await insertOrder(t, fx, userId, { status, createdAt: new Date() });
  await t.database.db.update(orders).set({ total }).where(eq(orders.id, row.id));
}

describe('loyalty classes', () => {
  it('lists the classes by min spend, in English', async () => {
    const res = await get('/api/v1/loyalty/classes');
    expect(res.status).toBe(200);
    expect(
      res.body.data.classes.map((c: { name: string; min_spend: number; extra_discount: number | null }) => [
        c.name,
        c.min_spend,
        c.extra_discount,
      ]),
    ).toEqual([
      ['Silver', 0, null],
      ['Gold', 100_000, 5],
      ['Platinum', 300_000, 10],
    ]);
    expect(res.body.data.classes[0]).toEqual({
      id: expect.any(Number),
      name: 'Silver',
      description: expect.any(String),
      details: expect.any(String),
      image: null,
      min_spend: 0,
      extra_discount: null,
    });
  });

  it('lists the classes in Arabic', async () => {
    const res = await get('/api/v1/loyalty/classes', undefined, 'ar');
    expect(res.status).toBe(200);
    const names = res.body.data.classes.map((c: { name: string }) => c.name);
    expect(names).toEqual(['الفضية', 'الذهبية', 'البلاتينية']);
    for (const c of res.body.data.classes) {
      expect(c.description).toMatch(arabicLetters);
      expect(c.details).toMatch(arabicLetters);
    }
  });
});

describe('my loyalty class', () => {
  it('needs sign-in', async () => {
    const res = await get('/api/v1/loyalty/me');
    expect(res.status).toBe(401);
  });

  it('is the lowest class at 0 spend, with what is left to the next', async () => {
    const me = customer();
    const res = await get('/api/v1/loyalty/me', me.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      class: { name: 'Silver' },
      paid_spend: 0,
      next_class: { name: 'Gold' },
      amount_to_next: 100_000,
    });
  });

  it('stays below a threshold one halala short of it, and reaches it exactly at it', async () => {
    const me = customer();
    await order(me.id, 60_000, 'confirmed');
    await order(me.id, 39_999, 'completed');
    // Unpaid, failed, expired and cancelled orders do not count.
    for (const status of ['pending_payment', 'payment_failed', 'expired', 'cancelled'] as const)
      await order(me.id, 500_000, status);
    let res = await get('/api/v1/loyalty/me', me.token);
    expect(res.body.data).toMatchObject({
      class: { name: 'Silver' },
      paid_spend: 99_999,
      next_class: { name: 'Gold' },
      amount_to_next: 1,
    });

    await order(me.id, 1);
    res = await get('/api/v1/loyalty/me', me.token, 'ar');
    expect(res.body.data).toMatchObject({
      class: { name: 'الذهبية', extra_discount: 5 },
      paid_spend: 100_000,
      next_class: { name: 'البلاتينية' },
      amount_to_next: 200_000,
    });
  });

  it('has no next class at the top, and counts only the customer’s own orders', async () => {
    const me = customer();
    const other = customer();
    await order(me.id, 300_000);
    await order(other.id, 150_000);
    const mine = await get('/api/v1/loyalty/me', me.token);
    expect(mine.body.data).toMatchObject({
      class: { name: 'Platinum', extra_discount: 10 },
      paid_spend: 300_000,
      next_class: null,
      amount_to_next: 0,
    });
    const theirs = await get('/api/v1/loyalty/me', other.token);
    expect(theirs.body.data).toMatchObject({ class: { name: 'Gold' }, paid_spend: 150_000 });
  });
});

describe('classFor', () => {
  const rows = [{ minSpend: 0 }, { minSpend: 100 }, { minSpend: 300 }];
  it.each([
    [0, 0, 1],
    [99, 0, 1],
    [100, 1, 2],
    [299, 1, 2],
    [300, 2, null],
  ])('spend %i is class %i, next %s', (spend, current, next) => {
    const r = classFor(rows, spend);
    expect(r.current).toBe(rows[current]);
    expect(r.next).toBe(next === null ? null : rows[next]);
  });

  it('is no class when none starts at 0 and the spend is below the first', () => {
    expect(classFor([{ minSpend: 50 }], 10)).toEqual({ current: null, next: { minSpend: 50 } });
  });
});
