/**
 * Picks the geocoder and the map display from the environment at startup; a real provider with missing settings
 * fails loudly. Network providers are wrapped in a bounded in-memory cache (answers repeat: the same district is
 * typed by many customers, the same map centre reverse-geocoded again after a small move back).
 */
import type { MapConfig } from '@hajz/contracts/maps';
import type { SmsEnvVar } from '../sms/select-provider.ts';
import { cachedGeocoder } from './cache.ts';
import { buildGazetteer, createGazetteerProvider, readGazetteerFile } from './gazetteer-provider.ts';
import { createGoogleProvider } from './google-provider.ts';
import type { Geocoder, Point } from './interface.ts';
import { createNominatimProvider } from './nominatim-provider.ts';
import { createSplProvider } from './spl-provider.ts';

/** Every maps setting, for the README's configuration table (same shape as smsEnvVars). */
export const mapsEnvVars: readonly SmsEnvVar[] = [
  {
    name: 'MAP_PROVIDER',
    default: 'gazetteer',
    meaning:
      'Place search and geocoding: gazetteer (offline, shipped data; no key), spl (Saudi National Address), google (Places API New + Geocoding) or nominatim (search on Enter only).',
  },
  {
    name: 'MAP_GAZETTEER_PATH',
    default: null,
    meaning:
      'A gazetteer file written by npm run maps:import (a GeoNames country dump), added to the shipped data.',
  },
  {
    name: 'MAP_PMTILES_PATH',
    default: null,
    meaning: 'A .pmtiles file the app serves at /api/v1/maps/tiles.pmtiles (HTTP Range) for the map tiles.',
  },
  {
    name: 'MAP_STYLE_URL',
    default: null,
    meaning:
      'A hosted MapLibre style URL (its browser key included). Without it or MAP_PMTILES_PATH the map is drawn offline.',
  },
  {
    name: 'MAP_CENTRE',
    default: null,
    meaning:
      'The map\'s starting centre as "lat,lng"; by default the first branch, else the spec\'s default centre.',
  },
  {
    name: 'SPL_API_KEY',
    default: null,
    meaning: 'Saudi National Address (SPL) API key. Secret. Required when MAP_PROVIDER=spl.',
  },
  {
    name: 'SPL_BASE_URL',
    default: 'https://apina.address.gov.sa/NationalAddress',
    meaning: 'SPL National Address API origin and path (change only for a test server).',
  },
  {
    name: 'GOOGLE_MAPS_API_KEY',
    default: null,
    meaning:
      'Google Maps Platform server key (Places API New, Geocoding API). Secret. Required when MAP_PROVIDER=google.',
  },
  {
    name: 'GOOGLE_PLACES_BASE_URL',
    default: 'https://places.googleapis.com',
    meaning: 'Google Places API origin (change only for a test server).',
  },
  {
    name: 'GOOGLE_GEOCODING_BASE_URL',
    default: 'https://maps.googleapis.com',
    meaning: 'Google Geocoding API origin (change only for a test server).',
  },
  {
    name: 'NOMINATIM_BASE_URL',
    default: 'https://nominatim.openstreetmap.org',
    meaning: 'Nominatim origin: the public server (1 request/s, no autocomplete) or your own.',
  },
  {
    name: 'NOMINATIM_USER_AGENT',
    default: null,
    meaning:
      'The User-Agent that identifies this app to Nominatim (its policy requires one). Required when MAP_PROVIDER=nominatim.',
  },
];

export type MapDisplay = { style: MapConfig['style']; centre?: Point; pmtilesPath?: string };
export type SelectedMaps = { geocoder: Geocoder; display: MapDisplay };

type Env = Record<string, string | undefined>;

export function selectMaps(env: Env): SelectedMaps {
  return { geocoder: selectGeocoder(env), display: selectDisplay(env) };
}

export function selectGeocoder(env: Env): Geocoder {
  const choice = (env.MAP_PROVIDER ?? '').trim().toLowerCase() || 'gazetteer';
  switch (choice) {
    case 'gazetteer': {
      const path = optional(env, 'MAP_GAZETTEER_PATH');
      return createGazetteerProvider(buildGazetteer(path ? readGazetteerFile(path) : []));
    }
    case 'spl':
      return cachedGeocoder(
        createSplProvider({
          apiKey: required(env, 'SPL_API_KEY', choice),
          baseUrl: optional(env, 'SPL_BASE_URL'),
        }),
      );
    case 'google':
      return cachedGeocoder(
        createGoogleProvider({
          apiKey: required(env, 'GOOGLE_MAPS_API_KEY', choice),
          placesBaseUrl: optional(env, 'GOOGLE_PLACES_BASE_URL'),
          geocodingBaseUrl: optional(env, 'GOOGLE_GEOCODING_BASE_URL'),
        }),
      );
    case 'nominatim':
      return cachedGeocoder(
        createNominatimProvider({
          userAgent: required(env, 'NOMINATIM_USER_AGENT', choice),
          baseUrl: optional(env, 'NOMINATIM_BASE_URL'),
        }),
      );
    default:
      throw new Error(
        `MAP_PROVIDER must be one of gazetteer, spl, google, nominatim; got "${env.MAP_PROVIDER}"`,
      );
  }
}

export function selectDisplay(env: Env): MapDisplay {
  const pmtilesPath = optional(env, 'MAP_PMTILES_PATH');
  const styleUrl = optional(env, 'MAP_STYLE_URL');
  const style: MapConfig['style'] = pmtilesPath
    ? { kind: 'pmtiles', url: '/api/v1/maps/tiles.pmtiles' }
    : styleUrl
      ? { kind: 'url', url: styleUrl }
      : { kind: 'offline' };
  return { style, pmtilesPath, centre: parseCentre(optional(env, 'MAP_CENTRE')) };
}

/**
 * Hosts a page must let the map reach (its CSP): a hosted style's origin, where its tiles, glyphs and sprites
 * usually live too. Offline and pmtiles maps are drawn from our own origin: none.
 */
export function mapPolicyOrigins(display: MapDisplay): string[] {
  if (display.style.kind !== 'url') return [];
  const url = new URL(display.style.url);
  if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
    throw new Error(`MAP_STYLE_URL must be https; got "${url.origin}"`);
  return [url.origin];
}

function parseCentre(value: string | undefined): Point | undefined {
  if (!value) return undefined;
  const [lat, lng] = value.split(',').map((part) => Number(part.trim()));
  if (
    value.split(',').length !== 2 ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat!) > 90 ||
    Math.abs(lng!) > 180
  )
    throw new Error(`MAP_CENTRE must be "latitude,longitude"; got "${value}"`);
  return { latitude: lat!, longitude: lng! };
}

function required(env: Env, name: string, provider: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required when MAP_PROVIDER=${provider}`);
  return value;
}

function optional(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}
