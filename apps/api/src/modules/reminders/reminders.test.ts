/** Booking reminders with a fake clock: 24 h and 2 h before, once, in the customer's language, only when due. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReminders, notifications, orderItems, orders, users } from '../../db/schema.ts';
import { call } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { checkout, holdService, orderRow } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { remindersDue, sendDueReminders } from './job.ts';
import { reopenReminders } from '../desk/index.ts';

const hour = 3_600_000;
let t: TestApp;
let fx: Fixture;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 6 });
  customers = await createCustomers(t, 7);
});
afterAll(async () => t.close());

const remind = async (at: number) => {
  await sendDueReminders(t.database.db, t.app.context.lifecycle.publish, new Date(at));
};

async function booking(index: number, time: string, lang: 'en' | 'ar' = 'en') {
  const c = customers[index]!;
  await holdService(t, fx, c.token, time);
  const res = await checkout(t, c.token, 'cash', { lang });
  expect(res.status).toBe(201);
  const order = await orderRow(t, res.body.data.order.order_number);
  const [first] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const [user] = await t.database.db.select().from(users).where(eq(users.id, c.id));
  return { order, start: first!.startAt!.getTime(), mobile: user!.mobileNumber!, customer: c };
}

const remindersOf = async (orderId: number) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.orderId, orderId)))
    .filter((n) => n.kind === 'booking_reminder')
    .map((n) => n.params.lead_hours);
/** Reminder texts (they link to the booking; the confirmation does not). */
/** Reminder texts (the cancellation's own message links to the booking too, and says it is cancelled). */
const smsTo = (mobile: string) =>
  t.sms
    .outbox(mobile)
    .filter((m) => m.body.includes('dashboard/bookings?booking=') && !m.body.includes('is cancelled'));
/** This order's reminder rows as `lead:outcome` (other customers' bookings may be due at the same fake time). */
const rowsOf = async (orderId: number) =>
  (await t.database.db.select().from(bookingReminders).where(eq(bookingReminders.orderId, orderId)))
    .map((r) => `${r.leadHours}:${r.outcome}`)
    .sort();

describe('which reminder is due', () => {
  const start = new Date('2026-12-10T10:00:00Z');
  const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * hour);
  const booked = at(72);
  it('nothing before the first lead time, then the 24 h one, then the 2 h one, nothing once started', () => {
    expect(remindersDue([24, 2], start, booked, at(25), new Set())).toEqual({ send: null, skip: [] });
    expect(remindersDue([24, 2], start, booked, at(23), new Set())).toEqual({ send: 24, skip: [] });
    expect(remindersDue([24, 2], start, booked, at(1), new Set([24]))).toEqual({ send: 2, skip: [] });
    expect(remindersDue([24, 2], start, booked, at(-1), new Set())).toEqual({ send: null, skip: [] });
  });
  it('only the latest when several are due at once; none inside the lead time it was booked in', () => {
    expect(remindersDue([24, 2], start, booked, at(1), new Set())).toEqual({ send: 2, skip: [24] });
    expect(remindersDue([24, 2], start, at(10), at(9), new Set())).toEqual({ send: null, skip: [24] });
    expect(remindersDue([24, 2], start, at(10), at(1.5), new Set([24]))).toEqual({ send: 2, skip: [] });
    expect(remindersDue([24, 2], start, at(1), at(0.5), new Set([24]))).toEqual({ send: null, skip: [2] });
  });
});

