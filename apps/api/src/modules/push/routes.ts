/** Web push opt-in (issue 12): the key to subscribe with, and saving or removing this browser's subscription. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { pushConfigResponse, pushSubscriptionBody, pushUnsubscribeBody } from '@hajz/contracts/push';
import { z } from 'zod';
import type { PushSender } from '../../integrations/push/interface.ts';
import { isAllowedPushEndpoint } from '../../integrations/push/interface.ts';
import { ok } from '../../plugins/envelope.ts';
import { HttpError } from '../../plugins/errors.ts';
import { removeSubscription, saveSubscription } from './subscriptions.ts';

export const pushRoutes: FastifyPluginAsyncZod<{ sender: PushSender; hosts: readonly string[] }> = async (
  app,
  { sender, hosts },
) => {
  const security = [{ bearer: [] }];
  app.get(
    '/push/config',
    {
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key to subscribe with (null: web push is off)',
        response: { 200: envelope(pushConfigResponse) },
      },
    },
    async (request) => ok(request, { public_key: sender.publicKey }),
  );
  app.post(
    '/push/subscriptions',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, openapi: { errors: [409] } },
      schema: {
        tags: ['push'],
        security,
        summary: "Saves this browser's push subscription for the signed-in customer",
        body: pushSubscriptionBody,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request, reply) => {
      if (!sender.publicKey) throw new HttpError(409, 'push.off');
      if (!isAllowedPushEndpoint(request.body.endpoint, hosts)) {
        throw new HttpError(422, 'push.endpoint', { endpoint: ['push.endpoint'] });
      }
      await saveSubscription(app.database.db, request.user!.id, request.body);
      reply.header('cache-control', 'no-store');
      return ok(request, {}, 'push.subscribed');
    },
  );
  app.delete(
    '/push/subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['push'],
        security,
        summary: "Removes this browser's push subscription (idempotent)",
        body: pushUnsubscribeBody,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await removeSubscription(app.database.db, request.user!.id, request.body.endpoint);
      return ok(request, {}, 'push.unsubscribed');
    },
  );
};
