/** The back office's reports (issue 17 item 4): on screen as JSON, and each table as a CSV download. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { reportQuery, reportsResponse, reportTableParams } from '@hajz/contracts/reports';
import { ok } from '../../plugins/envelope.ts';
import { csvFilename, reportCsv } from './csv.ts';
import { buildReports } from './service.ts';

const security = [{ bearer: [] }];
/** Owners see every branch; managers their own (the figures of one branch are not a receptionist's business). */
const managers = ['owner', 'manager'] as const;

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/reports',
    {
      onRequest: app.requireStaff(managers),
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Revenue, VAT, bookings, utilisation, gift card and points liability and promo code use for business dates and a branch',
        querystring: reportQuery,
        response: { 200: envelope(reportsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await buildReports(db(), request.staff!, request.query, request.ctx.locale));
    },
  );

  app.get(
    '/admin/reports/:table/csv',
    {
      onRequest: app.requireStaff(managers),
      config: { openapi: { csv: true } },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'One report table as CSV (SAR with 2 decimals, UTF-8 with BOM), column names in the asker’s language',
        params: reportTableParams,
        querystring: reportQuery,
      },
    },
    async (request, reply) => {
      const report = await buildReports(db(), request.staff!, request.query, request.ctx.locale);
      const csv = reportCsv(report, request.params.table, request.ctx.locale);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${csvFilename(report, request.params.table)}"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
