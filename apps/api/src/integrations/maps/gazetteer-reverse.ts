/**
 * Reverse geocoding over the gazetteer: the district a point is most inside of (or the nearest one within a couple
 * of km of its edge), its city, else the nearest city whose extent holds the point, else the region of the nearest
 * city (a point in the desert). Places are bucketed on a grid at load, so a lookup reads a few cells.
 */
import type { GazetteerPlace } from './gazetteer-place.ts';
import { distanceKm } from './geo.ts';
import type { Point } from './interface.ts';

const districtCell = 0.05; // degrees (~5.5 km): districts are at most a few km across
const cityCell = 0.5; // degrees (~55 km)
const districtSlackKm = 2;
const regionReachKm = 400;

export type ReverseHit = { district?: GazetteerPlace; city?: GazetteerPlace; region?: GazetteerPlace };

export class GazetteerReverse {
  private readonly districts = new Map<string, GazetteerPlace[]>();
  private readonly cities = new Map<string, GazetteerPlace[]>();

  constructor(
    places: readonly GazetteerPlace[],
    private readonly byId: Map<string, GazetteerPlace>,
  ) {
    for (const p of places) {
      if (p.kind === 'district') bucket(this.districts, key(p.lat, p.lng, districtCell), p);
      if (p.kind === 'city') bucket(this.cities, key(p.lat, p.lng, cityCell), p);
    }
  }

  locate(point: Point): ReverseHit {
    const district = this.district(point);
    const city = district?.city ? this.byId.get(district.city) : this.city(point);
    if (city) return { district, city, region: city.region ? this.byId.get(city.region) : undefined };
    const nearest = this.nearestCity(point);
    return { region: nearest?.region ? this.byId.get(nearest.region) : undefined };
  }

  private district(point: Point): GazetteerPlace | undefined {
    let best: GazetteerPlace | undefined;
    let bestRatio = Infinity;
    for (const p of around(this.districts, point, districtCell)) {
      const d = distanceKm(point, { latitude: p.lat, longitude: p.lng });
      const radius = Math.max(p.radiusKm, 0.3);
      // Inside: the smallest d/r wins (the district the point is most inside of); outside: within the slack only.
      const ratio = d <= radius ? d / radius : d - radius <= districtSlackKm ? 1 + (d - radius) : Infinity;
      if (ratio < bestRatio) [best, bestRatio] = [p, ratio];
    }
    return best;
  }

  private city(point: Point): GazetteerPlace | undefined {
    let best: GazetteerPlace | undefined;
    let bestRatio = Infinity;
    for (const p of around(this.cities, point, cityCell)) {
      const ratio = distanceKm(point, { latitude: p.lat, longitude: p.lng }) / Math.max(p.radiusKm, 2);
      if (ratio <= 1 && ratio < bestRatio) [best, bestRatio] = [p, ratio];
    }
    return best;
  }

  /** The nearest city within reach, ring by ring over the city grid (never a scan of every city). */
  private nearestCity(point: Point): GazetteerPlace | undefined {
    const row = Math.floor(point.latitude / cityCell);
    const col = Math.floor(point.longitude / cityCell);
    let best: GazetteerPlace | undefined;
    let bestKm = regionReachKm;
    const rings = Math.ceil(regionReachKm / (cityCell * 111 * Math.cos((point.latitude * Math.PI) / 180)));
    for (let ring = 0; ring <= rings; ring++) {
      // Every place in ring n is at least (n - 1) cells away: stop once that is farther than the best found.
      if (best && (ring - 1) * cityCell * 111 * Math.cos((point.latitude * Math.PI) / 180) > bestKm) break;
      for (let r = row - ring; r <= row + ring; r++)
        for (let c = col - ring; c <= col + ring; c++) {
          if (Math.max(Math.abs(r - row), Math.abs(c - col)) !== ring) continue;
          for (const p of this.cities.get(`${r}:${c}`) ?? []) {
            const d = distanceKm(point, { latitude: p.lat, longitude: p.lng });
            if (d < bestKm) [best, bestKm] = [p, d];
          }
        }
    }
    return best;
  }
}

const key = (lat: number, lng: number, cell: number) => `${Math.floor(lat / cell)}:${Math.floor(lng / cell)}`;

function bucket(map: Map<string, GazetteerPlace[]>, k: string, p: GazetteerPlace) {
  const list = map.get(k);
  if (list) list.push(p);
  else map.set(k, [p]);
}

function* around(map: Map<string, GazetteerPlace[]>, point: Point, cell: number) {
  const row = Math.floor(point.latitude / cell);
  const col = Math.floor(point.longitude / cell);
  for (let r = row - 1; r <= row + 1; r++)
    for (let c = col - 1; c <= col + 1; c++) yield* map.get(`${r}:${c}`) ?? [];
}
