import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { businessSettings, notifications } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { call } from '../../test/call.ts';
import { overlappingReservations } from '../../test/booking.ts';
import { slotDate } from '../../test/orders.ts';
import { setupDesk, t, at, local, fresh, booked, linesOf, auditOf } from '../../test/desk.ts';

setupDesk();

const reschedule = (token: string, orderId: number, body: object, lang: 'en' | 'ar' = 'en') =>
  call(t, 'POST', `/api/v1/orders/${orderId}/reschedule`, body, { token, lang });

async function cutoff(hours: number) {
  await t.database.db.update(businessSettings).set({ rescheduleCutoffHours: hours });
  invalidateReads(t.database.db);
}

describe('the customer moves their own booking', () => {
  it('moves it to a free time; the customer is told and the desk sees it in the audit log', async () => {
    const f = await fresh();
    const { lineId, orderId, number, customer } = await booked(f, '09:00');
    const res = await reschedule(customer.token, orderId, {
      order_product_id: lineId,
      start_at: local('13:00'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Your booking has its new time');
    expect(res.body.data).toMatchObject({ changed: true, start_at: at('13:00'), end_at: at('14:00') });
    const line = await linesOf(lineId);
    expect(line.startAt!.toISOString()).toBe(at('13:00'));
    const [entry] = await auditOf('order_item', lineId);
    expect(entry).toMatchObject({
      actorId: customer.id,
      action: 'booking.reschedule',
      before: { start_at: at('09:00') },
      after: { start_at: at('13:00') },
    });
    await t.app.context.outbox.drain();
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.id), eq(notifications.kind, 'booking_moved')));
    expect(note!.params).toMatchObject({ order_number: number, date: slotDate, time: '13:00' });
    // The old time is free again: someone else books it.
    const other = await booked(f, '09:00');
    expect(other.orderId).toBeGreaterThan(orderId);
    expect(await overlappingReservations(t)).toEqual([]);
    // The same time again changes nothing.
    const again = await reschedule(customer.token, orderId, {
      order_product_id: lineId,
      start_at: local('13:00'),
    });
    expect(again.body).toMatchObject({
      message: 'Your booking already has this time',
      data: { changed: false },
    });
  });

  it('refuses a taken time with a translated 409 and keeps the old time', async () => {
    const f = await fresh();
    const mine = await booked(f, '10:00');
    // All three therapists busy at 15:00.
    await booked(f, '15:00');
    await booked(f, '15:00');
    await booked(f, '15:00');
    for (const lang of ['en', 'ar'] as const) {
      const res = await reschedule(
        mine.customer.token,
        mine.orderId,
        { order_product_id: mine.lineId, start_at: local('15:00') },
        lang,
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        lang === 'en'
          ? 'This time was just taken. Please choose another time'
          : 'حُجز هذا الوقت للتو. اختر وقتًا آخر',
      );
      expect(res.body.errors.start_at).toBeDefined();
    }
    expect((await linesOf(mine.lineId)).startAt!.toISOString()).toBe(at('10:00'));
  });

  it('refuses a time the business does not offer (422) and one inside the cut-off (422, in words)', async () => {
    const f = await fresh();
    const mine = await booked(f, '11:00');
    const closed = await reschedule(mine.customer.token, mine.orderId, {
      order_product_id: mine.lineId,
      start_at: local('20:00'),
    });
    expect(closed.status).toBe(422);
    expect(closed.body.errors.start_at).toEqual([
      'This time is not available. Choose one of the times shown',
    ]);
    // The booking is about two days away: a 100-hour cut-off has passed.
    await cutoff(100);
    try {
      for (const lang of ['en', 'ar'] as const) {
        const late = await reschedule(
          mine.customer.token,
          mine.orderId,
          { order_product_id: mine.lineId, start_at: local('13:00') },
          lang,
        );
        expect(late.status).toBe(422);
        expect(late.body.message).toBe(
          lang === 'en'
            ? 'A booking can be moved online until 100 hours before it starts. Please call us to change it'
            : 'يمكن تغيير موعد الحجز عبر الإنترنت حتى 100 ساعة قبل بدايته. اتصل بنا لتغييره',
        );
      }
    } finally {
      await cutoff(6);
    }
    expect((await linesOf(mine.lineId)).startAt!.toISOString()).toBe(at('11:00'));
  });

  it("answers 404 for another customer's booking or an unknown line, and 401 without sign-in", async () => {
    const f = await fresh();
    const mine = await booked(f, '12:00');
    const theirs = await booked(f, '13:00');
    const foreign = await reschedule(theirs.customer.token, mine.orderId, {
      order_product_id: mine.lineId,
      start_at: local('14:00'),
    });
    expect(foreign.status).toBe(404);
    const wrongLine = await reschedule(mine.customer.token, mine.orderId, {
      order_product_id: theirs.lineId,
      start_at: local('14:00'),
    });
    expect(wrongLine.status).toBe(404);
    expect(wrongLine.body.message).toBe('This booking was not found');
    const bad = await reschedule(mine.customer.token, mine.orderId, {
      order_product_id: mine.lineId,
      start_at: 'soon',
    });
    expect(bad.status).toBe(422);
    const anonymous = await call(t, 'POST', `/api/v1/orders/${mine.orderId}/reschedule`, {
      order_product_id: mine.lineId,
      start_at: local('14:00'),
    });
    expect(anonymous.status).toBe(401);
    expect((await linesOf(mine.lineId)).startAt!.toISOString()).toBe(at('12:00'));
  });
});
