import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { messages } from '../../i18n/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, info, mobiles, signUp, updateMultipart, type Json, type Locale } from '../../test/call.ts';

/** POST /api/v1/account/update with JSON or multipart (`_method=PUT`): only the non-empty fields given change. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextMobile = mobiles('58');
const locales: Locale[] = ['en', 'ar'];

const original = {
  first_name: 'Sara',
  last_name: 'Alharbi',
  gender: 'Female',
  date_of_birth: '1995-04-12',
  email: 'sara@example.com',
};

async function newUser() {
  const { token } = await signUp(t, nextMobile(), original);
  const before = (await info(t, token)).body.data as Json;
  return { token, before };
}

const updateJson = (token: string, body: Json, lang?: Locale) =>
  call(t, 'POST', '/api/v1/account/update', body, { token, lang });

describe('account/update (JSON)', () => {
  it.each(locales)('changes only first_name when only first_name is sent (%s)', async (lang) => {
    const { token, before } = await newUser();
    const res = await updateJson(token, { first_name: 'Reem' }, lang);
    expect(res.status, res.payload).toBe(200);
    expect(res.body.message).toBe(messages[lang]['profile.updated']);
    expect(res.body.data).toEqual({ ...before, first_name: 'Reem', full_name: 'Reem Alharbi' });
    expect((await info(t, token)).body.data).toEqual(res.body.data);
  });

  it('ignores empty strings, whitespace, nulls and unknown fields (nothing is written)', async () => {
    const { token, before } = await newUser();
    const res = await updateJson(token, {
      first_name: '',
      last_name: '   ',
      email: null,
      gender: '',
      date_of_birth: '',
      role: 'admin',
      id: 1,
      mobile_number: '501111111',
    });
    expect(res.status, res.payload).toBe(200);
    expect(res.body.data).toEqual(before);
  });

  it('updates every field together', async () => {
    const { token, before } = await newUser();
    const res = await updateJson(token, {
      first_name: 'Huda',
      last_name: 'Alotaibi',
      email: 'huda@example.com',
      gender: 'Male',
      date_of_birth: '1988-12-31',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...before,
      first_name: 'Huda',
      last_name: 'Alotaibi',
      full_name: 'Huda Alotaibi',
      email: 'huda@example.com',
      gender: 'Male',
      date_of_birth: '1988-12-31',
    });
  });

  it.each([
    ['email', 'not-an-email', 'validation.email'],
    ['date_of_birth', '2023-02-30', 'validation.date'],
    ['date_of_birth', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), 'validation.date'],
    ['gender', 'other', 'validation.gender'],
    ['first_name', 'x'.repeat(51), 'validation.name'],
  ] as const)('answers 422 naming %s for %j and changes nothing', async (field, value, key) => {
    const { token, before } = await newUser();
    for (const lang of locales) {
      const res = await updateJson(token, { first_name: 'Changed', [field]: value }, lang);
      expect(res.status, res.payload).toBe(422);
      expect(res.body.message).toBe(messages[lang]['errors.validation']);
      expect(Object.keys(res.body.errors)).toEqual([field]);
      expect([...new Set(res.body.errors[field])]).toEqual([messages[lang][key]]);
    }
    expect((await info(t, token)).body.data).toEqual(before);
  });

  it('keeps email_verified only while the email stays the same', async () => {
    const { token } = await newUser();
    const me = (await info(t, token)).body.data as Json;
    await t.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, me.id as number));
    expect((await info(t, token)).body.data.email_verified).toBe(1);
    expect(
      (await updateJson(token, { email: 'sara@example.com', first_name: 'S' })).body.data.email_verified,
    ).toBe(1);
    expect((await updateJson(token, { first_name: 'Sa' })).body.data.email_verified).toBe(1);
    const changed = await updateJson(token, { email: 'other@example.com' });
    expect(changed.body.data).toMatchObject({ email: 'other@example.com', email_verified: 0 });
  });
});

describe('account/update (multipart)', () => {
  it('updates the fields sent as form data with _method=PUT', async () => {
    const { token, before } = await newUser();
    const res = await updateMultipart(t, token, { first_name: 'Lama', last_name: 'Alzahrani', email: '' });
    expect(res.status, res.payload).toBe(200);
    expect(res.body.data).toEqual({
      ...before,
      first_name: 'Lama',
      last_name: 'Alzahrani',
      full_name: 'Lama Alzahrani',
    });
  });

  it('ignores empty form fields', async () => {
    const { token, before } = await newUser();
    const res = await updateMultipart(t, token, {
      first_name: '',
      last_name: ' ',
      gender: '',
      date_of_birth: '',
    });
    expect(res.status, res.payload).toBe(200);
    expect(res.body.data).toEqual(before);
  });

  it('answers 422 naming email for an invalid email in form data', async () => {
    const { token, before } = await newUser();
    const res = await updateMultipart(t, token, { email: 'nope@' }, undefined, { lang: 'ar' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [messages.ar['validation.email']] });
    expect((await info(t, token)).body.data).toEqual(before);
  });
});
