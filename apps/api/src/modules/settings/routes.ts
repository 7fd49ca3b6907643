import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { publicSettingsResponse, settingsResponse } from '@hajz/contracts/catalogue';
import { ok } from '../../plugins/envelope.ts';
import { loadBusiness, toSettings } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary:
          'The public booking rules: the cancellation window (hours), peak hours, currency and timezone',
        response: { 200: envelope(publicSettingsResponse) },
      },
    },
    async (request) => {
      const row = await loadBusiness(app.database.db);
      return ok(request, {
        settings: {
          cancellation_window_hours: row.cancelWindowHours,
          peak_hours: row.peakHours,
          currency: row.currency,
          timezone: row.timezone,
        },
      });
    },
  );

  app.get(
    '/settings/business',
    {
      schema: {
        tags: ['settings'],
        summary: 'The business: names, contact, VAT number, timezone',
        response: { 200: envelope(settingsResponse) },
      },
    },
    async (request) => {
      const row = await loadBusiness(app.database.db);
      return ok(request, { settings: { ...toSettings(row, request.ctx.locale), demo: app.config.DEMO } });
    },
  );
};
