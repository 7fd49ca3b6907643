import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { giftCardDesignsResponse } from '@hajz/contracts/gift-card-designs';
import { sendCachedOk } from '../../lib/cached-json.ts';
import { getDesigns } from './service.ts';
// Issues bought cards when their order is confirmed (registers the lifecycle hooks at load).

const designsEnvelope = envelope(giftCardDesignsResponse);

/** The gift cards customers can buy on /gift-cards (public). Buying goes through POST cart with `amount`. */
export const giftCardShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/gift-card-designs',
    {
      schema: {
        tags: ['gift cards'],
        summary: 'Gift card designs for sale, with their amounts (halalas) and validity',
        response: { 200: designsEnvelope },
      },
    },
    (request, reply) =>
      sendCachedOk(db(), request, reply, 'gift-card-designs', designsEnvelope, async () => ({
        designs: await getDesigns(db(), request.ctx.locale),
      })),
  );
};
