/**
 * The map with no tile source (the demo, the tests, an air-gapped install): a MapLibre style drawn from the GeoJSON
 * layers the app ships (country, districts, cities, branches). No glyphs, no sprites, nothing from the network:
 * names are DOM markers (labels.ts) so the browser shapes Arabic itself.
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { OfflineLayer } from '@hajz/contracts/maps';
import type { OfflineFeatureCollection } from '../api/maps';

export type OfflineData = Partial<Record<OfflineLayer, OfflineFeatureCollection>>;

const empty: OfflineFeatureCollection = { type: 'FeatureCollection', features: [] };

export type MapPalette = {
  land: string;
  sea: string;
  country: string;
  district: string;
  city: string;
  branch: string;
};

export const lightPalette: MapPalette = {
  sea: '#cfe3ec',
  land: '#f6f1e7',
  country: '#8a7f6a',
  district: '#b9ad96',
  city: '#475569',
  branch: '#0f766e',
};

export const darkPalette: MapPalette = {
  sea: '#0b1620',
  land: '#1e293b',
  country: '#94a3b8',
  district: '#475569',
  city: '#cbd5e1',
  branch: '#2dd4bf',
};

export function offlineStyle(data: OfflineData, palette: MapPalette): StyleSpecification {
  const source = (layer: OfflineLayer) => ({ type: 'geojson' as const, data: data[layer] ?? empty });
  return {
    version: 8,
    sources: {
      country: source('country'),
      districts: source('districts'),
      cities: source('cities'),
      branches: source('branches'),
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': palette.sea } },
      { id: 'country-fill', type: 'fill', source: 'country', paint: { 'fill-color': palette.land } },
      {
        id: 'district-fill',
        type: 'fill',
        source: 'districts',
        minzoom: 10,
        paint: { 'fill-color': palette.district, 'fill-opacity': 0.12 },
      },
      {
        id: 'district-outline',
        type: 'line',
        source: 'districts',
        minzoom: 10,
        paint: { 'line-color': palette.district, 'line-width': 1 },
      },
      {
        id: 'country-outline',
        type: 'line',
        source: 'country',
        paint: { 'line-color': palette.country, 'line-width': 1.5 },
      },
      {
        id: 'city-dots',
        type: 'circle',
        source: 'cities',
        maxzoom: 11,
        paint: { 'circle-color': palette.city, 'circle-radius': 4 },
      },
      {
        id: 'branch-dots',
        type: 'circle',
        source: 'branches',
        paint: {
          'circle-color': palette.branch,
          'circle-radius': 6,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}

/** A minimal style over a .pmtiles vector file the app serves (OpenMapTiles-like layer names), no labels. */
export function pmtilesStyle(url: string, palette: MapPalette): StyleSpecification {
  return {
    version: 8,
    sources: { tiles: { type: 'vector', url: `pmtiles://${new URL(url, location.href).href}` } },
    layers: [
      { id: 'land', type: 'background', paint: { 'background-color': palette.land } },
      {
        id: 'water',
        type: 'fill',
        source: 'tiles',
        'source-layer': 'water',
        paint: { 'fill-color': palette.sea },
      },
      {
        id: 'roads',
        type: 'line',
        source: 'tiles',
        'source-layer': 'transportation',
        paint: { 'line-color': palette.district, 'line-width': 1 },
      },
      {
        id: 'buildings',
        type: 'fill',
        source: 'tiles',
        'source-layer': 'building',
        minzoom: 14,
        paint: { 'fill-color': palette.district, 'fill-opacity': 0.3 },
      },
      {
        id: 'boundaries',
        type: 'line',
        source: 'tiles',
        'source-layer': 'boundary',
        paint: { 'line-color': palette.country, 'line-width': 1 },
      },
    ],
  };
}
