/**
 * The inbound-text webhooks, one per SMS gateway we send with (ADR 0065): `POST /messaging/webhook/sms/<gateway>`,
 * the gateway's post of a text a customer sent us. The callback URL set in the gateway carries our shared secret
 * (`?secret=`); without it (or with another) 401 before the body is read, and nothing is written.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hajz/contracts/envelope';
import {
  parseInboundSms,
  validInboundSecret,
  type InboundSmsProvider,
} from '../../integrations/sms/inbound.ts';
import { ok } from '../../plugins/envelope.ts';
import { HttpError } from '../../plugins/errors.ts';
import { handleInboundSms, type SmsInboundDeps } from './sms-inbound.ts';

export type SmsInboundRouteOptions = SmsInboundDeps & {
  /** The gateways whose texts we take: the one we send with, and the console in the demo and tests. */
  providers: readonly [InboundSmsProvider, ...InboundSmsProvider[]];
  secret: string | undefined;
};

export const smsInboundRoutes: FastifyPluginAsyncZod<SmsInboundRouteOptions> = async (app, options) => {
  const { providers, secret, ...deps } = options;
  // Unifonic posts a form: parsed here, for these routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/messaging/webhook/sms/:provider',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' }, openapi: { errors: [401] } },
      // The secret first: a request without it is refused before its body is read.
      onRequest: async (request) => {
        const query = request.query as Record<string, unknown>;
        if (!validInboundSecret(query.secret, secret)) throw new HttpError(401, 'messaging.secret_invalid');
      },
      schema: {
        tags: ['messaging'],
        summary:
          'A text a customer sent to our SMS number, posted by the gateway (the secret in the callback URL): STOP or START changes marketing consent, each text once',
        params: z.object({ provider: z.enum(providers) }),
        querystring: z.object({ secret: z.string().max(200) }),
        // No body schema: the body is the gateway's own (Unifonic posts a form, Taqnyat JSON), read by
        // parseInboundSms, and a caller without the secret is refused before it is parsed at all.
        response: {
          200: envelope(
            z.object({
              outcome: z.enum(['stopped', 'started', 'ignored', 'unknown_number', 'replayed']),
            }),
          ),
        },
      },
    },
    async (request) => {
      const sms = parseInboundSms(request.params.provider, request.body);
      // A post that is not a text (a delivery report on the same URL): acknowledged, nothing to do.
      if (!sms) return ok(request, { outcome: 'ignored' as const });
      return ok(request, { outcome: await handleInboundSms(deps, request.params.provider, sms) });
    },
  );
};
