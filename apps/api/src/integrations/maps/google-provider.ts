/**
 * Google adapter: Places API (New) for autocomplete (POST v1/places:autocomplete with a session token), text search
 * (POST v1/places:searchText) and details (GET v1/places/{id} with the same token, which ends the billed session),
 * each with the X-Goog-Api-Key header and a field mask; the Geocoding API for reverse (GET maps/api/geocode/json,
 * key as a query parameter). Results are biased to Saudi Arabia.
 */
import type { DetectedAddress, Suggestion } from '@hajz/contracts/maps';
import { badResponse, fetchJson, num, str } from './http.ts';
import {
  MapsError,
  blankAddress,
  joinParts,
  type Geocoder,
  type PlaceDetails,
  type Point,
} from './interface.ts';

export type GoogleOptions = {
  apiKey: string;
  placesBaseUrl?: string;
  geocodingBaseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

const NAME = 'google';
type Json = Record<string, unknown>;
type Component = { longText?: string; long_name?: string; types?: string[] };

export const detailsFieldMask = 'id,formattedAddress,addressComponents,location';
export const searchFieldMask = 'places.id,places.displayName,places.formattedAddress,places.location';

export function createGoogleProvider({
  apiKey,
  placesBaseUrl = 'https://places.googleapis.com',
  geocodingBaseUrl = 'https://maps.googleapis.com',
  timeoutMs = 5000,
  fetchImpl = fetch,
}: GoogleOptions): Geocoder {
  const places = placesBaseUrl.replace(/\/+$/, '');
  const geocoding = geocodingBaseUrl.replace(/\/+$/, '');

  async function places_(method: 'GET' | 'POST', path: string, body?: Json, fieldMask?: string) {
    const headers: Record<string, string> = { 'X-Goog-Api-Key': apiKey, Accept: 'application/json' };
    if (body) headers['Content-Type'] = 'application/json';
    if (fieldMask) headers['X-Goog-FieldMask'] = fieldMask;
    const init = { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) };
    const answer = await fetchJson(NAME, fetchImpl, `${places}${path}`, init, timeoutMs, apiKey);
    const error = (answer.json as { error?: { message?: string; status?: string } } | null)?.error;
    return { ...answer, json: (answer.json ?? {}) as Json, error };
  }

  const bias = (near?: Point) => (near ? { locationBias: { circle: { center: near, radius: 50_000 } } } : {});

  return {
    name: NAME,
    autocomplete: true,
    async suggest(q, { locale, session, near }) {
      const { status, json, error } = await places_('POST', '/v1/places:autocomplete', {
        input: q,
        languageCode: locale,
        includedRegionCodes: ['sa'],
        ...(session ? { sessionToken: session } : {}),
        ...bias(near),
      });
      if (status >= 400) throw badResponse(NAME, `autocomplete ${status} ${error?.status ?? ''}`, apiKey);
      const list = Array.isArray(json.suggestions) ? (json.suggestions as Json[]) : [];
      return list.flatMap((s): Suggestion[] => {
        const p = s.placePrediction as Json | undefined;
        if (!p || !str(p.placeId)) return [];
        const format = (p.structuredFormat ?? {}) as { mainText?: Json; secondaryText?: Json };
        return [
          {
            id: `google:${str(p.placeId)}`,
            title: str(format.mainText?.text) || str((p.text as Json | undefined)?.text),
            subtitle: str(format.secondaryText?.text),
            latitude: null,
            longitude: null,
          },
        ];
      });
    },
    async search(q, { locale, near }) {
      const { status, json, error } = await places_(
        'POST',
        '/v1/places:searchText',
        { textQuery: q, languageCode: locale, regionCode: 'sa', ...bias(near) },
        searchFieldMask,
      );
      if (status >= 400) throw badResponse(NAME, `searchText ${status} ${error?.status ?? ''}`, apiKey);
      const list = Array.isArray(json.places) ? (json.places as Json[]) : [];
      return list.flatMap((p): Suggestion[] => {
        const loc = (p.location ?? {}) as Json;
        if (!str(p.id)) return [];
        return [
          {
            id: `google:${str(p.id)}`,
            title: str((p.displayName as Json | undefined)?.text) || str(p.formattedAddress),
            subtitle: str(p.formattedAddress),
            latitude: num(loc.latitude),
            longitude: num(loc.longitude),
          },
        ];
      });
    },
    async place(id, { locale, session }): Promise<PlaceDetails | null> {
      const placeId = id.replace(/^google:/, '');
      if (!id.startsWith('google:')) return null;
      const query = new URLSearchParams({ languageCode: locale, regionCode: 'sa' });
      if (session) query.set('sessionToken', session);
      const { status, json, error } = await places_(
        'GET',
        `/v1/places/${encodeURIComponent(placeId)}?${query}`,
        undefined,
        detailsFieldMask,
      );
      if (status === 404 || (status === 400 && error?.status === 'INVALID_ARGUMENT')) return null;
      if (status >= 400) throw badResponse(NAME, `place ${status} ${error?.status ?? ''}`, apiKey);
      const loc = (json.location ?? {}) as Json;
      const latitude = num(loc.latitude);
      const longitude = num(loc.longitude);
      if (latitude === null || longitude === null) throw badResponse(NAME, 'place without a location');
      const parts = fromComponents(json.addressComponents as Component[] | undefined);
      return {
        ...blankAddress({ latitude, longitude }),
        ...parts,
        full_address: str(json.formattedAddress) || joinParts([parts.neighborhood, parts.city_name], locale),
        id,
      };
    },
    async reverse(point, { locale }) {
      const query = new URLSearchParams({
        latlng: `${point.latitude},${point.longitude}`,
        language: locale,
        key: apiKey,
      });
      const { json } = await fetchJson(
        NAME,
        fetchImpl,
        `${geocoding}/maps/api/geocode/json?${query}`,
        { headers: { Accept: 'application/json' } },
        timeoutMs,
        apiKey,
      );
      const body = (json ?? {}) as { status?: string; results?: Json[] };
      if (body.status === 'ZERO_RESULTS') return blankAddress(point);
      // Throttled or a passing fault: worth retrying later (503), unlike a refused key (502).
      if (body.status === 'OVER_QUERY_LIMIT' || body.status === 'UNKNOWN_ERROR')
        throw new MapsError(`${NAME}: geocode ${body.status}`, NAME, 'unavailable');
      if (body.status !== 'OK' || !body.results?.length)
        throw badResponse(NAME, `geocode ${str(body.status)}`);
      const first = body.results[0]!;
      return {
        ...blankAddress(point),
        ...fromComponents(first.address_components as Component[] | undefined),
        full_address: str(first.formatted_address),
      };
    },
  };
}

/** Google's address components into our fields (both APIs: longText in Places New, long_name in Geocoding). */
function fromComponents(components: Component[] = []): Partial<DetectedAddress> {
  const pick = (...types: string[]) => {
    for (const type of types) {
      const c = components.find((x) => x.types?.includes(type));
      if (c) return str(c.longText ?? c.long_name);
    }
    return '';
  };
  return {
    building_number: pick('street_number'),
    street_name: pick('route'),
    neighborhood: pick('sublocality_level_1', 'sublocality', 'neighborhood'),
    city_name: pick('locality', 'administrative_area_level_2'),
    zip_code: pick('postal_code'),
  };
}
