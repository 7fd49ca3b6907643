/**
 * The WhatsApp webhook (issue 29 item 3, ADR 0056): Meta's handshake, signatures (valid, invalid, missing, replayed),
 * delivery statuses, and a tapped Cancel that cancels by the app's rules once, only from the booking's own number.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  businessSettings,
  messageReplies,
  messages,
  messagingConsents,
  orderItems,
  orders,
  products,
  reservations,
  users,
} from '../../db/schema.ts';
import { createConsoleWhatsApp } from '../../integrations/whatsapp/console-channel.ts';
import {
  buttonReply,
  signedPost,
  statusUpdate,
  textMessage,
} from '../../integrations/whatsapp/fake-cloud-server.ts';
import { signBody } from '../../integrations/whatsapp/signature.ts';
import { demoAppSecret, demoVerifyToken } from '../../config/whatsapp.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { call } from '../../test/call.ts';
import { checkout, expectRefundedTo, holdService, paymentRows } from '../../test/orders.ts';
import { testCards, walk } from '../../test/payments-browser.ts';
import { createSandboxTestApp, type SandboxTestApp } from '../../test/payments-sandbox-app.ts';
import { createTestApp } from '../../test/test-app.ts';

const appSecret = 'test-app-secret';
const verifyToken = 'test-verify-token';
const url = '/api/v1/messaging/webhook/whatsapp';
const whatsapp = createConsoleWhatsApp({ log: () => undefined });

let t: SandboxTestApp;
let fx: Fixture;
beforeAll(async () => {
  t = await createSandboxTestApp({
    whatsapp: { channel: whatsapp, console: whatsapp, appSecret, verifyToken },
  });
  fx = await createFixture(t, { resources: 4 });
});
afterAll(async () => t.close());

const post = (payload: unknown, headers?: Record<string, string>) => {
  const signed = signedPost(payload, appSecret);
  return t.app.inject({
    method: 'POST',
    url,
    payload: signed.body,
    headers: { ...signed.headers, ...headers },
  });
};
const repliesCount = async () => (await t.database.db.select().from(messageReplies)).length;

/** A customer with a confirmed booking (cash, or paid by card), and the WhatsApp confirmation they got. */
async function booked(
  time: string,
  lang: 'en' | 'ar' = 'en',
  o: { method?: 'cash' | 'card'; on?: Fixture } = {},
) {
  const [c] = await createCustomers(t, 1);
  const [user] = await t.database.db.select().from(users).where(eq(users.id, c!.id));
  await holdService(t, o.on ?? fx, c!.token, time);
  const res = await checkout(t, c!.token, o.method ?? 'cash', { lang });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (o.method === 'card') {
    const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    expect(landing.query.get('status')).toBe('success');
  }
  await t.app.context.outbox.drain();
  const order = res.body.data.order as { id: number; order_number: string; total: number };
  const [confirmation] = whatsapp
    .outbox(user!.mobileNumber!)
    .filter((m) => m.template === 'hajz_booking_confirmed');
  expect(confirmation).toBeDefined();
  return { c: c!, mobile: user!.mobileNumber!, order, confirmation: confirmation! };
}

const setWindow = async (hours: number) => {
  await t.database.db.update(businessSettings).set({ cancelWindowHours: hours });
  invalidateReads(t.database.db);
};

const statusOf = async (orderId: number) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!
    .status;

