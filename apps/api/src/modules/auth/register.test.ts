import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingConsents, otpChallenges, users } from '../../db/schema.ts';
import { messages } from '../../i18n/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  freshCode,
  full,
  info,
  mobiles,
  profileFields,
  registerUser,
  signUp,
  verifyOtp,
  type Json,
  type Locale,
  type Res,
} from '../../test/call.ts';

/** POST /api/v1/user/register: a verified code of a new number, once, within 10 minutes. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextMobile = mobiles('53');
const locales: Locale[] = ['en', 'ar'];

/** A new number with a verified (not yet used) code. */
async function verified(national = nextMobile()) {
  const code = await freshCode(t, national);
  const res = await verifyOtp(t, national, code);
  expect(res.status).toBe(200);
  return { national, code, res };
}

function expectNotVerified(res: Res, lang: Locale = 'en') {
  expect(res.status, res.payload).toBe(422);
  expect(res.body).toEqual({
    status: false,
    message: messages[lang]['auth.code_not_verified'],
    errors: { otp: [messages[lang]['auth.code_not_verified']] },
  });
}

const expectFieldError = (res: Res, field: string) => {
  expect(res.status, res.payload).toBe(422);
  expect(res.body.status).toBe(false);
  expect(Object.keys(res.body.errors)).toEqual([field]);
};

