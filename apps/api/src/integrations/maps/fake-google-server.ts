/**
 * A local Google Maps Platform for tests: Places API (New) autocomplete, searchText and place details (key in the
 * X-Goog-Api-Key header, a field mask required where the docs require one, Google's `error` body otherwise) and
 * the Geocoding API (key as the `key` query parameter, `status` in the body).
 */
import { startFakeHttp, type FakeHttp, type FakeReply, type ReceivedRequest } from '../sms/fake-http.ts';

export type FakeGoogleMode = 'ok' | 'server-error' | 'over-limit';
export type FakeGoogle = FakeHttp & { setMode(mode: FakeGoogleMode): void };

const PLACE = 'ChIJolaya123';
const error = (code: number, status: string, message: string): FakeReply => ({
  status: code,
  body: { error: { code, message, status } },
});

const components = (ar: boolean) => [
  { longText: '7112', shortText: '7112', types: ['street_number'] },
  { longText: ar ? 'شارع العليا' : 'Olaya Street', shortText: 'Olaya St', types: ['route'] },
  {
    longText: ar ? 'العليا' : 'Al Olaya',
    shortText: 'Al Olaya',
    types: ['sublocality_level_1', 'sublocality', 'political'],
  },
  { longText: ar ? 'الرياض' : 'Riyadh', shortText: 'Riyadh', types: ['locality', 'political'] },
  { longText: '12214', shortText: '12214', types: ['postal_code'] },
];

export async function startFakeGoogle(options: { key?: string } = {}): Promise<FakeGoogle> {
  const key = options.key ?? 'google-test-key';
  let mode: FakeGoogleMode = 'ok';

  function places(r: ReceivedRequest): FakeReply {
    if (r.headers['x-goog-api-key'] !== key) return error(403, 'PERMISSION_DENIED', 'API key not valid.');
    const body = (r.body ?? {}) as Record<string, unknown>;
    const mask = r.headers['x-goog-fieldmask'];
    if (r.method === 'POST' && r.path === '/v1/places:autocomplete') {
      if (typeof body.input !== 'string') return error(400, 'INVALID_ARGUMENT', 'input is required');
      return {
        status: 200,
        body: {
          suggestions: String(body.input).toLowerCase().includes('olaya')
            ? [
                {
                  placePrediction: {
                    place: `places/${PLACE}`,
                    placeId: PLACE,
                    text: { text: 'Olaya Street, Riyadh, Saudi Arabia' },
                    structuredFormat: {
                      mainText: { text: 'Olaya Street' },
                      secondaryText: { text: 'Riyadh, Saudi Arabia' },
                    },
                  },
                },
              ]
            : [],
        },
      };
    }
    if (!mask) return error(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
    if (r.method === 'POST' && r.path === '/v1/places:searchText') {
      if (typeof body.textQuery !== 'string') return error(400, 'INVALID_ARGUMENT', 'textQuery is required');
      return {
        status: 200,
        body: {
          places: [
            {
              id: PLACE,
              displayName: { text: 'Olaya Street', languageCode: 'en' },
              formattedAddress: 'Olaya Street, Riyadh 12214, Saudi Arabia',
              location: { latitude: 24.6993, longitude: 46.6851 },
            },
          ],
        },
      };
    }
    const m = /^\/v1\/places\/([^/]+)$/.exec(r.path);
    if (r.method === 'GET' && m) {
      if (m[1] !== PLACE) return error(404, 'NOT_FOUND', `Place ID ${m[1]} not found.`);
      const ar = r.query.languageCode === 'ar';
      return {
        status: 200,
        body: {
          id: PLACE,
          formattedAddress: ar
            ? '7112 شارع العليا، العليا، الرياض 12214'
            : '7112 Olaya Street, Al Olaya, Riyadh 12214',
          location: { latitude: 24.6993, longitude: 46.6851 },
          addressComponents: components(ar),
        },
      };
    }
    return error(404, 'NOT_FOUND', 'Not found');
  }

  function geocode(r: ReceivedRequest): FakeReply {
    if (r.query.key !== key)
      return {
        status: 200,
        body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] },
      };
    if (mode === 'over-limit') return { status: 200, body: { status: 'OVER_QUERY_LIMIT', results: [] } };
    const [lat, lng] = (r.query.latlng ?? '').split(',').map(Number);
    if (!Number.isFinite(lat) || !Number.isFinite(lng))
      return { status: 200, body: { status: 'INVALID_REQUEST', results: [] } };
    if (Math.abs(lat! - 24.7) > 0.1) return { status: 200, body: { status: 'ZERO_RESULTS', results: [] } };
    const ar = r.query.language === 'ar';
    return {
      status: 200,
      body: {
        status: 'OK',
        results: [
          {
            formatted_address: ar
              ? '7112 شارع العليا، العليا، الرياض 12214'
              : '7112 Olaya St, Al Olaya, Riyadh 12214',
            address_components: components(ar).map((c) => ({
              long_name: c.longText,
              short_name: c.shortText,
              types: c.types,
            })),
            geometry: { location: { lat: 24.6993, lng: 46.6851 }, location_type: 'ROOFTOP' },
            place_id: PLACE,
          },
        ],
      },
    };
  }

  const http = await startFakeHttp((r) => {
    if (mode === 'server-error') return error(500, 'INTERNAL', 'Internal error');
    return r.path.startsWith('/maps/api/geocode/') ? geocode(r) : places(r);
  });
  return { ...http, setMode: (next) => void (mode = next) };
}