describe('the handshake', () => {
  it('echoes hub.challenge as plain text for our verify token', async () => {
    const res = await call(
      t,
      'GET',
      `${url}?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.payload).toBe('1158201444');
  });

  it('refuses another token (403) and a malformed handshake (422)', async () => {
    const wrong = await call(t, 'GET', `${url}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`);
    expect(wrong.status).toBe(403);
    expect(wrong.payload).not.toContain('"1"');
    const mode = await call(
      t,
      'GET',
      `${url}?hub.mode=unsubscribe&hub.verify_token=${verifyToken}&hub.challenge=1`,
    );
    expect(mode.status).toBe(422);
  });
});

describe('the confirmation on WhatsApp', () => {
  it('is the approved template in the order language, with Reschedule and Cancel carrying the booking', async () => {
    const { order, confirmation } = await booked('09:00', 'ar');
    expect(confirmation.language).toBe('ar');
    expect(confirmation.parameters[1]).toBe(order.order_number);
    expect(confirmation.buttons).toEqual([
      { title: 'تغيير الموعد', payload: `booking.reschedule:${order.id}` },
      { title: 'إلغاء الحجز', payload: `booking.cancel:${order.id}` },
    ]);
    expect(confirmation.body).toContain(order.order_number);
    // Recorded once, delivered (the console channel), with its cost.
    const rows = await t.database.db.select().from(messages).where(eq(messages.orderId, order.id));
    expect(rows.map((r) => [r.channel, r.status, r.costHalalas])).toEqual([['whatsapp', 'delivered', 5]]);
    expect(t.sms.outbox().filter((m) => m.body.includes(order.order_number))).toEqual([]);
  });
});

describe('the demo outbox', () => {
  it('lists WhatsApp messages beside SMS: channel, template, language, parameters, buttons with payloads', async () => {
    const { mobile, order } = await booked('15:00');
    const res = await call(t, 'GET', `/api/v1/dev/outbox?mobile_number=${mobile}`);
    expect(res.status).toBe(200);
    const [latest] = res.body.data.messages;
    expect(latest).toMatchObject({
      channel: 'whatsapp',
      to: mobile,
      template: 'hajz_booking_confirmed',
      language: 'en',
      buttons: [
        { title: 'Reschedule', payload: `booking.reschedule:${order.id}` },
        { title: 'Cancel booking', payload: `booking.cancel:${order.id}` },
      ],
    });
    expect(latest.parameters).toContain(order.order_number);
    // The sign-in code beside it: SMS, whatever the channel of booking messages (ADR 0056).
    await call(t, 'POST', '/api/v1/account/send-otp', { mobile_number: mobile.slice(3), accept_terms: 1 });
    const after = (await call(t, 'GET', `/api/v1/dev/outbox?mobile_number=${mobile}`)).body.data.messages;
    expect(after[0]).toMatchObject({ channel: 'sms', template: null, buttons: [] });
    expect(after[1]).toMatchObject({ channel: 'whatsapp' });
    // Sent by the sign-in route itself, not the messenger: no row keeps the code (ADR 0056, amended 2026-11-28).
    const kept = await t.database.db.select().from(messages).where(eq(messages.to, mobile));
    expect(kept.map((m) => m.intent)).toEqual(['booking_confirmed']);
  });
});

describe('signatures', () => {
  it('a missing or wrong signature is 401 and writes nothing', async () => {
    const { mobile, order, confirmation } = await booked('10:00');
    const payload = buttonReply(
      mobile,
      `booking.cancel:${order.id}`,
      'Cancel booking',
      confirmation.messageId,
    );
    const before = await repliesCount();
    const body = JSON.stringify(payload);
    const missing = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signBody(body, 'another-secret'),
      },
    });
    expect(wrong.statusCode).toBe(401);
    // Signed, then changed on the way: the signature no longer covers the body.
    const tampered = await t.app.inject({
      method: 'POST',
      url,
      payload: body.replace(String(order.id), String(order.id + 1)),
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(body, appSecret) },
    });
    expect(tampered.statusCode).toBe(401);
    expect(JSON.parse(wrong.payload).message).toBeTruthy();
    expect(await repliesCount()).toBe(before);
    expect(await statusOf(order.id)).toBe('confirmed');
  });

  it('a valid Cancel tap cancels once however often it is delivered (a replay changes nothing)', async () => {
    const { mobile, order, confirmation } = await booked('11:00');
    const payload = buttonReply(
      mobile,
      `booking.cancel:${order.id}`,
      'Cancel booking',
      confirmation.messageId,
    );
    const first = await post(payload);
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.payload).data).toEqual({ statuses: 0, replies: 1 });
    expect(await statusOf(order.id)).toBe('cancelled');
    const again = await post(payload);
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.payload).data).toEqual({ statuses: 0, replies: 0 });
    const [reply] = await t.database.db
      .select()
      .from(messageReplies)
      .where(eq(messageReplies.payload, `booking.cancel:${order.id}`));
    expect(reply!.outcome).toBe('cancelled');
    await t.app.context.outbox.drain();
    // The answer on WhatsApp, then the cancellation message: one each.
    const chat = whatsapp.outbox(mobile);
    expect(chat.filter((m) => m.template === null && m.body.includes(order.order_number))).toHaveLength(1);
    expect(chat.filter((m) => m.template === 'hajz_booking_cancelled')).toHaveLength(1);
    // A new tap (another Meta id) on the cancelled booking: nothing changes, and it says so.
    const late = await post(
      buttonReply(mobile, `booking.cancel:${order.id}`, 'Cancel booking', confirmation.messageId),
    );
    expect(JSON.parse(late.payload).data.replies).toBe(1);
    const outcomes = await t.database.db
      .select({ outcome: messageReplies.outcome })
      .from(messageReplies)
      .where(eq(messageReplies.payload, `booking.cancel:${order.id}`));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already_cancelled', 'cancelled']);
    expect(whatsapp.outbox(mobile)[0]!.body).toBe(
      `Your booking ${order.order_number} was already cancelled.`,
    );
  });

  it('a card-paid booking: the tap refunds once, however often Meta delivers it', async () => {
    const { c, mobile, order, confirmation } = await booked('16:00', 'en', { method: 'card' });
    expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['paid']);
    const payload = buttonReply(
      mobile,
      `booking.cancel:${order.id}`,
      'Cancel booking',
      confirmation.messageId,
    );
    const refund = vi.spyOn(t.gateway.provider, 'refund');
    try {
      expect(JSON.parse((await post(payload)).payload).data.replies).toBe(1);
      expect(JSON.parse((await post(payload)).payload).data.replies).toBe(0);
      await t.app.context.outbox.drain();
      expect(refund).toHaveBeenCalledTimes(1);
      expect(refund.mock.calls[0]![0]).toMatchObject({ reference: order.order_number, amount: order.total });
    } finally {
      refund.mockRestore();
    }
    expect(await statusOf(order.id)).toBe('cancelled');
    await expectRefundedTo(t, { id: order.id, userId: c.id }, 'card');
    const answers = whatsapp.outbox(mobile).filter((m) => m.template === null);
    expect(answers.map((m) => m.body)).toEqual([
      `Your booking ${order.order_number} is cancelled. Details and any refund: ${t.app.context.origin}/dashboard/bookings?booking=${order.id}`,
    ]);
  });

  it('a tap after the cancel deadline is answered too late and changes nothing', async () => {
    const { mobile, order, confirmation } = await booked('09:00');
    // The booking is about two days away: a 72-hour window has closed.
    await setWindow(72);
    try {
      await post(buttonReply(mobile, `booking.cancel:${order.id}`, 'Cancel booking', confirmation.messageId));
    } finally {
      await setWindow(6);
    }
    const [reply] = await t.database.db
      .select()
      .from(messageReplies)
      .where(eq(messageReplies.payload, `booking.cancel:${order.id}`));
    expect(reply!.outcome).toBe('too_late');
    expect(whatsapp.outbox(mobile)[0]!.body).toBe(
      `Booking ${order.order_number} can no longer be cancelled here (less than 72 hours before it). Please call us.`,
    );
    expect(await statusOf(order.id)).toBe('confirmed');
    const lines = await t.database.db
      .select({ kind: reservations.kind })
      .from(reservations)
      .innerJoin(orderItems, eq(orderItems.id, reservations.orderItemId))
      .where(eq(orderItems.orderId, order.id));
    expect(lines.map((l) => l.kind)).toEqual(['booking']);
  });

  it('a tap inside the window on a booking with a deposit cancels it and says the deposit is kept', async () => {
    const deposit = await createFixture(t, { resources: 1, price: 10000 });
    await t.database.db
      .update(products)
      .set({ depositKind: 'percent', depositValue: 20 })
      .where(eq(products.id, deposit.productId));
    invalidateReads(t.database.db);
    const { mobile, order, confirmation } = await booked('10:00', 'ar', { method: 'card', on: deposit });
    await setWindow(72);
    try {
      await post(buttonReply(mobile, `booking.cancel:${order.id}`, 'إلغاء الحجز', confirmation.messageId));
    } finally {
      await setWindow(6);
    }
    expect(await statusOf(order.id)).toBe('cancelled');
    const [reply] = await t.database.db
      .select()
      .from(messageReplies)
      .where(eq(messageReplies.payload, `booking.cancel:${order.id}`));
    expect(reply!.outcome).toBe('cancelled_deposit_kept');
    // 20 % of 100.00 SAR, kept: nothing goes back.
    expect((await paymentRows(t, order.id)).map((p) => [p.status, p.amount])).toEqual([['paid', 2000]]);
    expect(whatsapp.outbox(mobile)[0]!.body).toBe(
      `تم إلغاء حجزك ${order.order_number}. لا يُسترد العربون البالغ 20.00\u00a0ر.س لأن الإلغاء تم قبل أقل من 72 ساعة من موعدك. التفاصيل: ${t.app.context.origin}/ar/dashboard/bookings?booking=${order.id}`,
    );
  });

  it('a Cancel from another number changes nothing', async () => {
    const { order, confirmation } = await booked('12:00');
    const res = await post(
      buttonReply('966570000999', `booking.cancel:${order.id}`, 'Cancel', confirmation.messageId),
    );
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('confirmed');
    const [reply] = await t.database.db
      .select()
      .from(messageReplies)
      .where(eq(messageReplies.from, '966570000999'));
    expect(reply!.outcome).toBe('wrong_number');
  });

  it('Reschedule answers with the link to choose a time; Take it on no offer of theirs changes nothing', async () => {
    const { mobile, order, confirmation } = await booked('13:00');
    await post(buttonReply(mobile, `booking.reschedule:${order.id}`, 'Reschedule', confirmation.messageId));
    expect(await statusOf(order.id)).toBe('confirmed');
    expect(whatsapp.outbox(mobile)[0]!.body).toContain(`/dashboard/bookings?booking=${order.id}`);
    await post(buttonReply(mobile, 'waitlist.take:12', 'Take it', confirmation.messageId));
    const [take] = await t.database.db
      .select()
      .from(messageReplies)
      .where(eq(messageReplies.payload, 'waitlist.take:12'));
    expect(take!.outcome).toBe('take_unavailable');
    expect(whatsapp.outbox(mobile)[0]!.body).toBe('عذرًا، لم يعد هذا متاحًا.');
  });
});

describe('with WhatsApp off (a production install without it)', () => {
  it('has no secret: a tap signed with the public demo secret is 401 and changes nothing; no handshake passes', async () => {
    const off = await createTestApp();
    try {
      const offFx = await createFixture(off, { resources: 1 });
      const [c] = await createCustomers(off, 1);
      const [user] = await off.database.db.select().from(users).where(eq(users.id, c!.id));
      await holdService(off, offFx, c!.token, '10:00');
      const res = await checkout(off, c!.token, 'cash');
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const order = res.body.data.order as { id: number };
      const mobile = user!.mobileNumber!;
      const consents = async () => (await off.database.db.select().from(messagingConsents)).length;
      const consentsBefore = await consents();
      const forged = [
        buttonReply(mobile, `booking.cancel:${order.id}`, 'Cancel booking', 'wamid.forged'),
        textMessage(mobile, 'START'),
      ];
      for (const payload of forged) {
        const signed = signedPost(payload, demoAppSecret);
        const answer = await off.app.inject({
          method: 'POST',
          url,
          payload: signed.body,
          headers: signed.headers,
        });
        expect(answer.statusCode).toBe(401);
      }
      const [after] = await off.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(after!.status).toBe('confirmed');
      expect(await off.database.db.select().from(messageReplies)).toEqual([]);
      expect(await consents()).toBe(consentsBefore);
      for (const token of [demoVerifyToken, '']) {
        const handshake = await call(
          off,
          'GET',
          `${url}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
        );
        expect(handshake.status).toBe(403);
        expect(handshake.payload).not.toContain('1158201444');
      }
    } finally {
      await off.close();
    }
  });
});

