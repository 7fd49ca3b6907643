/** POST /consent (issue 15): validated, recorded for guests and customers, rate limited; icons (spec §7). */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRecords } from '../../db/schema/consent.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, mobiles, nextIp, signUp } from '../../test/call.ts';

let t: TestApp;
const nextNational = mobiles('57');
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const choice = (extra: Record<string, unknown> = {}) => ({
  visitor_id: crypto.randomUUID(),
  version: '2026-11',
  analytics: true,
  marketing: false,
  source: 'banner',
  ...extra,
});

describe('POST /api/v1/consent', () => {
  it.each(['en', 'ar'] as const)('records a guest choice without a user (%s)', async (lang) => {
    const body = choice();
    const res = await call(t, 'POST', '/api/v1/consent', body, { lang });
    expect(res.status).toBe(201);
    expect(res.body.data.consent).toMatchObject({ analytics: true, marketing: false, source: 'banner' });
    const [row] = await t.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.visitorId, body.visitor_id));
    expect(row).toMatchObject({ userId: null, version: '2026-11', analytics: true, marketing: false });
  });

  it('ties a signed-in customer’s choice to them, and keeps every choice (a withdrawal too)', async () => {
    const { token, user } = await signUp(t, nextNational());
    const visitor = crypto.randomUUID();
    await call(t, 'POST', '/api/v1/consent', choice({ visitor_id: visitor, marketing: true }), { token });
    const withdrawn = choice({ visitor_id: visitor, analytics: false, source: 'withdraw' });
    expect((await call(t, 'POST', '/api/v1/consent', withdrawn, { token })).status).toBe(201);
    const rows = await t.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, user.id as number))
      .orderBy(desc(consentRecords.id));
    expect(rows.map((r) => [r.source, r.marketing, r.analytics])).toEqual([
      ['withdraw', false, false],
      ['banner', true, true],
    ]);
  });

  it('still records the choice, as a guest’s, with a stale token', async () => {
    const res = await call(t, 'POST', '/api/v1/consent', choice(), { token: 'not-a-token' });
    expect(res.status).toBe(201);
  });

  it.each([
    ['no visitor id', { visitor_id: undefined }],
    ['a visitor id that is not a UUID', { visitor_id: '<script>' }],
    ['an unknown source', { source: 'api' }],
    ['a string for a choice', { marketing: 'yes' }],
    ['an over-long version', { version: 'x'.repeat(40) }],
  ])('refuses %s with 422', async (_name, extra) => {
    const res = await call(t, 'POST', '/api/v1/consent', choice(extra), { lang: 'ar' });
    expect(res.status).toBe(422);
  });

  it('limits one address to 20 choices a minute', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await call(t, 'POST', '/api/v1/consent', choice(), { ip })).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('GET /api/v1/icons/{collection}.json', () => {
  it('answers the asked icons in the Iconify shape, immutable, unknown ones absent', async () => {
    const res = await call(t, 'GET', '/api/v1/icons/lucide.json?icons=x,check,not-an-icon');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.prefix).toBe('lucide');
    expect(Object.keys(res.body.icons).sort()).toEqual(['check', 'x']);
    expect(res.body.icons.x.body).toContain('<path');
    expect(res.body).toMatchObject({ width: 24, height: 24 });
  });

  it('answers an unknown collection with 404 in the envelope', async () => {
    const res = await call(t, 'GET', '/api/v1/icons/fontawesome.json?icons=x', undefined, { lang: 'ar' });
    expect(res.status).toBe(404);
    expect(res.body.status).toBe(false);
  });
});

describe('PUT /api/v1/admin/settings/tracking', () => {
  it('sets the ids the pages load, null takes a vendor away again, and a typo is a translated 422', async () => {
    const owner = await signUp(t, nextNational());
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.user.id));
    const ids = {
      ga4_measurement_id: 'G-ABC1234',
      meta_pixel_id: '1234567890',
      snap_pixel_id: null,
      tiktok_pixel_id: null,
    };
    const put = (body: object, lang: 'en' | 'ar' = 'en') =>
      call(t, 'PUT', '/api/v1/admin/settings/tracking', body, { token: owner.token, lang });
    const set = await put(ids);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.tracking).toMatchObject(ids);
    const business = await call(t, 'GET', '/api/v1/settings/business');
    expect(business.body.data.settings.tracking).toMatchObject(ids);
    const cleared = await put({ ...ids, meta_pixel_id: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.tracking.meta_pixel_id).toBeNull();
    const typo = await put({ ...ids, ga4_measurement_id: 'UA-1234' }, 'ar');
    expect(typo.status).toBe(422);
    expect(typo.body.errors).toHaveProperty(['ga4_measurement_id']);
    expect(typo.body.message).toMatch(/[\u0600-\u06FF]/);
  });
});
