/**
 * E-invoicing in the back office (issue 26 items 4–6): owner only. The state, onboarding and renewal, the alerts every
 * back-office page shows, the seller's registration, the documents and their XML.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEInvoicesQuery,
  adminEInvoicesResponse,
  adminEInvoicingStatus,
  eInvoicingAlerts,
  eInvoicingOtpBody,
  sellerRegistrationBody,
  sellerRegistrationResponse,
} from '@hajz/contracts/admin-e-invoicing';
import { adminIdParams } from '@hajz/contracts/admin-money';
import { envelope } from '@hajz/contracts/envelope';
import { ok } from '../../plugins/envelope.ts';
import { adminStatus, documentXml, eInvoicingAlerts as alertsFor, listDocuments } from './admin.ts';
import { onboard, renew } from './onboarding.ts';
import { readSellerRegistration, saveSellerRegistration } from './seller.ts';

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

  /** Onboarding and renewal: the same form (the portal's one-time code), the same answer, one handler. */
  const otpActions = {
    onboard: {
      run: onboard,
      message: 'e_invoicing.onboarded',
      summary:
        "Onboards the business's EGS unit with Fatoora with the owner's one-time code from the Fatoora portal (a wrong or expired code: 422, nothing saved; already onboarded or the registration incomplete: 409)",
    },
    renew: {
      run: renew,
      message: 'e_invoicing.renewed',
      summary:
        "Renews the onboarded unit's production CSID with a new one-time code (a new key; the chain is kept; not onboarded: 409)",
    },
  } as const;
  for (const [action, { run, message, summary }] of Object.entries(otpActions)) {
    app.post(
      `/admin/e-invoicing/${action}`,
      {
        onRequest,
        config: { openapi: { errors: [409] } },
        schema: {
          tags,
          security,
          summary,
          body: eInvoicingOtpBody,
          response: { 200: envelope(adminEInvoicingStatus) },
        },
      },
      async (request) => {
        await run(deps(), request.body.otp);
        return ok(request, await adminStatus(deps()), message);
      },
    );
  }

  app.get(
    '/admin/e-invoicing/alerts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'What every back-office page shows the owner: documents older than 12 hours not reported, and a production certificate ending within 30 days (or ended)',
        response: { 200: envelope(eInvoicingAlerts) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await alertsFor(deps()));
    },
  );

  app.get(
    '/admin/e-invoicing/seller',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "The seller's registration every document carries: the registered name and VAT number, the commercial registration number and the national address, and whether it is complete",
        response: { 200: envelope(sellerRegistrationResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, { seller: await readSellerRegistration(app.database.db) });
    },
  );

  app.put(
    '/admin/e-invoicing/seller',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Sets the commercial registration number (10 digits) and the national address (building number 4 digits, postal code 5 digits: BR-KSA-08/09/37/66); the next document carries them; audited',
        body: sellerRegistrationBody,
        response: { 200: envelope(sellerRegistrationResponse) },
      },
    },
    async (request) => {
      const seller = await saveSellerRegistration(app.database.db, request.staff!, request.body);
      return ok(request, { seller }, 'e_invoicing.seller_saved');
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
