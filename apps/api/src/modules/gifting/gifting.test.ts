/**
 * Gifted bookings through the HTTP API (issue 13, ADR 0021): the sender's checkout with a recipient, the recipient's
 * text message, signing up with that number, the list and one gift as each side sees it, accept, choose another
 * time (and the race for the last one), decline with its refund, the sender's cancel, and who may do what.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { gifts, notifications, users } from '../../db/schema.ts';
import { giftRules } from '@hajz/contracts/gifting';
import { call, mobiles, signUp, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, overlappingReservations, type Fixture } from '../../test/booking.ts';
import { createSandboxTestApp, type SandboxTestApp } from '../../test/payments-sandbox-app.ts';
import { accountFor, type Customer } from '../../test/gifting.ts';
import { testCards, walk } from '../../test/payments-browser.ts';
import { checkout, holdService, paymentRows, reservationsOf, slotDate } from '../../test/orders.ts';

let t: SandboxTestApp;
let fx: Fixture;
let customers: Customer[];
const nextNational = mobiles('56');

beforeAll(async () => {
  t = await createSandboxTestApp();
  customers = await createCustomers(t, 40);
});
// Each test has its own branch with one resource (open 09:00–17:00), so every time is the last free one.
beforeEach(async () => {
  fx = await createFixture(t, { resources: 1, price: 23000 });
});
afterAll(() => t.close());

const customer = () => customers.shift()!;
const recipientData = (national: string, extra: Json = {}) => ({
  first_name: '  Noura ',
  last_name: 'Alqahtani',
  mobile_code: '966',
  mobile_number: `966${national}`,
  ...extra,
});
const giftBody = (national: string, extra: Json = {}) => ({
  is_gifted_order: '1',
  gifted_order_data: recipientData(national),
  gift_message: '  Happy birthday! ',
  ...extra,
});

/** A sender's gift of one booking at `time`, paid in cash (confirmed at once) or by card (paid here). */
async function sendGift(sender: Customer, national: string, time: string, method: 'cash' | 'card' = 'cash') {
  await holdService(t, fx, sender.token, time);
  const res = await checkout(t, sender.token, method, { body: giftBody(national) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (method === 'card') {
    const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    expect(landing.query.get('status')).toBe('success');
  }
  const order = res.body.data.order as Json;
  // The gift's text leaves through the outbox: send it now, so that it can never land after (and be read
  // as) a sign-in code the test asks for next.
  await t.app.context.outbox.drain();
  const [gift] = await t.database.db.select().from(gifts).where(eq(gifts.orderId, order.id));
  return { order, giftId: gift!.id };
}

const get = (c: Customer, url: string, lang?: 'en' | 'ar') =>
  call(t, 'GET', url, undefined, { token: c.token, lang });
const post = (c: Customer, url: string, body: Json = {}, lang?: 'en' | 'ar') =>
  call(t, 'POST', url, body, { token: c.token, lang });
const smsTo = (national: string) => t.sms.outbox().filter((m) => m.to === `966${national}`);
const notificationsOf = (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
async function times(c: Customer, giftId: number, lineId: number) {
  const res = await get(c, `/api/v1/gifted-orders/${giftId}/available-times?order_product_id=${lineId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const day = (res.body.data.times as Json[]).find((d) => d.date === slotDate)!;
  return day.slots as { from: string; from_date_time: string; to_date_time: string }[];
}
const slotAt = async (c: Customer, giftId: number, lineId: number, from: string) =>
  (await times(c, giftId, lineId)).find((s) => s.from === from)!;
const schedule = (
  c: Customer,
  giftId: number,
  lineId: number,
  slot: { from_date_time: string; to_date_time: string },
) =>
  post(c, `/api/v1/gifted-orders/${giftId}/schedule`, {
    order_product_id: lineId,
    start_at: slot.from_date_time,
    end_at: slot.to_date_time,
  });

describe('sending a gift', () => {
  it('refuses a gift without a valid recipient, to the sender’s own number, or an empty name: translated 422s', async () => {
    const sender = customer();
    await holdService(t, fx, sender.token, '09:00');
    const [me] = await t.database.db.select().from(users).where(eq(users.id, sender.id));
    const cases: [Json, string][] = [
      [{ is_gifted_order: '1' }, 'gifted_order_data'],
      [giftBody('12345'), 'gifted_order_data.mobile_number'],
      [giftBody('111111111'), 'gifted_order_data.mobile_number'],
      [
        { ...giftBody('500000000'), gifted_order_data: recipientData('500000000', { first_name: '   ' }) },
        'gifted_order_data.first_name',
      ],
      [giftBody(me!.mobileNumber!.slice(3)), 'gifted_order_data.mobile_number'],
      [{ ...giftBody('500000000'), is_gifted_order: true }, 'is_gifted_order'],
    ];
    for (const [body, field] of cases) {
      const res = await checkout(t, sender.token, 'cash', { body, lang: 'ar' });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
      expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    const self = await checkout(t, sender.token, 'cash', { body: giftBody(me!.mobileNumber!.slice(3)) });
    expect(self.body.errors['gifted_order_data.mobile_number']).toEqual([
      'A gift goes to someone else: this is your own number',
    ]);
    expect(await t.database.db.select().from(gifts).where(eq(gifts.senderUserId, sender.id))).toEqual([]);
  });

  it('a cash gift: the order is the sender’s, the recipient gets one text in Arabic with the sender and a link — never the message, no price', async () => {
    const sender = customer();
    const national = nextNational();
    const { order, giftId } = await sendGift(sender, national, '09:00');
    const [gift] = await t.database.db.select().from(gifts).where(eq(gifts.id, giftId));
    expect(gift).toMatchObject({
      senderUserId: sender.id,
      recipientMobile: `966${national}`,
      firstName: 'Noura',
      message: 'Happy birthday!',
      status: 'waiting',
      locale: 'ar',
    });
    await vi.waitFor(() => expect(smsTo(national)).toHaveLength(1));
    const [sms] = smsTo(national);
    expect(sms!.body).toContain('Test Customer');
    // Who sent it and our link: never the sender's own words (issue 29, ADR 0056); the message is read in the app.
    expect(sms!.body).not.toContain('Happy birthday!');
    expect(sms!.body).toContain(`/ar/gift-list?gift=${giftId}`);
    expect(sms!.body).toMatch(/[\u0600-\u06FF]/);
    expect(sms!.body).not.toContain('230');
    expect(sms!.body).not.toContain(String(order.total / 100));
    // The sender's own view: gifted to Noura, with the prices and the invoice.
    const mine = await get(sender, `/api/v1/orders/${order.id}`);
    expect(mine.body.data.gifted_info).toMatchObject({
      id: giftId,
      is_sender: true,
      is_completed: false,
      status: 'waiting',
      receiver_user: { full_name: 'Noura Alqahtani' },
      sender_user: { full_name: 'Test Customer' },
      gifted_status: { label: 'Waiting for a reply', color: '#b45309' },
    });
    expect(mine.body.data.total).toBe(order.total);
    expect(mine.body.data.invoice_link).toEqual(expect.any(String));
  });

  it('a card gift reaches nobody until it is paid; then one text and the recipient’s notification', async () => {
    const sender = customer();
    const national = nextNational();
    const recipient = await accountFor(t, national);
    await holdService(t, fx, sender.token, '11:00');
    const res = await checkout(t, sender.token, 'card', {
      body: giftBody(national, { gifted_order_data: recipientData(national, { locale: 'en' }) }),
    });
    expect(res.status).toBe(201);
    await t.app.context.outbox.drain();
    expect(smsTo(national)).toHaveLength(0);
    expect((await get(recipient, '/api/v1/gifted-orders')).body.data.orders).toEqual([]);
    expect((await get(recipient, `/api/v1/orders/${res.body.data.order.id}`)).status).toBe(404);
    await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    await t.app.context.outbox.drain();
    expect(smsTo(national)).toHaveLength(1);
    expect(smsTo(national)[0]!.body).toContain('sent you a gift');
    const [note] = await notificationsOf(recipient.id);
    expect(note).toMatchObject({ kind: 'gift_received', locale: 'en', orderId: res.body.data.order.id });
    // The text keeps the sender's choice (English); the notification centre speaks the recipient's language,
    // names included (issue 30 item 8).
    type Note = { kind: string; locale: string; title: string; body: string };
    const received = async (lang: 'en' | 'ar') =>
      ((await get(recipient, '/api/v1/notifications', lang)).body.data.notifications as Note[]).find(
        (n) => n.kind === 'gift_received',
      )!;
    const inArabic = await received('ar');
    expect(inArabic).toMatchObject({ locale: 'ar', title: 'أرسل لك Test Customer هدية' });
    expect(inArabic.body).toMatch(/^مساج تجريبي \d+ في فرع تجريبي \d+\. /);
    const inEnglish = await received('en');
    expect(inEnglish).toMatchObject({ locale: 'en', title: 'Test Customer sent you a gift' });
    expect(inEnglish.body).toMatch(/^Test massage \d+ at Test branch \d+\. /);
    const list = await get(recipient, '/api/v1/gifted-orders', 'ar');
    expect(list.body.data.orders).toHaveLength(1);
    expect(list.body.data.orders[0]).toMatchObject({
      is_sender: false,
      order_id: res.body.data.order.id,
      gifted_status: { label: 'بانتظار الرد' },
    });
  });

  it('a recipient without an account signs up with the number and finds the gift waiting, without prices', async () => {
    const sender = customer();
    const national = nextNational();
    const { order, giftId } = await sendGift(sender, national, '12:00');
    const { token } = await signUp(t, national);
    const recipient = { id: 0, token };
    const gift = await get(recipient, `/api/v1/gifted-orders/${giftId}`);
    expect(gift.status, JSON.stringify(gift.body)).toBe(200);
    const data = gift.body.data.gifted_order;
    expect(data).toMatchObject({
      id: giftId,
      order_id: order.id,
      is_sender: false,
      gift_message: 'Happy birthday!',
    });
    expect(data.order).toMatchObject({
      total: 0,
      sub_total: 0,
      tax_amount: 0,
      invoice_link: null,
      is_cancelable: false,
      can_rate: false,
      user_name: 'Noura Alqahtani',
    });
    expect(data.products[0]).toMatchObject({ unit_price: 0, total_price: 0 });
    expect(data.products[0].start_at).toContain(`${slotDate}T12:00`);
    // It is in their bookings too (spec §2: 'gifted by' in the booking show).
    const bookings = await get(recipient, '/api/v1/orders');
    expect(bookings.body.data.orders.map((o: Json) => o.id)).toContain(order.id);
  });

  it(`a sender may send ${giftRules.maxGiftsPerSenderPerDay} gifts a day: the next is a translated 429`, async () => {
    const sender = customer();
    for (let i = 0; i < giftRules.maxGiftsPerSenderPerDay; i++) {
      await holdService(t, fx, sender.token, '09:00');
      const res = await checkout(t, sender.token, 'cash', { body: giftBody(nextNational()) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      // Give the time back for the next one.
      expect((await get(sender, `/api/v1/orders/${res.body.data.order.id}/cancel`)).status).toBe(200);
    }
    await holdService(t, fx, sender.token, '09:00');
    const res = await checkout(t, sender.token, 'cash', { body: giftBody(nextNational()), lang: 'ar' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(res.headers['retry-after']).toBe('3600');
  });
});

describe('the recipient answers', () => {
  it('accept: accepted, the sender notified once; accepting again answers the same; decline and schedule then refused', async () => {
    const sender = customer();
    const national = nextNational();
    const recipient = await accountFor(t, national);
    const { order, giftId } = await sendGift(sender, national, '13:00');
    const first = await post(recipient, `/api/v1/gifted-orders/${giftId}/accept`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.gifted_order).toMatchObject({ status: 'accepted', is_completed: true });
    const again = await post(recipient, `/api/v1/gifted-orders/${giftId}/accept`);
    expect(again.status).toBe(200);
    const decline = await get(recipient, `/api/v1/orders/${order.id}/cancel?user_id=${recipient.id}`, 'ar');
    expect(decline.status).toBe(409);
    expect(decline.body.message).toMatch(/[\u0600-\u06FF]/);
    const line = order.products[0].order_product_id;
    const moved = await schedule(recipient, giftId, line, {
      from_date_time: `${slotDate}T15:00:00+03:00`,
      to_date_time: `${slotDate}T16:00:00+03:00`,
    });
    expect(moved.status).toBe(409);
    await t.app.context.outbox.drain();
    const notes = (await notificationsOf(sender.id)).filter((n) => n.kind === 'gift_accepted');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.params).toMatchObject({ recipient: 'Noura Alqahtani', time: '13:00' });
  });

  it('schedule: the booking moves in one step (the old time is free for others), the sender sees the new time and is told', async () => {
    const sender = customer();
    const national = nextNational();
    const recipient = await accountFor(t, national);
    const { order, giftId } = await sendGift(sender, national, '14:00');
    const line = order.products[0].order_product_id as number;
    const listed = await times(recipient, giftId, line);
    expect(listed.map((s) => s.from)).toContain('14:00');
    const res = await schedule(recipient, giftId, line, await slotAt(recipient, giftId, line, '16:00'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Scheduled successfully');
    expect(res.body.data.gifted_order.status).toBe('scheduled');
    expect(res.body.data.gifted_order.is_completed).toBe(false);
    const bookings = (await reservationsOf(t, fx.resourceIds)).filter((r) => r.orderItemId === line);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]!.kind).toBe('booking');
    // Someone else can take 14:00 now.
    const other = customer();
    await holdService(t, fx, other.token, '14:00');
    const seen = await get(sender, `/api/v1/orders/${order.id}`);
    expect(seen.body.data.products[0].start_at).toContain(`${slotDate}T16:00`);
    expect(seen.body.data.time).toBe('16:00');
    await t.app.context.outbox.drain();
    const note = (await notificationsOf(sender.id)).find((n) => n.kind === 'gift_scheduled');
    expect(note?.params).toMatchObject({ time: '16:00', order_number: order.order_number });
    // A taken time: 409, and the gift keeps 16:00.
    const taken = await schedule(recipient, giftId, line, {
      from_date_time: `${slotDate}T14:00:00+03:00`,
      to_date_time: `${slotDate}T15:00:00+03:00`,
    });
    expect(taken.status).toBe(409);
    expect((await get(sender, `/api/v1/orders/${order.id}`)).body.data.time).toBe('16:00');
    // Then accept keeps the chosen time.
    expect(
      (await post(recipient, `/api/v1/gifted-orders/${giftId}/accept`)).body.data.gifted_order.status,
    ).toBe('accepted');
    expect(await overlappingReservations(t)).toEqual([]);
  });

  it('the last free time: the recipient and another customer race for it, exactly one wins', async () => {
    const sender = customer();
    const national = nextNational();
    const recipient = await accountFor(t, national);
    const { order, giftId } = await sendGift(sender, national, '09:00');
    const line = order.products[0].order_product_id as number;
    const slot = await slotAt(recipient, giftId, line, '15:00');
    const rival = customer();
    const [moved, held] = await Promise.all([
      schedule(recipient, giftId, line, slot),
      call(
        t,
        'POST',
        '/api/v1/cart',
        { product_id: fx.productId, branch_id: fx.branchId, date: slotDate, selectedTime: '15:00' },
        { token: rival.token },
      ),
    ]);
    const won = [moved.status === 200, held.status === 201];
    expect(won.filter(Boolean), `${moved.status} ${held.status}`).toHaveLength(1);
    expect(won[0] ? held.status : moved.status).toBe(409);
    expect(await overlappingReservations(t)).toEqual([]);
  });

  it('decline (paid by card): cancelled, the times free, the card refunded once, the sender told; declining again answers the same', async () => {
    const sender = customer();
    const national = nextNational();
    const recipient = await accountFor(t, national);
    const { order, giftId } = await sendGift(sender, national, '10:00', 'card');
    const refund = vi.spyOn(t.gateway.provider, 'refund');
    try {
      const res = await get(recipient, `/api/v1/orders/${order.id}/cancel?user_id=${recipient.id}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('The gift was declined');
      expect(res.body.data.order.status.value).toBe(9);
      expect(res.body.data.order.gifted_info).toMatchObject({ status: 'declined', is_completed: true });
      expect((await get(recipient, `/api/v1/orders/${order.id}/cancel?user_id=${recipient.id}`)).status).toBe(
        200,
      );
      expect(refund).toHaveBeenCalledTimes(1);
    } finally {
      refund.mockRestore();
    }
    expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['refunded']);
    const [gift] = await t.database.db.select().from(gifts).where(eq(gifts.id, giftId));
    expect(gift!.status).toBe('declined');
    expect(
      (await reservationsOf(t, fx.resourceIds)).filter(
        (r) => r.orderItemId === order.products[0].order_product_id,
      ),
    ).toEqual([]);
    await t.app.context.outbox.drain();
    // Told once, by the gift's own notification: not also a plain "booking cancelled" (journey walk 2026-11-28).
    expect(
      (await notificationsOf(sender.id)).map((n) => n.kind).filter((k) => k !== 'booking_confirmed'),
    ).toEqual(['gift_declined', 'refund_issued']);
    // Nor by text: the sender's phone gets the refund, not "your booking is cancelled" for a visit they never had.
    const [senderRow] = await t.database.db.select().from(users).where(eq(users.id, sender.id));
    const texts = t.sms.outbox(senderRow!.mobileNumber!).filter((m) => m.body.includes(order.order_number));
    expect(texts.filter((m) => m.body.includes('we refunded'))).toHaveLength(1);
    expect(texts.filter((m) => m.body.includes('is cancelled'))).toEqual([]);
    // Cancelled gifts leave the list (spec §4); the sender still has the order in their bookings.
    expect((await get(recipient, '/api/v1/gifted-orders')).body.data.orders).toEqual([]);
    expect((await get(sender, `/api/v1/orders/${order.id}`)).body.data.gifted_info.status).toBe('declined');
  });

  it('the sender cancelling withdraws the gift: the recipient can no longer answer it', async () => {
    const sender = customer();
    const national = nextNational();
    const recipient = await accountFor(t, national);
    const { order, giftId } = await sendGift(sender, national, '16:00');
    expect((await get(sender, `/api/v1/orders/${order.id}/cancel`)).status).toBe(200);
    const [gift] = await t.database.db
      .select()
      .from(gifts)
      .where(and(eq(gifts.id, giftId)));
    expect(gift!.status).toBe('withdrawn');
    expect((await post(recipient, `/api/v1/gifted-orders/${giftId}/accept`)).status).toBe(409);
  });
});

