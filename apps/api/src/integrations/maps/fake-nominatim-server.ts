/**
 * A local Nominatim for tests: /search, /reverse and /lookup with format=jsonv2; it refuses (403) a request without
 * an identifying User-Agent and answers 429 to requests closer together than `minIntervalMs`, as the public
 * server's usage policy does, so the adapter's queue is proven by the fake, not by our own clock.
 */
import { startFakeHttp, type FakeHttp, type FakeReply, type ReceivedRequest } from '../sms/fake-http.ts';

export type FakeNominatim = FakeHttp & { arrivals: number[] };

const olaya = (ar: boolean) => ({
  place_id: 123456,
  osm_type: 'way',
  osm_id: 987654,
  lat: '24.6993',
  lon: '46.6851',
  category: 'highway',
  type: 'primary',
  name: ar ? 'شارع العليا' : 'Olaya Street',
  display_name: ar ? 'شارع العليا، العليا، الرياض، السعودية' : 'Olaya Street, Al Olaya, Riyadh, Saudi Arabia',
  address: {
    road: ar ? 'شارع العليا' : 'Olaya Street',
    suburb: ar ? 'العليا' : 'Al Olaya',
    city: ar ? 'الرياض' : 'Riyadh',
    postcode: '12214',
    country: ar ? 'السعودية' : 'Saudi Arabia',
    country_code: 'sa',
  },
});

export async function startFakeNominatim(options: { minIntervalMs?: number } = {}): Promise<FakeNominatim> {
  const minIntervalMs = options.minIntervalMs ?? 1000;
  const arrivals: number[] = [];

  function answer(r: ReceivedRequest): FakeReply {
    const ua = String(r.headers['user-agent'] ?? '');
    if (!ua || /^(node|undici)/i.test(ua))
      return { status: 403, body: 'Access blocked: set a valid User-Agent' };
    const now = Date.now();
    const previous = arrivals.at(-1);
    arrivals.push(now);
    // A few ms of slack: timers and the socket do not fire on the exact millisecond.
    if (previous !== undefined && now - previous < minIntervalMs - 15)
      return { status: 429, body: 'Too Many Requests' };
    if (r.query.format !== 'jsonv2')
      return { status: 400, body: { error: { code: 400, message: 'format' } } };
    const ar = r.query['accept-language'] === 'ar';
    switch (r.path) {
      case '/search':
        if (r.query.countrycodes !== 'sa' || !r.query.q)
          return { status: 400, body: { error: 'q and countrycodes' } };
        return { status: 200, body: r.query.q.toLowerCase().includes('olaya') ? [olaya(ar)] : [] };
      case '/reverse': {
        const lat = Number(r.query.lat);
        if (!Number.isFinite(lat) || !Number.isFinite(Number(r.query.lon)))
          return { status: 400, body: { error: { code: 400, message: 'lat/lon' } } };
        return { status: 200, body: Math.abs(lat - 24.7) < 0.1 ? olaya(ar) : { error: 'Unable to geocode' } };
      }
      case '/lookup':
        return { status: 200, body: r.query.osm_ids === 'W987654' ? [olaya(ar)] : [] };
      default:
        return { status: 404, body: 'Not found' };
    }
  }

  const http = await startFakeHttp(answer);
  return { ...http, arrivals };
}
