/**
 * WhatsApp through the Cloud API adapter against the local fake of Meta's API, and the SMS fallback (issue 29 item 4):
 * after a `failed` status, after no `delivered` within the business's minutes (a fake clock: the job takes `now`),
 * and at once when Meta is down — each once; the costs per channel in the reports.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings, messages, messagingConsents, staffMembers, users } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { SmsError, type SmsProvider } from '../../integrations/sms/interface.ts';
import { createCloudApiChannel } from '../../integrations/whatsapp/cloud-adapter.ts';
import {
  signedPost,
  startFakeCloudApi,
  statusUpdate,
  type FakeCloudApi,
} from '../../integrations/whatsapp/fake-cloud-server.ts';
import { createCustomers, createFixture, dayFromToday, type Fixture } from '../../test/booking.ts';
import { call } from '../../test/call.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { dueFallbacks } from './fallback.ts';

const appSecret = 'fallback-secret';
const credentials = { token: 'meta-token', phoneNumberId: '106540352242922' };
let meta: FakeCloudApi;
let t: TestApp;
let fx: Fixture;
/** The SMS gateway: the console's outbox (t.sms), failing the next `down` sends as a gateway that is down. */
const gateway = { down: 0 };
const sms: SmsProvider = {
  name: 'console',
  send: async (message) => {
    if (gateway.down > 0) {
      gateway.down -= 1;
      throw new SmsError('gateway unavailable', 'console', true);
    }
    return t.sms.send(message);
  },
};
beforeAll(async () => {
  meta = await startFakeCloudApi(credentials);
  t = await createTestApp({
    sms,
    whatsapp: {
      channel: createCloudApiChannel({ ...credentials, baseUrl: meta.url }),
      appSecret,
      verifyToken: 'v',
    },
  });
  fx = await createFixture(t, { resources: 4 });
});
afterAll(async () => {
  await t.close();
  await meta.close();
});

async function booked(time: string) {
  const [c] = await createCustomers(t, 1);
  const [user] = await t.database.db.select().from(users).where(eq(users.id, c!.id));
  await holdService(t, fx, c!.token, time);
  const res = await checkout(t, c!.token, 'cash');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await t.app.context.outbox.drain();
  const order = res.body.data.order as { id: number; order_number: string };
  const rows = await t.database.db.select().from(messages).where(eq(messages.orderId, order.id));
  return { c: c!, mobile: user!.mobileNumber!, order, rows };
}
const textsAbout = (number: string) => t.sms.outbox().filter((m) => m.body.includes(number));

describe('the Cloud API adapter', () => {
  it('sends the template as Meta takes it: body parameters and quick replies with our payloads', async () => {
    const { mobile, order, rows } = await booked('09:00');
    expect(rows.map((r) => [r.channel, r.status])).toEqual([['whatsapp', 'sent']]);
    const sent = meta.sent().find((m) => m.to === mobile)!;
    expect(sent.type).toBe('template');
    expect(sent.template!.name).toBe('hajz_booking_confirmed');
    expect(sent.template!.language).toEqual({ code: 'en' });
    expect(sent.template!.components).toEqual([
      { type: 'body', parameters: expect.arrayContaining([{ type: 'text', text: order.order_number }]) },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '0',
        parameters: [{ type: 'payload', payload: `booking.reschedule:${order.id}` }],
      },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '1',
        parameters: [{ type: 'payload', payload: `booking.cancel:${order.id}` }],
      },
    ]);
    expect(rows[0]!.providerMessageId).toBe(sent.id);
    expect(textsAbout(order.order_number)).toEqual([]);
  });
});

