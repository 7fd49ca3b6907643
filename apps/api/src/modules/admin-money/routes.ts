/**
 * The owner's money screens (issue 17 item 3): promo codes, service fees and zones, loyalty classes and the points
 * rate, money & marketing settings. Owner only; every write validated here, audited in its own transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerClassResponse,
  adminFeesResponse,
  adminIdParams,
  adminLoyaltyResponse,
  adminPromoCodeResponse,
  adminPromoCodesResponse,
  adminServiceFeeResponse,
  adminZoneResponse,
  customerClassBody,
  marketingSettingsBody,
  marketingSettingsResponse,
  adminPaymentMethodsResponse,
  paymentMethodsBody,
  pointsRateBody,
  promoCodeBody,
  serviceFeeBody,
  zoneBody,
} from '@hajz/contracts/admin-money';
import { envelope } from '@hajz/contracts/envelope';
import { ok } from '../../plugins/envelope.ts';
import { listFees, updateFee, updateZone } from './fees.ts';
import { listLoyalty, readMarketing, updateClass, updateMarketing, updatePoints } from './loyalty.ts';
import { createPromo, listPromos, updatePromo } from './promos.ts';
import { readPaymentMethods, updatePaymentMethods } from './payment-methods.ts';

const security = [{ bearer: [] }];
const owner = ['owner'] as const;
const tags = ['admin'];

export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const onRequest = app.requireStaff(owner);

  app.get(
    '/admin/promo-codes',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Promo codes with every rule and their uses so far; the services and categories a code may name',
        response: { 200: envelope(adminPromoCodesResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await listPromos(db(), request.ctx.locale));
    },
  );

  app.post(
    '/admin/promo-codes',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Creates a promo code; audited',
        body: promoCodeBody,
        response: { 201: envelope(adminPromoCodeResponse) },
      },
    },
    async (request, reply) => {
      const promo = await createPromo(db(), request.staff!, request.body);
      reply.status(201);
      return ok(request, { promo_code: promo }, 'money.saved');
    },
  );

  app.put(
    '/admin/promo-codes/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Edits a promo code, every rule (active false deactivates it); audited',
        params: adminIdParams,
        body: promoCodeBody,
        response: { 200: envelope(adminPromoCodeResponse) },
      },
    },
    async (request) => {
      const promo = await updatePromo(db(), request.staff!, request.params.id, request.body);
      return ok(request, { promo_code: promo }, 'money.saved');
    },
  );

  app.get(
    '/admin/service-fees',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Service fees and the zones that price home visits and deliveries',
        response: { 200: envelope(adminFeesResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await listFees(db(), request.ctx.locale));
    },
  );

  app.put(
    '/admin/service-fees/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Edits a service fee; audited',
        params: adminIdParams,
        body: serviceFeeBody,
        response: { 200: envelope(adminServiceFeeResponse) },
      },
    },
    async (request) => {
      const fee = await updateFee(db(), request.staff!, request.params.id, request.body);
      return ok(request, { service_fee: fee }, 'money.saved');
    },
  );

  app.put(
    '/admin/zones/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Edits a zone's terms (trip fee, minimum, free from, travel minutes, a circle's radius); audited",
        params: adminIdParams,
        body: zoneBody,
        response: { 200: envelope(adminZoneResponse) },
      },
    },
    async (request) => {
      const zone = await updateZone(
        db(),
        request.staff!,
        request.params.id,
        request.body,
        request.ctx.locale,
      );
      return ok(request, { zone }, 'money.saved');
    },
  );

  app.get(
    '/admin/loyalty',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Loyalty classes and the points rate',
        response: { 200: envelope(adminLoyaltyResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await listLoyalty(db()));
    },
  );

  app.put(
    '/admin/loyalty/classes/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Edits a loyalty class (names, texts, spend to reach it, its discount); audited',
        params: adminIdParams,
        body: customerClassBody,
        response: { 200: envelope(adminCustomerClassResponse) },
      },
    },
    async (request) => {
      const row = await updateClass(db(), request.staff!, request.params.id, request.body);
      return ok(request, { class: row }, 'money.saved');
    },
  );

  app.put(
    '/admin/loyalty/points',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Sets the points earned per SAR paid and what one point pays; audited',
        body: pointsRateBody,
        response: { 200: envelope(pointsRateBody) },
      },
    },
    async (request) => ok(request, await updatePoints(db(), request.staff!, request.body), 'money.saved'),
  );

  app.get(
    '/admin/settings/marketing',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Referral rewards, tracking ids and the consent text version',
        response: { 200: envelope(marketingSettingsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, { settings: await readMarketing(db()) });
    },
  );

  app.put(
    '/admin/settings/marketing',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Sets referral rewards, tracking ids and the consent text version; customers get them on their next page; audited',
        body: marketingSettingsBody,
        response: { 200: envelope(marketingSettingsResponse) },
      },
    },
    async (request) =>
      ok(request, { settings: await updateMarketing(db(), request.staff!, request.body) }, 'money.saved'),
  );

  app.get(
    '/admin/settings/payment-methods',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The ways to pay: which the business offers, and which are ready to be offered',
        response: { 200: envelope(adminPaymentMethodsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, { methods: await readPaymentMethods(db(), request.ctx.locale) });
    },
  );

  app.put(
    '/admin/settings/payment-methods',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Sets the ways to pay offered (at least one, each ready); a method turned off leaves every cart and POST orders refuses it; audited',
        body: paymentMethodsBody,
        response: { 200: envelope(adminPaymentMethodsResponse) },
      },
    },
    async (request) => {
      const methods = await updatePaymentMethods(db(), request.staff!, request.body, request.ctx.locale);
      return ok(request, { methods }, 'money.saved');
    },
  );
};
