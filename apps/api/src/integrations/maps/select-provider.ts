/**
 * Builds the geocoder and the map display config.ts chose; their settings were checked at start (config/maps.ts).
 * Network providers are wrapped in a bounded in-memory cache (answers repeat: the same district is typed by many
 * customers, the same map centre reverse-geocoded again after a small move back).
 */
import type { MapConfig } from '@hajz/contracts/maps';
import type { Config } from '../../config.ts';
import { cachedGeocoder } from './cache.ts';
import { buildGazetteer, createGazetteerProvider, readGazetteerFile } from './gazetteer-provider.ts';
import { createGoogleProvider } from './google-provider.ts';
import type { Geocoder, Point } from './interface.ts';
import { createNominatimProvider } from './nominatim-provider.ts';
import { createSplProvider } from './spl-provider.ts';

export type MapDisplay = { style: MapConfig['style']; centre?: Point; pmtilesPath?: string };
export type SelectedMaps = { geocoder: Geocoder; display: MapDisplay };

type MapsConfig = Pick<Config, 'maps'>;

export function selectMaps(config: MapsConfig): SelectedMaps {
  return { geocoder: selectGeocoder(config), display: selectDisplay(config) };
}

export function selectGeocoder(config: MapsConfig): Geocoder {
  const settings = config.maps.geocoder;
  switch (settings.provider) {
    case 'gazetteer': {
      const path = settings.gazetteerPath;
      return createGazetteerProvider(buildGazetteer(path ? readGazetteerFile(path) : []));
    }
    case 'spl':
      return cachedGeocoder(createSplProvider({ apiKey: settings.apiKey, baseUrl: settings.baseUrl }));
    case 'google':
      return cachedGeocoder(
        createGoogleProvider({
          apiKey: settings.apiKey,
          placesBaseUrl: settings.placesBaseUrl,
          geocodingBaseUrl: settings.geocodingBaseUrl,
        }),
      );
    case 'nominatim':
      return cachedGeocoder(
        createNominatimProvider({ userAgent: settings.userAgent, baseUrl: settings.baseUrl }),
      );
  }
}

export function selectDisplay(config: MapsConfig): MapDisplay {
  const { pmtilesPath, styleUrl, centre } = config.maps;
  const style: MapConfig['style'] = pmtilesPath
    ? { kind: 'pmtiles', url: '/api/v1/maps/tiles.pmtiles' }
    : styleUrl
      ? { kind: 'url', url: styleUrl }
      : { kind: 'offline' };
  return { style, pmtilesPath, centre };
}

/**
 * Hosts a page must let the map reach (its CSP): a hosted style's origin, where its tiles, glyphs and sprites
 * usually live too. Offline and pmtiles maps are drawn from our own origin: none.
 */
export function mapPolicyOrigins(display: MapDisplay): string[] {
  if (display.style.kind !== 'url') return [];
  // config/maps.ts holds MAP_STYLE_URL to https (or this machine).
  return [new URL(display.style.url).origin];
}
