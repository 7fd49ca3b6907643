/**
 * Spec §7 maps service through our API (issue 14): map configuration, place suggestions, forward search, place
 * details, reverse geocoding and the offline map's layers. Public (guests may search too; every route is rate
 * limited per client IP); the configured geocoder answers, and no provider key ever reaches the browser.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hajz/contracts/envelope';
import {
  mapConfig,
  offlineFeatureCollection,
  offlineLayers,
  placeId,
  placeResponse,
  reverseQuery,
  reverseResponse,
  searchResponse,
  sessionToken,
  suggestionsQuery,
  suggestionsResponse,
  type OfflineLayer,
} from '@hajz/contracts/maps';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { ok } from '../../plugins/envelope.ts';
import type { Geocoder } from '../../integrations/maps/interface.ts';
import { MapsError } from '../../integrations/maps/interface.ts';
import { staticLayer } from '../../integrations/maps/offline-layers.ts';
import type { MapDisplay } from '../../integrations/maps/select-provider.ts';
import { branchesLayer, mapCentre } from './service.ts';
import { tilesRoute } from './tiles.ts';

export type MapRoutesOptions = { geocoder: Geocoder; display: MapDisplay };

const tags = ['maps'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const providerErrors = { openapi: { errors: [502, 503] } };
const weekImmutable = 'public, max-age=604800, immutable';

/** A provider failure becomes our translated envelope: 503 with Retry-After when worth retrying, else 502. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MapsError)) throw error;
    if (error.kind === 'unavailable')
      throw new HttpError(503, 'maps.unavailable', undefined, { 'Retry-After': '5' });
    throw new HttpError(502, 'maps.bad_response');
  }
}

export const mapRoutes: FastifyPluginAsyncZod<MapRoutesOptions> = async (app, { geocoder, display }) => {
  const near = (q: { latitude?: number; longitude?: number }) =>
    q.latitude !== undefined && q.longitude !== undefined
      ? { latitude: q.latitude, longitude: q.longitude }
      : undefined;

  app.get(
    '/maps/config',
    {
      config: perMinute(120),
      schema: {
        tags,
        summary: 'How to draw the map and drive the search box',
        response: { 200: envelope(mapConfig) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const centre = await mapCentre(app.database.db, display.centre);
      return ok(request, {
        provider: geocoder.name,
        autocomplete: geocoder.autocomplete,
        style: display.style,
        centre,
      });
    },
  );

  app.get(
    '/maps/suggestions',
    {
      config: { ...perMinute(120), ...providerErrors },
      schema: {
        tags,
        summary: 'Place suggestions while typing (empty when the provider forbids autocomplete)',
        querystring: suggestionsQuery,
        response: { 200: envelope(suggestionsResponse) },
      },
    },
    async (request, reply) => {
      const { q, session } = request.query;
      const options = { locale: request.ctx.locale, session, near: near(request.query) };
      const suggestions = geocoder.autocomplete ? await guarded(() => geocoder.suggest(q, options)) : [];
      reply.header('cache-control', 'private, max-age=60');
      return ok(request, { suggestions });
    },
  );

  app.get(
    '/maps/search',
    {
      config: { ...perMinute(60), ...providerErrors },
      schema: {
        tags,
        summary: 'Forward geocoding of a whole query (on Enter)',
        querystring: suggestionsQuery,
        response: { 200: envelope(searchResponse) },
      },
    },
    async (request, reply) => {
      const { q, session } = request.query;
      const options = { locale: request.ctx.locale, session, near: near(request.query) };
      const suggestions = await guarded(() => geocoder.search(q, options));
      reply.header('cache-control', 'private, max-age=60');
      return ok(request, { suggestions });
    },
  );

  app.get(
    '/maps/places/:id',
    {
      config: { ...perMinute(60), ...providerErrors },
      schema: {
        tags,
        summary: 'A suggestion resolved into address fields and coordinates',
        params: z.object({ id: placeId }),
        querystring: z.object({ session: sessionToken }),
        response: { 200: envelope(placeResponse) },
      },
    },
    async (request) => {
      const place = await guarded(() =>
        geocoder.place(request.params.id, { locale: request.ctx.locale, session: request.query.session }),
      );
      if (!place) throw notFound('maps.place_not_found');
      return ok(request, { place });
    },
  );

  app.get(
    '/maps/reverse',
    {
      config: { ...perMinute(120), ...providerErrors },
      schema: {
        tags,
        summary: 'The address at a point (district and city at least)',
        querystring: reverseQuery,
        response: { 200: envelope(reverseResponse) },
      },
    },
    async (request) => {
      const { latitude, longitude } = request.query;
      const address = await guarded(() =>
        geocoder.reverse({ latitude, longitude }, { locale: request.ctx.locale }),
      );
      return ok(request, { address });
    },
  );

  app.get(
    '/maps/offline/:layer.geojson',
    {
      config: { ...perMinute(300), openapi: { notModified: true } },
      schema: {
        tags,
        summary: 'A layer of the offline map as GeoJSON (no envelope: the map library reads it)',
        params: z.object({ layer: z.string().max(20) }),
        response: { 200: offlineFeatureCollection },
      },
    },
    async (request, reply) => {
      const layer = request.params.layer as OfflineLayer;
      if (!offlineLayers.includes(layer)) throw notFound('maps.layer_not_found');
      reply.type('application/json; charset=utf-8');
      if (layer === 'branches') {
        // Branches change with the business's settings: a short cache.
        reply.header('cache-control', 'public, max-age=300');
        return branchesLayer(app.database.db);
      }
      // The shipped data changes only with a deploy.
      const { body, etag } = staticLayer(layer);
      // Pre-serialised text (built once) and a bodiless 304: outside what the typed reply of the schema allows.
      const raw = reply as unknown as FastifyReply;
      raw.header('cache-control', weekImmutable).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return raw.code(304).send();
      return raw.send(body);
    },
  );

  if (display.pmtilesPath) await app.register(tilesRoute, { path: display.pmtilesPath });
};
