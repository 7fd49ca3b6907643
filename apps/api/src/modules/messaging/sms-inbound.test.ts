/**
 * STOP by SMS (issue 29, ADR 0065): each gateway's inbound-text webhook takes only our secret (valid, wrong, missing:
 * 401 and nothing written), a replayed text changes nothing twice, STOP and START in both languages (any case and
 * spacing) turn marketing off and on across channels with the source `sms_reply`, answered by SMS.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageReplies, messagingConsents, users } from '../../db/schema.ts';
import { demoSmsInboundSecret } from '../../config/sms.ts';
import { inboundSmsRequest, type InboundSmsProvider } from '../../integrations/sms/inbound.ts';
import { createCustomers } from '../../test/booking.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The console gateway's secret when SMS_INBOUND_SECRET is unset (the demo's; the gateways take it too in tests).
const secret = demoSmsInboundSecret;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let ids = 0;
const post = (
  provider: InboundSmsProvider,
  from: string,
  text: string,
  { key = secret as string | null, id = `mo-${++ids}` } = {},
) => {
  const { contentType, payload } = inboundSmsRequest(provider, { id, from, text });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/messaging/webhook/sms/${provider}${key === null ? '' : `?secret=${encodeURIComponent(key)}`}`,
    payload,
    headers: { 'content-type': contentType },
  });
};
/** A customer who took offers (ticked the box at sign-up), so a STOP has something to turn off. */
const customer = async () => {
  const [c] = await createCustomers(t, 1);
  const [user] = await t.database.db
    .update(users)
    .set({ marketingMessages: true })
    .where(eq(users.id, c!.id))
    .returning();
  return { id: c!.id, mobile: user!.mobileNumber! };
};
const marketingOf = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.marketingMessages;
const consentsOf = (mobile: string) =>
  t.database.db
    .select()
    .from(messagingConsents)
    .where(eq(messagingConsents.mobile, mobile))
    .orderBy(desc(messagingConsents.id));
const repliesCount = async () => (await t.database.db.select().from(messageReplies)).length;

