/**
 * Turns a GeoNames country dump (https://download.geonames.org/export/dump/, e.g. SA.txt: tab-separated, the
 * documented 19 columns) into gazetteer places. The operator downloads the file (CC BY 4.0, credit GeoNames);
 * the repository never ships it. Feature classes map to our kinds: ADM1 → region, the seats and towns of 5,000+
 * people → city, PPLX (a section of a populated place) → district, anything else named → place.
 */
import type { GazetteerPlace, PlaceKind } from './gazetteer-place.ts';
import { distanceKm } from './geo.ts';

const column = {
  id: 0,
  name: 1,
  ascii: 2,
  alternates: 3,
  lat: 4,
  lng: 5,
  featureClass: 6,
  featureCode: 7,
  country: 8,
  admin1: 10,
  population: 14,
} as const;

const seats = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLG']);
const arabic = /[\u0600-\u06FF]/;
const districtRadiusKm = 1.5;
const districtCityReachKm = 30;

type Row = { place: GazetteerPlace; admin1: string };

/** One line of the dump, or null for a line we do not keep (other countries, admin areas below ADM1, no name). */
export function parseGeoNamesLine(line: string, country = 'SA'): Row | null {
  const cells = line.split('\t');
  if (cells.length < 15 || cells[column.country] !== country) return null;
  const kind = kindOf(
    cells[column.featureClass]!,
    cells[column.featureCode]!,
    Number(cells[column.population]) || 0,
  );
  const lat = Number(cells[column.lat]);
  const lng = Number(cells[column.lng]);
  const name = cells[column.name]!.trim();
  if (!kind || !name || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const alternates = (cells[column.alternates] ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  // Plain dumps carry names in every language without tags: the first Arabic-script one is the Arabic name.
  const ar = alternates.find((a) => arabic.test(a)) ?? (arabic.test(name) ? name : '');
  const en = arabic.test(name) ? cells[column.ascii]!.trim() || name : name;
  const latin = alternates.filter((a) => /^[\p{Script=Latin}\s'’`.-]+$/u.test(a) && a !== en);
  const population = Number(cells[column.population]) || 0;
  return {
    place: {
      id: `gn-${cells[column.id]}`,
      kind,
      en,
      ar: ar || en,
      alt: [...new Set([cells[column.ascii]!.trim(), ...latin.slice(0, 8)])].filter((a) => a && a !== en),
      lat,
      lng,
      radiusKm: kind === 'city' ? cityRadius(population) : kind === 'district' ? districtRadiusKm : 0.5,
      population,
    },
    admin1: cells[column.admin1] ?? '',
  };
}

function kindOf(featureClass: string, code: string, population: number): PlaceKind | null {
  if (featureClass === 'A') return code === 'ADM1' ? 'region' : null;
  if (featureClass === 'P') {
    if (code === 'PPLX') return 'district';
    if (code === 'PPLH' || code === 'PPLQ' || code === 'PPLW') return null; // historical, abandoned, destroyed
    return seats.has(code) || population >= 5000 ? 'city' : 'place';
  }
  return featureClass === 'U' ? null : 'place';
}

/** A rough urban extent from the population: 2 km for a town, ~25 km for a city of millions. */
const cityRadius = (population: number) =>
  Math.round(Math.min(30, Math.max(2, Math.sqrt(population) / 100)) * 10) / 10;

/**
 * Links the rows: a city to its region (same admin1 code), a district to the nearest city within reach.
 * Linear per district over the cities: the import runs once, offline.
 */
export function linkPlaces(rows: Row[]): GazetteerPlace[] {
  const regionByAdmin1 = new Map(
    rows.filter((r) => r.place.kind === 'region').map((r) => [r.admin1, r.place.id]),
  );
  const cities = rows.filter((r) => r.place.kind === 'city').map((r) => r.place);
  return rows.map(({ place, admin1 }) => {
    if (place.kind === 'city' || place.kind === 'place') {
      const region = regionByAdmin1.get(admin1);
      return region ? { ...place, region } : place;
    }
    if (place.kind !== 'district') return place;
    const at = { latitude: place.lat, longitude: place.lng };
    let best: GazetteerPlace | undefined;
    let bestKm = districtCityReachKm;
    for (const c of cities) {
      const d = distanceKm(at, { latitude: c.lat, longitude: c.lng });
      if (d < bestKm) [best, bestKm] = [c, d];
    }
    return best ? { ...place, city: best.id } : place;
  });
}
