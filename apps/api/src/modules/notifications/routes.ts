/** The notification centre (issue 12): the signed-in customer's notifications, newest first, and read marks. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hajz/contracts/envelope';
import {
  notificationsQuery,
  notificationsResponse,
  unreadCountResponse,
} from '@hajz/contracts/notifications';
import { decimalInt } from '@hajz/contracts/pagination';
import { ok } from '../../plugins/envelope.ts';
import { listNotifications, markAllRead, markRead, unreadCount } from './service.ts';

const idParams = z.object({ id: decimalInt('validation.id', 1, 2_147_483_647) });

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];
  const db = () => app.database.db;
  app.get(
    '/notifications',
    {
      ...common,
      schema: {
        tags: ['notifications'],
        security,
        summary: 'My notifications, newest first (15 a page), with the unread count',
        querystring: notificationsQuery,
        response: { 200: envelope(notificationsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        request,
        await listNotifications(db(), request.user!.id, request.query.page, request.ctx.locale),
      );
    },
  );
  app.get(
    '/notifications/unread-count',
    {
      ...common,
      schema: {
        tags: ['notifications'],
        security,
        summary: 'How many of my notifications are unread (the bell)',
        response: { 200: envelope(unreadCountResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, { unread_count: await unreadCount(db(), request.user!.id) });
    },
  );
  app.post(
    '/notifications/:id/read',
    {
      ...common,
      schema: {
        tags: ['notifications'],
        security,
        summary: 'Marks one of my notifications read (idempotent)',
        params: idParams,
        response: { 200: envelope(unreadCountResponse) },
      },
    },
    async (request) => {
      await markRead(db(), request.user!.id, request.params.id);
      return ok(request, { unread_count: await unreadCount(db(), request.user!.id) });
    },
  );
  app.post(
    '/notifications/read-all',
    {
      ...common,
      schema: {
        tags: ['notifications'],
        security,
        summary: 'Marks all my notifications read',
        response: { 200: envelope(unreadCountResponse) },
      },
    },
    async (request) => {
      await markAllRead(db(), request.user!.id);
      return ok(request, { unread_count: 0 }, 'notifications.all_read');
    },
  );
};
