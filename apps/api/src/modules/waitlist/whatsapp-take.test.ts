/**
 * The waitlist offer on WhatsApp (ADR 0059): the offer goes through the messenger with a Take it button naming the
 * entry; a signed Take it from the entry's owner's number puts the held time in their cart exactly like the app's
 * accept, once however often Meta delivers it; another number, or an offer that ran out, changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageReplies, reservations, users, waitlistEntries } from '../../db/schema.ts';
import { createConsoleWhatsApp } from '../../integrations/whatsapp/console-channel.ts';
import { buttonReply, signedPost } from '../../integrations/whatsapp/fake-cloud-server.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { call } from '../../test/call.ts';
import { checkout, holdService, slotDate } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { offerFreedTimes } from './offer.ts';

const appSecret = 'test-app-secret';
const whatsapp = createConsoleWhatsApp({ log: () => undefined });
type Person = { id: number; token: string; mobile: string };

let t: TestApp;
let people: Person[];
beforeAll(async () => {
  t = await createTestApp({
    outbox: { start: false },
    whatsapp: { channel: whatsapp, console: whatsapp, appSecret, verifyToken: 'test-verify-token' },
  });
  const created = await createCustomers(t, 8);
  people = [];
  for (const c of created) {
    const [user] = await t.database.db.select().from(users).where(eq(users.id, c.id));
    people.push({ ...c, mobile: user!.mobileNumber! });
  }
});
afterAll(() => t.close());

/** Every reaction, and the reactions to those (the refill publishes `waitlist.offered`), until none is left. */
const drain = async () => {
  while ((await t.app.context.outbox.drain()) > 0);
};
const local = (hhmm: string) => `${slotDate}T${hhmm}:00+03:00`;
const post = (payload: unknown) => {
  const signed = signedPost(payload, appSecret);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/messaging/webhook/whatsapp',
    payload: signed.body,
    headers: signed.headers,
  });
};
const entryStatus = async (id: number) =>
  (await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!.status;
const cartLines = async (who: Person) => {
  const res = await call(t, 'GET', '/api/v1/cart', undefined, { token: who.token });
  expect(res.status).toBe(200);
  return res.body.data.cart.products as { start_at: string | null }[];
};
const outcomeOf = async (replyId: string) =>
  (
    await t.database.db
      .select({ outcome: messageReplies.outcome })
      .from(messageReplies)
      .where(eq(messageReplies.providerMessageId, replyId))
  )[0]?.outcome;

/** `time` full (two therapists, two bookings) and `who` waiting for it; `cancelFirst` frees it (then offered). */
async function waiting(time: string, who: Person, lang: 'en' | 'ar' = 'en') {
  const f: Fixture = await createFixture(t, { resources: 2 });
  const bookings: { token: string; orderId: number }[] = [];
  for (let i = 0; i < 2; i++) {
    const owner = people.shift()!;
    await holdService(t, f, owner.token, time);
    const res = await checkout(t, owner.token, 'cash');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    bookings.push({ token: owner.token, orderId: res.body.data.order.id });
  }
  await drain();
  const joined = await call(
    t,
    'POST',
    '/api/v1/waitlist',
    { product_id: f.productId, branch_id: f.branchId, date: slotDate, start_at: local(time) },
    { token: who.token, lang },
  );
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const first = bookings[0]!;
  const cancelFirst = async () => {
    const res = await call(t, 'GET', `/api/v1/orders/${first.orderId}/cancel`, undefined, {
      token: first.token,
    });
    expect(res.status).toBe(200);
    await drain();
  };
  return { entryId: joined.body.data.entry.id as number, cancelFirst };
}

describe('a waitlist offer on WhatsApp', () => {
  it('is the template with Take it naming the entry; the owner’s tap takes it into the cart, once; another number changes nothing', async () => {
    const [waiter, stranger] = [people.shift()!, people.shift()!];
    const { entryId, cancelFirst } = await waiting('10:00', waiter);
    // A booking at that time is cancelled: the refill offers the time and the offer is told.
    await cancelFirst();
    expect(await entryStatus(entryId)).toBe('offered');

    // The message: WhatsApp (the console channel's outbox, as the demo outbox lists it), not an SMS.
    const res = await call(t, 'GET', `/api/v1/dev/outbox?mobile_number=${waiter.mobile}`);
    expect(res.status).toBe(200);
    const offers = (res.body.data.messages as Record<string, unknown>[]).filter(
      (m) => m.template === 'hajz_waitlist_offer',
    );
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      channel: 'whatsapp',
      language: 'en',
      buttons: [{ title: 'Take it', payload: `waitlist.take:${entryId}` }],
    });
    expect(String(offers[0]!.body)).toContain('/dashboard/waitlist');
    expect(t.sms.outbox().filter((m) => m.to === waiter.mobile)).toEqual([]);
    const [message] = whatsapp.outbox(waiter.mobile).filter((m) => m.template === 'hajz_waitlist_offer');

    // Another number taps it (a forwarded message): nothing changes, answered "no longer available".
    const strangerTap = buttonReply(
      stranger.mobile,
      `waitlist.take:${entryId}`,
      'Take it',
      message!.messageId,
      'wamid.stranger-take',
    );
    expect((await post(strangerTap)).statusCode).toBe(200);
    expect(await entryStatus(entryId)).toBe('offered');
    expect(await cartLines(stranger)).toEqual([]);
    // In Arabic, the business's language: a stranger learns nothing of the entry, not even its language.
    expect(whatsapp.outbox(stranger.mobile)[0]!.body).toBe('عذرًا، لم يعد هذا متاحًا.');
    expect(await outcomeOf('wamid.stranger-take')).toBe('take_unavailable');

    // The owner taps it: booked, the held time in their cart (the hold changed hands), answered with the cart link.
    const tap = buttonReply(
      waiter.mobile,
      `waitlist.take:${entryId}`,
      'Take it',
      message!.messageId,
      'wamid.owner-take',
    );
    const first = await post(tap);
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.payload).data.replies).toBe(1);
    expect(await outcomeOf('wamid.owner-take')).toBe('take_accepted');
    expect(await entryStatus(entryId)).toBe('booked');
    const lines = await cartLines(waiter);
    expect(lines).toHaveLength(1);
    expect(Date.parse(lines[0]!.start_at!)).toBe(Date.parse(local('10:00')));
    const holds = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.waitlistEntryId, entryId));
    expect(holds).toEqual([]);
    expect(whatsapp.outbox(waiter.mobile)[0]).toMatchObject({
      template: null,
      body: 'The time is in your cart, held for you. Check out here to book it: http://localhost:3000/cart',
    });

    // Meta delivers the same tap again, and the customer taps twice: still one line, one accept.
    const again = await post(tap);
    expect(JSON.parse(again.payload).data.replies).toBe(0);
    await post(buttonReply(waiter.mobile, `waitlist.take:${entryId}`, 'Take it', message!.messageId));
    expect(await cartLines(waiter)).toHaveLength(1);
    expect(await entryStatus(entryId)).toBe('booked');
  });

  it('an offer that ran out changes nothing, answered in the customer’s language', async () => {
    const waiter = people.shift()!;
    const { entryId, cancelFirst } = await waiting('12:00', waiter, 'ar');
    await cancelFirst();
    const [message] = whatsapp.outbox(waiter.mobile).filter((m) => m.template === 'hajz_waitlist_offer');
    expect(message).toMatchObject({ language: 'ar', buttons: [{ title: 'احجزه لي' }] });
    // 17 minutes later the minute's job ends the offer (15 minutes held).
    await offerFreedTimes(
      { db: t.database.db, publish: t.app.context.publish },
      new Date(Date.now() + 17 * 60_000),
    );
    expect(await entryStatus(entryId)).toBe('expired');
    await post(buttonReply(waiter.mobile, `waitlist.take:${entryId}`, 'احجزه لي', message!.messageId));
    expect(await entryStatus(entryId)).toBe('expired');
    expect(await cartLines(waiter)).toEqual([]);
    expect(whatsapp.outbox(waiter.mobile)[0]!.body).toBe('عذرًا، لم يعد هذا متاحًا.');
  });
});
