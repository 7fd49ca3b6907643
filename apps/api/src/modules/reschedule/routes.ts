/** POST orders/{id}/reschedule (issue 28 item 3): the customer moves a booking of theirs to another free time. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { orderParams } from '@hajz/contracts/orders';
import { rescheduleBody, rescheduleResponse } from '@hajz/contracts/waitlist';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../plugins/envelope.ts';
import { rescheduleOwnBooking } from './service.ts';

export const rescheduleRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/orders/:id/reschedule',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: { errors: [404, 409] } },
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary:
          'Move one booked service of the order to another free time, up to the cut-off before it ' +
          '(409: the time was just taken; 422: inside the cut-off or not a time offered)',
        params: orderParams,
        body: rescheduleBody,
        response: { 200: envelope(rescheduleResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await rescheduleOwnBooking(
        { db: context.db, publish: context.publish },
        request.user!.id,
        request.params.id,
        request.body,
      );
      return ok(request, result, result.changed ? 'reschedule.moved' : 'reschedule.unchanged');
    },
  );
};
