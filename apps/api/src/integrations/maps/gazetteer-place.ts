/** One entry of the gazetteer: the shipped data (gazetteer-data/) and an imported file have this shape. */
export type PlaceKind = 'region' | 'city' | 'district' | 'place';

export type GazetteerPlace = {
  /** Unique within the gazetteer; the API's place id is "gz:" + this. */
  id: string;
  kind: PlaceKind;
  en: string;
  ar: string;
  /** Other spellings people type, any script ("olaia", "al-olaya", "عليا"). */
  alt: string[];
  lat: number;
  lng: number;
  /** Approximate extent: a district's or city's radius, used by reverse geocoding and the offline map. */
  radiusKm: number;
  population: number;
  /** A district's city (its id). */
  city?: string;
  /** A city's region (its id). */
  region?: string;
};

/** The file `npm run maps:import` writes and MAP_GAZETTEER_PATH loads. */
export type GazetteerFile = { format: 'hajz-gazetteer/1'; source: string; places: GazetteerPlace[] };

type Extra = { alt?: string[]; pop?: number };

/** A district of `city` (compact constructor for the shipped data files). */
export const district =
  (city: string) =>
  (slug: string, en: string, ar: string, lat: number, lng: number, radiusKm: number, alt: string[] = []) =>
    ({
      id: `${city}-${slug}`,
      kind: 'district',
      en,
      ar,
      alt,
      lat,
      lng,
      radiusKm,
      population: 0,
      city,
    }) satisfies GazetteerPlace;

/** A city of `region`; `radiusKm` is its urban extent. */
export const city = (
  id: string,
  region: string,
  en: string,
  ar: string,
  lat: number,
  lng: number,
  radiusKm: number,
  { alt = [], pop = 0 }: Extra = {},
): GazetteerPlace => ({ id, kind: 'city', en, ar, alt, lat, lng, radiusKm, population: pop, region });
