import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, info, mobiles, signUp, updateMultipart, type Json } from '../../test/call.ts';

/**
 * Own data only: every account route works on the token's user; no route takes a user id from the client,
 * and ids smuggled into the query or the body are ignored.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextMobile = mobiles('54');

type Account = { token: string; id: number; national: string; profile: Json };
async function account(first_name: string): Promise<Account> {
  const national = nextMobile();
  const { token, user } = await signUp(t, national, {
    first_name,
    last_name: 'Test',
    gender: 'Male',
    date_of_birth: '1992-02-02',
  });
  return { token, id: user.id as number, national, profile: (await info(t, token)).body.data as Json };
}

let a: Account;
let b: Account;
beforeAll(async () => {
  a = await account('Ahmed');
  b = await account('Bandar');
});

describe('own data only', () => {
  it('shows each token its own profile', async () => {
    expect(a.id).not.toBe(b.id);
    expect((await info(t, a.token)).body.data).toMatchObject({
      id: a.id,
      first_name: 'Ahmed',
      mobile_number: a.national,
    });
    expect((await info(t, b.token)).body.data).toMatchObject({
      id: b.id,
      first_name: 'Bandar',
      mobile_number: b.national,
    });
  });

  it('ignores a user id in the query string', async () => {
    for (const url of [
      `/api/v1/account/info?user_id=${b.id}`,
      `/api/v1/account/info?id=${b.id}`,
      `/api/v1/user/profile?user_id=${b.id}`,
      `/api/v1/account/info?mobile_number=${b.national}`,
    ]) {
      const res = await call(t, 'GET', url, undefined, { token: a.token });
      expect(res.status, url).toBe(200);
      expect(res.body.data.id).toBe(a.id);
      expect(res.body.data.first_name).toBe('Ahmed');
    }
  });

  it('has no route that reads another user by id', async () => {
    for (const url of [
      `/api/v1/account/info/${b.id}`,
      `/api/v1/user/profile/${b.id}`,
      `/api/v1/users/${b.id}`,
      `/api/v1/user/${b.id}`,
    ]) {
      const res = await call(t, 'GET', url, undefined, {
        token: a.token,
        outsideContract: 'proving these paths have no route',
      });
      expect(res.status, url).toBe(404);
      expect(res.payload).not.toContain('Bandar');
    }
  });

  it('updates only the token’s user, whatever ids the body carries', async () => {
    const res = await call(
      t,
      'POST',
      `/api/v1/account/update?user_id=${b.id}`,
      { first_name: 'Changed', id: b.id, user_id: b.id },
      { token: a.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.id, first_name: 'Changed' });
    expect((await info(t, b.token)).body.data).toEqual(b.profile);

    const form = await updateMultipart(t, a.token, {
      last_name: 'Form',
      user_id: String(b.id),
      id: String(b.id),
    });
    expect(form.status).toBe(200);
    expect(form.body.data).toMatchObject({ id: a.id, last_name: 'Form' });
    expect((await info(t, b.token)).body.data).toEqual(b.profile);
  });

  it('cannot raise its own role through an update', async () => {
    const res = await call(
      t,
      'POST',
      '/api/v1/account/update',
      { role: 'admin', first_name: 'Ahmed' },
      { token: a.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('customer');
  });

  it('gives avatars unguessable keys, and a random key finds nothing', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#00c' } })
      .png()
      .toBuffer();
    const res = await updateMultipart(t, a.token, {}, { filename: 'a.png', type: 'image/png', data: png });
    expect(res.status).toBe(200);
    const url = res.body.data.image_profile as string;
    const key = /^\/api\/v1\/media\/avatars\/([0-9a-f]{32})$/.exec(url)?.[1];
    expect(key).toBeDefined();
    // Not derived from the user or the bytes: the same picture uploaded again (by A, then by E) gets new keys.
    const e = await account('Eman');
    const again = await updateMultipart(t, a.token, {}, { filename: 'a.png', type: 'image/png', data: png });
    const other = await updateMultipart(t, e.token, {}, { filename: 'a.png', type: 'image/png', data: png });
    const keys = new Set([url, again.body.data.image_profile, other.body.data.image_profile]);
    expect(keys.size).toBe(3);
    // A's first image was replaced by its second upload; the second is served.
    expect((await t.app.inject({ method: 'GET', url: again.body.data.image_profile })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // 128 random bits: a guessed key (here a few random ones) finds nothing.
    for (let i = 0; i < 5; i += 1) {
      const guess = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/media/avatars/${guess}` })).statusCode).toBe(
        404,
      );
    }
    // E's upload is E's: A's profile still shows A's image, B has none.
    expect((await info(t, a.token)).body.data.image_profile).toBe(again.body.data.image_profile);
    expect((await info(t, e.token)).body.data.image_profile).toBe(other.body.data.image_profile);
    expect((await info(t, b.token)).body.data.image_profile).toBe('/img/avatar.svg');
  });

  it('deletes only the token’s own account', async () => {
    const c = await account('Cyrine');
    const res = await call(
      t,
      'DELETE',
      `/api/v1/account/delete?user_id=${b.id}`,
      { id: b.id },
      { token: c.token },
    );
    expect(res.status).toBe(200);
    expect((await info(t, c.token)).status).toBe(401);
    expect((await info(t, b.token)).body.data).toEqual(b.profile);
    expect((await info(t, a.token)).status).toBe(200);
  });

  it('logs out everywhere only the token’s own sessions', async () => {
    const d = await account('Dana');
    expect(
      (
        await call(
          t,
          'POST',
          '/api/v1/account/logout',
          { everywhere: true, user_id: b.id },
          { token: d.token },
        )
      ).status,
    ).toBe(200);
    expect((await info(t, d.token)).status).toBe(401);
    expect((await info(t, b.token)).status).toBe(200);
  });
});
