import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { availableTimesResponse } from '@hajz/contracts/booking';
import { envelope } from '@hajz/contracts/envelope';
import { giftParams, giftTimesQuery, scheduleGiftBody } from '@hajz/contracts/gifting';
import { giftedOrderResponse, giftedOrdersResponse } from '@hajz/contracts/orders';
import { ok } from '../../plugins/envelope.ts';
import { describeOptionsFor } from '../orders/index.ts';
import type { AppContext } from '../../app-context.ts';
import { acceptGift, getGiftedOrder, giftTimes, listGiftedOrders, scheduleGift } from './service.ts';

const done = envelope(z.object({ gifted_order: giftedOrderResponse.shape.gifted_order }));

/**
 * Spec §7 gifted-orders (ADR 0021): the list, one gift (the spec leaves its path open: GET gifted-orders/{id}), the
 * times its recipient may choose, accept and schedule. Decline is GET|POST orders/{id}/cancel?user_id= (history
 * routes). Sign-in on every one; a gift the caller neither sent nor received is a 404, and only its recipient
 * answers it.
 */
export const giftingRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['gifting'];
  const options = describeOptionsFor(context.linkKey);
  const userId = (request: FastifyRequest) => request.user!.id;
  const answer = async (request: FastifyRequest, giftId: number) =>
    getGiftedOrder(context.db, userId(request), giftId, options(request));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/gifted-orders',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Gifts the customer received and sent, newest first (cancelled ones left out)',
        response: { 200: envelope(giftedOrdersResponse) },
      },
    },
    async (request) =>
      ok(request, { orders: await listGiftedOrders(context.db, userId(request), options(request)) }),
  );

  app.get(
    '/gifted-orders/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'One gift with its order and products (a recipient sees no prices)',
        params: giftParams,
        response: { 200: envelope(giftedOrderResponse) },
      },
    },
    async (request) => ok(request, { gifted_order: await answer(request, request.params.id) }),
  );

  app.get(
    '/gifted-orders/:id/available-times',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Times the recipient may choose for one line of the gift (its own time is free and listed)',
        params: giftParams,
        querystring: giftTimesQuery,
        response: { 200: envelope(availableTimesResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await giftTimes(
          context.db,
          userId(request),
          request.params.id,
          request.query.order_product_id,
          new Date(),
        ),
      ),
  );

  app.post(
    '/gifted-orders/:id/accept',
    {
      ...auth,
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: 'The recipient keeps the time (again: the same answer); 409 once declined or its time began',
        params: giftParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await acceptGift(context, userId(request), request.params.id, new Date());
      return ok(request, { gifted_order: await answer(request, request.params.id) }, 'gifting.accepted');
    },
  );

  app.post(
    '/gifted-orders/:id/schedule',
    {
      ...auth,
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: 'The recipient moves one line to another free time (409 when it was just taken)',
        params: giftParams,
        body: scheduleGiftBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await scheduleGift(context, userId(request), request.params.id, request.body, new Date());
      return ok(request, { gifted_order: await answer(request, request.params.id) }, 'gifting.scheduled');
    },
  );
};
