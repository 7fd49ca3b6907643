/** The notification centre's API (issue 12): own notifications only, newest first, paging, read marks, both languages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationKinds } from '@hajz/contracts/notification-kinds';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call } from '../../test/call.ts';
import { createCustomers } from '../../test/booking.ts';
import { recordNotification } from './record.ts';

let t: TestApp;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp();
  customers = await createCustomers(t, 4);
});
afterAll(async () => t.close());

let eventId = 1_000_000;
const add = (userId: number, kind: (typeof notificationKinds)[number], locale: 'en' | 'ar', params: object) =>
  recordNotification(t.database.db, {
    userId,
    kind,
    locale,
    params: params as never,
    eventId: eventId++,
  });
const list = (token: string, page = 1, lang?: 'en' | 'ar') =>
  call(t, 'GET', `/api/v1/notifications?page=${page}`, undefined, { token, lang });

describe('notification centre API', () => {
  it('renders every kind in the language its reader uses, with what tapping it opens', async () => {
    const c = customers[0]!;
    const olaya = { branch: 'Olaya', branch_en: 'Olaya', branch_ar: 'العليا' };
    const samples: Record<string, object> = {
      booking_confirmed: { order_number: 'HZ1', ...olaya, date: '2026-12-01', time: '10:00' },
      booking_reminder: {
        order_number: 'HZ1',
        ...olaya,
        date: '2026-12-01',
        time: '10:00',
        lead_hours: 2,
      },
      booking_cancelled: { order_number: 'HZ1' },
      refund_issued: { order_number: 'HZ1', amount: 23000, to: 'wallet' },
      points_earned: { order_number: 'HZ1', points: 230 },
      gift_card_received: { serial_number: 'GC-1', amount: 10000 },
      payment_failed: { order_number: 'HZ1' },
      gift_received: {
        order_number: 'HZ1',
        sender: 'Sara Ali',
        ...olaya,
        service_en: 'Massage',
        service_ar: 'مساج',
      },
      gift_accepted: { order_number: 'HZ1', recipient: 'Noura', date: '2026-12-01', time: '10:00' },
      gift_scheduled: { order_number: 'HZ1', recipient: 'Noura', date: '2026-12-02', time: '11:00' },
      gift_declined: { order_number: 'HZ1', recipient: 'Noura' },
      gift_expired: { order_number: 'HZ1', recipient: 'Noura' },
      order_progress: { order_number: 'HZ1', status: 'ready_for_pickup', ...olaya },
      ticket_reply: { ticket_id: 7, subject: 'Parking' },
    };
    // Recorded in either language (the one each order was made in), read in both.
    for (const locale of ['en', 'ar'] as const)
      for (const kind of notificationKinds) await add(c.id, kind, locale, samples[kind]!);
    const total = 2 * notificationKinds.length;
    const read = async (lang: 'en' | 'ar') => {
      const first = await list(c.token, 1, lang);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.body.data.unread_count).toBe(total);
      const rows = [...first.body.data.notifications];
      for (let page = 2; rows.length < total && page <= 5; page++)
        rows.push(...(await list(c.token, page, lang)).body.data.notifications);
      expect(rows).toHaveLength(total);
      for (const n of rows) {
        expect(n.locale).toBe(lang);
        expect(n.title.length).toBeGreaterThan(3);
        if (lang === 'ar') expect(`${n.title}${n.body}`).toMatch(arabicLetters);
        else expect(`${n.title}${n.body}`).not.toMatch(arabicLetters);
        expect(n.title + n.body).not.toMatch(/\{\w+\}/);
      }
      return rows;
    };
    const all = [...(await read('en')), ...(await read('ar'))];
    const byKind = (kind: string, locale: string) => all.find((n) => n.kind === kind && n.locale === locale)!;
    expect(byKind('booking_reminder', 'ar').title).toContain('ساعتين');
    expect(byKind('refund_issued', 'en').body).toBe('230.00\u00a0SAR was added to your wallet.');
    expect(byKind('gift_card_received', 'en').target).toEqual({ type: 'gift_card', serial_number: 'GC-1' });
    expect(byKind('points_earned', 'en').target).toEqual({ type: 'wallet' });
    expect(byKind('gift_received', 'en').title).toBe('Sara Ali sent you a gift');
    expect(byKind('gift_scheduled', 'ar').body).toBe(
      'أصبح الحجز HZ1 يوم الأربعاء، 2 ديسمبر 2026 الساعة 11:00 ص.',
    );
    expect(byKind('order_progress', 'en').body).toBe('Your order is ready to pick up at Olaya');
    expect(byKind('ticket_reply', 'en')).toMatchObject({
      title: 'We answered "Parking"',
      target: { type: 'ticket', ticket_id: 7 },
    });
    // Newest first.
    const english = all.filter((n) => n.locale === 'en');
    expect(english.map((n) => n.id)).toEqual([...english.map((n) => n.id)].sort((a, b) => b - a));
  });

  it('a notification that names its branch in one language only keeps the language it was recorded in', async () => {
    const c = customers[3]!;
    await add(c.id, 'order_progress', 'en', {
      order_number: 'HZ9',
      status: 'ready_for_pickup',
      branch: 'Olaya',
    });
    const [n] = (await list(c.token, 1, 'ar')).body.data.notifications;
    expect(n).toMatchObject({ locale: 'en', body: 'Your order is ready to pick up at Olaya' });
  });

  it('marks one and all as read; another customer’s notification is a 404 and stays unread', async () => {
    const [a, b] = [customers[1]!, customers[2]!];
    await add(a.id, 'booking_cancelled', 'en', { order_number: 'HZ2' });
    await add(a.id, 'payment_failed', 'en', { order_number: 'HZ3' });
    const mine = (await list(a.token)).body.data.notifications as { id: number }[];
    const other = await call(t, 'POST', `/api/v1/notifications/${mine[0]!.id}/read`, undefined, {
      token: b.token,
    });
    expect(other.status).toBe(404);
    const one = await call(t, 'POST', `/api/v1/notifications/${mine[0]!.id}/read`, undefined, {
      token: a.token,
    });
    expect(one.body.data).toEqual({ unread_count: 1 });
    const again = await call(t, 'POST', `/api/v1/notifications/${mine[0]!.id}/read`, undefined, {
      token: a.token,
    });
    expect(again.body.data).toEqual({ unread_count: 1 });
    const count = await call(t, 'GET', '/api/v1/notifications/unread-count', undefined, { token: a.token });
    expect(count.body.data).toEqual({ unread_count: 1 });
    await call(t, 'POST', '/api/v1/notifications/read-all', undefined, { token: a.token });
    expect((await list(a.token)).body.data.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await list(b.token)).body.data.notifications).toEqual([]);
    expect((await call(t, 'GET', '/api/v1/notifications')).status).toBe(401);
  });

  it('the booking reminder switch round-trips through the profile', async () => {
    const c = customers[2]!;
    const profile = async () =>
      (await call(t, 'GET', '/api/v1/user/profile', undefined, { token: c.token })).body.data;
    expect((await profile()).booking_reminders).toBe(1);
    const off = await call(t, 'POST', '/api/v1/account/update', { booking_reminders: 0 }, { token: c.token });
    expect(off.status).toBe(200);
    expect((await profile()).booking_reminders).toBe(0);
    await call(t, 'POST', '/api/v1/account/update', { booking_reminders: '1' }, { token: c.token });
    expect((await profile()).booking_reminders).toBe(1);
    const bad = await call(
      t,
      'POST',
      '/api/v1/account/update',
      { booking_reminders: 'maybe' },
      { token: c.token },
    );
    expect(bad.status).toBe(422);
  });
});
