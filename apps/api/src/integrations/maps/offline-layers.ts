/**
 * The offline map's static layers (issue 14 item 3), drawn from data the repository ships: the country outline,
 * the cities, and the demo cities' districts as approximate circles. Built once; the branches layer comes from
 * the database (modules/maps/service.ts).
 */
import type { OfflineFeatureCollection, OfflineLayer } from '@hajz/contracts/maps';
import { saudiOutline } from '@hajz/contracts/saudi-outline';
import { shippedPlaces } from './gazetteer-data/shipped.ts';
import { circleRing } from './geo.ts';

type Feature = OfflineFeatureCollection['features'][number];

const collection = (features: Feature[]): OfflineFeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

const point = (lng: number, lat: number) => ({ type: 'Point' as const, coordinates: [lng, lat] });

function country(): OfflineFeatureCollection {
  const ring = [...saudiOutline.map(([lng, lat]) => [lng, lat]), [...saudiOutline[0]!]];
  return collection([
    {
      type: 'Feature',
      id: 'sa',
      properties: { name_en: 'Saudi Arabia', name_ar: 'المملكة العربية السعودية', kind: 'country' },
      geometry: { type: 'Polygon', coordinates: [ring] },
    },
  ]);
}

function cities(): OfflineFeatureCollection {
  return collection(
    shippedPlaces
      .filter((p) => p.kind === 'city')
      .map((p) => ({
        type: 'Feature',
        id: p.id,
        properties: { name_en: p.en, name_ar: p.ar, kind: 'city', population: p.population },
        geometry: point(p.lng, p.lat),
      })),
  );
}

function districts(): OfflineFeatureCollection {
  return collection(
    shippedPlaces
      .filter((p) => p.kind === 'district')
      .map((p) => ({
        type: 'Feature',
        id: p.id,
        properties: { name_en: p.en, name_ar: p.ar, kind: 'district', city: p.city ?? '' },
        geometry: {
          type: 'Polygon',
          coordinates: [circleRing({ latitude: p.lat, longitude: p.lng }, p.radiusKm)],
        },
      })),
  );
}

/** The static layers as JSON text with a strong ETag, computed on first use. */
let built: Map<OfflineLayer, { body: string; etag: string }> | undefined;
export function staticLayer(layer: Exclude<OfflineLayer, 'branches'>): { body: string; etag: string } {
  built ??= new Map(
    (
      [
        ['country', country()],
        ['cities', cities()],
        ['districts', districts()],
      ] as const
    ).map(([name, data]) => {
      const body = JSON.stringify(data);
      return [name, { body, etag: `"${name}-${hash(body)}"` }];
    }),
  );
  return built.get(layer)!;
}

/** FNV-1a: enough to tell two versions of a layer apart. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

export function branchFeature(b: {
  id: number;
  nameEn: string;
  nameAr: string;
  cityEn: string;
  cityAr: string;
  latitude: number;
  longitude: number;
}): Feature {
  return {
    type: 'Feature',
    id: `branch-${b.id}`,
    properties: {
      name_en: b.nameEn,
      name_ar: b.nameAr,
      kind: 'branch',
      branch_id: b.id,
      city_en: b.cityEn,
      city_ar: b.cityAr,
    },
    geometry: point(b.longitude, b.latitude),
  };
}
