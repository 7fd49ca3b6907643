/**
 * The marketing sender (issue 29, ADR 0065): the owner sees whom an offer reaches before sending; it goes to those who
 * take offers on their own channel, through the outbox, one slot of the day's cap each; never to a number that said no
 * (the profile, a STOP by SMS or on WhatsApp, before or after the owner pressed send) nor one at the cap; once,
 * however often the outbox delivers it; the owner's text validated (no links, length), one offer a day.
 */
import { foreignLinks, messageRules } from '@hajz/contracts/message-rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSmsInboundSecret } from '../../config/sms.ts';
import { auditLog, marketingOffers, messageCaps, staffMembers, users } from '../../db/schema.ts';
import { inboundSmsRequest } from '../../integrations/sms/inbound.ts';
import { createConsoleWhatsApp } from '../../integrations/whatsapp/console-channel.ts';
import { textMessage, signedPost } from '../../integrations/whatsapp/fake-cloud-server.ts';
import { localDate } from '../../lib/zoned-time.ts';
import { createCustomers, tz } from '../../test/booking.ts';
import { call, type Json } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendOfferMessages } from './index.ts';

const whatsapp = createConsoleWhatsApp({ log: () => undefined });
const appSecret = 'test-app-secret';
let t: TestApp;
let owner: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({
    whatsapp: { channel: whatsapp, console: whatsapp, appSecret, verifyToken: 'verify' },
  });
  [owner] = (await createCustomers(t, 1)) as [{ id: number; token: string }];
  await t.database.db.insert(staffMembers).values({ userId: owner.id, role: 'owner' });
});
afterAll(async () => t.close());

