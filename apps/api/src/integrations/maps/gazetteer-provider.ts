/**
 * The default geocoder: the offline gazetteer. No key, no network; the shipped data (regions, cities, the demo
 * cities' districts) plus, when MAP_GAZETTEER_PATH names one, a file written by `npm run maps:import`.
 */
import { readFileSync } from 'node:fs';
import type { Locale } from '@hajz/contracts/locale';
import type { DetectedAddress, Suggestion } from '@hajz/contracts/maps';
import { shippedPlaces } from './gazetteer-data/shipped.ts';
import type { GazetteerFile, GazetteerPlace } from './gazetteer-place.ts';
import { GazetteerReverse } from './gazetteer-reverse.ts';
import { GazetteerSearch, searchWords } from './gazetteer-search.ts';
import { distanceKm } from './geo.ts';
import { blankAddress, joinParts, type Geocoder, type PlaceDetails, type Point } from './interface.ts';

const suggestionLimit = 8;

export type Gazetteer = {
  readonly places: readonly GazetteerPlace[];
  readonly byId: Map<string, GazetteerPlace>;
  readonly search: GazetteerSearch;
  readonly reverse: GazetteerReverse;
};

/** How far apart two places of one kind and name may be and still be the same place. */
const sameWithinKm = { region: Infinity, city: 15, district: 3, place: 1 } as const;

/**
 * Builds the indexes. An imported place that repeats a shipped one (a shared name, same kind, close enough) is
 * dropped, and links to it (a district's city, a city's region) are pointed at the shipped one.
 */
export function buildGazetteer(extra: readonly GazetteerPlace[] = []): Gazetteer {
  const places = [...shippedPlaces];
  const byName = new Map<string, GazetteerPlace[]>();
  for (const p of places) for (const key of nameKeys(p)) byName.set(key, [...(byName.get(key) ?? []), p]);
  const ids = new Set(places.map((p) => p.id));
  const alias = new Map<string, string>();
  const kept: GazetteerPlace[] = [];
  for (const p of extra) {
    const at = { latitude: p.lat, longitude: p.lng };
    const same = nameKeys(p)
      .flatMap((key) => byName.get(key) ?? [])
      .find((q) => distanceKm(at, { latitude: q.lat, longitude: q.lng }) < sameWithinKm[p.kind]);
    if (same) alias.set(p.id, same.id);
    else if (!ids.has(p.id)) kept.push(p);
    ids.add(p.id);
  }
  const link = (id: string | undefined) => (id ? (alias.get(id) ?? id) : undefined);
  for (const p of kept) places.push({ ...p, city: link(p.city), region: link(p.region) });
  const byId = new Map(places.map((p) => [p.id, p]));
  return {
    places,
    byId,
    search: new GazetteerSearch(places, byId),
    reverse: new GazetteerReverse(places, byId),
  };
}

/** Reads a gazetteer file (the import's output); a wrong file fails the start loudly, naming the path. */
export function readGazetteerFile(path: string): GazetteerPlace[] {
  const file = JSON.parse(readFileSync(path, 'utf8')) as Partial<GazetteerFile>;
  if (file.format !== 'hajz-gazetteer/1' || !Array.isArray(file.places))
    throw new Error(`${path} is not a gazetteer file (run npm run maps:import -- <GeoNames file>)`);
  return file.places;
}

export function createGazetteerProvider(gazetteer: Gazetteer = buildGazetteer()): Geocoder {
  const { byId } = gazetteer;
  const name = (p: GazetteerPlace | undefined, locale: Locale) => (p ? (locale === 'ar' ? p.ar : p.en) : '');
  const parentOf = (p: GazetteerPlace) => byId.get(p.city ?? p.region ?? '');

  function suggestions(query: string, locale: Locale, near?: Point): Suggestion[] {
    return gazetteer.search.search(query, suggestionLimit, near).map(({ place }) => {
      const parent = parentOf(place);
      const grand = parent && parentOf(parent);
      return {
        id: `gz:${place.id}`,
        title: name(place, locale),
        subtitle: joinParts([name(parent, locale), name(grand, locale)], locale),
        latitude: place.lat,
        longitude: place.lng,
      };
    });
  }

  function address(point: Point, locale: Locale): DetectedAddress {
    const { district, city, region } = gazetteer.reverse.locate(point);
    return {
      ...blankAddress(point),
      neighborhood: name(district, locale),
      city_name: name(city, locale),
      full_address: joinParts([name(district, locale), name(city ?? region, locale)], locale),
    };
  }

  return {
    name: 'gazetteer',
    autocomplete: true,
    async suggest(query, { locale, near }) {
      return suggestions(query, locale, near);
    },
    async search(query, { locale, near }) {
      return suggestions(query, locale, near);
    },
    async place(id, { locale }): Promise<PlaceDetails | null> {
      const place = byId.get(id.replace(/^gz:/, ''));
      if (!id.startsWith('gz:') || !place) return null;
      const point = { latitude: place.lat, longitude: place.lng };
      const located = address(point, locale);
      // The place itself names the address (a city's centre may fall in one of its districts).
      if (place.kind === 'district')
        return {
          ...located,
          id,
          neighborhood: name(place, locale),
          city_name: name(parentOf(place), locale),
          full_address: joinParts([name(place, locale), name(parentOf(place), locale)], locale),
        };
      if (place.kind === 'city' || place.kind === 'region')
        return {
          ...located,
          id,
          neighborhood: '',
          city_name: place.kind === 'city' ? name(place, locale) : '',
          full_address: joinParts([name(place, locale), name(parentOf(place), locale)], locale),
        };
      return { ...located, id, full_address: joinParts([name(place, locale), located.full_address], locale) };
    },
    async reverse(point, { locale }) {
      return address(point, locale);
    },
  };
}

const nameKeys = (p: GazetteerPlace) =>
  [p.en, p.ar, ...p.alt].map((n) => `${p.kind}:${searchWords(n).join(' ')}`).filter((k) => !k.endsWith(':'));
