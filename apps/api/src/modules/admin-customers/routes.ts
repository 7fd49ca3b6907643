/** Customers for the desk (issue 16 item 6): the list, a profile, staff-only notes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerProfile,
  adminCustomersQuery,
  adminCustomersResponse,
  customerNote,
  customerNoteBody,
} from '@hajz/contracts/back-office';
import { envelope } from '@hajz/contracts/envelope';
import { orderParams } from '@hajz/contracts/orders';
import { ok } from '../../plugins/envelope.ts';
import { addNote, customerProfile, listCustomers } from './service.ts';

const security = [{ bearer: [] }];
const desk = ['owner', 'manager', 'receptionist'] as const;

export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/customers',
    {
      onRequest: app.requireStaff(desk),
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Customers by mobile (any spelling) or name: those of my branches, or anyone by their exact mobile',
        querystring: adminCustomersQuery,
        response: { 200: envelope(adminCustomersResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await listCustomers(db(), request.staff!, request.query));
    },
  );

  app.get(
    '/admin/customers/:id',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [404] } },
      schema: {
        tags: ['admin'],
        security,
        summary: 'A customer for staff: bookings, spend, points, wallet, gift cards, no-shows, staff notes',
        params: orderParams,
        response: { 200: envelope(adminCustomerProfile) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await customerProfile(db(), request.staff!, request.params.id, request.ctx.locale));
    },
  );

  app.post(
    '/admin/customers/:id/notes',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [404] } },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Adds a staff-only note to a customer (never shown to them); audited',
        params: orderParams,
        body: customerNoteBody,
        response: { 201: envelope(customerNote) },
      },
    },
    async (request, reply) => {
      const note = await addNote(db(), request.staff!, request.params.id, request.body.body);
      reply.status(201);
      return ok(request, note, 'staff.note_added');
    },
  );
};
