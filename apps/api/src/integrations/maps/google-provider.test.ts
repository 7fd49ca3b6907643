import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from './fake-google-server.ts';
import { createGoogleProvider, detailsFieldMask } from './google-provider.ts';

const KEY = 'g-SECRET-key-77';
const SESSION = '0f4e2c1a-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
let fake: FakeGoogle;
beforeEach(async () => {
  fake = await startFakeGoogle({ key: KEY });
});
afterEach(() => fake.close());

const provider = (apiKey = KEY) =>
  createGoogleProvider({ apiKey, placesBaseUrl: fake.url, geocodingBaseUrl: fake.url, timeoutMs: 500 });

describe('Google adapter against the fake Google', () => {
  it('autocompletes with the key header, the session token, Saudi Arabia and the bias circle', async () => {
    const near = { latitude: 24.7, longitude: 46.68 };
    const found = await provider().suggest('olaya st', { locale: 'en', session: SESSION, near });
    expect(found).toEqual([
      {
        id: 'google:ChIJolaya123',
        title: 'Olaya Street',
        subtitle: 'Riyadh, Saudi Arabia',
        latitude: null,
        longitude: null,
      },
    ]);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/places:autocomplete' });
    expect(request!.headers['x-goog-api-key']).toBe(KEY);
    expect(request!.query).toEqual({});
    expect(request!.body).toEqual({
      input: 'olaya st',
      languageCode: 'en',
      includedRegionCodes: ['sa'],
      sessionToken: SESSION,
      locationBias: { circle: { center: near, radius: 50_000 } },
    });
  });

  it('details end the session: same token, a field mask, fields in the asked language', async () => {
    const place = await provider().place('google:ChIJolaya123', { locale: 'ar', session: SESSION });
    expect(place).toMatchObject({
      id: 'google:ChIJolaya123',
      building_number: '7112',
      street_name: 'شارع العليا',
      neighborhood: 'العليا',
      city_name: 'الرياض',
      zip_code: '12214',
      latitude: 24.6993,
    });
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/places/ChIJolaya123');
    expect(request!.query).toMatchObject({ sessionToken: SESSION, languageCode: 'ar' });
    expect(request!.headers['x-goog-fieldmask']).toBe(detailsFieldMask);
    expect(await provider().place('google:ChIJunknown', { locale: 'en' })).toBeNull();
  });

  it('searches text with its field mask and gets coordinates at once', async () => {
    const [first] = await provider().search('olaya', { locale: 'en' });
    expect(first).toMatchObject({ id: 'google:ChIJolaya123', latitude: 24.6993, longitude: 46.6851 });
    expect(fake.requests[0]!.headers['x-goog-fieldmask']).toContain('places.location');
  });

  it('reverse-geocodes through the Geocoding API with the key as a parameter', async () => {
    const address = await provider().reverse({ latitude: 24.6993, longitude: 46.6851 }, { locale: 'en' });
    expect(address).toMatchObject({
      neighborhood: 'Al Olaya',
      city_name: 'Riyadh',
      street_name: 'Olaya Street',
    });
    expect(fake.requests[0]!.path).toBe('/maps/api/geocode/json');
    expect(fake.requests[0]!.query).toEqual({ latlng: '24.6993,46.6851', language: 'en', key: KEY });
    const empty = await provider().reverse({ latitude: 20, longitude: 46 }, { locale: 'en' });
    expect(empty).toMatchObject({ full_address: '', latitude: 20 });
  });

  it('a refused key is a bad response without the key in it; throttling and 5xx are unavailable', async () => {
    const wrong = 'g-WRONG-key';
    const refused = await provider(wrong)
      .suggest('olaya', { locale: 'en' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'bad-response' });
    expect((refused as Error).message).not.toContain(wrong);
    const denied = await provider(wrong)
      .reverse({ latitude: 24.7, longitude: 46.7 }, { locale: 'en' })
      .catch((e: unknown) => e);
    expect(denied).toMatchObject({ kind: 'bad-response' });
    fake.setMode('over-limit');
    expect(
      await provider()
        .reverse({ latitude: 24.7, longitude: 46.7 }, { locale: 'en' })
        .catch((e: unknown) => e),
    ).toMatchObject({ kind: 'unavailable' });
    fake.setMode('server-error');
    expect(
      await provider()
        .suggest('olaya', { locale: 'en' })
        .catch((e: unknown) => e),
    ).toMatchObject({ kind: 'unavailable' });
  });
});
