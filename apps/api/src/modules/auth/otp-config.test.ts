import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsError, type SmsMessage, type SmsProvider } from '../../integrations/sms/interface.ts';
import { messages } from '../../i18n/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ageChallenges,
  challengesOf,
  full,
  latestCode,
  mobiles,
  sendOtp,
  verifyOtp,
} from '../../test/call.ts';

/**
 * The per-number cap comes from OTP_NUMBER_HOURLY_LIMIT (2 here), and an SMS provider failure answers 503
 * without leaving a challenge behind (no cooldown, no cap used, no code that could be verified).
 */

const NUMBER_LIMIT = 2;
let failing = false;
const sent: SmsMessage[] = [];
let t: TestApp;
/** Fails while `failing` is set; otherwise hands the message to the test app's console outbox. */
const flaky: SmsProvider = {
  name: 'flaky',
  async send(message) {
    sent.push(message);
    if (failing) throw new SmsError('gateway down', 'flaky', true);
    return t.sms.send(message);
  },
};

beforeAll(async () => {
  t = await createTestApp({ config: { OTP_NUMBER_HOURLY_LIMIT: NUMBER_LIMIT }, sms: flaky });
});
afterAll(() => t.close());

const nextMobile = mobiles('50');

describe('OTP_NUMBER_HOURLY_LIMIT', () => {
  it('caps codes per number per hour at the configured value', async () => {
    const national = nextMobile();
    for (let i = 0; i < NUMBER_LIMIT; i += 1) {
      await ageChallenges(t, national, 61);
      expect((await sendOtp(t, national)).status).toBe(200);
    }
    await ageChallenges(t, national, 61);
    const res = await sendOtp(t, national, { lang: 'ar' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(messages.ar['auth.too_many_sends']);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600 - 2 * 61 - 5);
  });
});

describe('SMS provider failure', () => {
  it.each(['en', 'ar'] as const)(
    'answers 503 with Retry-After and discards the challenge (%s)',
    async (lang) => {
      const national = nextMobile();
      failing = true;
      try {
        const res = await sendOtp(t, national, { lang });
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ status: false, message: messages[lang]['auth.sms_unavailable'] });
        expect(res.headers['retry-after']).toBe('30');
        expect(sent.at(-1)?.to).toBe(full(national));
        expect(await challengesOf(t, national)).toHaveLength(0);
        // The code that was never delivered cannot be verified.
        const code = /(?<!\d)(\d{4})(?!\d)/.exec(sent.at(-1)!.body)![1]!;
        expect((await verifyOtp(t, national, code)).status).toBe(422);
      } finally {
        failing = false;
      }
      // No cooldown was left behind: asking again at once works.
      expect((await sendOtp(t, national, { lang })).status).toBe(200);
      expect(latestCode(t, national)).toMatch(/^\d{4}$/);
    },
  );
});

describe('the demo outbox', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void logs.push(line) },
    });
  });
  afterAll(() => t.close());

  it('shows one number at a time, never everyone’s codes', async () => {
    const all = await t.app.inject({ url: '/api/v1/dev/outbox' });
    expect(all.statusCode).toBe(422);
    expect(all.json().errors).toHaveProperty('mobile_number');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/send-otp',
      payload: { mobile_number: '501112233', accept_terms: 1 },
    });
    const one = await t.app.inject({ url: '/api/v1/dev/outbox?mobile_number=966501112233' });
    expect(one.json().data.messages).toHaveLength(1);
    expect(
      (await t.app.inject({ url: '/api/v1/dev/outbox?mobile_number=966509998877' })).json().data.messages,
    ).toEqual([]);
  });

  it('never shows a back-office account’s messages: their sign-in code is in the server log instead', async () => {
    // The demo's owner (an admin) and its Olaya manager (a staff member).
    for (const national of ['500000109', '500000110']) {
      logs.length = 0;
      expect((await sendOtp(t, national)).status).toBe(200);
      expect(t.sms.outbox(full(national))).toHaveLength(1); // the message was "sent"…
      const outbox = await t.app.inject({ url: `/api/v1/dev/outbox?mobile_number=${full(national)}` });
      expect(outbox.statusCode).toBe(200);
      expect(outbox.json().data.messages).toEqual([]); // …but the public outbox does not show it
      const line = logs
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .find((l) => l.msg.startsWith(`back-office sign-in code for ${full(national)}`));
      expect(line?.level).toBe(40); // warn: printed even when the log is turned down to warnings
      const code = /(\d{4})$/.exec(line!.msg)![1]!;
      expect(code).toBe(latestCode(t, national));
      const verified = await verifyOtp(t, national, code);
      expect(verified.status).toBe(200);
      expect(verified.body.data.token).toEqual(expect.any(String));
    }
  });
});
