import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { walletQuery, walletResponse } from '@hajz/contracts/wallet';
import { ok } from '../../plugins/envelope.ts';
import { getWallet } from './wallet.ts';

/** The customer's wallet and points, from the ledger (beyond the spec: /dashboard/wallet shows it). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wallet',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['wallet'],
        security: [{ bearer: [] }],
        summary: 'My wallet and points balances and their history (newest first, 20 per page)',
        querystring: walletQuery,
        response: { 200: envelope(walletResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        request,
        await getWallet(app.database.db, request.user!.id, request.query.page, request.ctx.locale),
      );
    },
  );
};
