import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartBody,
  cartItemParams,
  cartMutationResponse,
  cartProductParams,
  cartQuery,
  selectionOf,
  cartResponse,
  updateTimeSlotBody,
} from '@hajz/contracts/cart';
import { envelope } from '@hajz/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import { created, ok } from '../../plugins/envelope.ts';
import { addToCart, clearCart, getCart, removeItem, updateTimeSlot } from './service.ts';

const cartEnvelope = envelope(cartResponse);
const mutationEnvelope = envelope(cartMutationResponse);

/** Spec §7 cart calls. Every one needs sign-in; a customer only ever sees and changes their own cart. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const writer = () => ({ db: app.database.db, lifecycle: app.context.lifecycle });
  const userId = (request: FastifyRequest) => request.user!.id;
  // Every cart answer is priced with the selection the web sends as the query (spec §7 GET cart params).
  const cartOf = async (request: FastifyRequest) => ({
    cart: await getCart(
      db(),
      userId(request),
      request.ctx.locale,
      { serviceType: request.ctx.serviceType, deliveryMethod: request.ctx.deliveryMethod },
      selectionOf((request.query ?? {}) as Record<string, unknown>),
    ),
  });
  // On request, before validation: a guest gets 401 (sign in), never a validation error about a body they cannot send.
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/cart',
    {
      ...auth,
      schema: {
        tags: ['cart'],
        security,
        summary: 'The cart with VAT-inclusive totals',
        querystring: cartQuery,
        response: { 200: cartEnvelope },
      },
    },
    async (request) => ok(request, await cartOf(request)),
  );

  app.post(
    '/cart',
    {
      ...auth,
      // 404: an unknown product, or a branch that does not offer it (or one of a visit's following services).
      config: { openapi: { errors: [404, 409] } },
      schema: {
        tags: ['cart'],
        security,
        summary:
          'Add a service at a time (held for the customer) or a shop product; change a line with cart_product_id',
        querystring: cartQuery,
        body: addToCartBody,
        response: { 200: mutationEnvelope, 201: mutationEnvelope },
      },
    },
    async (request, reply) => {
      const line = await addToCart(writer(), userId(request), request.body, new Date(), request.ctx.locale);
      const data = { cart_product_id: line.id, ...(await cartOf(request)) };
      return line.created ? created(request, reply, data, 'cart.added') : ok(request, data, 'cart.updated');
    },
  );

  app.post(
    '/cart-products/:id/update-time-slot',
    {
      ...auth,
      config: { openapi: { errors: [409] } },
      schema: {
        tags: ['cart'],
        security,
        summary: 'Move a service line to another time (its hold moves atomically)',
        params: cartProductParams,
        querystring: cartQuery,
        body: updateTimeSlotBody,
        response: { 200: mutationEnvelope },
      },
    },
    async (request) => {
      const line = await updateTimeSlot(
        writer(),
        userId(request),
        request.params.id,
        request.body.start_at,
        request.body.end_at,
      );
      return ok(request, { cart_product_id: line.id, ...(await cartOf(request)) }, 'cart.updated');
    },
  );

  for (const path of ['/cart/clear', '/delete-all-cart']) {
    app.delete(
      path,
      {
        ...auth,
        schema: {
          tags: ['cart'],
          security,
          summary: 'Empty the cart and release its holds',
          querystring: cartQuery,
          response: { 200: cartEnvelope },
        },
      },
      async (request) => {
        await clearCart(writer(), userId(request));
        return ok(request, await cartOf(request), 'cart.cleared');
      },
    );
  }

  app.delete(
    '/cart/:cartProductId',
    {
      ...auth,
      schema: {
        tags: ['cart'],
        security,
        summary: 'Remove a line and release its hold',
        params: cartItemParams,
        querystring: cartQuery,
        response: { 200: cartEnvelope },
      },
    },
    async (request) => {
      await removeItem(writer(), userId(request), request.params.cartProductId);
      return ok(request, await cartOf(request), 'cart.removed');
    },
  );
};
