/** The back office's branches: contact, weekly hours, exceptions (issue 17 item 1). A manager: their branches. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBranch,
  adminBranchesResponse,
  branchBody,
  branchExceptionBody,
  branchHoursBody,
  catalogueIdParams,
  exceptionParams,
} from '@hajz/contracts/admin-catalogue';
import { envelope } from '@hajz/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.ts';
import {
  deleteBranchException,
  listAdminBranches,
  putBranchException,
  setBranchHours,
  updateBranch,
} from './branches.ts';
import { catalogueEditors } from './routes.ts';

const security = [{ bearer: [] }];
const schema = <E extends object>(summary: string, extra: E) => ({
  tags: ['admin'],
  security,
  summary,
  ...extra,
});
const exception = z.object({
  id: z.number().int(),
  date: z.string(),
  is_closed: z.boolean(),
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
  note_en: z.string(),
  note_ar: z.string(),
});

export const adminBranchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const guarded = { onRequest: app.requireStaff(catalogueEditors), config: { openapi: { errors: [403] } } };
  // New hours may strand confirmed bookings: 409 with the list (data.bookings) unless confirm_stranded.
  const mayStrand = { ...guarded, config: { openapi: { errors: [403, 409] } } };

  app.get(
    '/admin/catalogue/branches',
    {
      onRequest: guarded.onRequest,
      schema: schema('My branches (an owner: all) with contact, weekly hours and exceptions', {
        response: { 200: envelope(adminBranchesResponse) },
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await listAdminBranches(db(), request.staff!));
    },
  );

  app.put(
    '/admin/catalogue/branches/:id',
    {
      ...guarded,
      schema: schema('Edits a branch’s contact details in both languages; audited', {
        params: catalogueIdParams,
        body: branchBody,
        response: { 200: envelope(adminBranch) },
      }),
    },
    async (request) =>
      ok(
        request,
        await updateBranch(db(), request.staff!, request.params.id, request.body),
        'catalogue.saved',
      ),
  );

  app.put(
    '/admin/catalogue/branches/:id/hours',
    {
      ...mayStrand,
      schema: schema('Sets a branch’s weekly hours (seven days, Sunday first); audited', {
        params: catalogueIdParams,
        body: branchHoursBody,
        response: { 200: envelope(adminBranch) },
      }),
    },
    async (request) =>
      ok(
        request,
        await setBranchHours(db(), request.staff!, request.params.id, request.body),
        'catalogue.saved',
      ),
  );

  app.post(
    '/admin/catalogue/branches/:id/exceptions',
    {
      ...mayStrand,
      schema: schema('Sets a date’s exception (closed, or special hours), replacing that date’s; audited', {
        params: catalogueIdParams,
        body: branchExceptionBody,
        response: { 200: envelope(exception) },
      }),
    },
    async (request) =>
      ok(
        request,
        await putBranchException(db(), request.staff!, request.params.id, request.body),
        'catalogue.saved',
      ),
  );

  app.delete(
    '/admin/catalogue/branches/:id/exceptions/:exception_id',
    {
      ...guarded,
      schema: schema('Removes a date’s exception (the weekly hours apply again); audited', {
        params: exceptionParams,
        response: { 200: envelope(z.null()) },
      }),
    },
    async (request) =>
      ok(
        request,
        await deleteBranchException(db(), request.staff!, request.params.id, request.params.exception_id),
        'catalogue.removed',
      ),
  );
};
