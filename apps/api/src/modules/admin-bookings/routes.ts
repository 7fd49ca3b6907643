/**
 * The desk's bookings (issue 16 item 5): the list, an order's detail, a staff cancel, the confirmation again, the
 * cash paid at the counter; and today at my branches (issue 30 item 9).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingDetail,
  adminBookingsQuery,
  adminBookingsResponse,
  adminCancelBody,
  visitPaymentBody,
} from '@hajz/contracts/back-office';
import { envelope } from '@hajz/contracts/envelope';
import { orderParams } from '@hajz/contracts/orders';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.ts';
import { notFound } from '../../plugins/errors.ts';
import { assertBranch } from '../../plugins/staff.ts';
import type { AppContext } from '../../app-context.ts';
import type { Desk } from '../check-in/index.ts';
import { resendConfirmation, staffCancel, takeCash } from './actions.ts';
import { bookingDetail, listBookings } from './queries.ts';
import { todayOverview } from './today.ts';
import { todayQuery, todayResponse } from '@hajz/contracts/today';
import { takeVisitPayment } from '../deposits/index.ts';

const security = [{ bearer: [] }];
const desk = ['owner', 'manager', 'receptionist'] as const;

export const adminBookingRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const db = () => app.database.db;
  const deskOf = (request: FastifyRequest): Desk => ({
    userId: request.user!.id,
    authorize: (branchId) => assertBranch(request, branchId),
  });
  /** The order's detail for a person who may see its branch (404 for none, 403 for another branch's). */
  const detailFor = async (request: FastifyRequest, id: number) => {
    const detail = await bookingDetail(db(), id, request.ctx.locale);
    if (!detail) throw notFound('orders.not_found');
    assertBranch(request, detail.branch_id);
    return detail;
  };

  app.get(
    '/admin/bookings',
    {
      onRequest: app.requireStaff(desk),
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Orders of my branches: search by number, mobile or name; filter by dates, branch, status, customer',
        querystring: adminBookingsQuery,
        response: { 200: envelope(adminBookingsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.query.branch_id !== undefined) assertBranch(request, request.query.branch_id);
      return ok(request, await listBookings(db(), request.staff!, request.query, request.ctx.locale));
    },
  );

  app.get(
    '/admin/today',
    {
      onRequest: app.requireStaff(desk),
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Today at each of my branches: bookings, arrived, still to come, no-shows, cancellations, takings by method, occupancy',
        querystring: todayQuery,
        response: { 200: envelope(todayResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.query.branch_id !== undefined) assertBranch(request, request.query.branch_id);
      return ok(
        request,
        await todayOverview(db(), request.staff!, request.query.branch_id, request.ctx.locale),
      );
    },
  );

  app.get(
    '/admin/bookings/:id',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [404] } },
      schema: {
        tags: ['admin'],
        security,
        summary: 'An order for staff: its lines, payments and ledger entries, and what the desk may do',
        params: orderParams,
        response: { 200: envelope(adminBookingDetail) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await detailFor(request, request.params.id));
    },
  );

  app.post(
    '/admin/bookings/:id/cancel',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [404, 409] } },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Cancels an order before it completes, refunding to the way it was paid or to the wallet; audited',
        params: orderParams,
        body: adminCancelBody,
        response: { 200: envelope(adminBookingDetail) },
      },
    },
    async (request) => {
      await staffCancel(context, deskOf(request), request.params.id, request.body, new Date());
      return ok(request, await detailFor(request, request.params.id), 'staff.cancelled');
    },
  );

  app.post(
    '/admin/bookings/:id/resend-confirmation',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [404, 409, 429] } },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Sends the confirmation text message again (through the outbox); audited; 429 at the daily message cap per number',
        params: orderParams,
        response: { 200: envelope(z.object({ order_id: z.number().int() })) },
      },
    },
    async (request) => {
      await resendConfirmation(context, deskOf(request), request.params.id);
      return ok(request, { order_id: request.params.id }, 'staff.confirmation_resent');
    },
  );

  app.post(
    '/admin/bookings/:id/cash-received',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [404, 409] } },
      schema: {
        tags: ['admin'],
        security,
        summary: 'The customer paid the cash due at the counter: the payment becomes paid, once; audited',
        params: orderParams,
        response: { 200: envelope(adminBookingDetail) },
      },
    },
    async (request) => {
      await takeCash(context, deskOf(request), request.params.id, new Date());
      return ok(request, await detailFor(request, request.params.id), 'staff.cash_received');
    },
  );

  app.post(
    '/admin/bookings/:id/visit-paid',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [404, 409] } },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'The rest of a deposit booking was paid at the desk (cash or card): recorded once, the deposit applied in the ledger; audited',
        params: orderParams,
        body: visitPaymentBody,
        response: { 200: envelope(adminBookingDetail) },
      },
    },
    async (request) => {
      await takeVisitPayment(context.db, deskOf(request), request.params.id, request.body, new Date());
      return ok(request, await detailFor(request, request.params.id), 'deposits.visit_paid');
    },
  );
};
