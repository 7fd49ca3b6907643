import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import { call } from '../../test/call.ts';
import type { Fixture } from '../../test/booking.ts';
import { deskScene, type Person } from '../../test/staff.ts';
import { createSandboxTestApp, type SandboxTestApp } from '../../test/payments-sandbox-app.ts';
import { paymentRows } from '../../test/orders.ts';
import { bookFor } from '../../test/admin-bookings.ts';

let t: SandboxTestApp;
let fx: Fixture;
let customers: Person[];
let desk: Person;
let otherDesk: Person;

beforeAll(async () => {
  t = await createSandboxTestApp();
  ({ fx, customers, desk, otherDesk } = await deskScene(t, { resources: 6, price: 18000, customers: 8 }));
});
afterAll(() => t.close());

const booked = (time: string, payment: 'cash' | 'card' = 'cash') =>
  bookFor(t, fx, customers.shift()!, time, payment);
const takeCash = (token: string, id: number, lang: 'en' | 'ar' = 'en') =>
  call(t, 'POST', `/api/v1/admin/bookings/${id}/cash-received`, undefined, { token, lang });
const detail = (id: number) =>
  call(t, 'GET', `/api/v1/admin/bookings/${id}`, undefined, { token: desk.token });
const cashAudits = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'order'),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, 'payment.cash_received'),
      ),
    )
    .orderBy(auditLog.id);

describe('cash received at the desk', () => {
  it('turns the cash due into a paid payment once, audited; the detail shows what is due until then', async () => {
    const { order } = await booked('09:00');
    expect((await detail(order.id)).body.data).toMatchObject({
      cash_due: order.total,
      payments: [{ method: 'cash', status: 'due_at_branch', amount: order.total, paid_at: null }],
    });
    const res = await takeCash(desk.token, order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Cash received: the booking is paid');
    expect(res.body.data).toMatchObject({
      cash_due: 0,
      payments: [{ method: 'cash', status: 'paid', amount: order.total, paid_at: expect.any(String) }],
    });
    const again = await takeCash(desk.token, order.id, 'ar');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('لا يوجد مبلغ نقدي مستحق لهذا الحجز: إنه مدفوع مسبقًا');
    const audits = await cashAudits(order.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: desk.id,
      before: { payment_status: 'due_at_branch', amount: order.total },
      after: { payment_status: 'paid', amount: order.total },
    });
  });

  it('five desks clicking at once: one takes it, four are told it is paid; one audit entry', async () => {
    const { order } = await booked('10:00');
    const answers = await Promise.all(Array.from({ length: 5 }, () => takeCash(desk.token, order.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['paid']);
    expect(await cashAudits(order.id)).toHaveLength(1);
  });

  it('refuses a card-paid order, a cancelled one, another branch’s desk and a customer; changes nothing', async () => {
    const card = await booked('11:00', 'card');
    expect((await detail(card.order.id)).body.data.cash_due).toBe(0);
    expect((await takeCash(desk.token, card.order.id)).status).toBe(409);

    const cancelled = await booked('12:00');
    const cancel = await call(
      t,
      'POST',
      `/api/v1/admin/bookings/${cancelled.order.id}/cancel`,
      { refund_to: 'original', reason: 'customer called' },
      { token: desk.token },
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.data.cash_due).toBe(0);
    const refused = await takeCash(desk.token, cancelled.order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This booking is cancelled: there is no cash to take');

    const due = await booked('13:00');
    expect((await takeCash(otherDesk.token, due.order.id)).status).toBe(403);
    expect((await takeCash(due.customer.token, due.order.id)).status).toBe(403);
    expect((await takeCash(desk.token, 99999999)).status).toBe(404);
    expect((await paymentRows(t, due.order.id)).map((p) => p.status)).toEqual(['due_at_branch']);
    expect(await cashAudits(due.order.id)).toHaveLength(0);
  });
});
