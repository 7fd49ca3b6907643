/**
 * MapLibre, loaded only here: this module is imported dynamically by the address map, which lives in the add/edit
 * address dialog's chunk, so no other page carries a byte of it. The worker is a same-origin file (the page policy
 * allows `worker-src 'self'`, not blob: workers), its stylesheet comes with this chunk.
 */
import { addProtocol, Map as MapLibreMap, Marker, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { Locale } from '@hajz/contracts/locale';
import { offlineLayers, type MapConfig } from '@hajz/contracts/maps';
import { fetchOfflineLayer } from '../api/maps';
import { addLabels } from './labels';
import { darkPalette, lightPalette, offlineStyle, pmtilesStyle, type OfflineData } from './offline-style';

setWorkerUrl(workerUrl);

export type MapView = { latitude: number; longitude: number; zoom: number };

export type CreatedMap = {
  map: MapLibreMap;
  remove: () => void;
};

let pmtilesRegistered = false;

async function styleFor(
  config: MapConfig,
  dark: boolean,
): Promise<{ style: StyleSpecification | string; data?: OfflineData }> {
  const palette = dark ? darkPalette : lightPalette;
  if (config.style.kind === 'url') return { style: config.style.url };
  if (config.style.kind === 'pmtiles') {
    if (!pmtilesRegistered) {
      const { Protocol } = await import('pmtiles');
      addProtocol('pmtiles', new Protocol().tile);
      pmtilesRegistered = true;
    }
    return { style: pmtilesStyle(config.style.url, palette) };
  }
  // A layer that fails to load leaves the others drawn.
  const loaded = await Promise.all(
    offlineLayers.map((layer) => fetchOfflineLayer(layer).catch(() => undefined)),
  );
  const data: OfflineData = Object.fromEntries(offlineLayers.map((layer, i) => [layer, loaded[i]]));
  return { style: offlineStyle(data, palette), data };
}

export async function createMap(
  container: HTMLElement,
  options: {
    config: MapConfig;
    view: MapView;
    locale: Locale;
    label: string;
    branchLabel: (name: string) => string;
  },
): Promise<CreatedMap> {
  const dark = document.documentElement.classList.contains('dark');
  const { style, data } = await styleFor(options.config, dark);
  const map = new MapLibreMap({
    container,
    style,
    center: [options.view.longitude, options.view.latitude],
    zoom: options.view.zoom,
    attributionControl: options.config.style.kind === 'offline' ? false : { compact: true },
    dragRotate: false,
    pitchWithRotate: false,
    keyboard: true,
  });
  map.touchZoomRotate.disableRotation();
  const canvas = map.getCanvas();
  canvas.setAttribute('aria-label', options.label);
  const removeLabels = data ? addLabels(map, Marker, data, options.locale, options.branchLabel) : () => {};
  return {
    map,
    remove: () => {
      removeLabels();
      map.remove();
    },
  };
}
