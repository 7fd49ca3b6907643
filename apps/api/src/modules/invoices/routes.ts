import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { orderParams } from '@hajz/contracts/orders';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import type { AppContext } from '../../app-context.ts';
import { verifyLink } from '../../lib/signed-link.ts';
import { invoiceScriptHash, renderInvoiceHtml } from './document.ts';
import { PdfUnavailableError, selectPdfRenderer, type PdfRenderer } from './pdf.ts';
import { invoiceLinkPurpose, loadInvoiceView } from './service.ts';

const invoiceQuery = z.looseObject({
  exp: z.string().optional(),
  sig: z.string().optional(),
  format: z.enum(['html', 'pdf']).optional(),
});

const csp = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src '${invoiceScriptHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

/** The link opens in a new tab: failures are a small page in the customer's language, not JSON. */
function sendProblem(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey) {
  const locale = request.ctx.locale;
  const message = translate(locale, key).replace(/[<>&]/g, '');
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${message}</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><p>${message}</p></body></html>`,
    );
}

/**
 * GET invoices/{orderId}?exp&sig: the printable simplified tax invoice (HTML), or `format=pdf` as a download.
 * The signed link is the credential (it opens in a new tab without the bearer token); only the order's owner is
 * given one, in GET orders/{id}, and it expires after an hour.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ context: AppContext; pdf?: PdfRenderer }> = async (
  app,
  { context, pdf: pdfOption },
) => {
  const pdf = pdfOption ?? selectPdfRenderer({ PDF_CHROMIUM_PATH: app.config.PDF_CHROMIUM_PATH });
  app.addHook('onClose', async () => pdf.close());

  app.get(
    '/invoices/:id',
    {
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute' },
        openapi: { html: true, pdf: true, errors: [403] },
      },
      schema: {
        tags: ['orders'],
        summary:
          'The simplified tax invoice of an order (signed link from GET orders/{id}); format=pdf downloads it',
        params: orderParams,
        querystring: invoiceQuery,
      },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      const { exp, sig, format } = request.query;
      if (!verifyLink(context.linkKey, invoiceLinkPurpose, String(orderId), { exp, sig }))
        return sendProblem(request, reply, 403, 'invoices.link_invalid');
      const pdfHref = `/api/v1/invoices/${orderId}?${new URLSearchParams({ exp: exp!, sig: sig!, format: 'pdf' })}`;
      const view = await loadInvoiceView(app.database.db, orderId, pdfHref);
      if (!view) return sendProblem(request, reply, 404, 'invoices.not_found');
      const html = renderInvoiceHtml(view);
      reply
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex');
      if (format !== 'pdf')
        return reply.header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
      try {
        const file = await pdf.render(html);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${view.number}.pdf"`)
          .send(file);
      } catch (error) {
        if (!(error instanceof PdfUnavailableError)) throw error;
        request.log.warn({ err: error }, 'invoice PDF unavailable');
        return sendProblem(request, reply, 503, 'invoices.pdf_unavailable');
      }
    },
  );
};