const reach = async () => {
  const res = await call(t, 'GET', '/api/v1/admin/messaging/offers', undefined, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { reach: Json; offers: Json[] };
};
const send = (body: object, lang: 'en' | 'ar' = 'en') =>
  call(t, 'POST', '/api/v1/admin/messaging/offers', body, { token: owner.token, lang });
/** New customers who said yes to offers in their profile: nobody gets one without it (PDPL art. 25, ADR 0068). */
async function optedIn(count: number) {
  const people = await createCustomers(t, count);
  for (const p of people) {
    const res = await call(
      t,
      'POST',
      '/api/v1/account/update',
      { marketing_messages: '1' },
      { token: p.token },
    );
    expect(res.body.data.marketing_messages).toBe(1);
  }
  return people;
}
const mobileOf = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.mobileNumber!;
const offersTo = (mobile: string) => [
  ...whatsapp.outbox(mobile).filter((m) => m.template === 'hajz_marketing_offer'),
  ...t.sms.outbox(mobile).filter((m) => m.body.includes('/services')),
];
const capOf = async (mobile: string) =>
  (
    await t.database.db
      .select()
      .from(messageCaps)
      .where(and(eq(messageCaps.mobile, mobile), eq(messageCaps.day, localDate(Date.now(), tz))))
  )[0]?.sent ?? 0;

describe('the owner’s offer', () => {
  it('checks the text: no links, 5 to 140 characters, both languages (422, nothing sent)', async () => {
    const link = await send({ text_en: 'Deals at bit.ly/x today', text_ar: 'عروض اليوم' });
    expect(link.status).toBe(422);
    expect(link.body.errors.text_en).toEqual([
      'Leave links out: the message links to your booking page itself',
    ]);
    const arabic = await send({ text_en: 'Half price today', text_ar: 'خصم' }, 'ar');
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.text_ar).toEqual(['اكتب العرض في 5 إلى 140 حرفًا']);
    const long = await send({ text_en: 'x'.repeat(141), text_ar: 'عرض خاص اليوم' });
    expect(long.body.errors.text_en).toEqual(['Write the offer in 5 to 140 characters']);
    expect((await send({ text_ar: 'عرض خاص اليوم' })).status).toBe(422);
    expect((await reach()).offers).toEqual([]);
  });

  it('reaches those who take offers on their channel, never one who said no or is at the cap; once', async () => {
    const before = (await reach()).reach;
    const people = await optedIn(6);
    const [onWhatsApp, onSms, noInProfile, stoppedBySms, stoppedOnWhatsApp, atCap] = await Promise.all(
      people.map(async (p) => ({ ...p, mobile: await mobileOf(p.id) })),
    );
    // The customer's choices: SMS for messages; no offers in the profile; STOP by SMS; STOP on WhatsApp.
    await t.database.db.update(users).set({ messageChannel: 'sms' }).where(eq(users.id, onSms!.id));
    await t.database.db.update(users).set({ marketingMessages: false }).where(eq(users.id, noInProfile!.id));
    const sms = inboundSmsRequest('unifonic', { id: 'mo-stop-1', from: stoppedBySms!.mobile, text: 'إيقاف' });
    const stop = await t.app.inject({
      method: 'POST',
      url: `/api/v1/messaging/webhook/sms/unifonic?secret=${demoSmsInboundSecret}`,
      payload: sms.payload,
      headers: { 'content-type': sms.contentType },
    });
    expect(JSON.parse(stop.payload).data.outcome).toBe('stopped');
    const signed = signedPost(textMessage(stoppedOnWhatsApp!.mobile, 'STOP'), appSecret);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/messaging/webhook/whatsapp',
      payload: signed.body,
      headers: signed.headers,
    });
    await t.database.db.insert(messageCaps).values({
      mobile: atCap!.mobile,
      day: localDate(Date.now(), tz),
      sent: messageRules.perRecipientPerDay,
    });

    const seen = await reach();
    expect(seen.reach.reach - before.reach).toBe(2);
    expect(seen.reach.opted_out - before.opted_out).toBe(3);
    expect(seen.reach.at_cap - before.at_cap).toBe(1);
    expect(seen.reach.can_send).toBe(true);

    const res = await send({
      text_en: '  20% off   massages this week',
      text_ar: 'خصم 20٪ على المساج هذا الأسبوع',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.offer).toMatchObject({
      reach: seen.reach.reach,
      text_en: '20% off massages this week',
    });
    await t.app.context.outbox.drain();

    // WhatsApp for the one who did not choose SMS: the marketing template, in their language (Arabic: no order yet).
    const [chat] = whatsapp.outbox(onWhatsApp!.mobile).filter((m) => m.template === 'hajz_marketing_offer');
    expect(chat).toMatchObject({ template: 'hajz_marketing_offer', language: 'ar' });
    expect(chat!.parameters[1]).toBe('خصم 20٪ على المساج هذا الأسبوع');
    // SMS for the one who chose it, with our link only and how to stop.
    const [text] = t.sms.outbox(onSms!.mobile);
    expect(text!.body).toContain('خصم 20٪ على المساج هذا الأسبوع');
    expect(text!.body).toContain('إيقاف');
    const origin = /(https?:\/\/[^/\s]+)\/ar\/services/.exec(text!.body)?.[1];
    expect(origin, text!.body).toBeDefined();
    expect(foreignLinks(text!.body, origin!)).toEqual([]);
    // Nobody who said no, nobody at the cap.
    for (const p of [noInProfile, stoppedBySms, stoppedOnWhatsApp, atCap])
      expect(offersTo(p!.mobile), p!.mobile).toEqual([]);
    expect(offersTo(await mobileOf(owner.id))).toEqual([]);
    // One slot of the day's cap each; the one at the cap still at it.
    expect(await capOf(onWhatsApp!.mobile)).toBe(1);
    expect(await capOf(onSms!.mobile)).toBe(1);
    expect(await capOf(atCap!.mobile)).toBe(messageRules.perRecipientPerDay);

    const after = await reach();
    expect(after.reach.can_send).toBe(false);
    // Those at the cap were tried and skipped; everyone else got it.
    expect(after.offers[0]).toMatchObject({
      reach: seen.reach.reach,
      sent: seen.reach.reach,
      skipped: seen.reach.at_cap,
    });

    // The outbox delivers it again: nothing more is sent, no slot taken twice.
    await sendOfferMessages(
      { db: t.database.db, messenger: t.app.context.messenger, origin: origin! },
      after.offers[0]!.id as number,
    );
    expect(offersTo(onWhatsApp!.mobile)).toHaveLength(1);
    expect(t.sms.outbox(onSms!.mobile)).toHaveLength(1);
    expect(await capOf(onWhatsApp!.mobile)).toBe(1);

    // One offer a day, said in words; audited once.
    const second = await send({ text_en: 'Another offer today', text_ar: 'عرض آخر اليوم' }, 'ar');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('أُرسل عرض اليوم من قبل. يمكنك إرسال العرض التالي غدًا');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'marketing.offer_send'));
    expect(audits).toHaveLength(1);
  });

  it('a STOP after the owner pressed send is honoured; a number that hits the cap meanwhile is skipped', async () => {
    const people = await optedIn(3);
    const [stopsLate, capsLate, gets] = await Promise.all(
      people.map(async (p) => ({ ...p, mobile: await mobileOf(p.id) })),
    );
    // An offer of another day, written as the owner's send writes it; the outbox has not sent it yet.
    const [offer] = await t.database.db
      .insert(marketingOffers)
      .values({
        textEn: 'Free coffee with any visit',
        textAr: 'قهوة مجانية مع كل زيارة',
        day: '2026-01-01',
        reach: 3,
      })
      .returning();
    const sms = inboundSmsRequest('console', { id: 'late-stop', from: stopsLate!.mobile, text: 'stop' });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/messaging/webhook/sms/console?secret=${demoSmsInboundSecret}`,
      payload: sms.payload,
      headers: { 'content-type': sms.contentType },
    });
    await t.database.db.insert(messageCaps).values({
      mobile: capsLate!.mobile,
      day: localDate(Date.now(), tz),
      sent: messageRules.perRecipientPerDay,
    });
    await sendOfferMessages(
      { db: t.database.db, messenger: t.app.context.messenger, origin: 'https://hajz.test' },
      offer!.id,
    );
    expect(offersTo(stopsLate!.mobile)).toEqual([]);
    expect(offersTo(capsLate!.mobile)).toEqual([]);
    expect(offersTo(gets!.mobile)).toHaveLength(1);
    const [row] = await t.database.db.select().from(marketingOffers).where(eq(marketingOffers.id, offer!.id));
    expect(row!.skipped).toBeGreaterThanOrEqual(1);
  });
});

describe('the fallback minutes', () => {
  it('the owner reads and sets them (1 to 1440), audited; out of range is 422 in words', async () => {
    const read = await call(t, 'GET', '/api/v1/admin/messaging/settings', undefined, { token: owner.token });
    expect(read.body.data.settings).toEqual({ whatsapp_fallback_minutes: 10, whatsapp_enabled: true });
    const bad = await call(
      t,
      'PUT',
      '/api/v1/admin/messaging/settings',
      { whatsapp_fallback_minutes: 1441 },
      { token: owner.token, lang: 'ar' },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.whatsapp_fallback_minutes).toEqual(['أدخل عدد دقائق صحيحًا من 1 إلى 1440']);
    const saved = await call(
      t,
      'PUT',
      '/api/v1/admin/messaging/settings',
      { whatsapp_fallback_minutes: 25 },
      { token: owner.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Saved');
    const again = await call(t, 'GET', '/api/v1/admin/messaging/settings', undefined, { token: owner.token });
    expect(again.body.data.settings.whatsapp_fallback_minutes).toBe(25);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.messaging'));
    expect(audit).toMatchObject({
      before: { whatsapp_fallback_minutes: 10 },
      after: { whatsapp_fallback_minutes: 25 },
    });
  });
});
