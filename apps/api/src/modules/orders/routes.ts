import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import {
  checkPaymentStatusBody,
  createOrderBody,
  createOrderResponse,
  paymentStatusResponse,
  type CreateOrderResponse,
} from '@hajz/contracts/orders';
import { idempotencyHeader, idempotencyKeyPattern } from '@hajz/contracts/order-rules';
import { HttpError } from '../../plugins/errors.ts';
import type { AppContext } from '../../app-context.ts';
import { listSavedCards, sendStcPayCode } from '../payments/index.ts';
import { walletOrderDeps } from './wallet-order-deps.ts';
import { signLink } from '../../lib/signed-link.ts';
import { createOrder } from './create.ts';
import { checkPaymentStatus } from './payment-status.ts';

/**
 * Spec §7 POST orders: the cart becomes an order (cash: confirmed; card: waiting for the pop-up payment); and
 * payments/check-payment-status, what the web polls while an order waits for its payment.
 */
export const orderRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const security = [{ bearer: [] }];
  app.post(
    '/orders',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: { errors: [409] } },
      schema: {
        tags: ['orders'],
        security,
        summary:
          'Check out the cart. Send an Idempotency-Key header (8–100 of A–Z a–z 0–9 - _): a retry with the same key gets the first answer',
        body: createOrderBody,
        response: { 201: envelope(createOrderResponse) },
      },
    },
    async (request, reply) => {
      const header = request.headers[idempotencyHeader];
      const key = typeof header === 'string' ? header : null;
      if (header !== undefined && (key === null || !idempotencyKeyPattern.test(key))) {
        throw new HttpError(422, 'orders.idempotency_key', {
          [idempotencyHeader]: ['orders.idempotency_key'],
        });
      }
      const result = await createOrder(
        {
          db: app.database.db,
          providerName: context.provider.name,
          paymentPageUrl: (orderNumber, expiresAt) =>
            `/api/v1/payments/checkout/${orderNumber}?${signLink(context.linkKey, 'pay', orderNumber, expiresAt)}`,
          savedCards: (db, userId) => listSavedCards(db, userId, context.provider.name),
          lifecycle: context.lifecycle,
          wallets: walletOrderDeps(context),
        },
        {
          userId: request.user!.id,
          locale: request.ctx.locale,
          serviceType: request.ctx.serviceType,
          deliveryMethod: request.ctx.deliveryMethod,
          body: request.body,
          idempotencyKey: key,
        },
      );
      // STC Pay: the wallet sends its code once the order exists (a replayed answer sends nothing again).
      const payment = (result.response as CreateOrderResponse).payment;
      if (request.body.payment_method_id === 'stc_pay' && payment?.stc_pay) {
        payment.stc_pay = await sendStcPayCode(context, request.user!.id, payment.merchant_reference, {
          firstOnly: true,
        });
      }
      reply.header('cache-control', 'no-store');
      reply.status(201);
      return { status: true, message: request.t('ok'), data: result.response as never };
    },
  );

  app.post(
    '/payments/check-payment-status',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' }, openapi: { errors: [404] } },
      schema: {
        tags: ['payments'],
        security,
        summary: "An order's payment: true (paid), 'pending', 'failed' (with a reason) or 'expired'",
        body: checkPaymentStatusBody,
        response: { 200: envelope(paymentStatusResponse) },
      },
    },
    async (request) => {
      const status = await checkPaymentStatus(
        context,
        request.user!.id,
        request.body.merchant_reference,
        request.ctx.locale,
      );
      return { status: true, message: status.message, data: status };
    },
  );
};
