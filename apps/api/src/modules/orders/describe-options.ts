import type { FastifyRequest } from 'fastify';
import { invoiceLinksWith } from '../invoices/index.ts';
import type { DescribeOptions } from './details.ts';

/** How a request's answer describes orders: its language, now, and invoice links signed with `linkKey`. */
export function describeOptionsFor(linkKey: Buffer): (request: FastifyRequest) => DescribeOptions {
  const invoiceLinks = invoiceLinksWith(linkKey);
  return (request) => ({ locale: request.ctx.locale, now: new Date(), invoiceLinks });
}
