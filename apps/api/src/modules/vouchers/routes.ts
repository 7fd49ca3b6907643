import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope } from '@hajz/contracts/envelope';
import { giftCardDetails, voucherParams, vouchersQuery, vouchersResponse } from '@hajz/contracts/vouchers';
import { ok } from '../../plugins/envelope.ts';
import { getVoucher, listVouchers } from './service.ts';

const listEnvelope = envelope(vouchersResponse);

/**
 * Gift cards for their holder (spec §7 `GET vouchers/list_available_vouchers`, plus the full list for the dashboard
 * and one card's details). All need sign-in; another customer's card is a 404. Balances are money: never cached.
 */
export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['vouchers'];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/vouchers/list_available_vouchers',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary:
          'My gift cards usable now (something left, not expired), soonest to expire first, 30 per page',
        querystring: vouchersQuery,
        response: { 200: listEnvelope },
      },
    },
    async (request) =>
      ok(
        request,
        await listVouchers(
          app.database.db,
          request.user!.id,
          'available',
          request.query.page,
          request.ctx.locale,
        ),
      ),
  );

  app.get(
    '/vouchers',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'All my gift cards, any status, newest first, 30 per page',
        querystring: vouchersQuery,
        response: { 200: listEnvelope },
      },
    },
    async (request) =>
      ok(
        request,
        await listVouchers(app.database.db, request.user!.id, 'all', request.query.page, request.ctx.locale),
      ),
  );

  app.get(
    '/vouchers/:serial',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary:
          "One of my gift cards: amounts, status, QR code and redeem history (another's card is a 404)",
        params: voucherParams,
        response: { 200: envelope(giftCardDetails), 404: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        request,
        await getVoucher(app.database.db, request.user!.id, request.params.serial, request.ctx.locale),
      ),
  );
};