describe('statuses and STOP', () => {
  it('records delivered and read in order; a late "sent" does not move it back', async () => {
    const { mobile, confirmation } = await booked('14:00');
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.providerMessageId, confirmation.messageId));
    await t.database.db
      .update(messages)
      .set({ status: 'sent', deliveredAt: null })
      .where(eq(messages.id, row!.id));
    expect(
      JSON.parse((await post(statusUpdate(confirmation.messageId, 'read', mobile))).payload).data.statuses,
    ).toBe(1);
    await post(statusUpdate(confirmation.messageId, 'sent', mobile));
    const [after] = await t.database.db.select().from(messages).where(eq(messages.id, row!.id));
    expect(after!.status).toBe('read');
    expect(after!.deliveredAt).not.toBeNull();
  });

  it('STOP turns marketing off and records where it came from', async () => {
    const [c] = await createCustomers(t, 1);
    // One who took offers (ticked the box at sign-up): the STOP turns them off.
    const [user] = await t.database.db
      .update(users)
      .set({ marketingMessages: true })
      .where(eq(users.id, c!.id))
      .returning();
    await post(textMessage(user!.mobileNumber!, ' stop '));
    const [after] = await t.database.db.select().from(users).where(eq(users.id, c!.id));
    expect(after!.marketingMessages).toBe(false);
    const profile = await call(t, 'GET', '/api/v1/user/profile', undefined, { token: c!.token });
    expect(profile.body.data.marketing_messages).toBe(0);
    const consents = await t.database.db
      .select()
      .from(messagingConsents)
      .where(eq(messagingConsents.userId, c!.id));
    expect(consents.map((r) => [r.mobile, r.channel, r.marketing, r.source])).toEqual([
      [user!.mobileNumber, null, 'out', 'whatsapp_stop'],
    ]);
  });
});
