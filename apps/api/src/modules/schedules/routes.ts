/** Schedules in the back office (issue 17 item 2): resources, their services, shifts and time off; booking settings. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import {
  bookingSettings,
  bookingSettingsResponse,
  adminResourcesResponse,
  newResourceBody,
  resourceBody,
  resourceParams,
  resourceResponse,
  resourcesQuery,
  shiftsBody,
  timeOffBody,
  timeOffParams,
} from '@hajz/contracts/schedules';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../plugins/envelope.ts';
import { readBookingSettings, saveBookingSettings } from './booking-settings.ts';
import { createResource, listResources, replaceShifts, updateResource } from './service.ts';
import { addTimeOff, removeTimeOff } from './time-off.ts';

const security = [{ bearer: [] }];
/** A manager runs the resources of their branches; the owner all of them. */
const managers = ['owner', 'manager'] as const;
const strands = { openapi: { errors: [404, 409] } };

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const who = (request: FastifyRequest) => ({ access: request.staff!, locale: request.ctx.locale });

  app.get(
    '/admin/resources',
    {
      onRequest: app.requireStaff(managers),
      config: { openapi: { errors: [404] } },
      schema: {
        tags: ['admin'],
        security,
        summary:
          "A branch's resources with their services, weekly shifts and time off, its services and hours",
        querystring: resourcesQuery,
        response: { 200: envelope(adminResourcesResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await listResources(db(), who(request), request.query.branch_id));
    },
  );

  app.post(
    '/admin/resources',
    {
      onRequest: app.requireStaff(managers),
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Adds a resource (staff, room, chair) at a branch with its services and weekly shifts; audited',
        body: newResourceBody,
        response: { 201: envelope(resourceResponse) },
      },
    },
    async (request, reply) => {
      const resource = await createResource(db(), who(request), request.body);
      reply.status(201);
      return ok(request, { resource }, 'schedules.resource_saved');
    },
  );

  app.put(
    '/admin/resources/:id',
    {
      onRequest: app.requireStaff(managers),
      config: strands,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Names, kind, services, active or not; deactivating lists the future bookings it strands (409) unless confirmed',
        params: resourceParams,
        body: resourceBody,
        response: { 200: envelope(resourceResponse) },
      },
    },
    async (request) => {
      const resource = await updateResource(db(), who(request), request.params.id, request.body);
      return ok(request, { resource }, 'schedules.resource_saved');
    },
  );

  app.put(
    '/admin/resources/:id/shifts',
    {
      onRequest: app.requireStaff(managers),
      config: strands,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Replaces the weekly shifts (none: follows the branch hours); lists the bookings it strands (409) unless confirmed',
        params: resourceParams,
        body: shiftsBody,
        response: { 200: envelope(resourceResponse) },
      },
    },
    async (request) => {
      const resource = await replaceShifts(db(), who(request), request.params.id, request.body);
      return ok(request, { resource }, 'schedules.shifts_saved');
    },
  );

  app.post(
    '/admin/resources/:id/time-off',
    {
      onRequest: app.requireStaff(managers),
      config: strands,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Adds time off (no slots offered on it then); lists the bookings it strands (409) unless confirmed',
        params: resourceParams,
        body: timeOffBody,
        response: { 201: envelope(resourceResponse) },
      },
    },
    async (request, reply) => {
      const resource = await addTimeOff(db(), who(request), request.params.id, request.body);
      reply.status(201);
      return ok(request, { resource }, 'schedules.time_off_saved');
    },
  );

  app.delete(
    '/admin/resources/:id/time-off/:time_off_id',
    {
      onRequest: app.requireStaff(managers),
      config: { openapi: { errors: [404] } },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Removes a time off (gives the time back); audited',
        params: timeOffParams,
        response: { 200: envelope(resourceResponse) },
      },
    },
    async (request) => {
      const { id, time_off_id: timeOffId } = request.params;
      const resource = await removeTimeOff(db(), who(request), id, timeOffId);
      return ok(request, { resource }, 'schedules.time_off_removed');
    },
  );

  app.get(
    '/admin/settings/booking',
    {
      onRequest: app.requireStaff(['owner']),
      schema: {
        tags: ['admin'],
        security,
        summary: "The business's booking rules (owner only)",
        response: { 200: envelope(bookingSettingsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, { settings: await readBookingSettings(db()) });
    },
  );

  app.put(
    '/admin/settings/booking',
    {
      onRequest: app.requireStaff(['owner']),
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Sets slot step, notice, horizon, hold, cancel window, reminder lead times, refund to wallet; audited',
        body: bookingSettings,
        response: { 200: envelope(bookingSettingsResponse) },
      },
    },
    async (request) => {
      const settings = await saveBookingSettings(db(), request.staff!, request.body);
      return ok(request, { settings }, 'schedules.settings_saved');
    },
  );
};