describe('the SMS fallback', () => {
  const post = (payload: unknown) => {
    const signed = signedPost(payload, appSecret);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/messaging/webhook/whatsapp',
      payload: signed.body,
      headers: signed.headers,
    });
  };

  it('after a failed status: the SMS goes once, however often the status comes', async () => {
    const { mobile, order, rows } = await booked('10:00');
    const wamid = rows[0]!.providerMessageId!;
    expect((await post(statusUpdate(wamid, 'failed', mobile))).statusCode).toBe(200);
    await post(statusUpdate(wamid, 'failed', mobile));
    await t.app.context.outbox.drain();
    expect(textsAbout(order.order_number)).toHaveLength(1);
    const after = await t.database.db.select().from(messages).where(eq(messages.orderId, order.id));
    const whatsapp = after.find((r) => r.channel === 'whatsapp')!;
    const sms = after.find((r) => r.channel === 'sms')!;
    expect([whatsapp.status, whatsapp.costHalalas]).toEqual(['failed', 0]);
    expect([sms.status, sms.fallbackOf, sms.costHalalas]).toEqual(['sent', whatsapp.id, 8]);
    // Delivered after all (another device): no second SMS.
    await post(statusUpdate(wamid, 'delivered', mobile));
    await t.app.context.outbox.drain();
    expect(textsAbout(order.order_number)).toHaveLength(1);
  });

  it('after no delivery within the business minutes, on a fake clock; a delivered one is left alone', async () => {
    await t.database.db.update(businessSettings).set({ whatsappFallbackMinutes: 15 });
    invalidateReads(t.database.db);
    const late = await booked('11:00');
    const arrived = await booked('12:00');
    await post(statusUpdate(arrived.rows[0]!.providerMessageId!, 'delivered', arrived.mobile));
    const sentAt = late.rows[0]!.sentAt!.getTime();
    const { publish } = t.app.context;
    // 14 minutes on: not yet.
    await dueFallbacks(t.database.db, publish, new Date(sentAt + 14 * 60_000));
    await t.app.context.outbox.drain();
    expect(textsAbout(late.order.order_number)).toEqual([]);
    // 16 minutes on: once, and the job running again sends nothing more.
    await dueFallbacks(t.database.db, publish, new Date(sentAt + 16 * 60_000));
    await dueFallbacks(t.database.db, publish, new Date(sentAt + 30 * 60_000));
    await t.app.context.outbox.drain();
    expect(textsAbout(late.order.order_number)).toHaveLength(1);
    expect(textsAbout(arrived.order.order_number)).toEqual([]);
  });

  it('Meta down: the message falls back to SMS at once', async () => {
    meta.setDown(true);
    try {
      const { order, rows } = await booked('13:00');
      expect(rows.map((r) => [r.channel, r.status]).sort()).toEqual([
        ['sms', 'sent'],
        ['whatsapp', 'failed'],
      ]);
      expect(textsAbout(order.order_number)).toHaveLength(1);
    } finally {
      meta.setDown(false);
    }
  });

  it('Meta down and the SMS gateway down once: the outbox tries again and the SMS goes, once', async () => {
    meta.setDown(true);
    gateway.down = 1;
    try {
      const [c] = await createCustomers(t, 1);
      await holdService(t, fx, c!.token, '16:00');
      const res = await checkout(t, c!.token, 'cash');
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const order = res.body.data.order as { id: number; order_number: string };
      await t.app.context.outbox.drain();
      expect(gateway.down).toBe(0);
      expect(textsAbout(order.order_number)).toEqual([]);
      // The confirmation's delivery failed (it threw): after its backoff the outbox delivers it again.
      expect(await t.app.context.outbox.drain({ aheadMs: 3_600_000 })).toBeGreaterThanOrEqual(1);
      await t.app.context.outbox.drain({ aheadMs: 3_600_000 });
      expect(textsAbout(order.order_number)).toHaveLength(1);
      const rows = await t.database.db.select().from(messages).where(eq(messages.orderId, order.id));
      expect(rows.map((r) => [r.channel, r.status]).sort()).toEqual([
        ['sms', 'sent'],
        ['whatsapp', 'failed'],
      ]);
    } finally {
      meta.setDown(false);
      gateway.down = 0;
    }
  });

  it('a customer who chose SMS on the profile gets SMS, and the choice is recorded', async () => {
    const [c] = await createCustomers(t, 1);
    const res = await call(
      t,
      'POST',
      '/api/v1/account/update',
      { message_channel: 'sms' },
      { token: c!.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message_channel).toBe('sms');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, c!.id));
    const consents = async () =>
      (await t.database.db.select().from(messagingConsents).where(eq(messagingConsents.userId, c!.id))).map(
        (r) => [r.mobile, r.channel, r.marketing, r.source],
      );
    expect(await consents()).toEqual([[user!.mobileNumber, 'sms', null, 'profile']]);
    const bad = await call(
      t,
      'POST',
      '/api/v1/account/update',
      { message_channel: 'pigeon' },
      { token: c!.token },
    );
    expect(bad.status).toBe(422);
    // A refused choice records nothing.
    expect(await consents()).toHaveLength(1);
    await holdService(t, fx, c!.token, '14:00');
    const order = (await checkout(t, c!.token, 'cash')).body.data.order as {
      id: number;
      order_number: string;
    };
    await t.app.context.outbox.drain();
    const rows = await t.database.db.select().from(messages).where(eq(messages.orderId, order.id));
    expect(rows.map((r) => r.channel)).toEqual(['sms']);
  });

  it('the reports show what messages cost per channel and per booking', async () => {
    // One more WhatsApp message that fails: a fallback in the period whatever ran before.
    const failed = await booked('15:00');
    await post(statusUpdate(failed.rows[0]!.providerMessageId!, 'failed', failed.mobile));
    await t.app.context.outbox.drain();
    const [owner] = await createCustomers(t, 1);
    await t.database.db.insert(staffMembers).values({ userId: owner!.id, role: 'owner' });
    const today = dayFromToday(0);
    const res = await call(t, 'GET', `/api/v1/admin/reports?from=${today}&to=${today}`, undefined, {
      token: owner!.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { messaging } = res.body.data;
    const rows = await t.database.db.select().from(messages);
    const on = (channel: string) => rows.filter((r) => r.channel === channel);
    const sum = (list: typeof rows) => list.reduce((n, r) => n + r.costHalalas, 0);
    expect(messaging.channels).toEqual(
      (['whatsapp', 'sms'] as const).map((channel) => ({
        channel,
        messages: on(channel).length,
        failed: on(channel).filter((r) => r.status === 'failed').length,
        fallbacks: on(channel).filter((r) => r.fallbackOf !== null).length,
        cost: sum(on(channel)),
      })),
    );
    expect(messaging.channels[1].fallbacks).toBeGreaterThanOrEqual(1);
    expect(messaging.totals).toEqual({ messages: rows.length, cost: sum(rows) });
    const messaged = new Set(rows.filter((r) => r.orderId !== null).map((r) => r.orderId));
    expect(messaging.bookings).toBe(messaged.size);
    expect(messaging.cost_per_booking).toBe(
      Math.round(sum(rows.filter((r) => r.orderId !== null)) / messaged.size),
    );
  });
});
