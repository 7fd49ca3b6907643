/** E-invoicing in the back office (issue 26 item 6): owner only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEInvoicesQuery,
  adminEInvoicesResponse,
  adminEInvoicingStatus,
  eInvoicingOtpBody,
} from '@hajz/contracts/admin-e-invoicing';
import { adminIdParams } from '@hajz/contracts/admin-money';
import { envelope } from '@hajz/contracts/envelope';
import { ok } from '../../plugins/envelope.ts';
import { adminStatus, documentXml, listDocuments } from './admin.ts';
import { onboard, renew } from './onboarding.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

export const eInvoicingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.context.eInvoicing;
  const onRequest = app.requireStaff(['owner']);

  app.get(
    '/admin/e-invoicing',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "E-invoicing's state: the Fatoora environment, the EGS unit, its CSID's state and expiry, and the documents not reported (the 12-hour alert)",
        response: { 200: envelope(adminEInvoicingStatus) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await adminStatus(deps()));
    },
  );

  app.post(
    '/admin/e-invoicing/onboard',
    {
      onRequest,
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary:
          "Onboards the business's EGS unit with Fatoora with the owner's one-time code from the Fatoora portal (a wrong or expired code: 422, nothing saved; already onboarded: 409)",
        body: eInvoicingOtpBody,
        response: { 200: envelope(adminEInvoicingStatus) },
      },
    },
    async (request) => {
      await onboard(deps(), request.body.otp);
      return ok(request, await adminStatus(deps()), 'e_invoicing.onboarded');
    },
  );

  app.post(
    '/admin/e-invoicing/renew',
    {
      onRequest,
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary:
          "Renews the onboarded unit's production CSID with a new one-time code (a new key; the chain is kept; not onboarded: 409)",
        body: eInvoicingOtpBody,
        response: { 200: envelope(adminEInvoicingStatus) },
      },
    },
    async (request) => {
      await renew(deps(), request.body.otp);
      return ok(request, await adminStatus(deps()), 'e_invoicing.renewed');
    },
  );

  app.get(
    '/admin/e-invoices',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'The signed e-invoicing documents, newest first, by order, ICV and reporting status, with Fatoora’s warnings',
        querystring: adminEInvoicesQuery,
        response: { 200: envelope(adminEInvoicesResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await listDocuments(app.database.db, request.query));
    },
  );

  app.get(
    '/admin/e-invoices/:id/xml',
    {
      onRequest,
      config: { openapi: { xml: true } },
      schema: {
        tags,
        security,
        summary: "A document's signed UBL XML as reported to Fatoora, as a download",
        params: adminIdParams,
      },
    },
    async (request, reply) => {
      const { number, xml } = await documentXml(app.database.db, request.params.id);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${number.replace(/[^\w.-]/g, '_')}.xml"`)
        .type('application/xml; charset=utf-8')
        .send(xml);
    },
  );
};
