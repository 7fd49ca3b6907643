/**
 * The maps routes with a real provider behind them (each against its fake server) and a PMTiles file: provider
 * failures become our translated 503/502 (never a 500), keys stay on the server, tiles are served by byte range.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedGeocoder } from '../../integrations/maps/cache.ts';
import type { Geocoder } from '../../integrations/maps/interface.ts';
import { startFakeGoogle, type FakeGoogle } from '../../integrations/maps/fake-google-server.ts';
import { startFakeSpl, type FakeSpl } from '../../integrations/maps/fake-spl-server.ts';
import { createGoogleProvider } from '../../integrations/maps/google-provider.ts';
import { loadConfig } from '../../config.ts';
import { selectDisplay } from '../../integrations/maps/select-provider.ts';
import { createSplProvider } from '../../integrations/maps/spl-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call } from '../../test/call.ts';

const KEY = 'google-SECRET-77';
const SESSION = '5b1f0c7e-8d2a-4f3b-9c6d-7e8f9a0b1c2d';
const dir = mkdtempSync(join(tmpdir(), 'hajz-tiles-'));
const tiles = join(dir, 'sa.pmtiles');
const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
writeFileSync(tiles, bytes);

let google: FakeGoogle;
let spl: FakeSpl;
let t: TestApp;
/** One app (the PostgreSQL suite runs one per file), its geocoder switched between the providers under test. */
let current: Geocoder;
const delegate: Geocoder = {
  name: 'delegate',
  autocomplete: true,
  suggest: (q, o) => current.suggest(q, o),
  search: (q, o) => current.search(q, o),
  place: (id, o) => current.place(id, o),
  reverse: (p, o) => current.reverse(p, o),
};
let googleGeocoder: Geocoder;
let splGeocoder: Geocoder;
beforeAll(async () => {
  google = await startFakeGoogle({ key: KEY });
  spl = await startFakeSpl({ key: 'spl-key' });
  googleGeocoder = cachedGeocoder(
    createGoogleProvider({ apiKey: KEY, placesBaseUrl: google.url, geocodingBaseUrl: google.url }),
  );
  splGeocoder = createSplProvider({ apiKey: 'spl-key', baseUrl: spl.baseUrl, timeoutMs: 300 });
  current = googleGeocoder;
  t = await createTestApp({
    seed: false,
    maps: { geocoder: delegate, display: selectDisplay(loadConfig({ MAP_PMTILES_PATH: tiles })) },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
  await spl.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('maps routes with Google behind them', () => {
  beforeAll(() => void (current = googleGeocoder));
  it('passes the session token through autocomplete and details, and never shows the key', async () => {
    const list = await call(t, 'GET', `/api/v1/maps/suggestions?q=olaya&session=${SESSION}`);
    expect(list.status).toBe(200);
    expect(list.payload).not.toContain(KEY);
    const id = list.body.data.suggestions[0].id;
    const place = await call(t, 'GET', `/api/v1/maps/places/${id}?session=${SESSION}`, undefined, {
      lang: 'ar',
    });
    expect(place.body.data.place).toMatchObject({ city_name: 'الرياض', neighborhood: 'العليا' });
    const sessions = google.requests.map(
      (r) => (r.body as { sessionToken?: string } | undefined)?.sessionToken ?? r.query.sessionToken,
    );
    expect(sessions).toEqual([SESSION, SESSION]);
    const config = await call(t, 'GET', '/api/v1/maps/config');
    expect(config.body.data).toMatchObject({
      provider: 'delegate',
      style: { kind: 'pmtiles', url: '/api/v1/maps/tiles.pmtiles' },
    });
    expect(config.payload).not.toContain(KEY);
  });

  it('a provider outage is a translated 503 with Retry-After', async () => {
    google.setMode('server-error');
    try {
      const res = await call(t, 'GET', '/api/v1/maps/reverse?latitude=24.61&longitude=46.61', undefined, {
        lang: 'ar',
      });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toMatchObject({ status: false, message: expect.stringMatching(arabicLetters) });
    } finally {
      google.setMode('ok');
    }
  });
});

describe('maps routes with SPL behind them', () => {
  beforeAll(() => void (current = splGeocoder));
  it('an unreadable answer is a 502; a timeout a 503', async () => {
    spl.setMode('not-json');
    const bad = await call(t, 'GET', '/api/v1/maps/search?q=olaya', undefined, { lang: 'en' });
    expect(bad.status).toBe(502);
    expect(bad.body.message).toMatch(/could not read/);
    spl.setMode('slow');
    expect((await call(t, 'GET', '/api/v1/maps/search?q=olaya')).status).toBe(503);
    spl.setMode('ok');
    const ok = await call(t, 'GET', '/api/v1/maps/search?q=olaya');
    expect(ok.body.data.suggestions[0]).toMatchObject({ title: '7112 Olaya Street' });
  });
});

describe('GET maps/tiles.pmtiles', () => {
  it('serves the whole file, or the byte range asked for', async () => {
    const all = await t.app.inject({ url: '/api/v1/maps/tiles.pmtiles' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['accept-ranges']).toBe('bytes');
    expect(all.rawPayload.equals(bytes)).toBe(true);
    const part = await t.app.inject({ url: '/api/v1/maps/tiles.pmtiles', headers: { range: 'bytes=0-126' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-126/4096');
    expect(part.rawPayload.equals(bytes.subarray(0, 127))).toBe(true);
    const tail = await t.app.inject({ url: '/api/v1/maps/tiles.pmtiles', headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(bytes.subarray(4086))).toBe(true);
  });

  it('refuses a range outside the file with 416', async () => {
    const res = await t.app.inject({
      url: '/api/v1/maps/tiles.pmtiles',
      headers: { range: 'bytes=5000-6000' },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */4096');
  });
});
