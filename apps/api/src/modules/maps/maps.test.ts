/** The maps routes (issue 14) on a real app and database with the default offline gazetteer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, lang?: 'en' | 'ar', ip?: string) => call(t, 'GET', url, undefined, { lang, ip });

describe('GET maps/config', () => {
  it('draws offline by default, centred on the first branch (the demo: Riyadh)', async () => {
    const res = await get('/api/v1/maps/config');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      provider: 'gazetteer',
      autocomplete: true,
      style: { kind: 'offline' },
    });
    expect(res.body.data.centre.latitude).toBeCloseTo(24.6993, 3);
    expect(res.body.data.centre.longitude).toBeCloseTo(46.6851, 3);
  });
});

describe('GET maps/suggestions and maps/search', () => {
  it.each([
    ['olaya', 'en', 'Olaya', 'Riyadh'],
    ['العليا', 'ar', 'العليا', 'الرياض'],
    ['al malqa', 'en', 'Al Malqa', 'Riyadh'],
    ['حطين', 'ar', 'حطين', 'الرياض'],
  ] as const)('%s (%s) suggests %s first', async (q, lang, title, subtitle) => {
    const res = await get(`/api/v1/maps/suggestions?q=${encodeURIComponent(q)}`, lang);
    expect(res.status).toBe(200);
    const [first] = res.body.data.suggestions as Json[];
    expect(first).toMatchObject({ title, latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(first!.subtitle).toContain(subtitle);
  });

  it('puts the Al Hamra nearest the bias point first', async () => {
    const jeddah = await get('/api/v1/maps/suggestions?q=hamra&latitude=21.54&longitude=39.17');
    expect(jeddah.body.data.suggestions[0].id).toBe('gz:jeddah-hamra');
    const khobar = await get('/api/v1/maps/suggestions?q=hamra&latitude=26.3&longitude=50.2');
    expect(khobar.body.data.suggestions[0].id).toBe('gz:khobar-hamra');
  });

  it('answers an empty list for a query that names nothing', async () => {
    const res = await get('/api/v1/maps/search?q=zzzzqqq');
    expect(res.status).toBe(200);
    expect(res.body.data.suggestions).toEqual([]);
  });

  it.each([
    ['en', /at least 3 characters/],
    ['ar', arabicLetters],
  ] as const)('refuses a 2-character query with a translated 422 (%s)', async (lang, message) => {
    const res = await get('/api/v1/maps/suggestions?q=%20ab%20', lang);
    expect(res.status).toBe(422);
    expect(res.body.errors.q[0]).toMatch(message);
  });

  it('refuses a bias point out of range', async () => {
    const res = await get('/api/v1/maps/suggestions?q=olaya&latitude=91&longitude=46', 'en');
    expect(res.status).toBe(422);
    expect(res.body.errors.latitude[0]).toMatch(/latitude/);
  });

  it('limits each client to 120 suggestions a minute (429 with Retry-After)', async () => {
    const ip = '10.77.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await get('/api/v1/maps/suggestions?q=riy', 'en', ip)).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    const last = await get('/api/v1/maps/suggestions?q=riy', 'ar', ip);
    expect(last.status).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.body.message).toMatch(arabicLetters);
  });
});

describe('GET maps/places/{id}', () => {
  it('resolves a district into address fields in the asked language', async () => {
    const ar = await get('/api/v1/maps/places/gz:riyadh-olaya', 'ar');
    expect(ar.status).toBe(200);
    expect(ar.body.data.place).toMatchObject({
      id: 'gz:riyadh-olaya',
      full_address: 'العليا، الرياض',
      neighborhood: 'العليا',
      city_name: 'الرياض',
    });
    const en = await get('/api/v1/maps/places/gz:riyadh-olaya', 'en');
    expect(en.body.data.place.full_address).toBe('Olaya, Riyadh');
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await get('/api/v1/maps/places/gz:nowhere-at-all')).status).toBe(404);
    const bad = await get('/api/v1/maps/places/not%20an%20id', 'en');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.id[0]).toMatch(/place id/);
  });
});

describe('GET maps/reverse', () => {
  it.each([
    [24.6993, 46.6851, 'en', 'Olaya', 'Riyadh', 'Olaya, Riyadh'],
    [24.8, 46.61, 'ar', 'الملقا', 'الرياض', 'الملقا، الرياض'],
    [21.5497, 39.1486, 'en', 'Al Andalus', 'Jeddah', 'Al Andalus, Jeddah'],
    [26.2994, 50.2188, 'ar', 'البندرية', 'الخبر', 'البندرية، الخبر'],
    [24.4797, 39.5856, 'en', 'As Sultanah', 'Madinah', 'As Sultanah, Madinah'],
  ] as const)('(%s, %s) in %s is %s, %s', async (lat, lng, lang, district, city, full) => {
    const res = await get(`/api/v1/maps/reverse?latitude=${lat}&longitude=${lng}`, lang);
    expect(res.status).toBe(200);
    expect(res.body.data.address).toMatchObject({
      neighborhood: district,
      city_name: city,
      full_address: full,
      latitude: lat,
      longitude: lng,
    });
  });

  it('names only the region for a point in the desert', async () => {
    const res = await get('/api/v1/maps/reverse?latitude=22.5&longitude=46.0', 'en');
    expect(res.body.data.address).toMatchObject({
      neighborhood: '',
      city_name: '',
      full_address: 'Riyadh Province',
    });
  });

  it('refuses coordinates that are not numbers or out of range (translated)', async () => {
    const res = await get('/api/v1/maps/reverse?latitude=abc&longitude=200', 'ar');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['latitude', 'longitude']);
    expect(res.body.errors.latitude[0]).toMatch(arabicLetters);
  });
});

describe('GET maps/offline/{layer}.geojson', () => {
  it('serves the static layers with names in both languages and a long cache', async () => {
    for (const layer of ['country', 'cities', 'districts']) {
      const res = await get(`/api/v1/maps/offline/${layer}.geojson`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body.type).toBe('FeatureCollection');
      for (const f of res.body.features as Json[]) {
        expect(f.properties.name_en).toBeTruthy();
        expect(f.properties.name_ar).toMatch(arabicLetters);
      }
      const again = await t.app.inject({
        url: `/api/v1/maps/offline/${layer}.geojson`,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const districts = (await get('/api/v1/maps/offline/districts.geojson')).body.features as Json[];
    expect(districts.length).toBeGreaterThanOrEqual(60);
    expect(districts.find((f) => f.id === 'riyadh-olaya')?.geometry.type).toBe('Polygon');
  });

  it('serves the branches from the database with a short cache', async () => {
    const res = await get('/api/v1/maps/offline/branches.geojson');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.features.length).toBe(5);
    expect(res.body.features[0].properties).toMatchObject({
      kind: 'branch',
      name_ar: expect.stringMatching(arabicLetters),
    });
  });

  it('answers 404 for a layer that does not exist', async () => {
    expect((await get('/api/v1/maps/offline/roads.geojson')).status).toBe(404);
  });

  it('serves no tiles file when none is configured', async () => {
    const tiles = await call(t, 'GET', '/api/v1/maps/tiles.pmtiles', undefined, {
      outsideContract: 'proving the tiles route is not there without a tiles file',
    });
    expect(tiles.status).toBe(404);
  });
});