describe('reminders job', () => {
  it('sends the 24 h and the 2 h reminder once each (a second run or a second replica sends nothing), by SMS and in-app', async () => {
    const b = await booking(0, '09:00', 'ar');
    await remind(b.start - 25 * hour);
    expect(await rowsOf(b.order.id)).toEqual([]);
    await remind(b.start - 24 * hour + 60_000);
    await remind(b.start - 24 * hour + 120_000);
    expect(await rowsOf(b.order.id)).toEqual(['24:sent']);
    await t.app.context.outbox.drain();
    const first = smsTo(b.mobile);
    expect(first).toHaveLength(1);
    // In the language the customer ordered in, with the branch, the time and a link to the booking.
    expect(first[0]!.body).toContain('تذكير');
    expect(first[0]!.body).toContain('24 ساعة');
    expect(first[0]!.body).toContain('الساعة 9:00 ص');
    expect(first[0]!.body).toContain(`/ar/dashboard/bookings?booking=${b.order.id}`);
    expect(await remindersOf(b.order.id)).toEqual([24]);

    await remind(b.start - 2 * hour + 60_000);
    await remind(b.start - 1 * hour);
    expect(await rowsOf(b.order.id)).toEqual(['24:sent', '2:sent']);
    await t.app.context.outbox.drain();
    await t.app.context.outbox.drain();
    expect(smsTo(b.mobile)).toHaveLength(2);
    expect(smsTo(b.mobile).filter((m) => m.body.includes('بعد ساعتين'))).toHaveLength(1);
    expect((await remindersOf(b.order.id)).sort()).toEqual([2, 24]);
  });

  it('a booking moved later is reminded again for its new time; a lead already passed for it stays done', async () => {
    const b = await booking(6, '11:00');
    await remind(b.start - 24 * hour + 60_000);
    expect(await rowsOf(b.order.id)).toEqual(['24:sent']);
    // Moved two days later (the desk, a reschedule): the order's first start is what the reminders follow.
    const later = b.start + 48 * hour;
    await t.database.db
      .update(orderItems)
      .set({ startAt: new Date(later), endAt: new Date(later + hour) })
      .where(eq(orderItems.orderId, b.order.id));
    await reopenReminders(t.database.db, b.order.id, [24, 2], new Date(b.start - 23 * hour));
    expect(await rowsOf(b.order.id)).toEqual([]);
    await remind(later - 24 * hour + 60_000);
    expect(await rowsOf(b.order.id)).toEqual(['24:sent']);
    // Moved again, but only an hour: its 24 h lead has passed by now, so that reminder is not sent twice.
    await t.database.db
      .update(orderItems)
      .set({ startAt: new Date(later + hour), endAt: new Date(later + 2 * hour) })
      .where(eq(orderItems.orderId, b.order.id));
    await reopenReminders(t.database.db, b.order.id, [24, 2], new Date(later - 20 * hour));
    expect(await rowsOf(b.order.id)).toEqual(['24:sent']);
  });

  it('a booking made less than 24 h ahead gets only the 2 h reminder', async () => {
    const b = await booking(1, '10:00');
    await t.database.db
      .update(orders)
      .set({ confirmedAt: new Date(b.start - 10 * hour) })
      .where(eq(orders.id, b.order.id));
    await remind(b.start - 9 * hour);
    expect(await rowsOf(b.order.id)).toEqual(['24:skipped']);
    await remind(b.start - 2 * hour + 60_000);
    expect(await rowsOf(b.order.id)).toEqual(['24:skipped', '2:sent']);
    await t.app.context.outbox.drain();
    expect(await remindersOf(b.order.id)).toEqual([2]);
    expect(smsTo(b.mobile)[0]!.body).toContain('in 2 hours');
  });

  it('after downtime only the latest due reminder goes out', async () => {
    const b = await booking(2, '11:00');
    await remind(b.start - 90 * 60_000);
    await t.app.context.outbox.drain();
    expect(await remindersOf(b.order.id)).toEqual([2]);
    expect(await rowsOf(b.order.id)).toEqual(['24:skipped', '2:sent']);
    await remind(b.start - 60 * 60_000);
    await t.app.context.outbox.drain();
    expect(smsTo(b.mobile)).toHaveLength(1);
  });

  it('a gift’s reminder goes to its recipient (their number, the gift’s language, a link to the gift), not the sender', async () => {
    const sender = customers[5]!;
    const [recipient] = await createCustomers(t, 1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, recipient!.id));
    await holdService(t, fx, sender.token, '14:00');
    const res = await checkout(t, sender.token, 'cash', {
      body: {
        is_gifted_order: '1',
        gifted_order_data: {
          first_name: 'Noura',
          last_name: 'Ali',
          mobile_number: row!.mobileNumber,
          locale: 'ar',
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = await orderRow(t, res.body.data.order.order_number);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const [me] = await t.database.db.select().from(users).where(eq(users.id, sender.id));
    await remind(line!.startAt!.getTime() - 23 * hour);
    await t.app.context.outbox.drain();
    // The gift's own text, then the reminder, both linking to the gift.
    const texts = t.sms.outbox(row!.mobileNumber!).filter((m) => m.body.includes('/ar/gift-list?gift='));
    expect(texts.filter((m) => m.body.includes('تذكير'))).toHaveLength(1);
    expect(texts).toHaveLength(2);
    expect(
      t.sms.outbox(me!.mobileNumber!).filter((m) => m.body.includes('تذكير') || m.body.includes('reminder')),
    ).toEqual([]);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(notes.filter((n) => n.kind === 'booking_reminder').map((n) => [n.userId, n.locale])).toEqual([
      [recipient!.id, 'ar'],
    ]);
  });

  it('none for a cancelled booking, nor for a customer who turned reminders off', async () => {
    const cancelled = await booking(3, '12:00');
    const res = await call(t, 'GET', `/api/v1/orders/${cancelled.order.id}/cancel`, undefined, {
      token: cancelled.customer.token,
    });
    expect(res.status).toBe(200);
    const off = await booking(4, '13:00');
    await t.database.db.update(users).set({ bookingReminders: false }).where(eq(users.id, off.customer.id));
    await remind(cancelled.start - 23 * hour);
    await remind(off.start - 23 * hour);
    expect(await rowsOf(cancelled.order.id)).toEqual([]);
    expect(await rowsOf(off.order.id)).toEqual([]);
    await t.app.context.outbox.drain();
    expect(await remindersOf(cancelled.order.id)).toEqual([]);
    expect(await remindersOf(off.order.id)).toEqual([]);
    expect(smsTo(cancelled.mobile)).toEqual([]);
    expect(smsTo(off.mobile)).toEqual([]);
  });

  it('a booking cancelled after its reminder was queued gets no reminder text', async () => {
    const b = await booking(5, '14:00');
    await t.app.context.outbox.stop();
    try {
      await remind(b.start - 23 * hour);
      expect(await rowsOf(b.order.id)).toEqual(['24:sent']);
      const res = await call(t, 'GET', `/api/v1/orders/${b.order.id}/cancel`, undefined, {
        token: b.customer.token,
      });
      expect(res.status).toBe(200);
      await t.app.context.outbox.drain();
      expect(smsTo(b.mobile)).toEqual([]);
    } finally {
      t.app.context.outbox.start();
    }
  });
});
