/** The invoices module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { invoicesParticipant } from './participant.ts';
export { issueInvoice } from './queries.ts';
export { invoiceRoutes } from './routes.ts';
export { invoiceLinksWith } from './service.ts';
export type { InvoiceLinks } from './service.ts';
