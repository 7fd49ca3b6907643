import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { auditLog, orderItems, orders, users } from '../../db/schema.ts';
import { passCode } from '../../lib/entry-pass.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
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

/** A confirmed cash booking for two at the fixture's branch. */
async function booked(time: string) {
  const c = customers.shift()!;
  await holdService(t, fx, c.token, time, { visitors: 2 });
  const res = await checkout(t, c.token, 'cash');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    customer: c,
    orderId: res.body.data.order.id as number,
    number: res.body.data.order.order_number as string,
  };
}

const passesOf = (token: string, orderId: number) =>
  call(t, 'GET', `/api/v1/orders/${orderId}/entry-passes`, undefined, { token });
const checkIn = (token: string, body: object, lang: 'en' | 'ar' = 'en') =>
  call(t, 'POST', '/api/v1/admin/check-in', body, { token, lang });

describe('entry passes and check-in', () => {
  it('one pass per visitor, as a QR, for the customer only; scanning it checks the booking in once, audited', async () => {
    const { customer, orderId } = await booked('10:00');
    const res = await passesOf(customer.token, orderId);
    expect(res.status).toBe(200);
    const passes = res.body.data.passes as { visitor: number; code: string; qr: string }[];
    expect(passes.map((p) => p.visitor)).toEqual([1, 2]);
    expect(passes[0]!.code).toMatch(/^HZP\.\d+\.1\.[A-Za-z0-9_-]{22}$/);
    expect(passes[0]!.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await passesOf(customers[0]!.token, orderId)).status).toBe(404);

    const first = await checkIn(desk.token, { code: passes[1]!.code });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Checked in',
      data: {
        order_id: orderId,
        customer_arrived: true,
        already: false,
        customer_name: expect.stringMatching(/\S/),
        services: [expect.stringMatching(/^Test massage/)],
        // Two visitors: the two therapists reserved for them.
        staff: [expect.stringMatching(/^Therapist \d$/), expect.stringMatching(/^Therapist \d$/)],
      },
    });
    expect(new Set(first.body.data.staff).size).toBe(2);
    const [line] = await t.database.db
      .select({ at: sql<Date>`min(start_at)` })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(first.body.data.start_at).toBe(new Date(line!.at).toISOString());
    // The second scan changes nothing and says so, since when, and in the reader's language.
    const again = await checkIn(desk.token, { code: passes[0]!.code }, 'ar');
    expect(again.body).toMatchObject({
      message: 'تم تسجيل الوصول مسبقًا',
      data: {
        already: true,
        arrived_at: expect.any(String),
        services: [expect.stringMatching(/^مساج تجريبي/)],
        staff: [expect.stringMatching(/^معالجة \d$/), expect.stringMatching(/^معالجة \d$/)],
      },
    });
    expect(Date.parse(again.body.data.arrived_at)).toBeLessThanOrEqual(Date.now());
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.customerArrived).toBe(true);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(orderId)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([['order.check_in', desk.id]]);
  });

  it('a forged, altered or made-up pass is refused like an unknown one, and changes nothing', async () => {
    const { customer, orderId } = await booked('11:00');
    const [pass] = (await passesOf(customer.token, orderId)).body.data.passes as { code: string }[];
    const code = pass!.code;
    const flipped = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    const otherLine = code.replace(/^HZP\.(\d+)\./, (_, id: string) => `HZP.${Number(id) + 1}.`);
    const forged = passCode(randomBytes(32), Number(code.split('.')[1]), 1);
    for (const bad of [flipped, otherLine, forged, 'HZP.1.1.x', 'not a pass']) {
      const res = await checkIn(desk.token, { code: bad });
      expect(res.status, bad).toBe(404);
      expect(res.body.message).toBe(
        'This entry pass is not valid. Find the booking by its number or the mobile number',
      );
    }
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.customerArrived).toBe(false);
  });

  it('found by booking number or mobile at my branches only; another branch’s desk is refused', async () => {
    const { customer, orderId, number } = await booked('12:00');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    const national = row!.mobileNumber!.slice(3);
    for (const q of [number, `0${national}`, `+966 ${national}`]) {
      const found = await call(
        t,
        'GET',
        `/api/v1/admin/check-in/find?q=${encodeURIComponent(q)}`,
        undefined,
        { token: desk.token },
      );
      expect(found.status, q).toBe(200);
      expect(
        (found.body.data.bookings as { order_id: number }[]).map((b) => b.order_id),
        q,
      ).toContain(orderId);
    }
    const theirs = await call(t, 'GET', `/api/v1/admin/check-in/find?q=${number}`, undefined, {
      token: otherDesk.token,
    });
    expect(theirs.body.data.bookings).toEqual([]);
    const refused = await checkIn(otherDesk.token, { order_id: orderId });
    expect(refused.status).toBe(403);
    expect((await checkIn(desk.token, { order_id: orderId })).body.data).toMatchObject({
      customer_arrived: true,
    });
    expect((await checkIn(desk.token, {})).status).toBe(422);
    expect((await checkIn(desk.token, { code: 'x', order_id: orderId })).status).toBe(422);
    expect((await checkIn(customer.token, { order_id: orderId })).status).toBe(403);
  });

  it('a cancelled booking is found as cancelled, and its pass is refused as cancelled, in both languages', async () => {
    const { customer, orderId, number } = await booked('13:00');
    const [pass] = (await passesOf(customer.token, orderId)).body.data.passes as { code: string }[];
    const cancelled = await call(
      t,
      'POST',
      `/api/v1/admin/bookings/${orderId}/cancel`,
      { refund_to: 'wallet', reason: 'Customer called' },
      { token: desk.token },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const scanned = await checkIn(desk.token, { code: pass!.code });
    expect(scanned.status).toBe(409);
    expect(scanned.body.message).toBe('This booking was cancelled: it cannot be checked in');
    const byDesk = await checkIn(desk.token, { order_id: orderId }, 'ar');
    expect(byDesk.body.message).toBe('هذا الحجز ملغى: لا يمكن تسجيل الوصول له');
    const found = await call(t, 'GET', `/api/v1/admin/check-in/find?q=${number}`, undefined, {
      token: desk.token,
    });
    expect(found.body.data.bookings).toEqual([
      expect.objectContaining({ order_id: orderId, status: 'cancelled', customer_arrived: false }),
    ]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.customerArrived).toBe(false);
  });
});
