import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../i18n/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ageChallenges,
  challengesOf,
  full,
  mobiles,
  nextIp,
  sendOtp,
  type Locale,
  type Res,
} from '../../test/call.ts';

/**
 * Sending limits: the 60 s resend cooldown, 5 codes per number per hour and the per-IP hourly cap (3 here,
 * set through config). Time moves by rewriting created_at, never by sleeping. Unless a test is about the
 * per-IP cap, every request comes from its own IP so that cap (and the per-minute burst limit) stays out of it.
 */

const IP_LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { OTP_IP_HOURLY_LIMIT: IP_LIMIT } });
});
afterAll(() => t.close());

const nextMobile = mobiles('55');
const locales: Locale[] = ['en', 'ar'];

function expectLimited(
  res: Res,
  lang: Locale,
  key: 'auth.cooldown' | 'auth.too_many_sends' | 'auth.too_many_requests',
  maxSeconds: number,
) {
  expect(res.status, res.payload).toBe(429);
  expect(res.body).toEqual({ status: false, message: messages[lang][key] });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  return retryAfter;
}

describe('resend cooldown', () => {
  it.each(locales)(
    'refuses a second code within 60 s with Retry-After and a translated message (%s)',
    async (lang) => {
      const national = nextMobile();
      expect((await sendOtp(t, national, { lang })).status).toBe(200);
      const retryAfter = expectLimited(await sendOtp(t, national, { lang }), lang, 'auth.cooldown', 60);
      expect(retryAfter).toBeGreaterThan(50);
      expect(t.sms.outbox(full(national))).toHaveLength(1);
      expect(await challengesOf(t, national)).toHaveLength(1);
    },
  );

  it('counts Retry-After down as the cooldown runs', async () => {
    const national = nextMobile();
    await sendOtp(t, national);
    await ageChallenges(t, national, 45);
    const retryAfter = expectLimited(await sendOtp(t, national), 'en', 'auth.cooldown', 60);
    expect(retryAfter).toBeGreaterThanOrEqual(14);
    expect(retryAfter).toBeLessThanOrEqual(15);
  });

  it('allows a new code once the first is 61 s old', async () => {
    const national = nextMobile();
    expect((await sendOtp(t, national)).status).toBe(200);
    await ageChallenges(t, national, 61);
    expect((await sendOtp(t, national)).status).toBe(200);
    expect(t.sms.outbox(full(national))).toHaveLength(2);
  });
});

describe('codes per number per hour', () => {
  it.each(locales)(
    'refuses the 6th code within an hour, then allows one when the oldest is an hour old (%s)',
    async (lang) => {
      const national = nextMobile();
      for (let i = 0; i < 5; i += 1) {
        if (i > 0) await ageChallenges(t, national, 61);
        expect((await sendOtp(t, national, { lang })).status).toBe(200);
      }
      await ageChallenges(t, national, 61);
      // The oldest of the five is now 5 × 61 s old: it leaves the hour in 3600 - 305 s.
      const retryAfter = expectLimited(
        await sendOtp(t, national, { lang }),
        lang,
        'auth.too_many_sends',
        3600,
      );
      expect(retryAfter).toBeGreaterThan(3600 - 305 - 5);
      expect(retryAfter).toBeLessThanOrEqual(3600 - 305);
      expect(await challengesOf(t, national)).toHaveLength(5);
      expect(t.sms.outbox(full(national))).toHaveLength(5);

      // Just under the hour for the oldest: still refused; just over: one more code is allowed.
      await ageChallenges(t, national, 3600 - 305 - 10);
      expectLimited(await sendOtp(t, national, { lang }), lang, 'auth.too_many_sends', 10);
      await ageChallenges(t, national, 11);
      expect((await sendOtp(t, national, { lang })).status).toBe(200);
    },
  );

  it('counts per number: another number is not affected', async () => {
    const busy = nextMobile();
    for (let i = 0; i < 5; i += 1) {
      await ageChallenges(t, busy, 61);
      expect((await sendOtp(t, busy)).status).toBe(200);
    }
    await ageChallenges(t, busy, 61);
    expect((await sendOtp(t, busy)).status).toBe(429);
    expect((await sendOtp(t, nextMobile())).status).toBe(200);
  });
});

