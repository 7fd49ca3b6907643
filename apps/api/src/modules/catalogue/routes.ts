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
import { ok } from '../../plugins/envelope.ts';
import { getBranches, getMenus, getProduct, getProducts } from './service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/branches',
    { schema: { tags: ['catalogue'], summary: 'Branches with working times and open now', response: { 200: envelope(branchList) } } },
    async (request) => ok(request, { branches: await getBranches(db(), request.ctx.locale) }),
  );

  app.get(
    '/menus',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Menus with categories and sub-categories',
        querystring: menusQuery,
        response: { 200: envelope(menusResponse) },
      },
    },
    async (request) => ok(request, await getMenus(db(), request.ctx.locale, request.query)),
  );

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Services and shop products, 10 per page',
        querystring: productsQuery,
        response: { 200: envelope(productsResponse) },
      },
    },
    async (request) => ok(request, await getProducts(db(), request.ctx.locale, request.query)),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One service or product',
        params: productParams,
        response: { 200: envelope(productResponse) },
      },
    },
    async (request) => ok(request, { product: await getProduct(db(), request.ctx.locale, request.params.id) }),
  );
};
