/** Apple Pay's two calls from the page's ApplePaySession (issue 27 item 3, ADR 0061). */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import {
  applePayMerchantSession,
  applePayPayBody,
  applePayPayResponse,
  applePayValidateBody,
} from '@hajz/contracts/apple-pay';
import { ok } from '../../plugins/envelope.ts';
import type { AppContext } from '../../app-context.ts';
import { payWithApplePay, validateApplePayMerchant } from './apple-pay.ts';

export type ApplePayRouteOptions = {
  context: AppContext;
  /** The checkout's domain as registered with Apple, and the name on the payment sheet (config/apple-pay.ts). */
  merchant: { domain: string; displayName: string };
};

export const applePayRoutes: FastifyPluginAsyncZod<ApplePayRouteOptions> = async (
  app,
  { context: ctx, merchant },
) => {
  const security = [{ bearer: [] }];

  app.post(
    '/payments/apple-pay/validate-merchant',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: { errors: [404, 409, 503] } },
      schema: {
        tags: ['payments'],
        security,
        summary:
          "Apple Pay merchant validation for an order waiting for its payment: the merchant session from Apple (only Apple's validation hosts)",
        body: applePayValidateBody,
        response: { 200: envelope(applePayMerchantSession) },
      },
    },
    async (request) =>
      ok(
        request,
        await validateApplePayMerchant(ctx, request.user!.id, {
          reference: request.body.merchant_reference,
          validationUrl: request.body.validation_url,
          ...merchant,
        }),
        'payment.apple_pay_session',
      ),
  );

  app.post(
    '/payments/apple-pay/pay',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: { errors: [404, 409, 503] } },
      schema: {
        tags: ['payments'],
        security,
        summary:
          "Pays an order with the Apple Pay token the customer authorised (the provider's Apple Pay purchase; replays change nothing)",
        body: applePayPayBody,
        response: { 200: envelope(applePayPayResponse) },
      },
    },
    async (request) => {
      const result = await payWithApplePay(ctx, request.user!.id, {
        reference: request.body.merchant_reference,
        token: request.body.token,
        customerIp: request.ip,
      });
      return ok(request, result, result.paid ? 'payment.apple_pay_paid' : 'payment.apple_pay_declined');
    },
  );
};

/**
 * Apple verifies a domain registered for the merchant id by fetching this file from it (Apple Pay on the web:
 * "Register merchant domains"): served as Apple gave it, read once at start; without the setting the path is a 404.
 */
export const appleDomainAssociationRoute: FastifyPluginAsync<{ file: string | null }> = async (
  app,
  options,
) => {
  if (!options.file) return;
  const body = await readFile(options.file);
  app.get(
    '/.well-known/apple-developer-merchantid-domain-association',
    { schema: { hide: true } },
    (_request, reply) => reply.type('text/plain').header('cache-control', 'public, max-age=3600').send(body),
  );
};
