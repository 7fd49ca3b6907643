/**
 * Saudi National Address (SPL, api.address.gov.sa) adapter: free-text search (v3.1 Address/address-free-text),
 * identify a point (v3.1 Address/address-geocode) and the short address lookup
 * (NationalAddressByShortAddress). The key travels as the `api_key` query parameter as their docs show;
 * `format=json`, `encode=utf8` (the default answer is windows-1256), `language` A or E.
 */
import type { Locale } from '@hajz/contracts/locale';
import type { DetectedAddress, Suggestion } from '@hajz/contracts/maps';
import { badResponse, fetchJson, num, str } from './http.ts';
import { joinParts, type Geocoder, type PlaceDetails, type Point } from './interface.ts';

export type SplOptions = { apiKey: string; baseUrl?: string; timeoutMs?: number; fetchImpl?: typeof fetch };

type SplAddress = Record<string, unknown>;
const NAME = 'spl';
const shortAddress = /^[A-Z]{4}\d{4}$/;

export function createSplProvider({
  apiKey,
  baseUrl = 'https://apina.address.gov.sa/NationalAddress',
  timeoutMs = 5000,
  fetchImpl = fetch,
}: SplOptions): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');

  async function call(path: string, params: Record<string, string>, locale: Locale): Promise<SplAddress[]> {
    const query = new URLSearchParams({
      ...params,
      language: locale === 'ar' ? 'A' : 'E',
      format: 'json',
      encode: 'utf8',
      api_key: apiKey,
    });
    const { status, json } = await fetchJson(
      NAME,
      fetchImpl,
      `${base}${path}?${query}`,
      {
        headers: { Accept: 'application/json' },
      },
      timeoutMs,
      apiKey,
    );
    const body = (json ?? {}) as { success?: boolean; Addresses?: unknown; message?: unknown };
    if (status >= 400) throw badResponse(NAME, `HTTP ${status}: ${str(body.message)}`, apiKey);
    if (body.success === false) return [];
    return Array.isArray(body.Addresses) ? (body.Addresses as SplAddress[]) : [];
  }

  const toSuggestion = (a: SplAddress, locale: Locale): Suggestion | null => {
    const point = pointOf(a);
    if (!point) return null;
    const short = str(a.ShortAddress).toUpperCase();
    const street = [str(a.BuildingNumber), str(a.Street)].filter(Boolean).join(' ');
    return {
      id: shortAddress.test(short) ? `spl:${short}` : `spl:ll:${point.latitude}:${point.longitude}`,
      title: street || str(a.Address1) || str(a.District),
      subtitle: joinParts([str(a.District), str(a.City)], locale),
      latitude: point.latitude,
      longitude: point.longitude,
    };
  };

  async function freeText(q: string, locale: Locale): Promise<Suggestion[]> {
    const found = await call('/v3.1/Address/address-free-text', { addressstring: q, page: '1' }, locale);
    return found.map((a) => toSuggestion(a, locale)).filter((s): s is Suggestion => s !== null);
  }

  async function identify(point: Point, locale: Locale): Promise<SplAddress | undefined> {
    const found = await call(
      '/v3.1/Address/address-geocode',
      { lat: String(point.latitude), long: String(point.longitude) },
      locale,
    );
    return found[0];
  }

  return {
    name: NAME,
    autocomplete: true,
    suggest: (q, { locale }) => freeText(q, locale),
    search: (q, { locale }) => freeText(q, locale),
    async place(id, { locale }): Promise<PlaceDetails | null> {
      const key = id.replace(/^spl:/, '');
      if (shortAddress.test(key)) {
        const [found] = await call(
          '/NationalAddressByShortAddress/NationalAddressByShortAddress',
          { shortaddress: key, page: '1' },
          locale,
        );
        return found ? { ...toAddress(found, locale, undefined, key), id } : null;
      }
      const m = /^ll:(-?\d+(?:\.\d+)?):(-?\d+(?:\.\d+)?)$/.exec(key);
      if (!id.startsWith('spl:') || !m) return null;
      const point = { latitude: Number(m[1]), longitude: Number(m[2]) };
      const found = await identify(point, locale);
      return found ? { ...toAddress(found, locale, point), id } : null;
    },
    async reverse(point, { locale }) {
      const found = await identify(point, locale);
      return found ? toAddress(found, locale, point) : { ...toAddress({}, locale, point), full_address: '' };
    },
  };
}

function pointOf(a: SplAddress): Point | null {
  const latitude = num(a.Latitude);
  const longitude = num(a.Longitude);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

function toAddress(a: SplAddress, locale: Locale, at?: Point, short = ''): DetectedAddress {
  const point = at ?? pointOf(a) ?? { latitude: 0, longitude: 0 };
  const building = str(a.BuildingNumber);
  const street = str(a.Street);
  const district = str(a.District);
  const city = str(a.City);
  const zip = str(a.PostCode);
  const shortCode = (str(a.ShortAddress) || short).toUpperCase();
  return {
    full_address: joinParts(
      [[building, street].filter(Boolean).join(' '), district, [city, zip].filter(Boolean).join(' ')],
      locale,
    ),
    building_number: building,
    street_name: street,
    neighborhood: district,
    city_name: city,
    short_address: shortAddress.test(shortCode) ? shortCode : '',
    zip_code: zip,
    latitude: point.latitude,
    longitude: point.longitude,
  };
}
