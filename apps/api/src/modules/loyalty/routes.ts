import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope } from '@hajz/contracts/envelope';
import { customerClassesResponse, myLoyalty } from '@hajz/contracts/loyalty';
import { ok } from '../../plugins/envelope.ts';
import { listClasses, myLoyalty as loadMyLoyalty } from './service.ts';

/** Loyalty classes (tiers): the public list, and the signed-in customer's class by their paid spend. */
export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['loyalty'];

  app.get(
    '/loyalty/classes',
    {
      schema: {
        tags,
        summary: 'Loyalty customer classes, lowest spend first, in the request language',
        response: { 200: envelope(customerClassesResponse) },
      },
    },
    async (request) => ok(request, await listClasses(app.database.db, request.ctx.locale)),
  );

  app.get(
    '/loyalty/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'My class (by paid spend: confirmed and completed orders), the next one and what is left to it',
        response: { 200: envelope(myLoyalty), 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await loadMyLoyalty(app.database.db, request.user!.id, request.ctx.locale));
    },
  );
};
