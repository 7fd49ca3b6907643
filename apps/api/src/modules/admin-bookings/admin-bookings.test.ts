import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, businessSettings, outboxEvents, users } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { call, type Json } from '../../test/call.ts';
import type { Fixture } from '../../test/booking.ts';
import { deskScene, type Person } from '../../test/staff.ts';
import { createSandboxTestApp, type SandboxTestApp } from '../../test/payments-sandbox-app.ts';
import { expectOneSms, paymentRows } from '../../test/orders.ts';
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
    resources: 8,
    price: 23000,
    elsewhereResources: 2,
    customers: 14,
  }));
});
afterAll(() => t.close());

const booked = (time: string, payment: 'cash' | 'card' = 'cash', on: Fixture = fx) =>
  bookFor(t, on, customers.shift()!, time, payment);

const get = (token: string, url: string, lang: 'en' | 'ar' = 'en') =>
  call(t, 'GET', url, undefined, { token, lang });
const cancel = (token: string, id: number, body: object, lang: 'en' | 'ar' = 'en') =>
  call(t, 'POST', `/api/v1/admin/bookings/${id}/cancel`, body, { token, lang });
const ids = (res: { body: Json }) => (res.body.data.bookings as { id: number }[]).map((b) => b.id);
const auditOf = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
  ).map((e) => ({ action: e.action, actor: e.actorId, after: e.after }));

describe('bookings list', () => {
  it('finds my branches’ orders by number, mobile in any spelling, or name; never another branch’s', async () => {
    const mine = await booked('09:00');
    const theirs = await booked('09:00', 'cash', elsewhere);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, mine.customer.id));
    const national = row!.mobileNumber!.slice(3);
    for (const q of [
      mine.order.order_number,
      `0${national}`,
      `+966 ${national}`,
      row!.firstName!.toLowerCase(),
    ]) {
      const res = await get(desk.token, `/api/v1/admin/bookings?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(ids(res), q).toContain(mine.order.id);
    }
    const all = await get(desk.token, '/api/v1/admin/bookings');
    expect(ids(all)).toContain(mine.order.id);
    expect(ids(all)).not.toContain(theirs.order.id);
    expect(all.body.data.bookings[0]).toMatchObject({
      customer: { name: expect.any(String) },
      status: 'confirmed',
    });
    // Each row names the service and who performs it, in the reader's language (issue 30 item 12).
    const rowOf = (res: { body: Json }) =>
      (res.body.data.bookings as { id: number }[]).find((b) => b.id === mine.order.id);
    expect(rowOf(all)).toMatchObject({
      services: [expect.stringMatching(/^Test massage/)],
      staff: [expect.stringMatching(/^Therapist \d$/)],
    });
    expect(rowOf(await get(desk.token, '/api/v1/admin/bookings', 'ar'))).toMatchObject({
      services: [expect.stringMatching(/^مساج تجريبي/)],
      staff: [expect.stringMatching(/^معالجة \d$/)],
    });
    const refused = await get(desk.token, `/api/v1/admin/bookings?branch_id=${elsewhere.branchId}`);
    expect(refused.status).toBe(403);
  });

  it('filters by status, customer and the visit dates; refuses a bad filter per field', async () => {
    const a = await booked('10:00');
    const byCustomer = await get(desk.token, `/api/v1/admin/bookings?customer_id=${a.customer.id}`);
    expect(ids(byCustomer)).toEqual([a.order.id]);
    const { rows } = (await t.database.db.execute(
      sql`select to_char((min(start_at) at time zone 'Asia/Riyadh')::date, 'YYYY-MM-DD') as d from order_items where order_id = ${a.order.id}`,
    )) as unknown as { rows: { d: string }[] };
    const date = rows[0]!.d;
    const inRange = await get(
      desk.token,
      `/api/v1/admin/bookings?from=${date}&to=${date}&customer_id=${a.customer.id}`,
    );
    expect(ids(inRange)).toEqual([a.order.id]);
    const before = await get(desk.token, `/api/v1/admin/bookings?to=2020-01-01&customer_id=${a.customer.id}`);
    expect(ids(before)).toEqual([]);
    expect(
      ids(await get(desk.token, `/api/v1/admin/bookings?status=cancelled&customer_id=${a.customer.id}`)),
    ).toEqual([]);
    const bad = await get(
      desk.token,
      '/api/v1/admin/bookings?from=2026-02-10&to=2026-02-01&status=lost&page=0',
      'ar',
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'status']);
    const order = await get(desk.token, '/api/v1/admin/bookings?from=2026-02-10&to=2026-02-01');
    expect(order.status).toBe(422);
    expect(order.body.errors.to).toEqual(['The end date must not be before the start date']);
  });
});

describe('an order for staff', () => {
  it('shows lines, payments and ledger entries; another branch’s desk is refused', async () => {
    const { order } = await booked('11:00', 'card');
    const res = await get(desk.token, `/api/v1/admin/bookings/${order.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: order.id,
      order_number: order.order_number,
      total: order.total,
      can_cancel: true,
      can_resend: true,
      can_move: true,
      can_check_in: true,
      services: [expect.stringMatching(/^Test massage/)],
      staff: [expect.stringMatching(/^Therapist \d$/)],
      lines: [{ type: 'service', visitors: 1 }],
      payments: [{ method: 'card', scheme: 'visa', status: 'paid', amount: order.total }],
    });
    // Checked in: no second check-in offered; still movable.
    const arrived = await call(
      t,
      'POST',
      '/api/v1/admin/check-in',
      { order_id: order.id },
      { token: desk.token },
    );
    expect(arrived.status).toBe(200);
    expect((await get(desk.token, `/api/v1/admin/bookings/${order.id}`)).body.data).toMatchObject({
      customer_arrived: true,
      can_check_in: false,
      can_move: true,
    });
    expect((await get(otherDesk.token, `/api/v1/admin/bookings/${order.id}`)).status).toBe(403);
    expect((await get(desk.token, '/api/v1/admin/bookings/99999999')).status).toBe(404);
  });
});

