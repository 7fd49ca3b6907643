/**
 * Texts nobody can abuse (issue 29 item 6, ADR 0057): one cap of messages per recipient number per business day
 * across every trigger (the desk's resend, a move, a ticket answer, a gift), a translated 429 with Retry-After,
 * exact under concurrency, seen by the owner; no customer-typed words or link in the texts we send; at most a few
 * rewarded invitation sign-ups per source a day.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignLinks, messageRules, withoutLinks } from '@hajz/contracts/message-rules';
import { referrals, users } from '../../db/schema.ts';
import { localDate } from '../../lib/zoned-time.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  arabicLetters,
  call,
  freshCode,
  mobiles,
  nextIp,
  profileFields,
  registerUser,
  verifyOtp,
  type Json,
} from '../../test/call.ts';
import { createCustomers, createFixture, tz, type Fixture } from '../../test/booking.ts';
import { checkout, holdService, slotDate } from '../../test/orders.ts';
import { book, openTicket, reply, ticketWorld } from '../../test/tickets.ts';
import { codeOf, type Customer } from '../../test/referrals.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof ticketWorld>>;
let pool: Customer[];
let fx: Fixture;
const cap = messageRules.perRecipientPerDay;
const today = () => localDate(Date.now(), tz);

beforeAll(async () => {
  t = await createTestApp();
  world = await ticketWorld(t);
  pool = await createCustomers(t, 12);
  fx = await createFixture(t, { resources: 4 });
});
afterAll(() => t.close());

const owner = () => world.desk.owner.token;
const resend = (orderId: number, lang: 'en' | 'ar' = 'en') =>
  call(t, 'POST', `/api/v1/admin/bookings/${orderId}/resend-confirmation`, undefined, {
    token: owner(),
    lang,
  });
const mobileOf = async (userId: number) =>
  (await t.database.db.select({ m: users.mobileNumber }).from(users).where(eq(users.id, userId)))[0]!.m!;
const capsToday = async () => {
  const res = await call(t, 'GET', `/api/v1/admin/message-caps?from=${today()}&to=${today()}`, undefined, {
    token: owner(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
};

describe('the daily cap per recipient', () => {
  it(`the desk's resend: ${cap} a day to one number, then a translated 429 until midnight, seen by the owner`, async () => {
    const customer = pool.shift()!;
    const orderId = await book(t, fx, customer, '09:00');
    for (let i = 0; i < cap; i++) expect((await resend(orderId)).status).toBe(200);
    const refused = await resend(orderId, 'ar');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(arabicLetters);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(86_400);
    expect((await resend(orderId)).body.message).toBe(
      'This number has been sent as many messages as we send in one day. Please try again tomorrow',
    );
    const report = await capsToday();
    expect(report.cap).toBe(cap);
    expect(report.recipients).toContainEqual({
      mobile: await mobileOf(customer.id),
      date: today(),
      sent: cap,
      refused: 2,
      last_refused_kind: 'resend_confirmation',
      last_refused_at: expect.any(String),
    });
    // The owner's alone.
    const byDesk = await call(
      t,
      'GET',
      `/api/v1/admin/message-caps?from=${today()}&to=${today()}`,
      undefined,
      {
        token: world.desk.receptionist.token,
      },
    );
    expect(byDesk.status).toBe(403);
  });

  it('exact under concurrency: of many resends at once, exactly the cap go through', async () => {
    const customer = pool.shift()!;
    const orderId = await book(t, fx, customer, '10:00');
    const answers = await Promise.all(Array.from({ length: cap + 5 }, () => resend(orderId)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(cap);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });

  it('one counter across triggers: resends, a move, a ticket answer and a gift to the same number', async () => {
    const customer = pool.shift()!;
    const orderId = await book(t, fx, customer, '11:00');
    for (let i = 0; i < cap - 2; i++) expect((await resend(orderId)).status).toBe(200);
    const order = await call(t, 'GET', `/api/v1/orders/${orderId}`, undefined, { token: customer.token });
    const lineId = order.body.data.products[0].order_product_id as number;
    const moved = await call(
      t,
      'POST',
      `/api/v1/admin/bookings/${lineId}/move`,
      { start_at: `${slotDate}T14:00:00+03:00` },
      { token: owner() },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const ticket = await openTicket(t, customer.token, {
      subject: 'A question',
      category: 'booking',
      message: 'Hello',
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    const ticketId = ticket.body.data.ticket.id as number;
    expect((await reply(t, owner(), ticketId, 'First answer', true)).status).toBe(201);
    // The day's messages to this number are all used: the next answer waits, nothing of it written.
    const refused = await reply(t, owner(), ticketId, 'Second answer', true);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    // A gift to the number is refused at checkout.
    const sender = pool.shift()!;
    await holdService(t, fx, sender.token, '15:00');
    const gift = await checkout(t, sender.token, 'cash', {
      body: {
        is_gifted_order: '1',
        gifted_order_data: {
          first_name: 'Noura',
          last_name: 'Q',
          mobile_code: '966',
          mobile_number: await mobileOf(customer.id),
        },
      },
    });
    expect(gift.status).toBe(429);
    const mobile = await mobileOf(customer.id);
    const row = ((await capsToday()).recipients as Json[]).find((r) => r.mobile === mobile);
    expect(row).toMatchObject({ sent: cap, refused: 2, last_refused_kind: 'gift' });
  });
});

describe('no customer-typed words or links in our texts', () => {
  it('withoutLinks leaves out every word that reads as a link, and only those', () => {
    expect(withoutLinks('Noura https://evil.example/win now')).toBe('Noura now');
    expect(withoutLinks('see www.evil.example and bit.ly/x or evil[.]com or evil。com')).toBe(
      'see and or or',
    );
    expect(withoutLinks('Noura Alqahtani')).toBe('Noura Alqahtani');
    expect(withoutLinks('نورة القحطاني')).toBe('نورة القحطاني');
    expect(withoutLinks('موقع مثال.السعودية')).toBe('موقع');
    expect(foreignLinks('Open it: https://hajz.test/ar/gift-list?gift=1', 'https://hajz.test')).toEqual([]);
    expect(foreignLinks('x evil.com', 'https://hajz.test')).toEqual(['evil.com']);
  });

  it('a gift text names the sender without their link, says a message waits, links to the gift: no other link', async () => {
    const sender = pool.shift()!;
    await t.database.db
      .update(users)
      .set({ firstName: 'Win', lastName: 'prizes.example.com/claim' })
      .where(eq(users.id, sender.id));
    const national = mobiles('58')();
    await holdService(t, fx, sender.token, '16:00');
    const res = await checkout(t, sender.token, 'cash', {
      body: {
        is_gifted_order: '1',
        gifted_order_data: {
          first_name: 'Noura',
          last_name: 'Q',
          mobile_code: '966',
          mobile_number: `966${national}`,
          locale: 'en',
        },
        gift_message: 'Claim your prize at https://evil.example/win',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await t.app.context.outbox.drain();
    const [sms] = t.sms.outbox(`966${national}`);
    expect(sms, 'the gift text').toBeDefined();
    expect(sms!.body).not.toContain('evil');
    expect(sms!.body).not.toContain('prize');
    expect(sms!.body).toContain('Win');
    const origin = /(https?:\/\/[^/\s]+)\/(?:ar\/)?gift-list\?gift=\d+/.exec(sms!.body)?.[1];
    expect(origin, sms!.body).toBeDefined();
    expect(foreignLinks(sms!.body, origin!)).toEqual([]);
  });

  it('a ticket answer’s text carries the subject without the customer’s link', async () => {
    const customer = pool.shift()!;
    const ticket = await openTicket(t, customer.token, {
      subject: 'Refund www.evil.example now',
      category: 'booking',
      message: 'Hello',
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    expect((await reply(t, owner(), ticket.body.data.ticket.id, 'Answered', true)).status).toBe(201);
    await t.app.context.outbox.drain();
    const [sms] = t.sms.outbox(await mobileOf(customer.id));
    expect(sms!.body).toContain('Refund now');
    expect(sms!.body).not.toContain('evil');
  });
});

describe('invitation sign-ups per source', () => {
  it(`at most ${messageRules.rewardedSignUpsPerSourcePerDay} sign-ups a day from one address earn a reward`, async () => {
    const inviter = pool.shift()!;
    const { invitation_code: code } = await codeOf(t, inviter);
    const ip = nextIp();
    const next = mobiles('59');
    const answers: Json[] = [];
    for (let i = 0; i <= messageRules.rewardedSignUpsPerSourcePerDay; i++) {
      const national = next();
      const otp = await freshCode(t, national);
      expect((await verifyOtp(t, national, otp)).status).toBe(200);
      const res = await registerUser(t, national, otp, { ...profileFields, invitation_code: code }, { ip });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      answers.push(res.body.data.invitation as Json);
    }
    expect(answers.map((a) => a.accepted)).toEqual([
      ...Array(messageRules.rewardedSignUpsPerSourcePerDay).fill(true),
      false,
    ]);
    expect(answers.at(-1)!.message).toBe(
      'Too many accounts signed up from this device today: this invitation earns no reward',
    );
    const rows = await t.database.db.select().from(referrals).where(eq(referrals.source, ip));
    expect(rows.map((r) => r.refusedReason).sort()).toEqual(['same_source', null, null, null].sort());
    // Another address still earns.
    const national = next();
    const otp = await freshCode(t, national);
    await verifyOtp(t, national, otp);
    const other = await registerUser(t, national, otp, { ...profileFields, invitation_code: code });
    expect(other.body.data.invitation.accepted).toBe(true);
  });
});
