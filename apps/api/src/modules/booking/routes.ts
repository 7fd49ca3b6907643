import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availableTimesParams, availableTimesQuery, availableTimesResponse } from '@hajz/contracts/booking';
import { envelope } from '@hajz/contracts/envelope';
import { sendCachedOk } from '../../lib/cached-json.ts';
import { ok } from '../../plugins/envelope.ts';
import { HttpError } from '../../plugins/errors.ts';
import { availabilityBucketMs, availabilityKey } from './availability-cache.ts';
import { getAvailableTimes } from './service.ts';

const timesEnvelope = envelope(availableTimesResponse);

/** The signed-in caller on a public route, or null (no token, or one that is not valid any more). */
export async function optionalUserId(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  if (!request.headers.authorization) return null;
  try {
    await app.authenticate(request);
    return request.user?.id ?? null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return null;
    throw error;
  }
}

/** Spec §7: the dates and times a service can be booked at a branch. Public; never cached (holds change it). */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product-masters/:id/available-times',
    {
      schema: {
        tags: ['booking'],
        summary: 'Bookable dates and times of a service over the booking horizon',
        params: availableTimesParams,
        querystring: availableTimesQuery,
        response: { 200: timesEnvelope },
      },
      // 422: then_product_ids with more than one visitor; 404: a following service the branch does not offer.
      config: { openapi: { errors: [404, 422] } },
    },
    async (request, reply) => {
      const db = app.database.db;
      const { id } = request.params;
      const { branch_id, cart_product_id, visitors, then_product_ids } = request.query;
      reply.header('cache-control', 'no-store');
      // Editing a cart line: the answer is the owner's own (their hold counts as free), computed every time.
      if (cart_product_id !== undefined && then_product_ids === undefined) {
        const viewer = await optionalUserId(app, request);
        if (viewer !== null) return ok(request, await getAvailableTimes(db, id, request.query, viewer));
      }
      const key = availabilityKey([id, branch_id, visitors, then_product_ids]);
      return sendCachedOk(
        db,
        request,
        reply,
        key,
        timesEnvelope,
        () => getAvailableTimes(db, id, { branch_id, visitors, then_product_ids }, null),
        availabilityBucketMs,
      );
    },
  );
};
