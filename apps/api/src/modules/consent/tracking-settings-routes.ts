import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { trackingSettingsBody, trackingSettingsResponse } from '@hajz/contracts/tracking';
import { businessSettings } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { ok } from '../../plugins/envelope.ts';
import { loadBusiness, toSettings } from '../settings/index.ts';

/**
 * The business's pixel and measurement ids (issue 15), set by an operator. Clearing the read cache also clears the
 * guest page cache (ADR 0015), so the next page carries the new tags — or none.
 */
export const trackingSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/settings/tracking',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Set the pixel and measurement ids (none set: no consent banner, no tag)',
        security: [{ bearer: [] }],
        body: trackingSettingsBody,
        response: { 200: envelope(trackingSettingsResponse) },
      },
    },
    async (request) => {
      const { consent_version: version, ...ids } = request.body;
      await app.database.db.update(businessSettings).set({
        ga4MeasurementId: ids.ga4_measurement_id,
        metaPixelId: ids.meta_pixel_id,
        snapPixelId: ids.snap_pixel_id,
        tiktokPixelId: ids.tiktok_pixel_id,
        ...(version ? { consentVersion: version } : {}),
      });
      invalidateReads(app.database.db);
      const row = await loadBusiness(app.database.db);
      return ok(request, { tracking: toSettings(row, request.ctx.locale).tracking! });
    },
  );
};
