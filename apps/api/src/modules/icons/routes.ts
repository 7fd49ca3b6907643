import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { iconsParams, iconsQuery, iconsResponse } from '@hajz/contracts/icons';
import { HttpError } from '../../plugins/errors.ts';
import { isCollection, pickIcons } from './service.ts';

/**
 * GET /icons/{collection}.json?icons=a,b (spec §7): Iconify's own JSON shape, not our envelope, so any Iconify
 * client can point at it. The set is pinned by the lockfile, so an answer never changes for a deployment: cached
 * for a year as immutable (a new set version ships with a new build, and clients ask again by name anyway).
 */
export const iconRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/icons/:collection',
    {
      schema: {
        tags: ['icons'],
        summary: 'Icons of an installed icon set, in the Iconify JSON shape',
        params: iconsParams,
        querystring: iconsQuery,
        response: { 200: iconsResponse },
      },
    },
    async (request, reply) => {
      const name = request.params.collection.replace(/\.json$/, '');
      if (!isCollection(name)) throw new HttpError(404, 'icons.collection_not_found');
      const names = (request.query.icons ?? '')
        .split(',')
        .map((icon) => icon.trim())
        .filter(Boolean)
        .slice(0, 200);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return pickIcons(name, names);
    },
  );
};
