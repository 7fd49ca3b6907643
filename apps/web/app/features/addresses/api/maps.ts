/** The maps service through our API (contracts/maps.ts): no provider and no key ever reached from the browser. */
import type { FeatureCollection, Geometry } from 'geojson';
import type { Locale } from '@hajz/contracts/locale';
import type { DetectedAddress, MapConfig, OfflineLayer, Suggestion } from '@hajz/contracts/maps';
import { browserApi } from '~/lib/browser-api';

const quiet = (locale: Locale) => browserApi(locale, { quiet: true });

export async function fetchMapConfig(locale: Locale): Promise<MapConfig> {
  return (await quiet(locale).get<MapConfig>('/maps/config')).data!;
}

export type SuggestionQuery = {
  q: string;
  session: string;
  latitude?: number;
  longitude?: number;
};

/** GET maps/suggestions while typing (autocomplete providers only). */
export async function fetchSuggestions(locale: Locale, query: SuggestionQuery): Promise<Suggestion[]> {
  const envelope = await quiet(locale).get<{ suggestions: Suggestion[] }>('/maps/suggestions', { query });
  return envelope.data?.suggestions ?? [];
}

/** GET maps/search on Enter: forward geocoding, the only search when autocomplete is off. */
export async function searchPlaces(locale: Locale, q: string): Promise<Suggestion[]> {
  const envelope = await quiet(locale).get<{ suggestions: Suggestion[] }>('/maps/search', { query: { q } });
  return envelope.data?.suggestions ?? [];
}

/** GET maps/places/{id}: a suggestion that came without coordinates, resolved (ends the billing session). */
export async function fetchPlace(locale: Locale, id: string, session: string): Promise<DetectedAddress> {
  const envelope = await quiet(locale).get<{ place: DetectedAddress }>(
    `/maps/places/${encodeURIComponent(id)}`,
    { query: { session } },
  );
  return envelope.data!.place;
}

/** GET maps/reverse: the address at the map's centre. */
export async function reverseGeocode(
  locale: Locale,
  point: { latitude: number; longitude: number },
): Promise<DetectedAddress> {
  const envelope = await quiet(locale).get<{ address: DetectedAddress }>('/maps/reverse', {
    query: { latitude: point.latitude.toFixed(6), longitude: point.longitude.toFixed(6) },
  });
  return envelope.data!.address;
}

export type OfflineFeatureCollection = FeatureCollection<
  Geometry,
  { name_en?: string; name_ar?: string } & Record<string, unknown>
>;

/** One layer of the offline map (GeoJSON, both names on every feature). */
export async function fetchOfflineLayer(layer: OfflineLayer): Promise<OfflineFeatureCollection> {
  const res = await fetch(`/api/v1/maps/offline/${layer}.geojson`, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`offline ${layer}: HTTP ${res.status}`);
  const body = (await res.json()) as OfflineFeatureCollection | { data: OfflineFeatureCollection };
  // Plain GeoJSON, or the same inside our envelope.
  return 'type' in body ? body : body.data;
}
