import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSpl, type FakeSpl } from './fake-spl-server.ts';
import { MapsError } from './interface.ts';
import { createSplProvider } from './spl-provider.ts';

const KEY = 'spl-SECRET-key-42';
let fake: FakeSpl;
beforeEach(async () => {
  fake = await startFakeSpl({ key: KEY });
});
afterEach(() => fake.close());

const provider = (apiKey = KEY) => createSplProvider({ apiKey, baseUrl: fake.baseUrl, timeoutMs: 500 });

describe('SPL National Address adapter against the fake SPL', () => {
  it('free-text search sends the key as api_key, json, utf8 and the language letter', async () => {
    const found = await provider().suggest('Olaya Street', { locale: 'ar' });
    expect(found).toEqual([
      {
        id: 'spl:ll:24.6993:46.6851',
        title: '7112 شارع العليا',
        subtitle: 'حي العليا، الرياض',
        latitude: 24.6993,
        longitude: 46.6851,
      },
    ]);
    const [request] = fake.requests;
    expect(request!.path).toBe('/NationalAddress/v3.1/Address/address-free-text');
    expect(request!.query).toMatchObject({
      addressstring: 'Olaya Street',
      api_key: KEY,
      format: 'json',
      encode: 'utf8',
      language: 'A',
    });
  });

  it('identifies a point into building number, street, district, city and zip', async () => {
    const address = await provider().reverse({ latitude: 24.6993, longitude: 46.6851 }, { locale: 'en' });
    expect(address).toEqual({
      full_address: '7112 Olaya Street, Al Olaya Dist., Riyadh 12214',
      building_number: '7112',
      street_name: 'Olaya Street',
      neighborhood: 'Al Olaya Dist.',
      city_name: 'Riyadh',
      short_address: '',
      zip_code: '12214',
      latitude: 24.6993,
      longitude: 46.6851,
    });
    expect(fake.requests[0]!.path).toBe('/NationalAddress/v3.1/Address/address-geocode');
    expect(fake.requests[0]!.query).toMatchObject({ lat: '24.6993', long: '46.6851', language: 'E' });
  });

  it('resolves a short address id through the short address lookup, and an unknown one to null', async () => {
    const place = await provider().place('spl:RRRD2929', { locale: 'en' });
    expect(place).toMatchObject({ id: 'spl:RRRD2929', short_address: 'RRRD2929', building_number: '7112' });
    expect(fake.requests[0]!.path).toBe(
      '/NationalAddress/NationalAddressByShortAddress/NationalAddressByShortAddress',
    );
    expect(fake.requests[0]!.query.shortaddress).toBe('RRRD2929');
    expect(await provider().place('spl:ABCD1234', { locale: 'en' })).toBeNull();
    expect(await provider().place('gz:riyadh-olaya', { locale: 'en' })).toBeNull();
  });

  it('a wrong key is a bad response (502) whose message never shows the key', async () => {
    const wrong = 'spl-WRONG-key-99';
    const error = await provider(wrong)
      .search('olaya', { locale: 'en' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapsError);
    expect(error).toMatchObject({ kind: 'bad-response', provider: 'spl' });
    expect((error as Error).message).not.toContain(wrong);
  });

  it.each([
    ['server-error', 'unavailable'],
    ['slow', 'unavailable'],
    ['not-json', 'bad-response'],
  ] as const)('%s → %s', async (mode, kind) => {
    fake.setMode(mode);
    const error = await provider()
      .search('olaya', { locale: 'en' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind });
  });
});
