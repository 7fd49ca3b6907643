import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLocalDate } from '@hajz/contracts/calendar-text';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { messages, notifications, outboxEvents, staffBranches, staffMembers } from '../../db/schema.ts';
import { createConsoleProvider } from '../../integrations/sms/console-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { accountFor } from '../../test/gifting.ts';
import { checkout, holdService, slotDate } from '../../test/orders.ts';
import { movedSmsConsumer } from './moved-sms.ts';
import { createMessenger } from '../messaging/index.ts';

// Issue 16 item 3: a booking the desk moves tells whoever comes, by text message too; a gift's recipient as well
// as its sender.

type Person = { id: number; token: string };
let t: TestApp;
let fx: Fixture;
let customers: Person[];
let desk: Person;

beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 3 });
  customers = await createCustomers(t, 4);
  desk = customers.pop()!;
  await t.database.db.insert(staffMembers).values({ userId: desk.id, role: 'receptionist' });
  await t.database.db.insert(staffBranches).values({ userId: desk.id, branchId: fx.branchId });
});
afterAll(() => t.close());

const local = (hhmm: string) => `${slotDate}T${hhmm}:00+03:00`;
const move = (lineId: number, hhmm: string) =>
  call(t, 'POST', `/api/v1/admin/bookings/${lineId}/move`, { start_at: local(hhmm) }, { token: desk.token });
/** Every event delivered, and what those deliveries published. */
const settle = async () => {
  await t.app.context.outbox.drain();
  await t.app.context.outbox.drain();
};
/** The "new time" messages sent to a mobile (other messages, e.g. the confirmation, go on their own schedule). */
const movedSms = (mobile: string) =>
  t.sms.outbox().filter((m) => m.to === mobile && /new time|موعد جديد/.test(m.body));
/** Waits for `count` of them, then for anything late: exactly `count` stay. */
async function expectMovedSms(mobile: string, count: number) {
  await expect.poll(() => movedSms(mobile).length).toBe(count);
  await settle();
  expect(movedSms(mobile)).toHaveLength(count);
  return movedSms(mobile);
}
const movedNotes = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'booking_moved')));

async function order(customer: Person, time: string, lang: 'en' | 'ar', body: object = {}) {
  await holdService(t, fx, customer.token, time);
  const res = await checkout(t, customer.token, 'cash', { body, lang });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await settle();
  return res.body.data.order as {
    id: number;
    order_number: string;
    products: { order_product_id: number }[];
  };
}

describe('a booking moved at the desk', () => {
  it('texts its customer the new time in their language, with the booking’s link; once per move', async () => {
    const customer = customers.shift()!;
    const placed = await order(customer, '09:00', 'ar');
    const mobile = (await call(t, 'GET', '/api/v1/user/profile', undefined, { token: customer.token })).body
      .data.mobile_number as string;
    expect((await move(placed.products[0]!.order_product_id, '13:00')).status).toBe(200);
    const sent = await expectMovedSms(`966${mobile}`, 1);
    expect(sent[0]!.body).toContain(`موعد جديد لحجزك ${placed.order_number}`);
    expect(sent[0]!.body).toContain(`${formatLocalDate(slotDate, 'ar')} الساعة 1:00 م`);
    expect(sent[0]!.body).toMatch(new RegExp(`/ar/dashboard/bookings\\?booking=${placed.id}$`));
  });

  it('a gift: its recipient gets the text in the gift’s language with the gift’s link; both get a notification', async () => {
    const sender = customers.shift()!;
    const recipient = await accountFor(t, '500000188');
    const placed = await order(sender, '10:00', 'en', {
      is_gifted_order: '1',
      gifted_order_data: {
        first_name: 'Noura',
        last_name: 'Ali',
        mobile_code: '966',
        mobile_number: '500000188',
        locale: 'ar',
      },
    });
    const senderMobile = (await call(t, 'GET', '/api/v1/user/profile', undefined, { token: sender.token }))
      .body.data.mobile_number as string;
    expect((await move(placed.products[0]!.order_product_id, '15:30')).status).toBe(200);
    const toRecipient = await expectMovedSms('966500000188', 1);
    expect(toRecipient[0]!.body).toContain(`${formatLocalDate(slotDate, 'ar')} الساعة 3:30 م`);
    expect(toRecipient[0]!.body).toMatch(/\/ar\/gift-list\?gift=\d+$/);
    expect(movedSms(`966${senderMobile}`)).toHaveLength(0);

    const [forSender] = await movedNotes(sender.id);
    const [forRecipient] = await movedNotes(recipient.id);
    expect(forSender).toMatchObject({ locale: 'en', orderId: placed.id, params: { time: '15:30' } });
    expect(forRecipient).toMatchObject({ locale: 'ar', orderId: placed.id, params: { time: '15:30' } });
    const list = await call(t, 'GET', '/api/v1/notifications', undefined, {
      token: recipient.token,
      lang: 'ar',
    });
    expect(JSON.stringify(list.body.data)).toContain(`موعد جديد للحجز ${placed.order_number}`);
    // The recipient reads the app in English: the notification follows, its branch's name too (issue 30 item 8).
    const inEnglish = await call(t, 'GET', '/api/v1/notifications', undefined, {
      token: recipient.token,
      lang: 'en',
    });
    const moved = (
      inEnglish.body.data.notifications as { kind: string; locale: string; body: string }[]
    ).find((n) => n.kind === 'booking_moved')!;
    expect(moved.locale).toBe('en');
    expect(moved.body).toMatch(/^Your booking moved to .* at 3:30 PM, Test branch \d+\.$/);
  });

  it('a late delivery of an older move texts nothing: only the time that holds is ever sent', async () => {
    const customer = customers.shift()!;
    const placed = await order(customer, '11:00', 'en');
    const mobile = (await call(t, 'GET', '/api/v1/user/profile', undefined, { token: customer.token })).body
      .data.mobile_number as string;
    const line = placed.products[0]!.order_product_id;
    expect((await move(line, '12:00')).status).toBe(200);
    await expectMovedSms(`966${mobile}`, 1);
    expect((await move(line, '14:00')).status).toBe(200);
    const sent = await expectMovedSms(`966${mobile}`, 2);
    expect(sent.map((m) => m.body.match(/at (\d\d?:\d\d [AP]M)/)![1]).sort()).toEqual([
      '12:00 PM',
      '2:00 PM',
    ]);
    expect(await movedNotes(customer.id)).toHaveLength(2);
    // The first move's event delivered again (a retry after a lost answer): its time no longer holds.
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.type, 'booking.moved'),
          sql`${outboxEvents.payload}->>'order_product_id' = ${String(line)}`,
        ),
      )
      .orderBy(asc(outboxEvents.id));
    expect(events).toHaveLength(2);
    // As if neither had gone out yet (the messenger sends a key once: a plain redelivery sends nothing at all).
    await t.database.db.delete(messages).where(
      inArray(
        messages.key,
        events.map((e) => `event-${e.id}`),
      ),
    );
    const sms = createConsoleProvider();
    const messenger = createMessenger({
      db: t.database.db,
      sms,
      whatsapp: null,
      costs: { sms: 0, whatsapp: 0 },
    });
    const consumer = movedSmsConsumer({ db: t.database.db, messenger, origin: 'http://localhost:3000' });
    await consumer.handle(events[0]!, t.app.context);
    expect(sms.outbox()).toHaveLength(0);
    await consumer.handle(events[1]!, t.app.context);
    expect(sms.outbox().map((m) => m.to)).toEqual([`966${mobile}`]);
  });
});
