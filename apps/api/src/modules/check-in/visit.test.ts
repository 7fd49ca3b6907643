import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, orders, outboxEvents } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import type { Fixture } from '../../test/booking.ts';
import { deskScene, type Person } from '../../test/staff.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { completeFinishedOrders } from '../orders/completion.ts';

let t: TestApp;
let fx: Fixture;
let customers: Person[];
let desk: Person;
let otherDesk: Person;

beforeAll(async () => {
  t = await createTestApp();
  ({ fx, customers, desk, otherDesk } = await deskScene(t, { resources: 6, customers: 12 }));
});
afterAll(() => t.close());

/** A confirmed cash booking at the fixture's branch; `startedMinutesAgo` moves its times into the past. */
async function booked(time: string, startedMinutesAgo?: number) {
  const c = customers.shift()!;
  await holdService(t, fx, c.token, time);
  const res = await checkout(t, c.token, 'cash');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const orderId = res.body.data.order.id as number;
  if (startedMinutesAgo !== undefined) {
    const shift = sql.raw(`interval '1 minute' * ${startedMinutesAgo}`);
    await t.database.db.execute(
      sql`update order_items set end_at = now() - ${shift} + (end_at - start_at), start_at = now() - ${shift} where order_id = ${orderId}`,
    );
  }
  return { customer: c, orderId };
}

const act = (token: string, orderId: number, what: 'no-show' | 'complete', lang: 'en' | 'ar' = 'en') =>
  call(t, 'POST', `/api/v1/admin/orders/${orderId}/${what}`, undefined, { token, lang });
const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const auditOf = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
  ).map((e) => [e.action, e.actorId]);

describe('no-show', () => {
  it('is refused before the start time, said in words; after it the booking is a no-show, once, audited', async () => {
    const early = await booked('09:00');
    const refused = await act(desk.token, early.orderId, 'no-show', 'ar');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('لا يمكن تسجيل عدم الحضور إلا بعد وقت بدء الحجز');
    expect((await orderRow(early.orderId)).noShowAt).toBeNull();

    const { orderId } = await booked('10:00', 20);
    const res = await act(desk.token, orderId, 'no-show');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Marked as a no-show',
      data: { order_id: orderId, status: 'confirmed', no_show: true, customer_arrived: false },
    });
    const again = await act(desk.token, orderId, 'no-show');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This booking is already marked as a no-show');
    expect(await auditOf(orderId)).toEqual([['order.no_show', desk.id]]);

    // A no-show never completes (nor earns), by the clock or at the desk.
    await t.database.db.execute(
      sql`update order_items set end_at = now() - interval '1 minute' where order_id = ${orderId}`,
    );
    await completeFinishedOrders(t.app.context.lifecycle, t.database.db, new Date());
    expect((await orderRow(orderId)).status).toBe('confirmed');
    expect((await act(desk.token, orderId, 'complete')).status).toBe(409);
  });

  it('is refused after a check-in, for a cancelled booking, at another branch, and to customers', async () => {
    const arrived = await booked('11:00', 5);
    await call(t, 'POST', '/api/v1/admin/check-in', { order_id: arrived.orderId }, { token: desk.token });
    const res = await act(desk.token, arrived.orderId, 'no-show');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The customer has checked in: this is not a no-show');

    const cancelled = await booked('12:00');
    const c = await call(
      t,
      'POST',
      `/api/v1/orders/${cancelled.orderId}/cancel`,
      {},
      { token: cancelled.customer.token },
    );
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const refused = await act(desk.token, cancelled.orderId, 'no-show');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A cancelled booking cannot be marked as a no-show');

    const other = await booked('13:00', 30);
    const wrong = await act(otherDesk.token, other.orderId, 'no-show');
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('This belongs to a branch you do not work at');
    expect((await act(other.customer.token, other.orderId, 'no-show')).status).toBe(403);
    expect((await act(desk.token, 99999999, 'no-show')).status).toBe(404);
    expect((await orderRow(other.orderId)).noShowAt).toBeNull();
    expect(await auditOf(other.orderId)).toEqual([]);
  });
});

describe('completion at the desk', () => {
  it('completes a started booking through the one completion path (points earned), audited; not twice', async () => {
    const { orderId } = await booked('14:00', 10);
    const res = await act(desk.token, orderId, 'complete');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: 'Completed', data: { status: 'completed', no_show: false } });
    expect((await orderRow(orderId)).status).toBe('completed');
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.type, 'order.completed'),
          sql`${outboxEvents.payload}->>'order_id' = ${String(orderId)}`,
        ),
      );
    expect(events).toHaveLength(1);
    const again = await act(desk.token, orderId, 'complete', 'ar');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('هذا الحجز مكتمل مسبقًا');
    expect(await auditOf(orderId)).toEqual([['order.complete', desk.id]]);
  });

  it('completes a booking whose customer checked in before its start; refuses one not started nor arrived', async () => {
    const early = await booked('15:00');
    const refused = await act(desk.token, early.orderId, 'complete');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'A booking can be completed once it has started or the customer has checked in',
    );
    await call(t, 'POST', '/api/v1/admin/check-in', { order_id: early.orderId }, { token: desk.token });
    const res = await act(desk.token, early.orderId, 'complete');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await auditOf(early.orderId)).toEqual([
      ['order.check_in', desk.id],
      ['order.complete', desk.id],
    ]);
  });

  it('refuses a cancelled booking and another branch', async () => {
    const cancelled = await booked('16:00');
    const c = await call(
      t,
      'POST',
      `/api/v1/orders/${cancelled.orderId}/cancel`,
      {},
      { token: cancelled.customer.token },
    );
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    await t.database.db.execute(
      sql`update order_items set start_at = now() - interval '5 minutes' where order_id = ${cancelled.orderId}`,
    );
    const res = await act(desk.token, cancelled.orderId, 'complete');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A cancelled booking cannot be completed');
    const other = await booked('09:00', 10);
    expect((await act(otherDesk.token, other.orderId, 'complete')).status).toBe(403);
    expect((await orderRow(other.orderId)).status).toBe('confirmed');
  });
});
