import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope } from '@hajz/contracts/envelope';
import {
  cardSetupResponse,
  orderParams,
  payRestBody,
  payRestResponse,
  savedCardParams,
  savedCardsResponse,
} from '@hajz/contracts/orders';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import type { TokenizationPage } from '../../integrations/payments/interface.ts';
import { HttpError } from '../../plugins/errors.ts';
import { ok } from '../../plugins/envelope.ts';
import type { AppContext } from '../../app-context.ts';
import { handleReturn, openCardSetupPage, openPaymentPage, resultPage } from './flow.ts';
import { recordEvent } from './events.ts';
import { applyOutcome } from './outcome.ts';
import { deleteSavedCard, listSavedCards, startCardSetup } from './saved-cards.ts';
import { verifyLink } from '../../lib/signed-link.ts';
import { formatAmount } from '@hajz/contracts/money';
import { format } from '../../i18n/messages.ts';
import { autoPostPage, autoPostPolicy } from './auto-post-page.ts';
import { openRestPaymentPage, restLinkPurpose, startRestPayment } from './rest.ts';

const linkQuery = z.looseObject({ exp: z.string().optional(), sig: z.string().optional() });
const payQuery = linkQuery.extend({
  card: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
});
const referenceParams = z.object({ reference: z.string().regex(/^[A-Z0-9-]{3,40}$/) });
const providerParams = z.object({ provider: z.string().max(20) });

/** The pages a browser is sent to: a 303 on, or a page that posts itself on to the provider (OpenAPI). */
const browserPage = { redirect: true, html: true };

function sendPage(reply: FastifyReply, page: TokenizationPage) {
  reply.header('cache-control', 'no-store');
  if (page.kind === 'redirect') return reply.redirect(page.url, 303);
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', autoPostPolicy(page.action))
    .send(autoPostPage(page.action, page.fields));
}

/** Flattens a query or a form/JSON body to strings (providers sign strings). */
function paramsOf(request: FastifyRequest): Record<string, string> {
  const source = { ...(request.query as object), ...((request.body as object | undefined) ?? {}) };
  return Object.fromEntries(
    Object.entries(source)
      .filter(([, v]) => v !== undefined && v !== null && typeof v !== 'object')
      .map(([k, v]) => [k, String(v)]),
  );
}

