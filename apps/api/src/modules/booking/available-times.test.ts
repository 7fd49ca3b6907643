import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, products, reservations } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Json } from '../../test/call.ts';
import { createFixture, dayFromToday, type Fixture } from '../../test/booking.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';

let t: TestApp;
let fx: Fixture;
const holiday = dayFromToday(3);
const special = dayFromToday(4);
beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, {
    resources: 2,
    exceptions: [{ date: holiday }, { date: special, hours: ['18:00', '21:00'] }],
  });
});
afterAll(() => t.close());

const url = (id: number, query = '') =>
  `/api/v1/product-masters/${id}/available-times${query ? `?${query}` : ''}`;
const times = async (id: number, query = '', o: { lang?: 'en' | 'ar'; token?: string } = {}) =>
  call(t, 'GET', url(id, query), undefined, o);
const day = (body: Json, date: string) => (body.data.times as Json[]).find((d) => d.date === date)!;
const froms = (body: Json, date: string) => (day(body, date).slots as Json[]).map((s) => s.from);
const slug = async (s: string) =>
  (await t.database.db.select().from(products).where(eq(products.slug, s)))[0]!;
const branchBySlug = async (s: string) =>
  (await t.database.db.select().from(branches).where(eq(branches.slug, s)))[0]!;

describe('GET product-masters/:id/available-times', () => {
  it('lists the 30 dates of the horizon from today, each with slots in the spec shape', async () => {
    const massage = await slug('swedish-massage');
    const olaya = await branchBySlug('riyadh-olaya');
    const res = await times(massage.id, `branch_id=${olaya.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body.data as Json;
    expect(data).toMatchObject({ branch_id: olaya.id, timezone: 'Asia/Riyadh', duration: 60 });
    expect(data.times.map((d: Json) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => dayFromToday(i)),
    );
    const slot = day(res.body, dayFromToday(2)).slots[0];
    expect(slot).toEqual({
      from: expect.stringMatching(/^\d{2}:\d{2}$/),
      to: expect.stringMatching(/^\d{2}:\d{2}$/),
      from_date_time: expect.stringMatching(new RegExp(`^${dayFromToday(2)}T\\d{2}:\\d{2}:00\\+03:00$`)),
      to_date_time: expect.stringMatching(/\+03:00$/),
    });
    expect(new Date(slot.to_date_time).getTime() - new Date(slot.from_date_time).getTime()).toBe(60 * 60_000);
  });

  it('defaults to the first branch offering the service', async () => {
    const res = await times(fx.productId);
    expect(res.status).toBe(200);
    expect(res.body.data.branch_id).toBe(fx.branchId);
  });

  it('gives a 09:00–17:00 day 15 one-hour starts, lists a holiday with no slots and applies special hours', async () => {
    const res = await times(fx.productId, `branch_id=${fx.branchId}`);
    expect(froms(res.body, dayFromToday(2))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    expect(day(res.body, holiday).slots).toEqual([]);
    expect(froms(res.body, special)).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00']);
  });

  it('hides a time once every qualified resource is booked, and ignores expired holds', async () => {
    const date = dayFromToday(5);
    const period = (from: number, to: number) =>
      sql`tstzrange(${new Date(zonedInstant(date, from * 60, 'Asia/Riyadh')).toISOString()}::timestamptz, ${new Date(zonedInstant(date, to * 60, 'Asia/Riyadh')).toISOString()}::timestamptz, '[)')`;
    const db = t.database.db;
    // Writes that bypass the cart API tell the read cache, as a back office would.
    await db
      .insert(reservations)
      .values({ resourceId: fx.resourceIds[0]!, kind: 'booking', period: period(10, 11) });
    invalidateReads(db);
    let res = await times(fx.productId);
    expect(froms(res.body, date)).toContain('10:00');
    await db.insert(reservations).values({
      resourceId: fx.resourceIds[1]!,
      kind: 'hold',
      period: period(10, 11),
      expiresAt: new Date(Date.now() - 1000),
    });
    invalidateReads(db);
    res = await times(fx.productId);
    expect(froms(res.body, date)).toContain('10:00');
    await db.execute(
      sql`update reservations set expires_at = now() + interval '10 minutes' where resource_id = ${fx.resourceIds[1]!}`,
    );
    invalidateReads(db);
    res = await times(fx.productId);
    expect(froms(res.body, date)).not.toContain('09:30');
    expect(froms(res.body, date)).not.toContain('10:00');
    expect(froms(res.body, date)).not.toContain('10:30');
    expect(froms(res.body, date)).toContain('11:00');
  });

  it('needs as many free resources as visitors', async () => {
    const two = await times(fx.productId, 'visitors=2');
    expect(froms(two.body, dayFromToday(2))).toHaveLength(15);
    const three = await times(fx.productId, 'visitors=3');
    expect(three.status).toBe(200);
    expect((three.body.data.times as Json[]).every((d) => d.slots.length === 0)).toBe(true);
  });

  it('answers 404 for an unknown product, a shop product, an unknown branch or one that does not offer it', async () => {
    const olaya = await branchBySlug('riyadh-olaya');
    const diriyahOnly = await slug('henna-hand-design');
    const oud = await slug('cambodian-oud-oil');
    for (const [path, key] of [
      [url(999999), 'This service or product does not exist'],
      [url(oud.id), 'This product has no appointment times'],
      [url(fx.productId, 'branch_id=999999'), 'This service is not offered at this branch'],
      [url(diriyahOnly.id, `branch_id=${olaya.id}`), 'This service is not offered at this branch'],
    ] as const) {
      const res = await call(t, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ status: false, message: key });
    }
    const ar = await times(oud.id, '', { lang: 'ar' });
    expect(ar.body.message).toBe('لا توجد مواعيد لهذا المنتج');
  });

  it('answers 422 with the field for bad parameters', async () => {
    for (const [path, field] of [
      [url(fx.productId, 'visitors=0'), 'visitors'],
      [url(fx.productId, 'visitors=6'), 'visitors'],
      [url(fx.productId, 'visitors=1.5'), 'visitors'],
      [url(fx.productId, 'branch_id=abc'), 'branch_id'],
      [url(fx.productId, 'cart_product_id=-1'), 'cart_product_id'],
    ] as const) {
      const res = await call(t, 'GET', path);
      expect(res.status, path).toBe(422);
      expect(res.body.errors, path).toHaveProperty([field]);
    }
    const ar = await call(t, 'GET', url(fx.productId, 'visitors=9'), undefined, { lang: 'ar' });
    expect(ar.body.errors.visitors).toEqual(['اختر من شخص واحد إلى 5 أشخاص']);
    const badId = await call(t, 'GET', '/api/v1/product-masters/abc/available-times');
    expect(badId.status).toBe(422);
  });

  it('ignores cart_product_id for guests and for a bad token instead of failing', async () => {
    const guest = await times(fx.productId, 'cart_product_id=12345');
    expect(guest.status).toBe(200);
    const badToken = await times(fx.productId, 'cart_product_id=12345', { token: 'not-a-token' });
    expect(badToken.status).toBe(200);
  });
});