describe('codes per IP per hour', () => {
  it.each(locales)(
    'allows 3 numbers from one IP, refuses the next, and another IP still gets codes (%s)',
    async (lang) => {
      const ip = nextIp();
      for (let i = 0; i < IP_LIMIT; i += 1)
        expect((await sendOtp(t, nextMobile(), { ip, lang })).status).toBe(200);
      const refused = nextMobile();
      expectLimited(await sendOtp(t, refused, { ip, lang }), lang, 'auth.too_many_requests', 3600);
      expect(t.sms.outbox(full(refused))).toHaveLength(0);
      expect(await challengesOf(t, refused)).toHaveLength(0);
      // The refused number was not put in a cooldown by the refusal: from another network it gets its code.
      expect((await sendOtp(t, refused, { ip: nextIp(), lang })).status).toBe(200);
    },
  );

  it('answers Retry-After with when the IP may really ask again', async () => {
    const ip = nextIp();
    const sent = Array.from({ length: IP_LIMIT }, () => nextMobile());
    for (const national of sent) expect((await sendOtp(t, national, { ip })).status).toBe(200);
    // All just sent: the IP is free again in an hour.
    let retryAfter = expectLimited(
      await sendOtp(t, nextMobile(), { ip }),
      'en',
      'auth.too_many_requests',
      3600,
    );
    expect(retryAfter).toBeGreaterThan(3600 - 10);
    // 50 minutes later: in 10 minutes.
    for (const national of sent) await ageChallenges(t, national, 50 * 60);
    retryAfter = expectLimited(await sendOtp(t, nextMobile(), { ip }), 'en', 'auth.too_many_requests', 600);
    expect(retryAfter).toBeGreaterThan(600 - 10);
    // A client that waits as told gets its code.
    for (const national of sent) await ageChallenges(t, national, retryAfter);
    expect((await sendOtp(t, nextMobile(), { ip })).status).toBe(200);
  });

  it('frees the IP once its codes are an hour old', async () => {
    const ip = nextIp();
    const sent = Array.from({ length: IP_LIMIT }, () => nextMobile());
    for (const national of sent) expect((await sendOtp(t, national, { ip })).status).toBe(200);
    expect((await sendOtp(t, nextMobile(), { ip })).status).toBe(429);
    for (const national of sent) await ageChallenges(t, national, 3601);
    expect((await sendOtp(t, nextMobile(), { ip })).status).toBe(200);
  });
});

describe('concurrent sends', () => {
  it('lets exactly one of 20 parallel sends for one number through', async () => {
    const national = nextMobile();
    // Different IPs, so only the per-number rules decide (not the per-IP burst limit).
    const results = await Promise.all(
      Array.from({ length: 20 }, () => sendOtp(t, national, { ip: nextIp() })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 429))
      expect(r.body.message).toBe(messages.en['auth.cooldown']);
    expect(await challengesOf(t, national)).toHaveLength(1);
    expect(t.sms.outbox(full(national))).toHaveLength(1);
  });

  it('holds the per-IP cap under parallel sends from one IP', async () => {
    const ip = nextIp();
    const numbers = Array.from({ length: 8 }, () => nextMobile());
    const results = await Promise.all(numbers.map((n) => sendOtp(t, n, { ip })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(IP_LIMIT);
    expect(results.filter((r) => r.status === 429)).toHaveLength(numbers.length - IP_LIMIT);
    let stored = 0;
    for (const n of numbers) stored += (await challengesOf(t, n)).length;
    expect(stored).toBe(IP_LIMIT);
  });
});
