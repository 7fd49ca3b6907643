/** The desk moves a delivery, pickup or dine-in order on: an owner, or a manager or receptionist of its branch. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hajz/contracts/envelope';
import { fulfilmentStepBody, fulfilmentStepResponse, type FulfilmentKind } from '@hajz/contracts/fulfilment';
import { decimalInt } from '@hajz/contracts/pagination';
import { ok } from '../../plugins/envelope.ts';
import { assertBranch } from '../../plugins/staff.ts';
import { advanceFulfilment } from './progress.ts';

const idParams = z.object({ id: decimalInt('validation.id', 1, 2_147_483_647) });

export const fulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/orders/:id/fulfilment',
    {
      onRequest: app.requireStaff(['owner', 'manager', 'receptionist']),
      config: { openapi: { errors: [409] } },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Moves a delivery, pickup or dine-in order to its next step (the last one completes it)',
        params: idParams,
        body: fulfilmentStepBody,
        response: { 200: envelope(fulfilmentStepResponse) },
      },
    },
    async (request, reply) => {
      const order = await advanceFulfilment(
        app.database.db,
        app.context.lifecycle,
        request.params.id,
        request.body.status,
        { userId: request.user!.id, authorize: (branchId) => assertBranch(request, branchId) },
      );
      reply.header('cache-control', 'no-store');
      return ok(
        request,
        {
          order_id: order.id,
          status: order.status,
          fulfilment: order.fulfilment as FulfilmentKind,
          fulfilment_status: request.body.status,
        },
        'fulfilment.updated',
      );
    },
  );
};
