/** The waitlist (issue 28 item 4, ADR 0055): the customer's entries and offers, and the back office's day view. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import {
  adminOfferBody,
  adminWaitlistQuery,
  adminWaitlistResponse,
  joinWaitlistBody,
  waitlistEntryResponse,
  waitlistListResponse,
  waitlistParams,
} from '@hajz/contracts/waitlist';
import type { AppContext } from '../../app-context.ts';
import { created, ok } from '../../plugins/envelope.ts';
import { assertBranch } from '../../plugins/staff.ts';
import { branchWaitlist, offerByHand } from './desk.ts';
import {
  acceptWaitlistOffer,
  declineWaitlistOffer,
  describeEntries,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
} from './entries.ts';

const security = [{ bearer: [] }];
const tags = ['waitlist'];
const desk = ['owner', 'manager', 'receptionist'] as const;

export const waitlistRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const deps = { db: context.db, publish: context.publish };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const one = async (request: Parameters<typeof ok>[0], row: Parameters<typeof describeEntries>[1][number]) =>
    (await describeEntries(context.db, [row], request.ctx.locale))[0]!;

  app.post(
    '/waitlist',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, openapi: { errors: [404, 409] } },
      schema: {
        tags,
        security,
        summary:
          'Join the waitlist for a service at a branch on a date (optionally one start): a freed time is offered ' +
          'to the first in line and held for them (422 when a matching time is free now)',
        body: joinWaitlistBody,
        response: { 201: envelope(waitlistEntryResponse) },
      },
    },
    async (request, reply) => {
      const row = await joinWaitlist(context.db, request.user!.id, request.ctx.locale, request.body);
      return created(request, reply, { entry: await one(request, row) }, 'waitlist.joined');
    },
  );

  app.get(
    '/waitlist',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The customer's waitlist entries (waiting, offered with offer_expires_at, booked, expired)",
        response: { 200: envelope(waitlistListResponse) },
      },
    },
    async (request) => {
      const rows = await listWaitlist(context.db, request.user!.id);
      return ok(request, { entries: await describeEntries(context.db, rows, request.ctx.locale) });
    },
  );

  app.delete(
    '/waitlist/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Leave the waitlist (a time held for the customer goes to the next in line)',
        params: waitlistParams,
        response: { 200: envelope(waitlistListResponse) },
      },
    },
    async (request) => {
      await leaveWaitlist(deps, request.user!.id, request.params.id);
      const rows = await listWaitlist(context.db, request.user!.id);
      return ok(
        request,
        { entries: await describeEntries(context.db, rows, request.ctx.locale) },
        'waitlist.left',
      );
    },
  );

  app.post(
    '/waitlist/:id/accept',
    {
      onRequest: app.authenticate,
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary:
          'Accept the offered time: it moves, still held, into the cart (409 when the offer has run out)',
        params: waitlistParams,
        response: { 200: envelope(waitlistEntryResponse) },
      },
    },
    async (request) => {
      const row = await acceptWaitlistOffer(deps, request.user!.id, request.params.id);
      return ok(request, { entry: await one(request, row) }, 'waitlist.accepted');
    },
  );

  app.post(
    '/waitlist/:id/decline',
    {
      onRequest: app.authenticate,
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: 'Decline the offered time: it goes to the next in line',
        params: waitlistParams,
        response: { 200: envelope(waitlistEntryResponse) },
      },
    },
    async (request) => {
      const row = await declineWaitlistOffer(deps, request.user!.id, request.params.id);
      return ok(request, { entry: await one(request, row) }, 'waitlist.declined');
    },
  );

  app.get(
    '/admin/waitlist',
    {
      onRequest: app.requireStaff(desk),
      schema: {
        tags: ['admin'],
        security,
        summary: "A branch's waitlist on one date, first in line first",
        querystring: adminWaitlistQuery,
        response: { 200: envelope(adminWaitlistResponse) },
      },
    },
    async (request) => {
      assertBranch(request, request.query.branch_id);
      return ok(request, {
        entries: await branchWaitlist(
          context.db,
          request.query.branch_id,
          request.query.date,
          request.ctx.locale,
        ),
      });
    },
  );

  app.post(
    '/admin/waitlist/:id/offer',
    {
      onRequest: app.requireStaff(desk),
      config: { openapi: { errors: [409] } },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Offer a waiting customer a time by hand (held for them like any offer)',
        params: waitlistParams,
        body: adminOfferBody,
        response: { 200: envelope(waitlistEntryResponse) },
      },
    },
    async (request) => {
      const row = await offerByHand(
        deps,
        { userId: request.user!.id, authorize: (branchId) => assertBranch(request, branchId) },
        request.params.id,
        request.body.start_at,
      );
      return ok(request, { entry: await one(request, row) }, 'waitlist.offered');
    },
  );
};
