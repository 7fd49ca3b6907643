/**
 * A local SPL National Address API for tests: the documented paths, the key as the `api_key` query parameter
 * (Azure API Management's 401 body without it), `format`/`encode`/`language` checked, answers shaped like the
 * docs (`success`, `totalSearchResults` as a string, `Addresses` with BuildingNumber, Street, District, City…).
 */
import { startFakeHttp, type FakeHttp, type FakeReply, type ReceivedRequest } from '../sms/fake-http.ts';

export type FakeSplMode = 'ok' | 'server-error' | 'slow' | 'not-json';
export type FakeSpl = FakeHttp & { baseUrl: string; setMode(mode: FakeSplMode): void };

const olaya = {
  E: { Street: 'Olaya Street', District: 'Al Olaya Dist.', City: 'Riyadh', RegionName: 'Riyadh' },
  A: { Street: 'شارع العليا', District: 'حي العليا', City: 'الرياض', RegionName: 'منطقة الرياض' },
};

function address(language: 'A' | 'E', short = false) {
  return {
    Title: null,
    Address1: language === 'A' ? '7112 شارع العليا' : '7112 Olaya Street',
    Address2: language === 'A' ? 'الرياض 12214' : 'Riyadh 12214',
    ObjLatLng: 'POINT(46.6851 24.6993)',
    BuildingNumber: '7112',
    ...olaya[language],
    PostCode: '12214',
    AdditionalNumber: '3390',
    IsPrimaryAddress: 'True',
    Latitude: '24.69930000',
    Longitude: '46.68510000',
    ...(short ? { ShortAddress: 'RRRD2929' } : {}),
  };
}

const found = (addresses: unknown[]): FakeReply => ({
  status: 200,
  body: { success: true, totalSearchResults: String(addresses.length), Addresses: addresses },
});

export async function startFakeSpl(options: { key?: string } = {}): Promise<FakeSpl> {
  const key = options.key ?? 'spl-test-key';
  let mode: FakeSplMode = 'ok';

  function answer(r: ReceivedRequest): FakeReply {
    if (r.method !== 'GET') return { status: 405, body: { statusCode: 405, message: 'Method not allowed' } };
    if (r.query.api_key !== key)
      return {
        status: 401,
        body: { statusCode: 401, message: 'Access denied due to invalid subscription key.' },
      };
    const language = r.query.language;
    if (
      r.query.format?.toLowerCase() !== 'json' ||
      r.query.encode !== 'utf8' ||
      (language !== 'A' && language !== 'E')
    )
      return {
        status: 400,
        body: { success: false, message: 'format=json, encode=utf8 and language A|E expected' },
      };
    switch (r.path) {
      case '/NationalAddress/v3.1/Address/address-free-text': {
        const q = (r.query.addressstring ?? '').toLowerCase();
        if (!q) return { status: 400, body: { success: false, message: 'addressstring is required' } };
        return found(q.includes('olaya') || q.includes('العليا') ? [address(language)] : []);
      }
      case '/NationalAddress/v3.1/Address/address-geocode': {
        const lat = Number(r.query.lat);
        const lng = Number(r.query.long);
        if (!Number.isFinite(lat) || !Number.isFinite(lng))
          return { status: 400, body: { success: false, message: 'lat and long are required' } };
        return found(Math.abs(lat - 24.7) < 0.05 && Math.abs(lng - 46.68) < 0.05 ? [address(language)] : []);
      }
      case '/NationalAddress/NationalAddressByShortAddress/NationalAddressByShortAddress':
        return found(r.query.shortaddress === 'RRRD2929' ? [address(language, true)] : []);
      default:
        return { status: 404, body: { statusCode: 404, message: 'Resource not found' } };
    }
  }

  const http = await startFakeHttp((r) => {
    if (mode === 'server-error') return { status: 500, body: { message: 'Internal Server Error' } };
    if (mode === 'not-json') return { status: 200, body: '<html>maintenance</html>' };
    const reply = answer(r);
    return mode === 'slow' ? { ...reply, delayMs: 3000 } : reply;
  });
  return { ...http, baseUrl: `${http.url}/NationalAddress`, setMode: (next) => void (mode = next) };
}
