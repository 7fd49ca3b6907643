import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpLength, otpRules } from '@hajz/contracts/auth';
import { messages } from '../../i18n/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeMatches, generateCode, hashCode } from './otp-code.ts';
import {
  ageChallenges,
  arabicLetters,
  challengesOf,
  full,
  latestCode,
  mobiles,
  nextIp,
  sendOtp,
  signUp,
  type Locale,
} from '../../test/call.ts';

/** POST /api/v1/account/send-otp: which numbers are accepted, the SMS, and what the answer does not reveal. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextMobile = mobiles('50');
const locales: Locale[] = ['en', 'ar'];

/** The SMS template as a pattern, with the code and the 5-minute lifetime filled in and any business name. */
const smsPattern = (locale: Locale, code: string) => {
  const escaped = messages[locale]['sms.otp'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${escaped.replace('\\{business\\}', '.+').replace('\\{code\\}', code).replace('\\{minutes\\}', '5')}$`,
  );
};

describe('send-otp: accepted numbers', () => {
  it.each(locales)('answers 200 and sends the code by SMS in the request language (%s)', async (lang) => {
    const national = nextMobile();
    const res = await sendOtp(t, national, { lang });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: true,
      message: messages[lang]['auth.code_sent'],
      data: {
        mobile_number: national,
        mobile_code: '966',
        expires_in: otpRules.ttlSeconds,
        resend_in: otpRules.resendCooldownSeconds,
        code_length: otpLength,
      },
    });
    const outbox = t.sms.outbox(full(national));
    expect(outbox).toHaveLength(1);
    const code = latestCode(t, national);
    expect(code).toMatch(/^\d{4}$/);
    expect(outbox[0]!.body).toMatch(smsPattern(lang, code));
    if (lang === 'ar') expect(outbox[0]!.body).toMatch(arabicLetters);
    else expect(outbox[0]!.body).not.toMatch(arabicLetters);
  });

  it.each([
    ['national 9 digits', (n: string) => n],
    ['966 + number', (n: string) => `966${n}`],
    ['+966 + number', (n: string) => `+966${n}`],
    ['00966 + number', (n: string) => `00966${n}`],
    ['leading 0', (n: string) => `0${n}`],
    ['spaced', (n: string) => `${n.slice(0, 2)} ${n.slice(2, 6)} ${n.slice(6)}`],
    ['Arabic-Indic digits', (n: string) => n.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))],
  ])('accepts the %s form and stores one normalised number', async (_label, shape) => {
    const national = nextMobile();
    const res = await sendOtp(t, shape(national));
    expect(res.status, res.payload).toBe(200);
    expect(res.body.data.mobile_number).toBe(national);
    expect(t.sms.outbox(full(national))).toHaveLength(1);
    expect((await challengesOf(t, national)).map((c) => c.mobileNumber)).toEqual([full(national)]);
  });

  it('treats the shapes of one number as the same number (the second is in its cooldown)', async () => {
    const national = nextMobile();
    expect((await sendOtp(t, national)).status).toBe(200);
    expect((await sendOtp(t, `+966${national}`)).status).toBe(429);
    expect((await sendOtp(t, `0${national}`)).status).toBe(429);
  });

  it('accepts mobile_code given as a number or with a plus, and defaults it to 966', async () => {
    for (const extra of [{ mobile_code: 966 }, { mobile_code: '+966' }, { mobile_code: undefined }]) {
      const national = nextMobile();
      const res = await sendOtp(t, national, {}, extra);
      expect(res.status, res.payload).toBe(200);
      expect(res.body.data.mobile_code).toBe('966');
    }
  });
});

describe('send-otp: refused numbers', () => {
  it.each([
    ['a landline', '112345678'],
    ['a Jeddah landline', '126543210'],
    ['too short', '5012345'],
    ['too long', '5012345678'],
    ['letters', '50123456a'],
    ['a plus in the middle', '50+1234567'],
    ['a foreign number in the national field', '971501234567'],
    ['only spaces', '   '],
    ['far too long', '5'.repeat(40)],
  ])('answers 422 with errors.mobile_number for %s (%j)', async (_label, mobile) => {
    for (const lang of locales) {
      const res = await sendOtp(t, mobile, { lang });
      expect(res.status).toBe(422);
      expect(res.body.status).toBe(false);
      expect(res.body.message).toBe(messages[lang]['errors.validation']);
      expect(Object.keys(res.body.errors)).toEqual(['mobile_number']);
      expect(res.body.errors.mobile_number[0]).toEqual(expect.any(String));
    }
    expect(t.sms.outbox().some((m) => m.to.endsWith(mobile))).toBe(false);
  });

  it('names the mobile number for a code other than Saudi Arabia (translated)', async () => {
    for (const lang of locales) {
      const res = await sendOtp(t, nextMobile(), { lang }, { mobile_code: '971' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ mobile_number: [messages[lang]['auth.invalid_mobile']] });
    }
  });

  it.each([[0], ['0'], [false], [undefined], ['yes'], [2]])(
    'answers 422 with errors.accept_terms for accept_terms %j',
    async (accept_terms) => {
      for (const lang of locales) {
        const national = nextMobile();
        const res = await sendOtp(t, national, { lang }, { accept_terms });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe(messages[lang]['errors.validation']);
        expect(res.body.errors.accept_terms).toEqual([messages[lang]['auth.terms_required']]);
        expect(t.sms.outbox(full(national))).toHaveLength(0);
      }
    },
  );
});

describe('send-otp: what the answer and the database do not reveal', () => {
  it('answers a number with a complete account exactly like an unknown number', async () => {
    const known = nextMobile();
    await signUp(t, known);
    const unknown = nextMobile();
    for (const lang of locales) {
      // Past the cooldown of the previous round, so both numbers are in the same state.
      await ageChallenges(t, known, 61);
      await ageChallenges(t, unknown, 61);
      const a = await sendOtp(t, known, { lang });
      const b = await sendOtp(t, unknown, { lang });
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      // Same JSON except the echoed number itself.
      expect(a.body).toEqual({ ...b.body, data: { ...b.body.data, mobile_number: known } });
      expect(a.payload.replace(known, 'N')).toBe(b.payload.replace(unknown, 'N'));
      const names = (h: Record<string, unknown>) => Object.keys(h).sort();
      expect(names(a.headers)).toEqual(names(b.headers));
      expect(t.sms.outbox(full(known))[0]!.body.replace(latestCode(t, known), 'C')).toBe(
        t.sms.outbox(full(unknown))[0]!.body.replace(latestCode(t, unknown), 'C'),
      );
    }
  });

  it('never puts the code in the answer nor in clear in the database', async () => {
    const national = nextMobile();
    const res = await sendOtp(t, national);
    const code = latestCode(t, national);
    // The payload without the echoed number has no digit run longer than 3 ("966", "300"), so no code.
    expect(res.payload.replaceAll(national, '')).not.toContain(code);
    expect(Object.values(res.body.data)).not.toContain(code);
    expect(Object.values(res.headers).map(String).join('\n')).not.toMatch(
      new RegExp(`(^|\\D)${code}(\\D|$)`),
    );
    const [row] = await challengesOf(t, national);
    expect(row!.codeHash).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.attempts).toBe(0);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(otpRules.ttlSeconds * 1000);
  });

  it('sends 4-digit codes that vary between numbers', async () => {
    // 30 codes drawn uniformly from 10,000: the expected number of colliding pairs is C(30,2)/10,000 ≈ 0.04,
    // so more than 9 repeats would mean the codes are not random (the odds of that by chance are negligible).
    const codes: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const national = nextMobile();
      // One IP per number: this is about the codes, not the per-IP caps.
      expect((await sendOtp(t, national, { ip: nextIp() })).status).toBe(200);
      codes.push(latestCode(t, national));
    }
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(new Set(codes).size).toBeGreaterThan(20);
  });
});

describe('otp-code (unit)', () => {
  it('draws zero-padded 4-digit codes over the whole range', () => {
    const drawn = Array.from({ length: 20_000 }, generateCode);
    for (const code of drawn) expect(code).toMatch(/^\d{4}$/);
    // A uniform draw has a leading zero 10% of the time: missing it in 20,000 draws is a bias, not luck.
    expect(drawn.some((c) => c.startsWith('0'))).toBe(true);
    expect(drawn.some((c) => c.startsWith('9'))).toBe(true);
    // ~8,650 distinct values are expected from 20,000 uniform draws over 10,000.
    expect(new Set(drawn).size).toBeGreaterThan(8_000);
  });

  it('hashes with a salt and a key, bound to the number', () => {
    const key = new Uint8Array(32).fill(7);
    const a = hashCode(key, '966501234567', '1234');
    const b = hashCode(key, '966501234567', '1234');
    expect(a).not.toBe(b);
    expect(codeMatches(key, a, '966501234567', '1234')).toBe(true);
    expect(codeMatches(key, a, '966501234567', '1235')).toBe(false);
    expect(codeMatches(key, a, '966501234568', '1234')).toBe(false);
    expect(codeMatches(new Uint8Array(32).fill(8), a, '966501234567', '1234')).toBe(false);
    expect(codeMatches(key, 'garbage', '966501234567', '1234')).toBe(false);
    expect(codeMatches(key, '', '966501234567', '1234')).toBe(false);
  });
});
