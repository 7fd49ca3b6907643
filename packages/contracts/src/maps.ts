/**
 * The maps service of spec §7 (place autocomplete, place details, forward and reverse geocoding, map display) as
 * our API offers it (issue 14). Every provider (the offline gazetteer, SPL National Address, Google Places,
 * Nominatim) answers in these shapes, so the web never knows which one is configured and no key reaches it.
 */
import { z } from 'zod';

/** A search text: at least 3 characters after trimming (spec §5), bounded. */
export const minSuggestionChars = 3;

const coordinate = (min: number, max: number) =>
  z.coerce.number({ error: 'maps.coordinates' }).min(min, { error: 'maps.coordinates' }).max(max, {
    error: 'maps.coordinates',
  });
export const latitude = coordinate(-90, 90);
export const longitude = coordinate(-180, 180);

/** A place id is the provider's, prefixed with it ("gz:riyadh-olaya", "google:ChIJ…", "spl:…", "osm:N123"). */
export const placeId = z
  .string({ error: 'maps.place_id' })
  .regex(/^[a-z]{2,10}:[A-Za-z0-9_.:-]{1,200}$/, { error: 'maps.place_id' });

/**
 * Google Places bills a typing session once when the same token is sent with its autocomplete calls and the one
 * details call that ends it; the web makes one per dialog opening (a UUID). Other providers ignore it.
 */
export const sessionToken = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'validation.invalid' })
  .optional();

/** GET maps/suggestions?q=&session=&latitude=&longitude= (the point only biases the order). */
export const suggestionsQuery = z.object({
  q: z
    .string({ error: 'maps.query_short' })
    .trim()
    .min(minSuggestionChars, { error: 'maps.query_short' })
    .max(120, { error: 'validation.invalid' }),
  session: sessionToken,
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});

/** One suggestion: coordinates when the provider gives them at once, else null (then ask GET maps/places/{id}). */
export const suggestion = z.object({
  id: placeId,
  title: z.string(),
  subtitle: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Suggestion = z.infer<typeof suggestion>;
export const suggestionsResponse = z.object({ suggestions: z.array(suggestion) });

/** What a point or a place resolves to: the fields of a saved address (spec §3) the map can fill. */
export const detectedAddress = z.object({
  full_address: z.string(),
  building_number: z.string(),
  street_name: z.string(),
  neighborhood: z.string(),
  city_name: z.string(),
  /** The Saudi National Address short address (4 letters + 4 digits) when the provider knows it, else "". */
  short_address: z.string(),
  zip_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type DetectedAddress = z.infer<typeof detectedAddress>;

/** GET maps/places/{id}?session= */
export const placeResponse = z.object({ place: detectedAddress.extend({ id: placeId }) });
/** GET maps/reverse?latitude=&longitude= */
export const reverseQuery = z.object({ latitude, longitude });
export const reverseResponse = z.object({ address: detectedAddress });
/** GET maps/search?q= : forward geocoding on Enter (for providers whose terms forbid autocomplete). */
export const searchResponse = suggestionsResponse;

/**
 * GET maps/config: what the web needs to draw the map and drive the search box.
 * `autocomplete` false (Nominatim) means: search only on Enter, never while typing.
 * `style`: `offline` draws from data the app ships (GET maps/offline/{layer}.geojson), `pmtiles` reads a file the
 * app serves (`url`), `url` is a hosted style (its key is in the URL: a style key is meant for browsers).
 */
export const mapConfig = z.object({
  provider: z.string(),
  autocomplete: z.boolean(),
  style: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('offline') }),
    z.object({ kind: z.literal('pmtiles'), url: z.string() }),
    z.object({ kind: z.literal('url'), url: z.string() }),
  ]),
  /** The business's configured centre (demo: Riyadh); the spec's default centre when none is set. */
  centre: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type MapConfig = z.infer<typeof mapConfig>;

/** The offline map's layers, served as GeoJSON FeatureCollections with `name_en` and `name_ar` properties. */
export const offlineLayers = ['country', 'cities', 'districts', 'branches'] as const;
export type OfflineLayer = (typeof offlineLayers)[number];

/** Spec §9: the default map centre, zooms and the movement that counts as a move. */
export const defaultMapCentre = { latitude: 30.04442, longitude: 31.235712 } as const;
export const mapZoom = { initial: 15, selected: 17 } as const;
export const mapMoveThresholdDegrees = 0.00009;
export const suggestionDelayMs = 220;
export const reverseGeocodeDelayMs = 300;
export const geolocationTimeoutMs = 10_000;
export const addressListCacheMs = 60_000;

/**
 * GET maps/offline/{layer}.geojson: a plain GeoJSON FeatureCollection (no envelope: the map library loads the URL
 * itself). Every feature has `name_en`, `name_ar` and `kind` (region, city, district, branch, country).
 */
export const offlineFeature = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  properties: z
    .object({ name_en: z.string(), name_ar: z.string(), kind: z.string() })
    .catchall(z.union([z.string(), z.number()])),
  geometry: z.object({ type: z.enum(['Point', 'Polygon']), coordinates: z.array(z.unknown()) }),
});
export const offlineFeatureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(offlineFeature),
});
export type OfflineFeatureCollection = z.infer<typeof offlineFeatureCollection>;