/**
 * Spec §7 payments calls, the pages a pop-up opens, the provider's return and webhook, and saved cards (an order's
 * payment status, which the web polls, is the orders module's: orders/routes.ts).
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ context: AppContext; publicUrl: string }> = async (
  app,
  { context: ctx, publicUrl },
) => {
  // Providers post their redirects and notifications as HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const security = [{ bearer: [] }];
  const auth = { onRequest: app.authenticate };
  const pageRequest = (request: FastifyRequest) => ({
    returnUrl: `${publicUrl}/api/v1/payments/return/${ctx.provider.name}`,
    customerIp: request.ip,
  });
  const invalidLink = (request: FastifyRequest, reply: FastifyReply, reference: string) =>
    sendPage(
      reply,
      resultPage(request.ctx.locale, 'payment', reference, { status: 'failed', reason: 'order_expired' }),
    );

  app.get(
    '/payments/checkout/:reference',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: browserPage },
      schema: {
        tags: ['payments'],
        summary: 'The payment page of an order (opened in the pop-up; signed link from POST orders)',
        params: referenceParams,
        querystring: payQuery,
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      if (!verifyLink(ctx.linkKey, 'pay', reference, request.query))
        return invalidLink(request, reply, reference);
      const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, reference));
      if (!order) return invalidLink(request, reply, reference);
      const card = request.query.card ? Number(request.query.card) : null;
      return sendPage(reply, await openPaymentPage(ctx, order, card, pageRequest(request)));
    },
  );

  app.post(
    '/orders/:id/pay-rest',
    {
      ...auth,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, openapi: { errors: [404, 409] } },
      schema: {
        tags: ['orders'],
        security,
        summary:
          'Pay the rest of a deposit booking online before the visit: a card attempt for exactly what is due at the visit (the payment pop-up); paid once',
        params: orderParams,
        body: payRestBody,
        response: { 201: envelope(payRestResponse) },
      },
    },
    async (request, reply) => {
      const payment = await startRestPayment(ctx, request.user!.id, request.params.id);
      reply.status(201);
      return {
        status: true as const,
        message: format(request.ctx.locale, 'deposits.rest_started', {
          amount: formatAmount(payment.amount),
        }),
        data: { payment },
      };
    },
  );

  app.get(
    '/payments/rest/:reference',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: browserPage },
      schema: {
        tags: ['payments'],
        summary:
          "The payment page of a deposit booking's rest (opened in the pop-up; signed link from POST pay-rest)",
        params: referenceParams,
        querystring: linkQuery,
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      if (!verifyLink(ctx.linkKey, restLinkPurpose, reference, request.query))
        return invalidLink(request, reply, reference);
      const page = await openRestPaymentPage(ctx, reference, pageRequest(request), (locale, orderNumber) =>
        resultPage(locale, 'payment', orderNumber, { status: 'failed', reason: 'order_expired' }),
      );
      return sendPage(reply, page);
    },
  );

  app.get(
    '/payments/card-setup/:reference',
    {
      config: { openapi: browserPage },
      schema: {
        tags: ['payments'],
        summary: 'The card page of the create card frame (signed link from POST saved-cards/setup)',
        params: referenceParams,
        querystring: linkQuery,
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const page = verifyLink(ctx.linkKey, 'card-setup', reference, request.query)
        ? await openCardSetupPage(ctx, reference, pageRequest(request))
        : null;
      return sendPage(
        reply,
        page ??
          resultPage(request.ctx.locale, 'card', reference, { status: 'failed', reason: 'provider_error' }),
      );
    },
  );

  const returnHandler = async (
    request: FastifyRequest<{ Params: { provider: string } }>,
    reply: FastifyReply,
  ) => {
    if (request.params.provider !== ctx.provider.name) throw new HttpError(404, 'errors.route_not_found');
    const params = paramsOf(request);
    // Nothing is written for a message the provider did not sign (D5): handleReturn shows the failure page.
    const fresh = ctx.provider.parseReturn(params) ? await recordEvent(ctx, 'return', params) : false;
    return sendPage(reply, await handleReturn(ctx, params, pageRequest(request), { replay: !fresh }));
  };
  const returnSchema = {
    tags: ['payments'],
    summary: 'Where the provider sends the browser back',
    params: providerParams,
  };
  // A customer's browser comes back once or twice per payment; a real provider's notifications come in bursts.
  const returnLimit = { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: browserPage };
  app.get('/payments/return/:provider', { schema: returnSchema, config: returnLimit }, returnHandler);
  app.post('/payments/return/:provider', { schema: returnSchema, config: returnLimit }, returnHandler);

  app.post(
    '/payments/webhook/:provider',
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' }, openapi: { errors: [401] } },
      schema: {
        tags: ['payments'],
        summary: "The provider's server-to-server notification (signed; replays change nothing)",
        params: providerParams,
        response: { 200: envelope(z.object({ applied: z.boolean() })) },
      },
    },
    async (request) => {
      if (request.params.provider !== ctx.provider.name) throw new HttpError(404, 'errors.route_not_found');
      const params = paramsOf(request);
      const notification = ctx.provider.parseNotification(params);
      if (!notification) throw new HttpError(401, 'payment.signature_invalid');
      const fresh = await recordEvent(ctx, 'webhook', params);
      const actionable = notification.status !== 'ignored';
      if (fresh && actionable) await applyOutcome(ctx, notification.reference, notification);
      return ok(request, { applied: fresh && actionable });
    },
  );

  app.get(
    '/saved-cards',
    {
      ...auth,
      schema: {
        tags: ['payments'],
        security,
        summary: 'My saved cards (brand and last 4 only)',
        response: { 200: envelope(savedCardsResponse) },
      },
    },
    async (request) =>
      ok(request, { saved_cards: await listSavedCards(ctx.db, request.user!.id, ctx.provider.name) }),
  );

  app.delete(
    '/saved-cards/:id',
    {
      ...auth,
      schema: {
        tags: ['payments'],
        security,
        summary: 'Remove a saved card',
        params: savedCardParams,
        response: { 200: envelope(savedCardsResponse) },
      },
    },
    async (request) => {
      await deleteSavedCard(ctx.db, request.user!.id, request.params.id);
      return ok(
        request,
        { saved_cards: await listSavedCards(ctx.db, request.user!.id, ctx.provider.name) },
        'payment.card_deleted',
      );
    },
  );

  app.post(
    '/saved-cards/setup',
    {
      ...auth,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        security,
        summary: 'Start adding a card: the URL for the create card frame',
        response: { 200: envelope(cardSetupResponse) },
      },
    },
    async (request) => ok(request, await startCardSetup(ctx, request.user!.id, request.ctx.locale)),
  );
};
