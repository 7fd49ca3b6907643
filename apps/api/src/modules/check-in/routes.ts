/** Entry passes for the customer, check-in for the desk (issue 16 item 4). */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { orderParams } from '@hajz/contracts/orders';
import {
  checkInBody,
  checkInFindQuery,
  checkInFindResponse,
  checkInResponse,
  entryPassesResponse,
} from '@hajz/contracts/staff';
import { visitResponse } from '@hajz/contracts/back-office';
import { ok } from '../../plugins/envelope.ts';
import { notFound } from '../../plugins/errors.ts';
import { assertBranch } from '../../plugins/staff.ts';
import { findViewableOrder } from '../orders/index.ts';
import { checkIn, entryPasses, findForCheckIn, type Desk } from './service.ts';
import { completeVisit, markNoShow } from './visit.ts';

const security = [{ bearer: [] }];
const desk = ['owner', 'manager', 'receptionist'] as const;

export const checkInRoutes: FastifyPluginAsyncZod<{ passKey: Buffer }> = async (app, { passKey }) => {
  const db = () => app.database.db;

  app.get(
    '/orders/:id/entry-passes',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        security,
        summary:
          "A booking's entry passes, one per visitor, for whoever comes (a gift's recipient, not its sender)",
        params: orderParams,
        response: { 200: envelope(entryPassesResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const order = await findViewableOrder(db(), request.user!.id, request.params.id);
      if (!order) throw notFound('orders.not_found');
      return ok(request, { passes: await entryPasses(db(), passKey, order, request.user!.id) });
    },
  );

  app.post(
    '/admin/check-in',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [404, 409] } },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Checks a booking in: by its scanned entry pass, or by the order the desk found; says who arrived, for what, when and with whom',
        body: checkInBody,
        response: { 200: envelope(checkInResponse) },
      },
    },
    async (request) => {
      const result = await checkIn(
        db(),
        passKey,
        { userId: request.user!.id, authorize: (branchId) => assertBranch(request, branchId) },
        request.body,
        request.ctx.locale,
      );
      return ok(request, result, result.already ? 'staff.already_arrived' : 'staff.checked_in');
    },
  );

  app.get(
    '/admin/check-in/find',
    {
      onRequest: app.requireStaff(desk),
      schema: {
        tags: ['admin'],
        security,
        summary:
          "Confirmed and cancelled bookings at my branches by their number or the customer's mobile, with services and staff",
        querystring: checkInFindQuery,
        response: { 200: envelope(checkInFindResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, {
        bookings: await findForCheckIn(db(), request.query.q, request.staff!.branch_ids, request.ctx.locale),
      });
    },
  );

  const deskOf = (request: FastifyRequest): Desk => ({
    userId: request.user!.id,
    authorize: (branchId) => assertBranch(request, branchId),
  });

  app.post(
    '/admin/orders/:id/no-show',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [404, 409] } },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Marks a booking whose start has passed as a no-show (counted on the customer), audited',
        params: orderParams,
        response: { 200: envelope(visitResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await markNoShow(db(), app.context.publish, deskOf(request), request.params.id, new Date()),
        'staff.no_show_marked',
      ),
  );

  app.post(
    '/admin/orders/:id/complete',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [404, 409] } },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Completes a booking that has started or whose customer arrived (points earned as by the clock)',
        params: orderParams,
        response: { 200: envelope(visitResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await completeVisit(db(), app.context.lifecycle, deskOf(request), request.params.id, new Date()),
        'staff.completed',
      ),
  );
};
