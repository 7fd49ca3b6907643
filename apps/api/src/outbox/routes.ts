/** Operators see the dead letters and put them back in line (admin only; the back office will show them). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { deadLettersResponse, replayBody, replayResponse } from '@hajz/contracts/outbox';
import { ok } from '../plugins/envelope.ts';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireStaff(['owner']) };
  app.get(
    '/admin/outbox/dead-letters',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Outbox deliveries dead-lettered after too many failures (oldest first, 100 at most)',
        response: { 200: envelope(deadLettersResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await app.context.outbox.deadLetters();
      return ok(request, {
        dead_letters: rows.map((r) => ({
          id: r.id,
          event_id: r.eventId,
          type: r.type,
          consumer: r.consumer,
          attempts: r.attempts,
          last_error: r.lastError,
        })),
      });
    },
  );
  app.post(
    '/admin/outbox/replay',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Puts dead deliveries back in line with a fresh count of tries',
        body: replayBody,
        response: { 200: envelope(replayResponse) },
      },
    },
    async (request) => ok(request, { replayed: await app.context.outbox.replay(request.body.ids) }),
  );
};
