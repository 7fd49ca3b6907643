import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { consentBody, consentResponse } from '@hajz/contracts/consent';
import { created } from '../../plugins/envelope.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordConsent, toConsentRecord } from './service.ts';

/**
 * POST /consent: one consent choice from the banner or the preferences (guests too: the visitor id ties it to the
 * device). A signed-in customer's record carries their id, so the server-side conversion copies follow it. A bad
 * or expired token is not an error here: the choice is still recorded, as a guest's (it must never be lost).
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/consent',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['consent'],
        summary: 'Record a consent choice (necessary / analytics / marketing)',
        body: consentBody,
        response: { 201: envelope(consentResponse) },
      },
    },
    async (request, reply) => {
      if (request.headers.authorization) {
        try {
          await app.authenticate(request);
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
        }
      }
      const row = await recordConsent(app.database.db, request.user?.id ?? null, request.body);
      return created(request, reply, { consent: toConsentRecord(row) }, 'consent.recorded');
    },
  );
};
