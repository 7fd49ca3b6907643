import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenLifetimeSeconds } from '@hajz/contracts/auth';
import { otpChallenges, users } from '../db/schema.ts';
import { messages } from '../i18n/messages.ts';
import { call, info, mobiles, signIn, signUp, type Locale, type Res } from '../test/call.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Bearer tokens: only our HS256 tokens, for our issuer and audience, unexpired and unrevoked, open the account. */

// A known secret so the tests can forge tokens with it (other algorithms, claims); at least 32 characters.
const SECRET = 'test-secret-for-auth-plugin-tests-0123456789';
const key = new TextEncoder().encode(SECRET);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { JWT_SECRET: SECRET } });
});
afterAll(() => t.close());

const nextMobile = mobiles('57');
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function expectUnauthenticated(res: Res, lang: Locale = 'en') {
  expect(res.status, res.payload).toBe(401);
  expect(res.headers['www-authenticate']).toBe('Bearer');
  expect(res.body).toEqual({ status: false, message: messages[lang]['auth.unauthenticated'] });
}

/** A token like ours, with the given changes. */
function forge(
  user: { id: number; ver?: number },
  o: {
    alg?: string;
    iss?: string;
    aud?: string;
    exp?: number | null;
    jti?: string | null;
    secret?: Uint8Array;
  } = {},
) {
  const jwt = new SignJWT({ ver: user.ver ?? 0 })
    .setProtectedHeader({ alg: o.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(o.iss ?? 'hajz')
    .setAudience(o.aud ?? 'hajz-api')
    .setIssuedAt();
  if (o.exp !== null) jwt.setExpirationTime(o.exp ?? now() + 3600);
  if (o.jti !== null) jwt.setJti(o.jti ?? randomUUID());
  return jwt.sign(o.secret ?? key);
}

let alice: { token: string; id: number; national: string };
beforeAll(async () => {
  const national = nextMobile();
  const { token, user } = await signUp(t, national);
  alice = { token, id: user.id as number, national };
});

describe('authenticate: refused tokens', () => {
  it.each(['en', 'ar'] as const)(
    'answers 401 with WWW-Authenticate: Bearer without a header (%s)',
    async (lang) => {
      expectUnauthenticated(await info(t, undefined, { lang }), lang);
    },
  );

  it.each([
    ['a bare scheme', 'Bearer'],
    ['a bare token', 'TOKEN'],
    ['the Basic scheme', 'Basic dXNlcjpwYXNz'],
    ['two tokens', 'Bearer TOKEN TOKEN'],
    ['garbage', 'Bearer not.a.jwt'],
    ['an empty token', 'Bearer  '],
  ])('answers 401 for %s', async (_label, header) => {
    const res = await call(t, 'GET', '/api/v1/account/info', undefined, {
      headers: { authorization: header.replaceAll('TOKEN', alice.token) },
    });
    expectUnauthenticated(res);
  });

  it('answers 401 for a tampered signature or payload', async () => {
    const [h, p, s] = alice.token.split('.') as [string, string, string];
    const flipped = `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`;
    expectUnauthenticated(await info(t, `${h}.${p}.${flipped}`));
    const otherUser = b64({ ...decodeJwt(alice.token), sub: String(alice.id + 1) });
    expectUnauthenticated(await info(t, `${h}.${otherUser}.${s}`));
  });

  it('answers 401 for alg: none (an unsigned token)', async () => {
    const payload = {
      sub: String(alice.id),
      ver: 0,
      iss: 'hajz',
      aud: 'hajz-api',
      iat: now(),
      exp: now() + 3600,
    };
    for (const alg of ['none', 'None', 'NONE']) {
      const unsigned = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}.`;
      expectUnauthenticated(await info(t, unsigned));
    }
  });

  it('accepts a well-formed forged token (so the refusals below are about what they change)', async () => {
    expect((await info(t, await forge({ id: alice.id }))).status).toBe(200);
  });

  it('answers 401 for a well-signed token without an expiry, or without an id to revoke it by', async () => {
    expectUnauthenticated(await info(t, await forge({ id: alice.id }, { exp: null })));
    expectUnauthenticated(await info(t, await forge({ id: alice.id }, { jti: null })));
  });

  it('a plain logout ends that session only; logout everywhere ends them all', async () => {
    const national = nextMobile();
    const first = (await signUp(t, national)).token as string;
    const second = (await signIn(t, national)).token as string;
    const logout = (token: string, body?: object) =>
      call(t, 'POST', '/api/v1/account/logout', body ?? {}, { token });
    expect((await logout(first)).status).toBe(200);
    expectUnauthenticated(await info(t, first));
    expect((await info(t, second)).status).toBe(200);
    const third = (await signIn(t, national)).token as string;
    expect((await logout(second, { everywhere: true })).status).toBe(200);
    expectUnauthenticated(await info(t, second));
    expectUnauthenticated(await info(t, third));
  });

  it('answers 401 for HS512 and HS384 with the right secret (the algorithm is pinned)', async () => {
    for (const alg of ['HS512', 'HS384'])
      expectUnauthenticated(await info(t, await forge({ id: alice.id }, { alg })));
  });

  it('answers 401 for a token signed with another secret', async () => {
    expectUnauthenticated(
      await info(t, await forge({ id: alice.id }, { secret: new TextEncoder().encode('x'.repeat(44)) })),
    );
  });

  it('answers 401 for a wrong audience or issuer', async () => {
    expectUnauthenticated(await info(t, await forge({ id: alice.id }, { aud: 'someone-else' })));
    expectUnauthenticated(await info(t, await forge({ id: alice.id }, { iss: 'evil' })));
  });

  it('answers 401 for an expired token (forged, and our own signed 8 days ago)', async () => {
    expectUnauthenticated(await info(t, await forge({ id: alice.id }, { exp: now() - 10 })));
    const old = await t.app.tokens.sign(
      { id: alice.id, tokenVersion: 0 },
      new Date(Date.now() - 8 * 86_400_000),
    );
    expectUnauthenticated(await info(t, old));
  });

  it('answers 401 for a well-signed token of a user that does not exist or of an old token version', async () => {
    expectUnauthenticated(await info(t, await forge({ id: 999_999 })));
    expectUnauthenticated(await info(t, await forge({ id: alice.id, ver: 7 })));
    expectUnauthenticated(
      await info(
        t,
        await new SignJWT({ ver: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('abc')
          .setIssuer('hajz')
          .setAudience('hajz-api')
          .setExpirationTime('1h')
          .sign(key),
      ),
    );
  });

  it('guards every account route', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/user/profile'],
      ['GET', '/api/v1/account/info'],
      ['POST', '/api/v1/account/update'],
      ['DELETE', '/api/v1/account/delete'],
      ['POST', '/api/v1/account/logout'],
    ] as const) {
      expectUnauthenticated(
        await call(t, method, url, method === 'POST' ? {} : undefined, { token: 'nope' }),
      );
    }
  });
});

describe('authenticate: valid tokens', () => {
  it('issues HS256 tokens for hajz / hajz-api that last 7 days', () => {
    expect(decodeProtectedHeader(alice.token).alg).toBe('HS256');
    const claims = decodeJwt(alice.token);
    expect(claims).toMatchObject({ iss: 'hajz', aud: 'hajz-api', sub: String(alice.id), ver: 0 });
    expect(claims.exp! - claims.iat!).toBe(tokenLifetimeSeconds);
    expect(tokenLifetimeSeconds).toBe(7 * 24 * 60 * 60);
  });

  it('opens GET account/info and user/profile with the spec fields', async () => {
    for (const url of ['/api/v1/account/info', '/api/v1/user/profile']) {
      const res = await call(t, 'GET', url, undefined, { token: alice.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        id: alice.id,
        first_name: 'Sara',
        last_name: 'Alharbi',
        full_name: 'Sara Alharbi',
        email: null,
        email_verified: 0,
        gender: 'Female',
        date_of_birth: '1995-04-12',
        image_profile: '/img/avatar.svg',
        number_of_points: 0,
        wallet: { balance: 0 },
        mobile_number: alice.national,
        mobile_code: '966',
        role: 'customer',
        booking_reminders: 1,
        // The channel choice and the marketing consent (ADR 0056), beside the reminders switch: no offers until the
        // customer says yes (ADR 0068).
        message_channel: 'whatsapp',
        marketing_messages: 0,
      });
    }
  });

  it('accepts the scheme in any case', async () => {
    const res = await call(t, 'GET', '/api/v1/account/info', undefined, {
      headers: { authorization: `bearer ${alice.token}` },
    });
    expect(res.status).toBe(200);
  });
});

describe('revocation', () => {
  it('a plain logout answers in the language asked, and {everywhere: true} revokes every token', async () => {
    const national = nextMobile();
    const { token: first } = await signUp(t, national);
    const second = (await signIn(t, national)).token as string;
    const plain = await call(t, 'POST', '/api/v1/account/logout', {}, { token: first, lang: 'ar' });
    expect(plain.status).toBe(200);
    expect(plain.body.message).toBe(messages.ar['auth.signed_out']);
    expectUnauthenticated(await info(t, first));

    expect(
      (await call(t, 'POST', '/api/v1/account/logout', { everywhere: true }, { token: second })).status,
    ).toBe(200);
    expectUnauthenticated(await info(t, second));
    // Someone else's session is untouched; a fresh sign-in works.
    expect((await info(t, alice.token)).status).toBe(200);
    const fresh = (await signIn(t, national)).token as string;
    expect((await info(t, fresh)).status).toBe(200);
    expect(decodeJwt(fresh).ver).toBe(1);
  });

  it('refuses a logout body that is not a boolean', async () => {
    const res = await call(
      t,
      'POST',
      '/api/v1/account/logout',
      { everywhere: 'yes' },
      { token: alice.token },
    );
    expect(res.status).toBe(422);
    expect((await info(t, alice.token)).status).toBe(200);
  });

  it('erases the account on delete: token refused, personal data gone, the number free for a new account', async () => {
    const national = nextMobile();
    const { token, user } = await signUp(t, national, {
      first_name: 'Noura',
      last_name: 'Alqahtani',
      gender: 'Female',
      date_of_birth: '1990-01-01',
      email: 'n@example.com',
    });
    const other = (await signIn(t, national)).token as string;

    const res = await call(t, 'DELETE', '/api/v1/account/delete', undefined, { token, lang: 'ar' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: messages.ar['profile.deleted'], data: null });
    expectUnauthenticated(await info(t, token));
    expectUnauthenticated(await info(t, other));
    // A forged token with the new version cannot bring the deleted account back either.
    expectUnauthenticated(await info(t, await forge({ id: user.id as number, ver: 1 })));

    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, user.id as number));
    expect(row).toMatchObject({
      mobileNumber: null,
      firstName: '',
      lastName: '',
      email: null,
      gender: null,
      dateOfBirth: null,
      imageId: null,
      isCompleted: false,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    // The number's code history goes with the personal data.
    const left = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileNumber, `966${national}`));
    expect(left).toEqual([]);

    // The same number signs up again as a new account.
    const verified = await signIn(t, national);
    expect(verified).toMatchObject({ is_completed: false, token: null });
    const again = await signUp(t, national, {
      first_name: 'New',
      last_name: 'Owner',
      gender: 'Male',
      date_of_birth: '2000-05-05',
    });
    expect(again.user.id).not.toBe(user.id);
    const me = await info(t, again.token);
    expect(me.body.data).toMatchObject({ first_name: 'New', email: null, mobile_number: national });
  });
});