describe('register', () => {
  it.each(locales)('turns a verified new number into a complete account with a token (%s)', async (lang) => {
    const { national, code, res: verify } = await verified();
    expect(verify.body.data).toMatchObject({ is_completed: false, token: null, user: null });

    const res = await registerUser(
      t,
      national,
      code,
      { ...profileFields, email: 'sara@example.com' },
      { lang },
    );
    expect(res.status, res.payload).toBe(201);
    expect(res.body.message).toBe(messages[lang]['auth.registered']);
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.body.data.user).toEqual({
      id: expect.any(Number),
      first_name: 'Sara',
      last_name: 'Alharbi',
      mobile_number: national,
      mobile_code: '966',
      role: 'customer',
    });
    expect(decodeJwt(res.body.data.token).sub).toBe(String(res.body.data.user.id));

    const me = await info(t, res.body.data.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      email: 'sara@example.com',
      gender: 'Female',
      date_of_birth: '1995-04-12',
      email_verified: 0,
    });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.mobileNumber, full(national)));
    expect(row!.isCompleted).toBe(true);
  });

  it('takes offers only when the box is ticked, recorded as the sign-up’s consent (PDPL art. 25, ADR 0068)', async () => {
    const consents = (id: number) =>
      t.database.db.select().from(messagingConsents).where(eq(messagingConsents.userId, id));
    const unticked = await verified();
    const plain = await registerUser(t, unticked.national, unticked.code, profileFields);
    expect(plain.status, plain.payload).toBe(201);
    expect((await info(t, plain.body.data.token)).body.data.marketing_messages).toBe(0);
    expect(await consents(plain.body.data.user.id)).toEqual([]);

    const ticked = await verified();
    const yes = await registerUser(t, ticked.national, ticked.code, {
      ...profileFields,
      marketing_messages: '1',
    });
    expect(yes.status, yes.payload).toBe(201);
    expect((await info(t, yes.body.data.token)).body.data.marketing_messages).toBe(1);
    expect(await consents(yes.body.data.user.id)).toEqual([
      expect.objectContaining({ marketing: 'in', source: 'signup', mobile: full(ticked.national) }),
    ]);

    const bad = await verified();
    const wrong = await registerUser(t, bad.national, bad.code, {
      ...profileFields,
      marketing_messages: 'yes',
    });
    expectFieldError(wrong, 'marketing_messages');
  });

  it('signs the completed number in on its next verify', async () => {
    const national = nextMobile();
    const { user } = await signUp(t, national);
    const code = await freshCode(t, national);
    const res = await verifyOtp(t, national, code, { lang: 'ar' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.ar['auth.signed_in']);
    expect(res.body.data).toMatchObject({
      is_completed: true,
      token: expect.any(String),
      user,
      id: user.id,
      mobile_number: national,
    });
    expect((await info(t, res.body.data.token)).body.data.id).toBe(user.id);
  });

  it('refuses to replay the same registration', async () => {
    const { national, code } = await verified();
    const fields: Json = { ...profileFields, first_name: 'Huda' };
    expect((await registerUser(t, national, code, fields)).status).toBe(201);
    for (const lang of locales)
      expectNotVerified(await registerUser(t, national, code, fields, { lang }), lang);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.mobileNumber, full(national))),
    ).toHaveLength(1);
  });

  it('lets exactly one of 5 parallel registrations with one code through', async () => {
    const { national, code } = await verified();
    const results = await Promise.all(Array.from({ length: 5 }, () => registerUser(t, national, code)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) expectNotVerified(r);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.mobileNumber, full(national))),
    ).toHaveLength(1);
  });

  it('refuses a code that was sent but never verified', async () => {
    const national = nextMobile();
    const code = await freshCode(t, national);
    expectNotVerified(await registerUser(t, national, code));
    // ...and refusing it did not spend the code.
    expect((await verifyOtp(t, national, code)).status).toBe(200);
  });

  it('refuses a number that was never sent a code', async () => {
    expectNotVerified(await registerUser(t, nextMobile(), '1234'));
  });

  it('refuses a wrong code even when the number was verified', async () => {
    const { national, code } = await verified();
    expectNotVerified(await registerUser(t, national, String((Number(code) + 1) % 10_000).padStart(4, '0')));
    expect((await registerUser(t, national, code)).status).toBe(201);
  });

  it('refuses another number’s verified code', async () => {
    const a = await verified();
    const b = nextMobile();
    expectNotVerified(await registerUser(t, b, a.code));
  });

  it('accepts the verified code within 10 minutes, not after', async () => {
    const late = await verified();
    const back = (national: string, seconds: number) =>
      t.database.db
        .update(otpChallenges)
        .set({ verifiedAt: new Date(Date.now() - seconds * 1000) })
        .where(eq(otpChallenges.mobileNumber, full(national)));
    await back(late.national, 10 * 60 + 1);
    expectNotVerified(await registerUser(t, late.national, late.code));

    const inTime = await verified();
    await back(inTime.national, 10 * 60 - 30);
    expect((await registerUser(t, inTime.national, inTime.code)).status).toBe(201);
  });

  it.each(locales)('answers 409 for a number that already has a complete account (%s)', async (lang) => {
    const national = nextMobile();
    const { user } = await signUp(t, national);
    // A fresh, verified code for the same number (which signs it in) still cannot register it again.
    const code = await freshCode(t, national);
    expect((await verifyOtp(t, national, code)).body.data.is_completed).toBe(true);
    const res = await registerUser(t, national, code, { ...profileFields, first_name: 'Intruder' }, { lang });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: false, message: messages[lang]['auth.already_registered'] });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, user.id as number));
    expect(row!.firstName).toBe('Sara');
  });

  it.each(['first_name', 'last_name', 'gender', 'date_of_birth'])(
    'answers 422 naming %s when it is missing',
    async (field) => {
      const { national, code } = await verified();
      for (const lang of locales) {
        const fields: Json = { ...profileFields };
        delete fields[field];
        const res = await registerUser(t, national, code, fields, { lang });
        expectFieldError(res, field);
        expect(res.body.message).toBe(messages[lang]['errors.validation']);
      }
      // A refused form does not spend the code: the corrected form registers.
      expect((await registerUser(t, national, code)).status).toBe(201);
    },
  );

  it.each([
    ['email', 'not-an-email', 'validation.email'],
    ['email', 'a@b', 'validation.email'],
    ['date_of_birth', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), 'validation.date'],
    ['date_of_birth', '2023-02-30', 'validation.date'],
    ['date_of_birth', '1899-12-31', 'validation.date'],
    ['date_of_birth', '12/04/1995', 'validation.date'],
    ['gender', 'male', 'validation.gender'],
    ['first_name', '   ', 'validation.required'],
    ['last_name', 'x'.repeat(51), 'validation.name'],
  ] as const)('answers 422 naming %s for %j', async (field, value, key) => {
    const { national, code } = await verified();
    for (const lang of locales) {
      const res = await registerUser(t, national, code, { ...profileFields, [field]: value }, { lang });
      expectFieldError(res, field);
      // Exactly the expected message, once.
      expect(res.body.errors[field]).toEqual([messages[lang][key]]);
    }
  });

  it('registers without an email (the optional field left out) and stores none', async () => {
    const { national, code } = await verified();
    const res = await registerUser(t, national, code, profileFields);
    expect(res.status).toBe(201);
    expect((await info(t, res.body.data.token)).body.data.email).toBeNull();
  });

  it('trims names and accepts Arabic ones', async () => {
    const { national, code } = await verified();
    const res = await registerUser(t, national, code, {
      ...profileFields,
      first_name: '  سارة ',
      last_name: 'الحربي',
    });
    expect(res.status).toBe(201);
    expect((await info(t, res.body.data.token)).body.data).toMatchObject({
      first_name: 'سارة',
      full_name: 'سارة الحربي',
    });
  });
});
