import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import {
  branchList,
  menusQuery,
  menusResponse,
  productParams,
  productResponse,
  productsQuery,
  productsResponse,
} from '@hajz/contracts/catalogue';
import { sendCachedOk } from '../../lib/cached-json.ts';
import { getBranches, getMenus, getProduct, getProducts } from './service.ts';

const minute = () => Math.floor(Date.now() / 60_000);

// Built once: constructing zod schemas per request showed up in the profile.
const branchesEnvelope = envelope(branchList);
const menusEnvelope = envelope(menusResponse);
const productsEnvelope = envelope(productsResponse);
const productEnvelope = envelope(productResponse);

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/branches',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Branches with working times and open now',
        response: { 200: branchesEnvelope },
      },
    },
    // "Open now" changes at most once a minute: the cached answer is per minute.
    (request, reply) =>
      sendCachedOk(db(), request, reply, `branches:${minute()}`, branchesEnvelope, async () => ({
        branches: await getBranches(db(), request.ctx.locale),
      })),
  );

  app.get(
    '/menus',
    {
      // An unknown category, sub-category or branch to filter by.
      config: { openapi: { errors: [404] } },
      schema: {
        tags: ['catalogue'],
        summary: 'Menus with categories and sub-categories',
        querystring: menusQuery,
        response: { 200: menusEnvelope },
      },
    },
    (request, reply) =>
      sendCachedOk(db(), request, reply, `menus:${JSON.stringify(request.query)}`, menusEnvelope, () =>
        getMenus(db(), request.ctx.locale, request.query),
      ),
  );

  app.get(
    '/products',
    {
      // An unknown category, sub-category or branch to filter by.
      config: { openapi: { errors: [404] } },
      schema: {
        tags: ['catalogue'],
        summary: 'Services and shop products, 10 per page',
        querystring: productsQuery,
        response: { 200: productsEnvelope },
      },
    },
    (request, reply) =>
      sendCachedOk(db(), request, reply, `products:${JSON.stringify(request.query)}`, productsEnvelope, () =>
        getProducts(db(), request.ctx.locale, request.query),
      ),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One service or product',
        params: productParams,
        response: { 200: productEnvelope },
      },
    },
    (request, reply) =>
      sendCachedOk(db(), request, reply, `product:${request.params.id}`, productEnvelope, async () => ({
        product: await getProduct(db(), request.ctx.locale, request.params.id),
      })),
  );
};
