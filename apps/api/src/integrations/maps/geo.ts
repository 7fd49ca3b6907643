/** Small geometry for the gazetteer: great-circle distance and a circle drawn as a polygon for the offline map. */
import { distanceMetres } from '@hajz/contracts/geo';
import type { Point } from './interface.ts';

const rad = (d: number) => (d * Math.PI) / 180;

/** The one haversine (contracts/geo.ts, also the zones'), in kilometres. */
export const distanceKm = (a: Point, b: Point): number => distanceMetres(a, b) / 1000;

/** A closed GeoJSON ring ([lng, lat]) approximating a circle; 16 sides is plenty for a district at city zoom. */
export function circleRing(centre: Point, radiusKm: number, sides = 16): [number, number][] {
  const ring: [number, number][] = [];
  const dLat = radiusKm / 111.32;
  const dLng = radiusKm / (111.32 * Math.cos(rad(centre.latitude)));
  for (let k = 0; k <= sides; k++) {
    const a = (2 * Math.PI * (k % sides)) / sides;
    ring.push([round(centre.longitude + dLng * Math.cos(a)), round(centre.latitude + dLat * Math.sin(a))]);
  }
  return ring;
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;
