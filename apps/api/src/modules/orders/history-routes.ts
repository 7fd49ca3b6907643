import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, errorEnvelope } from '@hajz/contracts/envelope';
import {
  cancelOrderResponse,
  orderDetailsResponse,
  orderParams,
  orderRatingResponse,
  ordersListResponse,
  ordersQuery,
  rateOrderBody,
} from '@hajz/contracts/orders';
import { translate } from '../../i18n/messages.ts';
import { created, ok } from '../../plugins/envelope.ts';
import type { AppContext } from '../../app-context.ts';
import { cancelOwnOrder, keptDepositMessage, tooLateMessage } from './cancel.ts';
import { describeOptionsFor } from './describe-options.ts';
import { getOrder, listOrders, refreshOwnOrders } from './history.ts';
import { getRating, rateOrder } from './ratings.ts';
import { isGiftRecipient } from './gift-info.ts';
import { notFound } from '../../plugins/errors.ts';

const listEnvelope = envelope(ordersListResponse);
const detailsEnvelope = envelope(orderDetailsResponse);
const cancelEnvelope = envelope(cancelOrderResponse);
const ratingEnvelope = envelope(orderRatingResponse);
// Spec §7: the gift flow's decline sends `user_id` (the recipient's own id).
const cancelQuery = z.looseObject({ user_id: z.string().optional() });

/**
 * Spec §7 "my bookings": GET orders?page&active, GET orders/{id}, GET|POST orders/{id}/cancel, POST orders/{id}/rate,
 * GET orders/{id}/rating. All need sign-in; another customer's order is a 404 on every one of them.
 */
/**
 * A gift's recipient declining (the gifting module's, given by app.ts: gifting is built on orders, not the other
 * way round).
 */
export type DeclineGift = (ctx: AppContext, userId: number, orderId: number, now: Date) => Promise<unknown>;

export const orderHistoryRoutes: FastifyPluginAsyncZod<{
  context: AppContext;
  declineGift: DeclineGift;
}> = async (app, { context, declineGift }) => {
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['orders'];
  const options = describeOptionsFor(context.linkKey);
  const userId = (request: FastifyRequest) => request.user!.id;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/orders',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary:
          "The customer's orders, newest first, 10 per page; active=1 the active tab, active=0 history; " +
          'tab=active|completed|cancelled one of the bookings tabs (history split: completed visits, and those ' +
          'cancelled, expired or never paid)',
        querystring: ordersQuery,
        response: { 200: listEnvelope },
      },
    },
    async (request) =>
      ok(request, await listOrders(context, userId(request), request.query, options(request))),
  );

  app.get(
    '/orders/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'One order with its products and what the customer may do (cancel, rate, invoice)',
        params: orderParams,
        response: { 200: detailsEnvelope },
      },
    },
    async (request) =>
      ok(request, await getOrder(context, userId(request), request.params.id, options(request))),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/orders/:id/cancel',
    ...auth,
    config: { openapi: { errors: [409] } },
    schema: {
      tags,
      security,
      summary:
        'Cancel while is_cancelable: frees the times, refunds a card payment; cancelling again changes nothing. ' +
        "With user_id (the caller's own id) a gift's recipient declines it: cancelled, the sender refunded",
      params: orderParams,
      querystring: cancelQuery,
      response: { 200: cancelEnvelope, 422: errorEnvelope },
    },
    handler: async (request, reply) => {
      // Spec §7: a gift's recipient declines with their own user_id; nobody acts for someone else.
      const forUser = request.query.user_id;
      if (forUser !== undefined && forUser !== String(userId(request))) throw notFound('orders.not_found');
      if (forUser !== undefined && (await isGiftRecipient(context.db, userId(request), request.params.id))) {
        await declineGift(context, userId(request), request.params.id, new Date());
        const order = await getOrder(context, userId(request), request.params.id, options(request));
        return ok(request, { order }, 'gifting.declined');
      }
      const result = await cancelOwnOrder(context, userId(request), request.params.id, options(request));
      if (result.kind === 'too_late' || result.kind === 'not_allowed') {
        const locale = request.ctx.locale;
        const message =
          result.kind === 'too_late'
            ? tooLateMessage(locale, result.windowHours)
            : translate(locale, 'orders.cancel_not_allowed');
        return reply.status(422).send({ status: false, message });
      }
      if (result.keptDeposit > 0) {
        const message = keptDepositMessage(request.ctx.locale, result.keptDeposit, result.windowHours);
        return { status: true, message, data: { order: result.order } };
      }
      return ok(request, { order: result.order }, 'orders.cancelled');
    },
  });

  app.post(
    '/orders/:id/rate',
    {
      ...auth,
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: 'Rate a completed order once (1–5 stars, optional comment)',
        params: orderParams,
        body: rateOrderBody,
        response: { 201: ratingEnvelope },
      },
    },
    async (request, reply) => {
      await refreshOwnOrders(context, userId(request), new Date());
      const rating = await rateOrder(context.db, userId(request), request.params.id, request.body);
      return created(request, reply, { rating }, 'orders.rated');
    },
  );

  app.get(
    '/orders/:id/rating',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "The order's rating (404 when it has none)",
        params: orderParams,
        response: { 200: ratingEnvelope },
      },
    },
    async (request) =>
      ok(request, { rating: await getRating(context.db, userId(request), request.params.id) }),
  );
};
