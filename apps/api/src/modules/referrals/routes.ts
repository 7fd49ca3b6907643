import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import {
  claimBody,
  claimResponse,
  inviteFriendResponse,
  referralsSummary as summarySchema,
} from '@hajz/contracts/referrals';
import { publicOrigin } from '../../config.ts';
import { ok } from '../../plugins/envelope.ts';
import { HttpError } from '../../plugins/errors.ts';
import { claim, inviteData, refusalMessage } from './service.ts';
import { referralsSummary } from './summary.ts';

/** Invite a friend (spec §7 GET settings/invite-friend; beyond the spec: the summary and entering a code later). */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = publicOrigin(app.config);
  const bearer = { onRequest: app.authenticate };

  app.get(
    '/settings/invite-friend',
    {
      ...bearer,
      schema: {
        tags: ['referrals'],
        security: [{ bearer: [] }],
        summary: 'My invitation code (made on first ask), the illustration and the invitation text',
        response: { 200: envelope(inviteFriendResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await inviteData(app.database.db, request.user!.id, request.ctx.locale, origin));
    },
  );

  app.get(
    '/referrals',
    {
      ...bearer,
      schema: {
        tags: ['referrals'],
        security: [{ bearer: [] }],
        summary: 'My invitations: totals (invited, pending, earned) and the latest friends I invited',
        response: { 200: envelope(summarySchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        request,
        await referralsSummary(app.database.db, request.user!.id, request.ctx.locale, origin),
      );
    },
  );

  app.post(
    '/referrals/claim',
    {
      ...bearer,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, openapi: { errors: [409] } },
      schema: {
        tags: ['referrals'],
        security: [{ bearer: [] }],
        summary: "Enter a friend's invitation code (before your first order)",
        body: claimBody,
        response: { 200: envelope(claimResponse) },
      },
    },
    async (request) => {
      const result = await claim(app.database.db, request.user!.id, request.body.invitation_code, request.ip);
      // Recorded as refused (committed above); the customer is told why.
      if (result.reason) {
        const key = refusalMessage(result.reason);
        throw new HttpError(422, key, { invitation_code: [key] });
      }
      return ok(request, { status: result.status }, 'referrals.accepted');
    },
  );
};
