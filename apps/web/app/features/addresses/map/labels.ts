/**
 * Names on the offline map as DOM markers: the browser shapes and orders Arabic text itself (MapLibre's own text
 * needs glyph files from a server and a right-to-left plugin). City names show when zoomed out, district names
 * when zoomed in; branches always.
 */
import type { Geometry } from 'geojson';
import type { Map as MapLibreMap, Marker as MarkerClass } from 'maplibre-gl';
import type { Locale } from '@hajz/contracts/locale';
import type { OfflineData } from './offline-style';

type Kind = 'city' | 'district' | 'branch';
type Label = { kind: Kind; element: HTMLElement };

/** Cities below this zoom, districts from it. */
export const districtLabelZoom = 11;

/** A point to write a feature's name at: the point itself, or the middle of a polygon's outer ring. */
export function labelPoint(geometry: Geometry): [number, number] | null {
  if (geometry.type === 'Point') return geometry.coordinates as [number, number];
  const ring =
    geometry.type === 'Polygon'
      ? geometry.coordinates[0]
      : geometry.type === 'MultiPolygon'
        ? [...geometry.coordinates].sort((a, b) => b[0]!.length - a[0]!.length)[0]?.[0]
        : undefined;
  if (!ring || ring.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of ring as [number, number][]) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return [(minX + maxX) / 2, (minY + maxY) / 2];
}

const base =
  'pointer-events-none select-none whitespace-nowrap [text-shadow:0_0_3px_#fff,0_0_2px_#fff] dark:[text-shadow:0_0_3px_#000,0_0_2px_#000]';
const classes: Record<Kind, string> = {
  city: `${base} text-[13px] font-bold text-slate-900 dark:text-slate-100`,
  district: `${base} text-[12px] font-semibold text-slate-700 dark:text-slate-300`,
  branch: `${base} mt-2 text-[12px] font-bold text-teal-800 dark:text-teal-200`,
};

export function addLabels(
  map: MapLibreMap,
  Marker: typeof MarkerClass,
  data: OfflineData,
  locale: Locale,
  branchLabel: (name: string) => string,
): () => void {
  const labels: Label[] = [];
  const add = (kind: Kind, collection: OfflineData['cities']) => {
    for (const feature of collection?.features ?? []) {
      const name = (locale === 'ar' ? feature.properties?.name_ar : feature.properties?.name_en) ?? '';
      const at = labelPoint(feature.geometry);
      if (!name || !at) continue;
      const element = document.createElement('span');
      element.className = classes[kind];
      element.textContent = name;
      element.dir = 'auto';
      element.lang = locale;
      // The map is one labelled control; its names are decoration for sighted users (the detected address says it).
      element.setAttribute('aria-hidden', 'true');
      if (kind === 'branch') element.title = branchLabel(name);
      new Marker({ element, anchor: kind === 'branch' ? 'top' : 'center' }).setLngLat(at).addTo(map);
      labels.push({ kind, element });
    }
  };
  add('city', data.cities);
  add('district', data.districts);
  add('branch', data.branches);
  const update = () => {
    const zoom = map.getZoom();
    for (const { kind, element } of labels) {
      element.hidden =
        kind === 'city' ? zoom >= districtLabelZoom : kind === 'district' ? zoom < districtLabelZoom : false;
    }
  };
  update();
  map.on('zoomend', update);
  return () => map.off('zoomend', update);
}
