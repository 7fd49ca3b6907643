import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../db/schema.ts';
import { messages } from '../../i18n/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ageChallenges,
  challengesOf,
  freshCode,
  full,
  latestCode,
  mobiles,
  nextIp,
  verifyOtp,
  wrongCode,
  type Locale,
  type Res,
} from '../../test/call.ts';

/** POST /api/v1/account/verify-otp: wrong, expired, exhausted, reused and superseded codes. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextMobile = mobiles('56');
const locales: Locale[] = ['en', 'ar'];

function expectRefused(
  res: Res,
  lang: Locale,
  status: number,
  key: 'auth.invalid_code' | 'auth.code_expired' | 'auth.too_many_attempts',
) {
  expect(res.status, res.payload).toBe(status);
  expect(res.body).toEqual({
    status: false,
    message: messages[lang][key],
    errors: { otp: [messages[lang][key]] },
  });
  if (status === 429) {
    // A limit says when to come back: here, when a new code may be asked for (the 60 s resend cooldown).
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }
}

const expectVerified = (res: Res, national: string) => {
  expect(res.status, res.payload).toBe(200);
  expect(res.body.data).toEqual({
    mobile_number: national,
    mobile_code: '966',
    is_completed: false,
    token: null,
    user: null,
  });
};

describe('verify-otp', () => {
  it.each(locales)('verifies the right code of a new number (%s)', async (lang) => {
    const national = nextMobile();
    const code = await freshCode(t, national);
    const res = await verifyOtp(t, national, code, { lang });
    expectVerified(res, national);
    expect(res.body.message).toBe(messages[lang]['auth.code_verified']);
    const [row] = await challengesOf(t, national);
    expect(row!.verifiedAt).toBeInstanceOf(Date);
    expect(row!.attempts).toBe(1);
  });

  it.each(locales)('answers 422 errors.otp for a wrong code (%s)', async (lang) => {
    const national = nextMobile();
    const code = await freshCode(t, national);
    expectRefused(await verifyOtp(t, national, wrongCode(code), { lang }), lang, 422, 'auth.invalid_code');
  });

  it('answers 422 for a number that was never sent a code', async () => {
    expectRefused(await verifyOtp(t, nextMobile(), '1234'), 'en', 422, 'auth.invalid_code');
  });

  it('does not accept one number’s code for another number', async () => {
    const a = nextMobile();
    const b = nextMobile();
    const codeA = await freshCode(t, a);
    let codeB = await freshCode(t, b);
    // Both numbers may draw the same code (1 in 10,000): draw again until they differ.
    while (codeB === codeA) codeB = await freshCode(t, b);
    expectRefused(await verifyOtp(t, b, codeA), 'en', 422, 'auth.invalid_code');
    expectVerified(await verifyOtp(t, b, codeB), b);
  });

  it.each([['123'], ['12345'], ['12a4'], ['']])(
    'answers 422 errors.otp for the malformed code %j',
    async (otp) => {
      const res = await verifyOtp(t, nextMobile(), otp, { lang: 'ar' });
      expect(res.status).toBe(422);
      expect(res.body.errors.otp).toEqual([messages.ar['auth.invalid_code_format']]);
    },
  );

  it('answers 422 errors.mobile_number for a landline', async () => {
    const res = await verifyOtp(t, '112345678', '1234');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ mobile_number: [messages.en['auth.invalid_mobile']] });
  });

  it.each(locales)('refuses an expired code with the expired message (%s)', async (lang) => {
    const national = nextMobile();
    const code = await freshCode(t, national);
    await t.database.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.mobileNumber, full(national)));
    expectRefused(await verifyOtp(t, national, code, { lang }), lang, 422, 'auth.code_expired');
  });

  it('still accepts a code just before its 5 minutes are up', async () => {
    const national = nextMobile();
    const code = await freshCode(t, national);
    await ageChallenges(t, national, 5 * 60 - 20);
    expectVerified(await verifyOtp(t, national, code), national);
  });

  it.each(locales)('refuses even the right code after 5 wrong tries (%s)', async (lang) => {
    const national = nextMobile();
    const code = await freshCode(t, national);
    for (let i = 0; i < 5; i += 1)
      expectRefused(await verifyOtp(t, national, wrongCode(code), { lang }), lang, 422, 'auth.invalid_code');
    expectRefused(await verifyOtp(t, national, code, { lang }), lang, 429, 'auth.too_many_attempts');
    const [row] = await challengesOf(t, national);
    expect(row!.verifiedAt).toBeNull();
    expect(row!.attempts).toBe(5);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const national = nextMobile();
    const code = await freshCode(t, national);
    for (let i = 0; i < 4; i += 1)
      expectRefused(await verifyOtp(t, national, wrongCode(code)), 'en', 422, 'auth.invalid_code');
    expectVerified(await verifyOtp(t, national, code), national);
  });

  it('gives a fresh code fresh tries', async () => {
    const national = nextMobile();
    const first = await freshCode(t, national);
    for (let i = 0; i < 5; i += 1) await verifyOtp(t, national, wrongCode(first));
    expect((await verifyOtp(t, national, first)).status).toBe(429);
    const second = await freshCode(t, national);
    expectVerified(await verifyOtp(t, national, second), national);
  });

  it('verifies a code once', async () => {
    const national = nextMobile();
    const code = await freshCode(t, national);
    expectVerified(await verifyOtp(t, national, code), national);
    expectRefused(await verifyOtp(t, national, code), 'en', 422, 'auth.invalid_code');
  });

  it('retires the older code when a newer one is sent', async () => {
    const national = nextMobile();
    const first = await freshCode(t, national);
    let second = await freshCode(t, national);
    // The same code drawn twice (1 in 10,000) would prove nothing: send again until they differ.
    while (second === first) second = await freshCode(t, national);
    expectRefused(await verifyOtp(t, national, first), 'en', 422, 'auth.invalid_code');
    expectVerified(await verifyOtp(t, national, second), national);
    expect(latestCode(t, national)).toBe(second);
  });

  it('lets exactly one of 10 parallel verifies with the right code succeed', async () => {
    const national = nextMobile();
    const code = await freshCode(t, national);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => verifyOtp(t, national, code, { ip: nextIp() })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([422, 429]).toContain(r.status);
      expect(r.body.status).toBe(false);
    }
    const [row] = await challengesOf(t, national);
    expect(row!.attempts).toBeLessThanOrEqual(5);
    expect(row!.verifiedAt).toBeInstanceOf(Date);
  });

  it('counts every parallel wrong try: at most 5 are judged, the rest are refused', async () => {
    const national = nextMobile();
    const code = await freshCode(t, national);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => verifyOtp(t, national, wrongCode(code), { ip: nextIp() })),
    );
    expect(results.filter((r) => r.status === 422)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
    expect((await verifyOtp(t, national, code)).status).toBe(429);
    const [{ attempts } = { attempts: -1 }] = await t.database.db
      .select({ attempts: sql<number>`${otpChallenges.attempts}` })
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileNumber, full(national)));
    expect(attempts).toBe(5);
  });
});
