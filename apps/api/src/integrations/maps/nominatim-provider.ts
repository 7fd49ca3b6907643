/**
 * Nominatim (OpenStreetMap) adapter: GET /search and /lookup and /reverse with format=jsonv2, addressdetails,
 * accept-language and countrycodes=sa. Its usage policy forbids autocomplete (so `suggest` answers nothing and the
 * web searches on Enter), asks for at most 1 request per second (a queue spaces ours) and a User-Agent naming the
 * application; answers are cached by the wrapper select-provider.ts puts around every network provider.
 */
import type { Locale } from '@hajz/contracts/locale';
import type { DetectedAddress, Suggestion } from '@hajz/contracts/maps';
import { badResponse, fetchJson, num, str } from './http.ts';
import { blankAddress, joinParts, type Geocoder, type PlaceDetails, type Point } from './interface.ts';
import { createThrottle, type Sleep } from './throttle.ts';

export type NominatimOptions = {
  userAgent: string;
  baseUrl?: string;
  timeoutMs?: number;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
  sleep?: Sleep;
};

const NAME = 'nominatim';
type Json = Record<string, unknown>;
const osmTypes: Record<string, string> = { node: 'N', way: 'W', relation: 'R' };

export function createNominatimProvider({
  userAgent,
  baseUrl = 'https://nominatim.openstreetmap.org',
  timeoutMs = 8000,
  intervalMs = 1000,
  fetchImpl = fetch,
  now,
  sleep,
}: NominatimOptions): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  const throttle = createThrottle(intervalMs, now, sleep);

  async function get(path: string, params: Record<string, string>, locale: Locale): Promise<unknown> {
    const query = new URLSearchParams({
      ...params,
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': locale,
    });
    const headers = { 'User-Agent': userAgent, Accept: 'application/json', 'Accept-Language': locale };
    const { status, json } = await throttle(() =>
      fetchJson(NAME, fetchImpl, `${base}${path}?${query}`, { headers }, timeoutMs),
    );
    if (status >= 400) throw badResponse(NAME, `HTTP ${status} on ${path}`);
    return json;
  }

  const toSuggestion = (r: Json, locale: Locale): Suggestion | null => {
    const type = osmTypes[str(r.osm_type)];
    const latitude = num(r.lat);
    const longitude = num(r.lon);
    if (!type || !str(r.osm_id) || latitude === null || longitude === null) return null;
    const parts = fromAddress(r.address as Json | undefined);
    const title = str(r.name) || str(r.display_name).split(',')[0]!.trim();
    return {
      id: `osm:${type}${str(r.osm_id)}`,
      title,
      subtitle: joinParts([parts.neighborhood, parts.city_name], locale),
      latitude,
      longitude,
    };
  };

  return {
    name: NAME,
    autocomplete: false,
    async suggest() {
      return [];
    },
    async search(q, { locale }) {
      const found = await get('/search', { q, countrycodes: 'sa', limit: '8' }, locale);
      const list = Array.isArray(found) ? (found as Json[]) : [];
      return list.map((r) => toSuggestion(r, locale)).filter((s): s is Suggestion => s !== null);
    },
    async place(id, { locale }): Promise<PlaceDetails | null> {
      const osmId = id.replace(/^osm:/, '');
      if (!id.startsWith('osm:') || !/^[NWR]\d{1,15}$/.test(osmId)) return null;
      const found = await get('/lookup', { osm_ids: osmId }, locale);
      const first = Array.isArray(found) ? (found[0] as Json | undefined) : undefined;
      if (!first) return null;
      return { ...toAddress(first, locale), id };
    },
    async reverse(point, { locale }) {
      const found = (await get(
        '/reverse',
        { lat: String(point.latitude), lon: String(point.longitude), zoom: '18' },
        locale,
      )) as Json | null;
      // {"error":"Unable to geocode"} for a point with nothing near it (the sea, the empty desert).
      if (!found || typeof found !== 'object' || 'error' in found) return blankAddress(point);
      return { ...toAddress(found, locale, point) };
    },
  };
}

function toAddress(r: Json, locale: Locale, at?: Point): DetectedAddress {
  const latitude = at?.latitude ?? num(r.lat) ?? 0;
  const longitude = at?.longitude ?? num(r.lon) ?? 0;
  const parts = fromAddress(r.address as Json | undefined);
  return {
    ...blankAddress({ latitude, longitude }),
    ...parts,
    full_address:
      joinParts(
        [
          [parts.building_number, parts.street_name].filter(Boolean).join(' '),
          parts.neighborhood,
          parts.city_name,
        ],
        locale,
      ) || str(r.display_name),
  };
}

function fromAddress(a: Json = {}) {
  const first = (...keys: string[]) => keys.map((k) => str(a[k])).find(Boolean) ?? '';
  return {
    building_number: first('house_number'),
    street_name: first('road'),
    neighborhood: first('neighbourhood', 'suburb', 'quarter', 'city_district'),
    city_name: first('city', 'town', 'village'),
    zip_code: first('postcode'),
  };
}
