/**
 * The back office's support tickets (issue 16 item 7): the tickets a person at the desk reaches (access.ts), with
 * filters; reading one marks the customer's messages read for the staff; a reply (awaiting the customer, and the
 * customer is told through the outbox), resolve and reopen — each audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelope } from '@hajz/contracts/envelope';
import {
  attachmentParams,
  staffTicketsQuery,
  staffTicketsResponse,
  staffTicketThread,
  ticketParams,
  ticketRules,
} from '@hajz/contracts/tickets';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { supportTickets } from '../../db/schema.ts';
import { created, ok } from '../../plugins/envelope.ts';
import { notFound } from '../../plugins/errors.ts';
import { assertBranch, forbidden } from '../../plugins/staff.ts';
import { HttpError } from '../../plugins/errors.ts';
import { loadBusiness } from '../settings/index.ts';
import { reachesTicket, staffTicketScope, ticketDesk } from './access.ts';
import { formBodyLimit, readReply } from './form.ts';
import {
  findAttachment,
  findTicket,
  staffTicketsPage,
  threadMessages,
  ticketSummary,
  type TicketRow,
} from './queries.ts';
import { markRead, replyAsStaff, setTicketStatus, type TicketDesk } from './service.ts';

const security = [{ bearer: [] }];
const t = supportTickets;

/** 403 unless this person reaches the ticket (its branch; a branchless one is an owner's or a manager's). */
function authorizeTicket(request: FastifyRequest, ticket: Pick<TicketRow, 'branchId'>) {
  if (ticket.branchId === null) {
    if (!reachesTicket(request.staff!, null)) throw new HttpError(403, 'staff.wrong_branch');
    return;
  }
  assertBranch(request, ticket.branchId);
}

export const adminTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const timeZone = async () => (await loadBusiness(db())).timezone;
  const desk = (request: FastifyRequest): TicketDesk => ({
    userId: request.user!.id,
    authorize: (ticket) => authorizeTicket(request, ticket),
  });
  const thread = async (request: FastifyRequest, ticket: TicketRow) => {
    const tz = await timeZone();
    const summary = await ticketSummary(db(), ticket.id, 'staff', request.ctx.locale, tz);
    return { ticket: summary!, messages: await threadMessages(db(), ticket, 'staff', tz) };
  };
  /** The ticket, if it exists and this person reaches it (404, then 403). */
  const reachable = async (request: FastifyRequest, id: number) => {
    const ticket = await findTicket(db(), id);
    if (!ticket) throw notFound('tickets.not_found');
    authorizeTicket(request, ticket);
    return ticket;
  };
  const guarded = { onRequest: app.requireStaff(ticketDesk) };

  app.get(
    '/admin/tickets',
    {
      ...guarded,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Support tickets I reach, latest activity first: by status, branch (or none), unread',
        querystring: staffTicketsQuery,
        response: { 200: envelope(staffTicketsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, status, branch, unread } = request.query;
      const staff = request.staff!;
      if (branch === 'none' && !reachesTicket(staff, null)) throw forbidden();
      if (typeof branch === 'number') assertBranch(request, branch);
      const where: (SQL | undefined)[] = [staffTicketScope(staff)];
      if (status) where.push(eq(t.status, status));
      if (branch === 'none') where.push(isNull(t.branchId));
      else if (branch !== undefined) where.push(eq(t.branchId, branch));
      if (unread === '1')
        where.push(
          sql`exists (select 1 from support_ticket_messages m where m.ticket_id = ${t.id} and m.side = 'customer' and m.id > ${t.staffReadId})`,
        );
      const query = new URLSearchParams({
        ...(status ? { status } : {}),
        ...(branch !== undefined ? { branch: String(branch) } : {}),
        ...(unread ? { unread } : {}),
      });
      const data = await staffTicketsPage(
        db(),
        and(...where),
        {
          page,
          perPage: ticketRules.staffPerPage,
          url: (p) => `/api/v1/admin/tickets?${new URLSearchParams([...query, ['page', String(p)]])}`,
        },
        request.ctx.locale,
        await timeZone(),
      );
      return ok(request, data);
    },
  );

  app.get(
    '/admin/tickets/:id',
    {
      ...guarded,
      schema: {
        tags: ['admin'],
        security,
        summary: "A ticket with its messages; reading it marks the customer's messages read for the staff",
        params: ticketParams,
        response: { 200: envelope(staffTicketThread) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ticket = await markRead(db(), await reachable(request, request.params.id), 'staff');
      return ok(request, await thread(request, ticket));
    },
  );

  app.post(
    '/admin/tickets/:id/messages',
    {
      ...guarded,
      bodyLimit: formBodyLimit,
      config: { openapi: { errors: [413, 415, 422, 429] } },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Replies (a message, an image or both; JSON or multipart): awaiting the customer, who is told in the app and by SMS (429 at the daily message cap per number)',
        params: ticketParams,
        response: { 201: envelope(staffTicketThread) },
      },
    },
    async (request, reply) => {
      await reachable(request, request.params.id);
      const { message, image } = await readReply(request);
      const ticket = await replyAsStaff(
        db(),
        app.context.lifecycle.publish,
        desk(request),
        request.params.id,
        message,
        image,
      );
      return created(request, reply, await thread(request, ticket), 'tickets.replied');
    },
  );

  for (const [action, status] of [
    ['resolve', 'resolved'],
    ['reopen', 'open'],
  ] as const) {
    app.post(
      `/admin/tickets/:id/${action}`,
      {
        ...guarded,
        schema: {
          tags: ['admin'],
          security,
          summary:
            action === 'resolve'
              ? 'Marks the ticket resolved (a customer reply opens it again)'
              : 'Opens a resolved ticket again',
          params: ticketParams,
          response: { 200: envelope(staffTicketThread) },
        },
      },
      async (request) => {
        const ticket = await setTicketStatus(db(), desk(request), request.params.id, status);
        return ok(
          request,
          await thread(request, ticket),
          status === 'resolved' ? 'tickets.resolved' : 'tickets.reopened',
        );
      },
    );
  }

  app.get(
    '/admin/tickets/:id/attachments/:key',
    {
      ...guarded,
      config: { openapi: { image: 'image/webp' } },
      schema: {
        tags: ['admin'],
        security,
        summary: 'A picture of a ticket I reach (WebP)',
        params: attachmentParams,
      },
    },
    async (request, reply) => {
      await reachable(request, request.params.id);
      const image = await findAttachment(db(), request.params.id, request.params.key);
      if (!image) throw notFound();
      reply.header('content-type', image.contentType);
      reply.header('cache-control', 'private, no-store');
      return reply.send(image.data);
    },
  );
};
