/**
 * STC Pay's code calls, and Tabby / Tamara's checkout link, return and webhook (issue 27, ADR 0053). The card
 * routes are in routes.ts; the outcomes of both go through `applyOutcome`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { envelope } from '@hajz/contracts/envelope';
import {
  stcPayConfirmBody,
  stcPayConfirmResponse,
  stcPayResendBody,
  stcPayState,
} from '@hajz/contracts/wallet-payments';
import { orders } from '../../db/schema.ts';
import { bnplMethods, type BnplMethod } from '../../integrations/payments/wallets/interface.ts';
import type { TokenizationPage } from '../../integrations/payments/interface.ts';
import { HttpError } from '../../plugins/errors.ts';
import { ok } from '../../plugins/envelope.ts';
import { verifyLink } from '../../lib/signed-link.ts';
import type { AppContext } from '../../app-context.ts';
import { resultPage } from './flow.ts';
import { applyBnplMessage, handleBnplReturn, openBnplCheckout } from './bnpl.ts';
import { confirmStcPay, sendStcPayCode } from './stc-pay.ts';

const referenceParams = z.object({ reference: z.string().regex(/^[A-Z0-9-]{3,40}$/) });
const methodParams = z.object({ method: z.enum(bnplMethods) });
const linkQuery = z.looseObject({ exp: z.string().optional(), sig: z.string().optional() });
const browserPage = { redirect: true, html: true };

function sendPage(reply: FastifyReply, page: TokenizationPage) {
  reply.header('cache-control', 'no-store');
  if (page.kind === 'redirect') return reply.redirect(page.url, 303);
  throw new HttpError(500, 'errors.internal');
}

const paramsOf = (request: FastifyRequest): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ ...(request.query as object), ...((request.body as object | undefined) ?? {}) })
      .filter(([, v]) => v !== undefined && v !== null && typeof v !== 'object')
      .map(([k, v]) => [k, String(v)]),
  );
const headersOf = (request: FastifyRequest) =>
  Object.fromEntries(
    Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
  ) as Record<string, string | undefined>;

export const walletPaymentRoutes: FastifyPluginAsyncZod<{ context: AppContext; publicUrl: string }> = async (
  app,
  { context: ctx, publicUrl },
) => {
  const security = [{ bearer: [] }];

  app.post(
    '/payments/stc-pay/confirm',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: { errors: [404, 409, 503] } },
      schema: {
        tags: ['payments'],
        security,
        summary:
          "Confirms an STC Pay payment with the code sent to the wallet's number (422 with tries left)",
        body: stcPayConfirmBody,
        response: { 200: envelope(stcPayConfirmResponse) },
      },
    },
    async (request) => {
      const result = await confirmStcPay(
        ctx,
        request.user!.id,
        request.body.merchant_reference,
        request.body.otp,
      );
      return ok(request, result, result.paid ? 'payment.stc_paid' : 'payment.stc_declined');
    },
  );

  app.post(
    '/payments/stc-pay/resend',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, openapi: { errors: [404, 409, 429, 503] } },
      schema: {
        tags: ['payments'],
        security,
        summary: 'Sends a new STC Pay code (after 60 s, at most 5 per payment)',
        body: stcPayResendBody,
        response: { 200: envelope(stcPayState) },
      },
    },
    async (request) =>
      ok(
        request,
        await sendStcPayCode(ctx, request.user!.id, request.body.merchant_reference),
        'payment.stc_code_sent',
      ),
  );

  const returnUrl = (method: BnplMethod) => `${publicUrl}/api/v1/payments/bnpl/${method}/return`;

  app.get(
    '/payments/bnpl/checkout/:reference',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: browserPage },
      schema: {
        tags: ['payments'],
        summary:
          "An order's Tabby / Tamara checkout (signed link from POST orders): on to the provider's page",
        params: referenceParams,
        querystring: linkQuery,
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const [order] = verifyLink(ctx.linkKey, 'pay', reference, request.query)
        ? await ctx.db.select().from(orders).where(eq(orders.orderNumber, reference))
        : [];
      if (!order || !(bnplMethods as readonly string[]).includes(order.paymentMethod))
        return sendPage(
          reply,
          resultPage(request.ctx.locale, 'payment', reference, { status: 'failed', reason: 'order_expired' }),
        );
      const method = order.paymentMethod as BnplMethod;
      return sendPage(reply, await openBnplCheckout(ctx, order, returnUrl(method)));
    },
  );

  const returnSchema = {
    tags: ['payments'],
    summary: 'Where Tabby / Tamara send the browser back (verified with the provider)',
    params: methodParams,
  };
  const returnConfig = { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: browserPage };
  const returnHandler = async (
    request: FastifyRequest<{ Params: { method: BnplMethod } }>,
    reply: FastifyReply,
  ) =>
    sendPage(
      reply,
      await handleBnplReturn(ctx, request.params.method, paramsOf(request), headersOf(request)),
    );
  app.get('/payments/bnpl/:method/return', { schema: returnSchema, config: returnConfig }, returnHandler);
  app.post('/payments/bnpl/:method/return', { schema: returnSchema, config: returnConfig }, returnHandler);

  app.post(
    '/payments/bnpl/:method/webhook',
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' }, openapi: { errors: [401] } },
      schema: {
        tags: ['payments'],
        summary:
          "Tabby / Tamara's server-to-server notification (verified with the provider; replays change nothing)",
        params: methodParams,
        response: { 200: envelope(z.object({ applied: z.boolean() })) },
      },
    },
    async (request) => {
      const applied = await applyBnplMessage(
        ctx,
        request.params.method,
        paramsOf(request),
        headersOf(request),
        'webhook',
      );
      if (!applied) throw new HttpError(401, 'payment.signature_invalid');
      return ok(request, { applied: true });
    },
  );
};
