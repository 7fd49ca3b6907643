/** Gift cards in the back office (issue 17 item 3, ADR 0032): owner only; balances move only as ledger entries. */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustGiftCardBody,
  adminGiftCardDetails,
  adminGiftCardsQuery,
  adminGiftCardsResponse,
  issueGiftCardBody,
  voidGiftCardBody,
} from '@hajz/contracts/admin-gift-cards';
import { adminIdParams } from '@hajz/contracts/admin-money';
import { envelope } from '@hajz/contracts/envelope';
import { idempotencyHeader, idempotencyKeyPattern } from '@hajz/contracts/order-rules';
import { HttpError } from '../../plugins/errors.ts';
import { ok } from '../../plugins/envelope.ts';
import { adjustCard, giftCardDetails, issueCard, listGiftCards, voidCard } from './gift-cards.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

export const adminGiftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const onRequest = app.requireStaff(['owner']);

  app.get(
    '/admin/gift-cards',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Gift cards by serial or the holder's mobile or name, newest first, with what each holds",
        querystring: adminGiftCardsQuery,
        response: { 200: envelope(adminGiftCardsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await listGiftCards(db(), request.query, request.ctx.locale));
    },
  );

  app.get(
    '/admin/gift-cards/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'A gift card and every entry of its ledger (issue, redemptions, adjustments with their reasons)',
        params: adminIdParams,
        response: { 200: envelope(adminGiftCardDetails) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await giftCardDetails(db(), request.params.id, request.ctx.locale));
    },
  );

  app.post(
    '/admin/gift-cards',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Issues a gift card to a customer (given, not sold), with a reason; audited',
        body: issueGiftCardBody,
        response: { 201: envelope(adminGiftCardDetails) },
      },
    },
    async (request, reply) => {
      const { id } = await issueCard(db(), request.staff!, request.body);
      reply.status(201);
      return ok(request, await giftCardDetails(db(), id, request.ctx.locale), 'money.card_issued');
    },
  );

  app.post(
    '/admin/gift-cards/:id/adjustments',
    {
      onRequest,
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary:
          'Adds or takes off value as a ledger entry with a reason (never below 0). Send an Idempotency-Key header to retry safely; audited',
        params: adminIdParams,
        body: adjustGiftCardBody,
        response: { 200: envelope(adminGiftCardDetails) },
      },
    },
    async (request) => {
      const header = request.headers[idempotencyHeader];
      const key = typeof header === 'string' ? header : null;
      if (header !== undefined && (key === null || !idempotencyKeyPattern.test(key)))
        throw new HttpError(422, 'orders.idempotency_key', {
          [idempotencyHeader]: ['orders.idempotency_key'],
        });
      await adjustCard(db(), request.staff!, request.params.id, request.body, key ?? randomUUID());
      return ok(
        request,
        await giftCardDetails(db(), request.params.id, request.ctx.locale),
        'money.card_adjusted',
      );
    },
  );

  app.post(
    '/admin/gift-cards/:id/void',
    {
      onRequest,
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: 'Voids a gift card: what is left is taken off as a ledger entry with the reason; audited',
        params: adminIdParams,
        body: voidGiftCardBody,
        response: { 200: envelope(adminGiftCardDetails) },
      },
    },
    async (request) => {
      await voidCard(db(), request.staff!, request.params.id, request.body);
      return ok(
        request,
        await giftCardDetails(db(), request.params.id, request.ctx.locale),
        'money.card_void_done',
      );
    },
  );
};