describe('staff cancel', () => {
  it('refunds a card payment to the wallet when the desk says so, inside the customer window, audited, once', async () => {
    const { customer, order } = await booked('12:00', 'card');
    // An hour before the start: too late for the customer (6-hour window), not for the desk.
    await t.database.db.execute(
      sql`update order_items set start_at = now() + interval '1 hour', end_at = now() + interval '2 hours' where order_id = ${order.id}`,
    );
    const own = await call(t, 'POST', `/api/v1/orders/${order.id}/cancel`, {}, { token: customer.token });
    expect(own.status).not.toBe(200);
    const refund = vi.spyOn(t.gateway.provider, 'refund');
    try {
      const res = await cancel(desk.token, order.id, { refund_to: 'wallet', reason: 'Customer called: ill' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        message: 'Booking cancelled',
        data: { status: 'cancelled', can_cancel: false, can_move: false, can_check_in: false },
      });
      expect(res.body.data.ledger).toEqual([
        expect.objectContaining({ account: 'wallet', amount: order.total, reason: 'refund' }),
      ]);
      const again = await cancel(desk.token, order.id, { refund_to: 'wallet', reason: 'again' }, 'ar');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('هذا الحجز ملغى مسبقًا');
      expect(refund).not.toHaveBeenCalled();
    } finally {
      refund.mockRestore();
    }
    expect((await paymentRows(t, order.id)).map((p) => [p.status, p.providerCode])).toEqual([
      ['refunded', 'wallet'],
    ]);
    const wallet = await get(customer.token, '/api/v1/wallet');
    expect(wallet.body.data.wallet.balance).toBe(order.total);
    expect(await auditOf(order.id)).toEqual([
      {
        action: 'order.cancel',
        actor: desk.id,
        after: { status: 'cancelled', refund_to: 'wallet', reason: 'Customer called: ill' },
      },
    ]);
  });

  it('refunds to the card when the desk says so, even where the business refunds to the wallet', async () => {
    const { order } = await booked('13:00', 'card');
    await t.database.db.update(businessSettings).set({ refundToWallet: true });
    invalidateReads(t.database.db);
    const refund = vi.spyOn(t.gateway.provider, 'refund');
    try {
      const res = await cancel(desk.token, order.id, { refund_to: 'original', reason: 'Double booking' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(refund).toHaveBeenCalledTimes(1);
      expect(refund.mock.calls[0]![0]).toMatchObject({ reference: order.order_number, amount: order.total });
    } finally {
      refund.mockRestore();
      await t.database.db.update(businessSettings).set({ refundToWallet: false });
      invalidateReads(t.database.db);
    }
    expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['refunded']);
  });

  it('needs a reason and a refund choice; refuses another branch and customers; changes nothing then', async () => {
    const { customer, order } = await booked('14:00');
    const bad = await cancel(desk.token, order.id, { refund_to: 'cash', reason: ' ' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      refund_to: ['This value is not one of the allowed options'],
      reason: ['Give a reason of 3 to 500 characters'],
    });
    expect((await cancel(otherDesk.token, order.id, { refund_to: 'wallet', reason: 'nope' })).status).toBe(
      403,
    );
    expect((await cancel(customer.token, order.id, { refund_to: 'wallet', reason: 'nope' })).status).toBe(
      403,
    );
    const detail = await get(desk.token, `/api/v1/admin/bookings/${order.id}`);
    expect(detail.body.data.status).toBe('confirmed');
    expect(await auditOf(order.id)).toEqual([]);
    // A cash booking: nothing paid, nothing to refund; the cash due is voided.
    const res = await cancel(desk.token, order.id, { refund_to: 'original', reason: 'Branch closed early' });
    expect(res.status).toBe(200);
    expect(res.body.data.ledger).toEqual([]);
    expect(res.body.data.payments.map((p: Json) => p.status)).toEqual(['voided']);
  });
});

describe('resend the confirmation', () => {
  it('goes through the outbox as its own event (the SMS again, no second notification), audited', async () => {
    const { order } = await booked('15:00');
    await expectOneSms(t, order.order_number);
    const res = await call(t, 'POST', `/api/v1/admin/bookings/${order.id}/resend-confirmation`, undefined, {
      token: desk.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('The confirmation is on its way again');
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.type, 'order.confirmation_resent'),
          sql`${outboxEvents.payload}->>'order_id' = ${String(order.id)}`,
        ),
      );
    expect(events).toHaveLength(1);
    await t.app.context.outbox.drain();
    await expect.poll(() => t.sms.outbox().filter((m) => m.body.includes(order.order_number)).length).toBe(2);
    expect((await auditOf(order.id)).map((a) => a.action)).toEqual(['order.resend_confirmation']);
    await cancel(desk.token, order.id, { refund_to: 'wallet', reason: 'Moved away' });
    const refused = await call(
      t,
      'POST',
      `/api/v1/admin/bookings/${order.id}/resend-confirmation`,
      undefined,
      {
        token: desk.token,
      },
    );
    expect(refused.status).toBe(409);
  });
});
