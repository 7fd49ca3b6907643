/**
 * The owner's messaging settings (ADR 0065): the minutes a WhatsApp message may go undelivered before its SMS copy is
 * sent (`whatsapp_fallback_minutes`, ADR 0056). Owner only; audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagingSettingsBody, messagingSettingsResponse } from '@hajz/contracts/admin-messaging';
import { envelope } from '@hajz/contracts/envelope';
import { businessSettings } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { staffWrite } from '../staff/index.ts';

export const messagingSettingsRoutes: FastifyPluginAsyncZod<{ whatsappEnabled: boolean }> = async (
  app,
  { whatsappEnabled },
) => {
  const db = () => app.database.db;
  const onRequest = app.requireStaff(['owner']);
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const read = async () => {
    const [row] = await db().select().from(businessSettings).limit(1);
    if (!row) throw new Error('business_settings is empty: run the seed');
    return { whatsapp_fallback_minutes: row.whatsappFallbackMinutes, whatsapp_enabled: whatsappEnabled };
  };

  app.get(
    '/admin/messaging/settings',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          'The messaging settings: minutes before an undelivered WhatsApp message is sent again by SMS',
        response: { 200: envelope(messagingSettingsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, { settings: await read() });
    },
  );

  app.put(
    '/admin/messaging/settings',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          'Sets the minutes before an undelivered WhatsApp message is sent again by SMS (1–1440); audited',
        body: messagingSettingsBody,
        response: { 200: envelope(messagingSettingsResponse) },
      },
    },
    async (request) => {
      const settings = await staffWrite(db(), request.staff!, async (tx) => {
        const [row] = await tx.select().from(businessSettings).for('update').limit(1);
        if (!row) throw new Error('business_settings is empty: run the seed');
        const minutes = request.body.whatsapp_fallback_minutes;
        await tx.update(businessSettings).set({ whatsappFallbackMinutes: minutes });
        const result = { whatsapp_fallback_minutes: minutes, whatsapp_enabled: whatsappEnabled };
        return {
          action: 'settings.messaging',
          entity: 'business_settings',
          entityId: row.id,
          before: { whatsapp_fallback_minutes: row.whatsappFallbackMinutes },
          after: { whatsapp_fallback_minutes: minutes },
          result,
        };
      });
      return ok(request, { settings }, 'messaging.saved');
    },
  );
};
