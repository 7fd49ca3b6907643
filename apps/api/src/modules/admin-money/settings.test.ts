import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminServiceFee, AdminZone, MarketingSettings } from '@hajz/contracts/admin-money';
import { auditLog, businessSettings, users } from '../../db/schema.ts';
import { onReadsInvalidated } from '../../lib/read-cache.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import { createCustomers } from '../../test/booking.ts';

let t: TestApp;
let owner: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createCustomers(t, 1))[0]!;
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
});
afterAll(() => t.close());

const as = (method: 'GET' | 'PUT', url: string, body?: Json, lang?: 'en' | 'ar') =>
  call(t, method, `/api/v1/admin${url}`, body, { token: owner.token, lang });
const audited = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, owner.id)))
    .orderBy(auditLog.id);

describe('money & marketing settings', () => {
  const valid: MarketingSettings = {
    referral_friend_reward: 2500,
    referral_inviter_reward: 3000,
    referral_monthly_cap: 5,
    referral_reward_days: 60,
    ga4_measurement_id: 'G-ABC1234',
    meta_pixel_id: '1234567890',
    snap_pixel_id: null,
    tiktok_pixel_id: null,
    consent_version: '2026-12',
  };

  it('a new tracking id and consent version reach customers at once; the booking settings stay as they were', async () => {
    const page = () => call(t, 'GET', '/api/v1/settings/business');
    // Read first, so the business row sits in the read cache the customer pages use.
    expect((await page()).body.data.settings.tracking.ga4_measurement_id).toBeNull();
    const [bookingBefore] = await t.database.db.select().from(businessSettings);
    // The guests' rendered pages (ADR 0015) are dropped with the reads they were built from.
    let pagesDropped = 0;
    onReadsInvalidated(t.database.db, () => pagesDropped++);
    const res = await as('PUT', '/settings/marketing', valid);
    expect(pagesDropped).toBe(1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.settings).toEqual(valid);
    expect(res.body.message).toBe('Saved');
    expect((await page()).body.data.settings.tracking).toEqual({
      ga4_measurement_id: 'G-ABC1234',
      meta_pixel_id: '1234567890',
      snap_pixel_id: null,
      tiktok_pixel_id: null,
      consent_version: '2026-12',
    });
    const [after] = await t.database.db.select().from(businessSettings);
    const booking = [
      'slotStepMinutes',
      'minNoticeMinutes',
      'horizonDays',
      'holdMinutes',
      'cancelWindowHours',
    ];
    for (const key of booking)
      expect(after![key as keyof typeof after], key).toEqual(bookingBefore![key as keyof typeof after]);
    expect(after).toMatchObject({ referralFriendReward: 2500, referralInviterReward: 3000 });
    expect((await as('GET', '/settings/marketing')).body.data.settings).toEqual(valid);
    const [entry] = await audited('settings.marketing');
    expect(entry).toMatchObject({
      before: expect.objectContaining({ ga4_measurement_id: null, consent_version: '2026-11' }),
      after: expect.objectContaining({ ga4_measurement_id: 'G-ABC1234', consent_version: '2026-12' }),
    });
  });

  it('refuses malformed ids and values per field, in both languages, and writes nothing', async () => {
    const bad = {
      ...valid,
      ga4_measurement_id: 'UA-1',
      referral_friend_reward: 10.5,
      referral_reward_days: 0,
      consent_version: ' ',
    };
    const res = await as('PUT', '/settings/marketing', bad);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      ga4_measurement_id: ['This is not an id of this service (check its format)'],
      referral_friend_reward: ['Enter an amount in SAR with at most two decimals'],
      referral_reward_days: ['Enter days from 1 to 3,650'],
      consent_version: [
        'Use up to 32 letters, digits, dots, dashes or underscores, starting with a letter or digit',
      ],
    });
    const ar = await as('PUT', '/settings/marketing', bad, 'ar');
    expect(ar.body.errors.ga4_measurement_id[0]).toMatch(arabicLetters);
  });
});