describe('the secret', () => {
  it('refuses a missing or wrong secret with 401 on every gateway, and writes nothing', async () => {
    const { id, mobile } = await customer();
    const before = await repliesCount();
    for (const provider of ['unifonic', 'taqnyat', 'console'] as const) {
      const missing = await post(provider, mobile, 'STOP', { key: null });
      expect(missing.statusCode, provider).toBe(401);
      expect(JSON.parse(missing.payload).message).toBe('The secret of this callback is missing or wrong');
      expect((await post(provider, mobile, 'STOP', { key: `${secret}x` })).statusCode).toBe(401);
      expect((await post(provider, mobile, 'STOP', { key: '' })).statusCode).toBe(401);
    }
    expect(await repliesCount()).toBe(before);
    expect(await marketingOf(id)).toBe(true);
    expect(await consentsOf(mobile)).toEqual([]);
  });

  it('a gateway we do not use is refused (422), even with the secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/messaging/webhook/sms/twilio?secret=${secret}`,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('STOP and START by SMS', () => {
  it('Unifonic (a form, +966…): STOP turns marketing off, records sms_reply and when, answers by SMS', async () => {
    const { id, mobile } = await customer();
    const at = Date.now();
    const res = await post('unifonic', mobile, '  Stop ');
    expect(res.statusCode, res.payload).toBe(200);
    expect(JSON.parse(res.payload).data.outcome).toBe('stopped');
    expect(await marketingOf(id)).toBe(false);
    const [consent] = await consentsOf(mobile);
    expect(consent).toMatchObject({ userId: id, marketing: 'out', source: 'sms_reply', channel: null });
    expect(consent!.createdAt.getTime()).toBeGreaterThanOrEqual(at - 1000);
    expect(t.sms.outbox(mobile)[0]!.body).toBe(
      'You will receive no more offers from Rawnaq Spa & Salon. Booking messages still arrive. Text START to get offers again.',
    );
  });

  it('Taqnyat (JSON): the Arabic STOP in any of its spellings, and START again, answered in Arabic', async () => {
    for (const word of ['إيقاف', 'ايقاف ', ' إيـقاف', 'توقف']) {
      const { id, mobile } = await customer();
      const res = await post('taqnyat', mobile, word);
      expect(JSON.parse(res.payload).data.outcome, word).toBe('stopped');
      expect(await marketingOf(id)).toBe(false);
      expect(t.sms.outbox(mobile)[0]!.body).toMatch(/^لن تصلك عروض أخرى من /);
    }
    const { id, mobile } = await customer();
    await post('taqnyat', mobile, 'STOP');
    const started = await post('taqnyat', mobile, 'اشتراك');
    expect(JSON.parse(started.payload).data.outcome).toBe('started');
    expect(await marketingOf(id)).toBe(true);
    expect((await consentsOf(mobile)).map((c) => [c.marketing, c.source])).toEqual([
      ['in', 'sms_reply'],
      ['out', 'sms_reply'],
    ]);
    expect(t.sms.outbox(mobile)[0]!.body).toMatch(/^ستصلك عروض .* من جديد/);
  });

  it('START in English; other words change nothing (a booking "cancel" is not a STOP)', async () => {
    const { id, mobile } = await customer();
    await post('console', mobile, 'unsubscribe');
    expect(await marketingOf(id)).toBe(false);
    expect(JSON.parse((await post('console', mobile, 'START')).payload).data.outcome).toBe('started');
    expect(await marketingOf(id)).toBe(true);
    for (const text of ['cancel', 'إلغاء', 'please stop calling me', 'hello']) {
      expect(JSON.parse((await post('console', mobile, text)).payload).data.outcome, text).toBe('ignored');
    }
    expect(await marketingOf(id)).toBe(true);
    expect(await consentsOf(mobile)).toHaveLength(2);
  });

  it('a replayed text (same gateway id) changes nothing twice: one record, one answer', async () => {
    const { id, mobile } = await customer();
    const first = await post('unifonic', mobile, 'STOP', { id: 'replayed-1' });
    expect(JSON.parse(first.payload).data.outcome).toBe('stopped');
    // The customer turns offers back on in the profile; the replay must not stop them again.
    await t.database.db.update(users).set({ marketingMessages: true }).where(eq(users.id, id));
    const again = await post('unifonic', mobile, 'STOP', { id: 'replayed-1' });
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.payload).data.outcome).toBe('replayed');
    expect(await marketingOf(id)).toBe(true);
    expect(await consentsOf(mobile)).toHaveLength(1);
    expect(t.sms.outbox(mobile)).toHaveLength(1);
    // The same id from another gateway is another text.
    expect(
      JSON.parse((await post('taqnyat', mobile, 'STOP', { id: 'replayed-1' })).payload).data.outcome,
    ).toBe('stopped');
  });

  it('a STOP from a number with no account is kept, so an account made later is not offered anything', async () => {
    const mobile = '966590000123';
    expect(JSON.parse((await post('console', mobile, 'STOP')).payload).data.outcome).toBe('stopped');
    const [consent] = await consentsOf(mobile);
    expect(consent).toMatchObject({ userId: null, marketing: 'out', source: 'sms_reply' });
    const rows = await t.database.db
      .select()
      .from(messageReplies)
      .where(and(eq(messageReplies.from, mobile), eq(messageReplies.outcome, 'stopped')));
    expect(rows).toHaveLength(1);
  });

  it('a post that is not a text (a delivery report) or from a non-mobile sender changes nothing', async () => {
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/v1/messaging/webhook/sms/taqnyat?secret=${secret}`,
      payload: { messageId: 'dlr-1', status: 'DELIVRD' },
    });
    expect(JSON.parse(report.payload).data.outcome).toBe('ignored');
    expect(JSON.parse((await post('unifonic', '88888', 'STOP')).payload).data.outcome).toBe('unknown_number');
  });
});
