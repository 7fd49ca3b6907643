/**
 * The caps seen by the owner (issue 29 item 6, ADR 0057): which numbers reached the day's message cap and how many
 * requests were refused; and the hook that counts a refusal once the refused request's transaction rolled back.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { messageCapsResponse } from '@hajz/contracts/message-caps';
import { messageRules } from '@hajz/contracts/message-rules';
import { reportQuery } from '@hajz/contracts/reports';
import { ok } from '../../plugins/envelope.ts';
import { cappedRecipients, MessageCapReached, recordRefusal } from './caps.ts';

export const messageCapsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/message-caps',
    {
      onRequest: app.requireStaff(['owner']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Recipients that reached the daily cap of messages people’s actions make us send, with the requests refused',
        querystring: reportQuery,
        response: { 200: envelope(messageCapsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { from, to } = request.query;
      return ok(request, {
        from,
        to,
        cap: messageRules.perRecipientPerDay,
        recipients: await cappedRecipients(app.database.db, from, to),
      });
    },
  );
};

/** Counts every request refused at the cap, for the owner (after its transaction, so the count stays). */
export const messageCapsPlugin = fp(async (app) => {
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof MessageCapReached)) return;
    try {
      await recordRefusal(app.database.db, error, new Date());
    } catch (cause) {
      request.log.warn({ err: cause }, 'message cap refusal not recorded');
    }
  });
});
