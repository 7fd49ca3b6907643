/** The owner's marketing offer (ADR 0065): whom it reaches, the offers sent, sending one. Owner only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  marketingOfferBody,
  marketingOfferResponse,
  marketingOffersResponse,
} from '@hajz/contracts/admin-messaging';
import { envelope } from '@hajz/contracts/envelope';
import type { Publish } from '../../outbox/outbox.ts';
import { created, ok } from '../../plugins/envelope.ts';
import { offerReach, recentOffers, sendOffer } from './service.ts';

export const marketingRoutes: FastifyPluginAsyncZod<{ publish: Publish }> = async (app, { publish }) => {
  const db = () => app.database.db;
  const onRequest = app.requireStaff(['owner']);
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/messaging/offers',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          'Whom a marketing offer sent now would reach (opted in, under the day’s cap), who said no, and the offers sent',
        response: { 200: envelope(marketingOffersResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [reach, offers] = [await offerReach(db(), new Date()), await recentOffers(db())];
      return ok(request, { reach, offers });
    },
  );

  app.post(
    '/admin/messaging/offers',
    {
      onRequest,
      config: { openapi: { errors: [409] } },
      schema: {
        ...common,
        summary:
          'Sends a short offer (both languages, no links) to every customer who takes offers, on their channel, one a day; audited',
        body: marketingOfferBody,
        response: { 201: envelope(marketingOfferResponse) },
      },
    },
    async (request, reply) => {
      const offer = await sendOffer(db(), publish, request.staff!, request.body, new Date());
      return created(request, reply, { offer }, 'messaging.offer_sending');
    },
  );
};
