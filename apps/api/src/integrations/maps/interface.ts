/**
 * Place search and geocoding (issue 14). Every provider (the offline gazetteer, SPL National Address, Google Places,
 * Nominatim) implements this and answers in the contract's shapes (packages/contracts/src/maps.ts), so routes and
 * the web never know which one is configured, and no provider key leaves the server.
 */
import type { DetectedAddress, Suggestion } from '@hajz/contracts/maps';
import type { Locale } from '@hajz/contracts/locale';

export type Point = { latitude: number; longitude: number };

export type SuggestOptions = {
  locale: Locale;
  /** Google bills a typing session once when its calls share this token; others ignore it. */
  session?: string;
  /** Biases the order (nearer first); never filters. */
  near?: Point;
};

export type PlaceDetails = DetectedAddress & { id: string };

export type Geocoder = {
  readonly name: string;
  /** False when the provider's terms forbid search-as-you-type (Nominatim): `suggest` then answers nothing. */
  readonly autocomplete: boolean;
  suggest(query: string, options: SuggestOptions): Promise<Suggestion[]>;
  /** Forward geocoding of a whole query (the web calls it on Enter). */
  search(query: string, options: SuggestOptions): Promise<Suggestion[]>;
  /** null for an id this provider does not know (a 404). */
  place(id: string, options: { locale: Locale; session?: string }): Promise<PlaceDetails | null>;
  reverse(point: Point, options: { locale: Locale }): Promise<DetectedAddress>;
};

/**
 * A provider failure. `unavailable` (timeout, network, 5xx, throttled) answers 503 with Retry-After;
 * `bad-response` (an answer we cannot read, a refused key) answers 502. Never a 500.
 */
export class MapsError extends Error {
  constructor(
    message: string,
    readonly provider: string,
    readonly kind: 'unavailable' | 'bad-response',
  ) {
    super(message);
  }
}

/** An empty detected address at a point, for providers to fill. */
export function blankAddress(point: Point): DetectedAddress {
  return {
    full_address: '',
    building_number: '',
    street_name: '',
    neighborhood: '',
    city_name: '',
    short_address: '',
    zip_code: '',
    latitude: point.latitude,
    longitude: point.longitude,
  };
}

/** "العليا، الرياض" / "Olaya, Riyadh": the non-empty parts joined the way each language writes a list. */
export function joinParts(parts: (string | undefined)[], locale: Locale): string {
  return parts.filter((p): p is string => !!p && p.trim() !== '').join(locale === 'ar' ? '، ' : ', ');
}
