/** The front desk (issue 16 item 3): the calendar, moving a booking, a walk-in or phone booking, finding a customer. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import {
  bookingParams,
  calendarQuery,
  calendarResponse,
  deskBookingBody,
  deskBookingResponse,
  deskCustomerQuery,
  deskCustomerResponse,
  moveBookingBody,
  moveBookingResponse,
} from '@hajz/contracts/desk';
import { idempotencyHeader, idempotencyKeyPattern } from '@hajz/contracts/order-rules';
import { staffRoles } from '@hajz/contracts/staff';
import { normalizeSaudiMobile, nationalPart } from '../../lib/phone.ts';
import { ok } from '../../plugins/envelope.ts';
import { HttpError } from '../../plugins/errors.ts';
import { assertBranch } from '../../plugins/staff.ts';
import { findUserByMobile } from '../auth/index.ts';
import { calendar, lineBookingsView } from './calendar.ts';
import { moveBooking, type Desk } from './move.ts';
import { createDeskBooking } from './walk-in.ts';

const security = [{ bearer: [] }];
const desk = ['owner', 'manager', 'receptionist'] as const;

export const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const deskOf = (request: Parameters<typeof assertBranch>[0]): Desk => ({
    userId: request.user!.id,
    locale: request.ctx.locale,
    authorize: (branchId) => assertBranch(request, branchId),
  });

  app.get(
    '/admin/calendar',
    {
      onRequest: app.requireStaff(staffRoles),
      schema: {
        tags: ['admin'],
        security,
        summary:
          "A branch's resources, shifts, bookings and holds over a day to a week (a staff member: their own column)",
        querystring: calendarQuery,
        response: { 200: envelope(calendarResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = assertBranch(request, request.query.branch_id);
      const only = staff.role === 'staff' ? staff.resource_id : undefined;
      return ok(request, await calendar(db(), request.query, only));
    },
  );

  app.post(
    '/admin/bookings/:order_product_id/move',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [404, 409, 429] } },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Moves a booking to another time and/or gives it to another resource (audited; the customer is told)',
        params: bookingParams,
        body: moveBookingBody,
        response: { 200: envelope(moveBookingResponse) },
      },
    },
    async (request) => {
      const { lineId, changed } = await moveBooking(
        { db: db(), publish: app.context.lifecycle.publish },
        deskOf(request),
        request.params.order_product_id,
        request.body,
      );
      return ok(
        request,
        { bookings: await lineBookingsView(db(), [lineId]) },
        changed ? 'desk.moved' : 'desk.unchanged',
      );
    },
  );

  app.post(
    '/admin/bookings',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [404, 409] } },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'A walk-in or phone booking: the customer found or made by mobile, paid in cash or by card at the desk. Send an Idempotency-Key header to retry safely',
        body: deskBookingBody,
        response: { 201: envelope(deskBookingResponse) },
      },
    },
    async (request, reply) => {
      const header = request.headers[idempotencyHeader];
      const key = typeof header === 'string' ? header : null;
      if (header !== undefined && (key === null || !idempotencyKeyPattern.test(key)))
        throw new HttpError(422, 'orders.idempotency_key', {
          [idempotencyHeader]: ['orders.idempotency_key'],
        });
      const answer = await createDeskBooking(
        { db: db(), lifecycle: app.context.lifecycle },
        deskOf(request),
        request.body,
        key,
      );
      const { line_id, ...stored } = answer.response as { line_id: number } & Record<string, unknown>;
      reply.status(answer.statusCode as 201);
      return ok(
        request,
        { ...stored, bookings: await lineBookingsView(db(), [line_id]) } as never,
        'desk.booked',
      );
    },
  );

  app.get(
    '/admin/customers/by-mobile',
    {
      onRequest: app.requireStaff(desk),
      schema: {
        tags: ['admin'],
        security,
        summary: 'The customer of a mobile number, for a booking at the desk (null: a new customer)',
        querystring: deskCustomerQuery,
        response: { 200: envelope(deskCustomerResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const mobile = normalizeSaudiMobile(request.query.mobile);
      if (!mobile) throw new HttpError(422, 'auth.invalid_mobile', { mobile: ['auth.invalid_mobile'] });
      const user = await findUserByMobile(db(), mobile);
      return ok(request, {
        customer: user
          ? {
              id: user.id,
              first_name: user.firstName,
              last_name: user.lastName,
              mobile_number: nationalPart(mobile),
            }
          : null,
      });
    },
  );
};