describe('service fees and zones', () => {
  it('edits a fee (audited) and a circle zone; a polygon has no radius, a circle needs one', async () => {
    const list = await as('GET', '/service-fees');
    expect(list.status).toBe(200);
    const fee = (list.body.data.service_fees as AdminServiceFee[])[0]!;
    const res = await as('PUT', `/service-fees/${fee.id}`, { ...fee, price: 4250, name_en: ' Home visit ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.service_fee).toMatchObject({ price: 4250, name_en: 'Home visit' });
    const [entry] = await audited('service_fee.update');
    expect(entry).toMatchObject({ before: { price: fee.price }, after: { price: 4250 } });

    const zones = list.body.data.zones as AdminZone[];
    const circle = zones.find((z) => z.kind === 'radius')!;
    const polygon = zones.find((z) => z.kind === 'polygon')!;
    const edited = await as('PUT', `/zones/${circle.id}`, { ...circle, fee: 1999, radius_metres: 9000 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.zone).toMatchObject({ fee: 1999, radius_metres: 9000 });
    expect((await audited('zone.update'))[0]).toMatchObject({ branchId: circle.branch_id });
    const noRadius = await as('PUT', `/zones/${polygon.id}`, { ...polygon, radius_metres: 500 });
    expect(noRadius.status).toBe(422);
    expect(noRadius.body.errors).toEqual({
      radius_metres: ['This zone is drawn as an area: it has no radius'],
    });
    const missing = await as('PUT', `/zones/${circle.id}`, { ...circle, radius_metres: null });
    expect(missing.body.errors).toEqual({ radius_metres: ['A circle zone needs its radius'] });
    const outOfRange = await as('PUT', `/zones/${circle.id}`, { ...circle, travel_minutes: 241, fee: -1 });
    expect(outOfRange.status).toBe(422);
    expect(Object.keys(outOfRange.body.errors).sort()).toEqual(['fee', 'travel_minutes']);
    expect((await as('PUT', '/zones/99999999', circle)).status).toBe(404);
  });
});

describe('loyalty classes and the points rate', () => {
  it('edits a class and the rate, audited, refused per field when out of range', async () => {
    const list = await as('GET', '/loyalty');
    expect(list.status).toBe(200);
    const first = list.body.data.classes[0] as Json;
    const res = await as('PUT', `/loyalty/classes/${first.id}`, { ...first, extra_discount_percent: 7 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.class.extra_discount_percent).toBe(7);
    const bad = await as('PUT', `/loyalty/classes/${first.id}`, { ...first, extra_discount_percent: 101 });
    expect(bad.body.errors).toEqual({ extra_discount_percent: ['Enter a percentage from 0 to 100'] });
    const points = await as('PUT', '/loyalty/points', { points_per_sar: 3, point_value: 10 });
    expect(points.body.data).toEqual({ points_per_sar: 3, point_value: 10 });
    const [row] = await t.database.db.select().from(businessSettings);
    expect(row).toMatchObject({ pointsPerSar: 3, pointValue: 10 });
    expect((await audited('settings.points'))[0]).toMatchObject({
      before: { points_per_sar: 1, point_value: 5 },
      after: { points_per_sar: 3, point_value: 10 },
    });
    const refused = await as('PUT', '/loyalty/points', { points_per_sar: 101, point_value: 0 });
    expect(refused.body.errors).toEqual({
      points_per_sar: ['Enter whole points from 0 to 100'],
      point_value: ['Enter halalas from 1 to 10,000'],
    });
  });
});

describe("the edge's bounds sit inside the database's checks", () => {
  it('the extremes the API accepts are stored (never a refused row), one past them is a 422', async () => {
    const { service_fees, zones } = (await as('GET', '/service-fees')).body.data as {
      service_fees: AdminServiceFee[];
      zones: AdminZone[];
    };
    const circle = zones.find((z) => z.kind === 'radius')!;
    const { classes } = (await as('GET', '/loyalty')).body.data as { classes: Json[] };
    const top = 1_000_000_000;
    const extremes: [string, Json, string][] = [
      [`/service-fees/${service_fees[0]!.id}`, { ...service_fees[0], price: top, sort: 10_000 }, 'price'],
      [
        `/zones/${circle.id}`,
        { ...circle, fee: top, min_order: top, free_above: top, travel_minutes: 240, radius_metres: 200_000 },
        'travel_minutes',
      ],
      [
        `/zones/${circle.id}`,
        { ...circle, fee: 0, min_order: 0, free_above: 0, travel_minutes: 0, radius_metres: 100 },
        'radius_metres',
      ],
      [
        `/loyalty/classes/${classes[0]!.id}`,
        { ...classes[0], min_spend: top, extra_discount_percent: 100 },
        'extra_discount_percent',
      ],
      ['/loyalty/points', { points_per_sar: 100, point_value: 10_000 }, 'point_value'],
      ['/loyalty/points', { points_per_sar: 0, point_value: 1 }, 'point_value'],
    ];
    const past: Record<string, number> = {
      price: top + 1,
      travel_minutes: 241,
      radius_metres: 99,
      extra_discount_percent: 101,
      point_value: 0,
    };
    for (const [url, body, field] of extremes) {
      const res = await as('PUT', url, body);
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
      const over = await as('PUT', url, { ...body, [field]: past[field] });
      expect(over.status, `${url} ${field}`).toBe(422);
      expect(Object.keys(over.body.errors)).toEqual([field]);
    }
  });
});
