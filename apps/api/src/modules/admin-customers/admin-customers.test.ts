import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, customerNotes, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Json } from '../../test/call.ts';
import type { Fixture } from '../../test/booking.ts';
import { deskScene, type Person } from '../../test/staff.ts';
import { checkout, holdService } from '../../test/orders.ts';

let t: TestApp;
let fx: Fixture;
let customers: Person[];
let desk: Person;
let otherDesk: Person;

beforeAll(async () => {
  t = await createTestApp();
  ({ fx, customers, desk, otherDesk } = await deskScene(t, { resources: 4, customers: 6 }));
});
afterAll(() => t.close());

/** A customer with a confirmed cash booking at the desk's branch. */
async function customerWithBooking(time: string) {
  const c = customers.shift()!;
  await holdService(t, fx, c.token, time);
  const res = await checkout(t, c.token, 'cash');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, c.id));
  return {
    ...c,
    orderId: res.body.data.order.id as number,
    total: res.body.data.order.total as number,
    row: row!,
  };
}

const get = (token: string, url: string, lang: 'en' | 'ar' = 'en') =>
  call(t, 'GET', url, undefined, { token, lang });
const ids = (res: { body: Json }) => (res.body.data.customers as { id: number }[]).map((c) => c.id);

describe('customers for the desk', () => {
  it('finds by mobile in any spelling or by name; another branch finds them by exact mobile only', async () => {
    const c = await customerWithBooking('09:00');
    const national = c.row.mobileNumber!.slice(3);
    for (const q of [
      `0${national}`,
      `+966 ${national}`,
      `966${national}`,
      national,
      c.row.lastName.toUpperCase(),
    ]) {
      const res = await get(desk.token, `/api/v1/admin/customers?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(ids(res), q).toContain(c.id);
    }
    const row = (await get(desk.token, `/api/v1/admin/customers?q=0${national}`)).body.data.customers[0];
    expect(row).toMatchObject({ id: c.id, mobile: c.row.mobileNumber, bookings: 1, no_shows: 0 });
    expect(ids(await get(otherDesk.token, '/api/v1/admin/customers'))).not.toContain(c.id);
    expect(ids(await get(otherDesk.token, `/api/v1/admin/customers?q=${c.row.lastName}`))).not.toContain(
      c.id,
    );
    expect(ids(await get(otherDesk.token, `/api/v1/admin/customers?q=0${national}`))).toEqual([c.id]);
    expect((await get(desk.token, '/api/v1/admin/customers?page=0')).status).toBe(422);
    expect((await get(c.token, '/api/v1/admin/customers')).status).toBe(403);
  });

  it('shows bookings, spend, points, wallet and the no-shows the desk marked', async () => {
    const c = await customerWithBooking('10:00');
    await t.database.db.execute(
      sql`update order_items set start_at = now() - interval '30 minutes', end_at = now() + interval '30 minutes' where order_id = ${c.orderId}`,
    );
    const marked = await call(t, 'POST', `/api/v1/admin/orders/${c.orderId}/no-show`, undefined, {
      token: desk.token,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const res = await get(desk.token, `/api/v1/admin/customers/${c.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: c.id,
      no_shows: 1,
      bookings: 1,
      spend: c.total,
      points: 0,
      wallet: 0,
      gift_cards: [],
      notes: [],
      recent_bookings: [{ id: c.orderId, no_show: true }],
    });
    expect((await get(otherDesk.token, `/api/v1/admin/customers/${c.id}`)).status).toBe(403);
    expect((await get(desk.token, '/api/v1/admin/customers/99999999')).status).toBe(404);
    expect((await get(desk.token, `/api/v1/admin/customers/${desk.id}`)).status).toBe(403);
  });
});

describe('staff notes', () => {
  it('are written at the desk, audited, validated, and refused to other branches and customers', async () => {
    const c = await customerWithBooking('11:00');
    const add = (token: string, body: unknown, lang: 'en' | 'ar' = 'en') =>
      call(t, 'POST', `/api/v1/admin/customers/${c.id}/notes`, body, { token, lang });
    const res = await add(desk.token, { body: '  Prefers a female therapist  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ message: 'Note saved', data: { body: 'Prefers a female therapist' } });
    const bad = await add(desk.token, { body: 'x'.repeat(1001) }, 'ar');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.body).toEqual(['اكتب ملاحظة حتى 1000 حرف']);
    expect((await add(desk.token, { body: '   ' })).status).toBe(422);
    expect((await add(otherDesk.token, { body: 'sneaky' })).status).toBe(403);
    expect((await add(c.token, { body: 'about me' })).status).toBe(403);
    const profile = await get(desk.token, `/api/v1/admin/customers/${c.id}`);
    expect(profile.body.data.notes).toEqual([
      expect.objectContaining({ body: 'Prefers a female therapist', author_name: expect.any(String) }),
    ]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(c.id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorId, e.branchId])).toEqual([
      ['customer.note', desk.id, fx.branchId],
    ]);
    expect(
      await t.database.db.select().from(customerNotes).where(eq(customerNotes.userId, c.id)),
    ).toHaveLength(1);
  });

  it('never appear in anything the customer can call', async () => {
    const c = await customerWithBooking('12:00');
    const marker = `secret-note-${Date.now()}`;
    expect(
      (
        await call(
          t,
          'POST',
          `/api/v1/admin/customers/${c.id}/notes`,
          { body: marker },
          { token: desk.token },
        )
      ).status,
    ).toBe(201);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const urls = Object.entries(doc.paths)
      .filter(([path, ops]) => 'get' in ops && !path.startsWith('/api/v1/admin'))
      .map(([path]) => path.replace('{id}', String(c.orderId)))
      .filter((path) => !path.includes('{'));
    expect(urls).toEqual(expect.arrayContaining(['/api/v1/user/profile', `/api/v1/orders/${c.orderId}`]));
    for (const url of urls) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${c.token}`, 'accept-language': 'en' },
      });
      expect(res.body.includes(marker), url).toBe(false);
    }
  });
});
