/**
 * A customer's support tickets (issue 16 item 7): list with unread counts, open one (which marks it read), start
 * one (optionally about one of their own orders), reply, with a picture; and a guest's contact message. Only the
 * signed-in customer's own tickets: another's is a 404, never a 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelope } from '@hajz/contracts/envelope';
import {
  attachmentParams,
  createTicketFields,
  guestContactBody,
  guestContactResponse,
  ticketParams,
  ticketRules,
  ticketsQuery,
  ticketsResponse,
  ticketsUnreadResponse,
  ticketThread,
} from '@hajz/contracts/tickets';
import { eq } from 'drizzle-orm';
import { supportTickets } from '../../db/schema.ts';
import { parseFields, readFormWithImage } from '../../lib/form-with-image.ts';
import { normalizeSaudiMobile } from '../../lib/phone.ts';
import { created, ok } from '../../plugins/envelope.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { findViewableOrder } from '../orders/index.ts';
import { loadBusiness } from '../settings/index.ts';
import {
  customerTicketsPage,
  customerUnreadCount,
  findAttachment,
  findTicket,
  threadMessages,
  ticketSummary,
  type TicketRow,
} from './queries.ts';
import { createGuestTicket, createTicket, markRead, replyAsCustomer } from './service.ts';
import { formBodyLimit, readReply, ticketImage } from './form.ts';

const security = [{ bearer: [] }];
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const timeZone = async () => (await loadBusiness(db())).timezone;

  const thread = async (request: FastifyRequest, ticket: TicketRow) => {
    const tz = await timeZone();
    const summary = await ticketSummary(db(), ticket.id, 'customer', request.ctx.locale, tz);
    return { ticket: summary!, messages: await threadMessages(db(), ticket, 'customer', tz) };
  };
  const mine = async (request: FastifyRequest, id: number) => {
    const ticket = await findTicket(db(), id, eq(supportTickets.userId, request.user!.id));
    if (!ticket) throw notFound('tickets.not_found');
    return ticket;
  };

  app.get(
    '/tickets',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['tickets'],
        security,
        summary: 'My support tickets, latest activity first, each with its unread count',
        querystring: ticketsQuery,
        response: { 200: envelope(ticketsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page } = request.query;
      const data = await customerTicketsPage(
        db(),
        request.user!.id,
        { page, perPage: ticketRules.perPage, url: (p) => `/api/v1/tickets?page=${p}` },
        request.ctx.locale,
        await timeZone(),
      );
      return ok(request, data);
    },
  );

  app.get(
    '/tickets/unread-count',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['tickets'],
        security,
        summary: "The business's replies I have not read, over all my tickets",
        response: { 200: envelope(ticketsUnreadResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, { unread_count: await customerUnreadCount(db(), request.user!.id) });
    },
  );

  app.get(
    '/tickets/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['tickets'],
        security,
        summary: 'One of my tickets with its messages; opening it marks the replies read',
        params: ticketParams,
        response: { 200: envelope(ticketThread) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ticket = await markRead(db(), await mine(request, request.params.id), 'customer');
      return ok(request, await thread(request, ticket));
    },
  );

  app.post(
    '/tickets',
    {
      onRequest: app.authenticate,
      bodyLimit: formBodyLimit,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, openapi: { errors: [404, 413, 415, 422] } },
      schema: {
        tags: ['tickets'],
        security,
        summary:
          'A new ticket: subject, category, optional order_id (one of mine), message; JSON, or multipart with an image',
        response: { 201: envelope(ticketThread) },
      },
    },
    async (request, reply) => {
      const form = await readFormWithImage(request, {
        fields: Object.keys(createTicketFields.shape),
        maxBytes: ticketRules.imageMaxBytes,
        tooLarge: 'tickets.image_too_large',
      });
      const fields = parseFields(createTicketFields, form.fields);
      const order = fields.order_id ? await findViewableOrder(db(), request.user!.id, fields.order_id) : null;
      if (fields.order_id && !order) throw notFound('orders.not_found');
      const ticket = await createTicket(db(), {
        userId: request.user!.id,
        subject: fields.subject,
        category: fields.category,
        order: order ? { id: order.id, branchId: order.branchId } : null,
        message: fields.message,
        locale: request.ctx.locale,
        image: await ticketImage(form.image),
      });
      return created(request, reply, await thread(request, ticket), 'tickets.created');
    },
  );

  app.post(
    '/tickets/:id/messages',
    {
      onRequest: app.authenticate,
      bodyLimit: formBodyLimit,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: { errors: [413, 415, 422] } },
      schema: {
        tags: ['tickets'],
        security,
        summary: 'My reply (a message, an image or both; JSON or multipart): the ticket is open again',
        params: ticketParams,
        response: { 201: envelope(ticketThread) },
      },
    },
    async (request, reply) => {
      await mine(request, request.params.id);
      const { message, image } = await readReply(request);
      const ticket = await replyAsCustomer(db(), request.user!.id, request.params.id, message, image);
      return created(request, reply, await thread(request, ticket), 'tickets.replied');
    },
  );

  app.get(
    '/tickets/:id/attachments/:key',
    {
      config: { openapi: { image: 'image/webp' } },
      onRequest: app.authenticate,
      schema: {
        tags: ['tickets'],
        security,
        summary: "A picture of one of my tickets (WebP), with the bearer token: nobody else's",
        params: attachmentParams,
      },
    },
    async (request, reply) => {
      await mine(request, request.params.id);
      const image = await findAttachment(db(), request.params.id, request.params.key);
      if (!image) throw notFound();
      reply.header('content-type', image.contentType);
      reply.header('cache-control', 'private, no-store');
      return reply.send(image.data);
    },
  );

  app.post(
    '/contact',
    {
      config: {
        rateLimit: { max: ticketRules.guestPerIpPerHour, timeWindow: '1 hour' },
        openapi: { errors: [429] },
      },
      schema: {
        tags: ['tickets'],
        summary: "A guest's message with their mobile (a signed-in customer opens a ticket instead)",
        body: guestContactBody,
        response: { 201: envelope(guestContactResponse) },
      },
    },
    async (request, reply) => {
      const mobile = normalizeSaudiMobile(request.body.mobile_number);
      if (!mobile) throw new HttpError(422, 'errors.validation', { mobile_number: ['auth.invalid_mobile'] });
      await createGuestTicket(db(), {
        name: request.body.name,
        mobile,
        message: request.body.message,
        locale: request.ctx.locale,
      });
      return created(request, reply, { received: true as const }, 'tickets.contact_received');
    },
  );
};
