/**
 * The WhatsApp webhook (issue 29 item 3): Meta's verification handshake (GET: `hub.mode=subscribe`, our verify token,
 * the challenge echoed as plain text) and its signed notifications (POST: `X-Hub-Signature-256` over the raw body
 * with the app secret, checked before anything is read or written; else 401).
 * Sources: developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages;
 * whatsapp.github.io/WhatsApp-Nodejs-SDK/api-reference/webhooks/start.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hajz/contracts/envelope';
import { validSignature, signatureHeader } from '../../integrations/whatsapp/signature.ts';
import { ok } from '../../plugins/envelope.ts';
import { HttpError } from '../../plugins/errors.ts';
import { handleWebhook, webhookPayload, type WebhookDeps } from './webhook.ts';

export type WebhookRouteOptions = WebhookDeps & { appSecret: string; verifyToken: string };

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const whatsappWebhookRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (app, options) => {
  const { appSecret, verifyToken, ...deps } = options;
  // The signature covers the bytes Meta sent: this route reads its JSON body as a buffer and parses it itself.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const limit = { rateLimit: { max: 600, timeWindow: '1 minute' } };

  app.get(
    '/messaging/webhook/whatsapp',
    {
      config: { ...limit, openapi: { text: true, errors: [403] } },
      schema: {
        tags: ['messaging'],
        summary: "Meta's webhook verification handshake: echoes hub.challenge when hub.verify_token is ours",
        querystring: z.object({
          'hub.mode': z.literal('subscribe'),
          'hub.verify_token': z.string().max(200),
          'hub.challenge': z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
        }),
      },
    },
    async (request, reply) => {
      // Without a token of ours (WhatsApp off) no handshake passes, not even an empty token.
      if (!verifyToken || !sameText(request.query['hub.verify_token'], verifyToken))
        throw new HttpError(403, 'messaging.verify_failed');
      return reply.type('text/plain; charset=utf-8').send(request.query['hub.challenge']);
    },
  );

  app.post(
    '/messaging/webhook/whatsapp',
    {
      config: { ...limit, openapi: { errors: [401] } },
      schema: {
        tags: ['messaging'],
        summary:
          'WhatsApp notifications from Meta (signed with X-Hub-Signature-256): delivery statuses and button replies, each acted on once',
        response: { 200: envelope(z.object({ statuses: z.number().int(), replies: z.number().int() })) },
      },
    },
    async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw) || !validSignature(raw, request.headers[signatureHeader], appSecret))
        throw new HttpError(401, 'messaging.signature_invalid');
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, 'errors.malformed_json');
      }
      const parsed = webhookPayload.safeParse(json);
      // Another field Meta may send (account updates…): acknowledged, nothing to do.
      if (!parsed.success) return ok(request, { statuses: 0, replies: 0 });
      return ok(request, await handleWebhook(deps, parsed.data));
    },
  );
};