describe('who may do what', () => {
  it('anyone else gets 404 on every gift endpoint; the sender cannot answer their own gift; only the sender has the invoice', async () => {
    const sender = customer();
    const national = nextNational();
    const recipient = await accountFor(t, national);
    const stranger = customer();
    const { order, giftId } = await sendGift(sender, national, '15:00');
    const line = order.products[0].order_product_id;
    const slot = {
      order_product_id: line,
      start_at: `${slotDate}T19:00:00+03:00`,
      end_at: `${slotDate}T20:00:00+03:00`,
    };
    const answers = (c: Customer) => [
      get(c, `/api/v1/gifted-orders/${giftId}/available-times?order_product_id=${line}`),
      post(c, `/api/v1/gifted-orders/${giftId}/accept`),
      post(c, `/api/v1/gifted-orders/${giftId}/schedule`, slot),
    ];
    const strangerCalls = [
      ...answers(stranger),
      get(stranger, `/api/v1/gifted-orders/${giftId}`),
      get(stranger, `/api/v1/orders/${order.id}`),
      get(stranger, `/api/v1/orders/${order.id}/cancel?user_id=${stranger.id}`),
      get(stranger, `/api/v1/orders/${order.id}/cancel`),
    ];
    for (const res of await Promise.all(strangerCalls)) expect(res.status, res.payload).toBe(404);
    expect((await get(stranger, '/api/v1/gifted-orders')).body.data.orders).toEqual([]);
    // The sender sees it but cannot answer for the recipient.
    expect((await get(sender, `/api/v1/gifted-orders/${giftId}`)).status).toBe(200);
    for (const res of await Promise.all(answers(sender))) expect(res.status, res.payload).toBe(404);
    // The recipient cannot act as someone else, nor cancel as if they had paid.
    expect((await get(recipient, `/api/v1/orders/${order.id}/cancel?user_id=${sender.id}`)).status).toBe(404);
    expect((await get(recipient, `/api/v1/orders/${order.id}/cancel`)).status).toBe(404);
    expect((await get(recipient, `/api/v1/orders/${order.id}`)).body.data.invoice_link).toBeNull();
    expect((await get(recipient, `/api/v1/orders/${order.id}/rating`)).status).toBe(404);
    const [gift] = await t.database.db.select().from(gifts).where(eq(gifts.id, giftId));
    expect(gift!.status).toBe('waiting');
  });
});
