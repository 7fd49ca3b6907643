/** Maps settings: the geocoder (place search) with its credentials, and how the map is drawn. */
import type { Point } from '../integrations/maps/interface.ts';
import { choice, doc, envVars, got, httpUrl, text, type Requirement, type Values } from './fields.ts';

/** A hosted style is fetched by browsers: https, except from this machine (a test server). */
const styleUrl = httpUrl().refine(
  (v) => {
    if (v === undefined) return true;
    const url = new URL(v);
    return url.protocol === 'https:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  },
  { error: (issue) => `must be https; ${got(issue.input)}` },
);

const centre = text().transform((value, ctx): Point | undefined => {
  if (!value) return undefined;
  const parts = value.split(',').map((part) => Number(part.trim()));
  const [lat, lng] = parts;
  if (
    parts.length !== 2 ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat!) > 90 ||
    Math.abs(lng!) > 180
  ) {
    ctx.issues.push({ code: 'custom', message: `must be "latitude,longitude"; ${got(value)}`, input: value });
    return undefined;
  }
  return { latitude: lat!, longitude: lng! };
});

export const mapsFields = {
  MAP_PROVIDER: doc(
    choice(['gazetteer', 'spl', 'google', 'nominatim']),
    'Place search and geocoding: gazetteer (offline, shipped data; no key), spl (Saudi National Address), google (Places API New + Geocoding) or nominatim (search on Enter only).',
    'gazetteer',
  ),
  MAP_GAZETTEER_PATH: doc(
    text(),
    'A gazetteer file written by npm run maps:import (a GeoNames country dump), added to the shipped data.',
  ),
  MAP_PMTILES_PATH: doc(
    text(),
    'A .pmtiles file the app serves at /api/v1/maps/tiles.pmtiles (HTTP Range) for the map tiles.',
  ),
  MAP_STYLE_URL: doc(
    styleUrl,
    'A hosted MapLibre style URL (its browser key included). Without it or MAP_PMTILES_PATH the map is drawn offline.',
  ),
  MAP_CENTRE: doc(
    centre,
    'The map\'s starting centre as "lat,lng"; by default the first branch, else the spec\'s default centre.',
  ),
  SPL_API_KEY: doc(text(), 'Saudi National Address (SPL) API key. Secret. Required when MAP_PROVIDER=spl.'),
  SPL_BASE_URL: doc(
    httpUrl(),
    'SPL National Address API origin and path (change only for a test server).',
    'https://apina.address.gov.sa/NationalAddress',
  ),
  GOOGLE_MAPS_API_KEY: doc(
    text(),
    'Google Maps Platform server key (Places API New, Geocoding API). Secret. Required when MAP_PROVIDER=google.',
  ),
  GOOGLE_PLACES_BASE_URL: doc(
    httpUrl(),
    'Google Places API origin (change only for a test server).',
    'https://places.googleapis.com',
  ),
  GOOGLE_GEOCODING_BASE_URL: doc(
    httpUrl(),
    'Google Geocoding API origin (change only for a test server).',
    'https://maps.googleapis.com',
  ),
  NOMINATIM_BASE_URL: doc(
    httpUrl(),
    'Nominatim origin: the public server (1 request/s, no autocomplete) or your own.',
    'https://nominatim.openstreetmap.org',
  ),
  NOMINATIM_USER_AGENT: doc(
    text(),
    'The User-Agent that identifies this app to Nominatim (its policy requires one). Required when MAP_PROVIDER=nominatim.',
  ),
};

/** Every maps setting, with its meaning. */
export const mapsEnvVars = envVars(mapsFields);

export const mapsRequirements: Requirement[] = [
  { when: 'MAP_PROVIDER', is: 'spl', required: ['SPL_API_KEY'] },
  { when: 'MAP_PROVIDER', is: 'google', required: ['GOOGLE_MAPS_API_KEY'] },
  { when: 'MAP_PROVIDER', is: 'nominatim', required: ['NOMINATIM_USER_AGENT'] },
];

export type GeocoderSettings =
  | { provider: 'gazetteer'; gazetteerPath?: string }
  | { provider: 'spl'; apiKey: string; baseUrl?: string }
  | { provider: 'google'; apiKey: string; placesBaseUrl?: string; geocodingBaseUrl?: string }
  | { provider: 'nominatim'; userAgent: string; baseUrl?: string };

export type MapsSettings = {
  geocoder: GeocoderSettings;
  pmtilesPath?: string;
  styleUrl?: string;
  centre?: Point;
};

export function mapsSettings(
  v: Values<typeof mapsFields>,
  set: (value: string | undefined) => string,
): MapsSettings {
  return {
    geocoder: geocoderSettings(v, set),
    pmtilesPath: v.MAP_PMTILES_PATH,
    styleUrl: v.MAP_STYLE_URL,
    centre: v.MAP_CENTRE,
  };
}

function geocoderSettings(
  v: Values<typeof mapsFields>,
  set: (value: string | undefined) => string,
): GeocoderSettings {
  switch (v.MAP_PROVIDER) {
    case 'gazetteer':
      return { provider: 'gazetteer', gazetteerPath: v.MAP_GAZETTEER_PATH };
    case 'spl':
      return { provider: 'spl', apiKey: set(v.SPL_API_KEY), baseUrl: v.SPL_BASE_URL };
    case 'google':
      return {
        provider: 'google',
        apiKey: set(v.GOOGLE_MAPS_API_KEY),
        placesBaseUrl: v.GOOGLE_PLACES_BASE_URL,
        geocodingBaseUrl: v.GOOGLE_GEOCODING_BASE_URL,
      };
    case 'nominatim':
      return { provider: 'nominatim', userAgent: set(v.NOMINATIM_USER_AGENT), baseUrl: v.NOMINATIM_BASE_URL };
  }
}
