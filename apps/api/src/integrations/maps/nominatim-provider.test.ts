import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeNominatim, type FakeNominatim } from './fake-nominatim-server.ts';
import { createNominatimProvider } from './nominatim-provider.ts';

const UA = 'Hajz/1.0 (ops@hajz.example)';
let fake: FakeNominatim;
beforeEach(async () => {
  fake = await startFakeNominatim({ minIntervalMs: 200 });
});
afterEach(() => fake.close());

const provider = (userAgent = UA, intervalMs = 200) =>
  createNominatimProvider({ userAgent, baseUrl: fake.url, intervalMs, timeoutMs: 2000 });

describe('Nominatim adapter against the fake Nominatim', () => {
  it('never autocompletes: suggest answers nothing without a request', async () => {
    const p = provider();
    expect(p.autocomplete).toBe(false);
    expect(await p.suggest('olaya', { locale: 'en' })).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('searches with jsonv2, Saudi Arabia only, the language and our User-Agent', async () => {
    const found = await provider().search('olaya street', { locale: 'ar' });
    expect(found).toEqual([
      {
        id: 'osm:W987654',
        title: 'شارع العليا',
        subtitle: 'العليا، الرياض',
        latitude: 24.6993,
        longitude: 46.6851,
      },
    ]);
    const [request] = fake.requests;
    expect(request!.path).toBe('/search');
    expect(request!.headers['user-agent']).toBe(UA);
    expect(request!.query).toMatchObject({
      q: 'olaya street',
      format: 'jsonv2',
      countrycodes: 'sa',
      'accept-language': 'ar',
    });
  });

  it('reverse-geocodes, and a point with nothing near is a blank address, not an error', async () => {
    const p = provider();
    const address = await p.reverse({ latitude: 24.6993, longitude: 46.6851 }, { locale: 'en' });
    expect(address).toMatchObject({
      street_name: 'Olaya Street',
      neighborhood: 'Al Olaya',
      city_name: 'Riyadh',
      zip_code: '12214',
    });
    const nothing = await p.reverse({ latitude: 20.1, longitude: 50.1 }, { locale: 'en' });
    expect(nothing).toMatchObject({ full_address: '', latitude: 20.1 });
    const place = await p.place('osm:W987654', { locale: 'en' });
    expect(place).toMatchObject({ id: 'osm:W987654', city_name: 'Riyadh' });
    expect(fake.requests.at(-1)!.query.osm_ids).toBe('W987654');
  });

  it('spaces its requests (the fake answers 429 to any closer than the interval)', async () => {
    const p = provider();
    const answers = await Promise.all([
      p.search('olaya 1', { locale: 'en' }),
      p.search('olaya 2', { locale: 'en' }),
      p.reverse({ latitude: 24.7, longitude: 46.7 }, { locale: 'en' }),
    ]);
    expect(answers.every((a) => a !== undefined)).toBe(true);
    const gaps = fake.arrivals.slice(1).map((t, i) => t - fake.arrivals[i]!);
    expect(gaps.every((gap) => gap >= 185)).toBe(true);
  });

  it('keeps to 1 request per second by default', async () => {
    const p = provider(UA, 1000);
    await Promise.all([p.search('olaya a', { locale: 'en' }), p.search('olaya b', { locale: 'en' })]);
    expect(fake.arrivals[1]! - fake.arrivals[0]!).toBeGreaterThanOrEqual(985);
  });

  it('a blocked User-Agent is a bad response (502)', async () => {
    const error = await provider('node')
      .search('olaya', { locale: 'en' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'bad-response', provider: 'nominatim' });
  });
});
