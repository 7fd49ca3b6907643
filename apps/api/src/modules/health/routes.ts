import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { healthResponse } from '@hajz/contracts/health';

const startedAt = Date.now();

/** Liveness and database reachability for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['ops'], response: { 200: envelope(healthResponse), 503: envelope(healthResponse) } } },
    async (request, reply) => {
      const up = await app.database.ping().catch(() => false);
      const data = {
        database: up ? ('ok' as const) : ('down' as const),
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
      };
      if (!up) reply.status(503);
      return { status: up, message: request.t(up ? 'ok' : 'errors.database_down'), data };
    },
  );
};
