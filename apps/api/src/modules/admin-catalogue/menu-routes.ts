/** The back office's menus, categories and sub-categories (issue 17 item 1); ADR 0030 says who may do what. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMenusResponse,
  categoryBody,
  categoryUpdateBody,
  catalogueIdParams,
  menuBody,
  menuUpdateBody,
  reorderBody,
  reorderResponse,
} from '@hajz/contracts/admin-catalogue';
import { envelope } from '@hajz/contracts/envelope';
import { z } from 'zod';
import { created, ok } from '../../plugins/envelope.ts';
import { imageBodyLimit } from './images.ts';
import {
  createCategory,
  createMenu,
  listAdminMenus,
  reorderCategories,
  reorderMenus,
  updateCategory,
  updateMenu,
} from './menus.ts';
import { catalogueEditors, readCatalogueForm } from './routes.ts';

const security = [{ bearer: [] }];
const schema = <E extends object>(summary: string, extra: E) => ({
  tags: ['admin'],
  security,
  summary,
  ...extra,
});
const menuShape = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  type: z.string(),
  branch_id: z.number().int().nullable(),
  sort: z.number().int(),
});
const categoryShape = z.object({
  id: z.number().int(),
  menu_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name_en: z.string(),
  name_ar: z.string(),
  image: z.string(),
  sort: z.number().int(),
});

export const adminMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const editors = { onRequest: app.requireStaff(catalogueEditors) };
  const ownerOnly = { onRequest: app.requireStaff(['owner']) };
  const form = { bodyLimit: imageBodyLimit, config: { openapi: { errors: [403, 413, 415, 422] } } };

  app.get(
    '/admin/catalogue/menus',
    {
      ...editors,
      schema: schema('Every menu with its categories and sub-categories, both languages', {
        response: { 200: envelope(adminMenusResponse) },
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await listAdminMenus(db()));
    },
  );

  app.post(
    '/admin/catalogue/menus',
    {
      ...ownerOnly,
      schema: schema('Adds a menu (the owner only); audited', {
        body: menuBody,
        response: { 201: envelope(menuShape.extend({ categories: z.array(z.never()) })) },
      }),
    },
    async (request, reply) =>
      created(request, reply, await createMenu(db(), request.staff!, request.body), 'catalogue.saved'),
  );

  app.put(
    '/admin/catalogue/menus/:id',
    {
      ...editors,
      config: { openapi: { errors: [403] } },
      schema: schema('Renames a menu in both languages; audited', {
        params: catalogueIdParams,
        body: menuUpdateBody,
        response: { 200: envelope(menuShape) },
      }),
    },
    async (request) =>
      ok(request, await updateMenu(db(), request.staff!, request.params.id, request.body), 'catalogue.saved'),
  );

  app.post(
    '/admin/catalogue/menus/reorder',
    {
      ...ownerOnly,
      schema: schema('Puts every menu in a new order (the owner only); audited', {
        body: reorderBody,
        response: { 200: envelope(reorderResponse) },
      }),
    },
    async (request) =>
      ok(request, await reorderMenus(db(), request.staff!, request.body.ids), 'catalogue.reordered'),
  );

  app.post(
    '/admin/catalogue/categories',
    {
      ...editors,
      ...form,
      schema: schema('Adds a category or sub-category (JSON, or multipart with an image); audited', {
        response: { 201: envelope(categoryShape.extend({ products_count: z.number().int() })) },
      }),
    },
    async (request, reply) => {
      const { body, image } = await readCatalogueForm(request, categoryBody, Object.keys(categoryBody.shape));
      return created(
        request,
        reply,
        await createCategory(db(), request.staff!, body, image),
        'catalogue.saved',
      );
    },
  );

  app.put(
    '/admin/catalogue/categories/:id',
    {
      ...editors,
      ...form,
      schema: schema('Renames a category (JSON, or multipart with a new image); audited', {
        params: catalogueIdParams,
        response: { 200: envelope(categoryShape) },
      }),
    },
    async (request) => {
      const { body, image } = await readCatalogueForm(
        request,
        categoryUpdateBody,
        Object.keys(categoryUpdateBody.shape),
      );
      return ok(
        request,
        await updateCategory(db(), request.staff!, request.params.id, body, image),
        'catalogue.saved',
      );
    },
  );

  app.post(
    '/admin/catalogue/categories/reorder',
    {
      ...editors,
      config: { openapi: { errors: [403] } },
      schema: schema('Puts the categories of one level of one menu in a new order; audited', {
        body: reorderBody,
        response: { 200: envelope(reorderResponse) },
      }),
    },
    async (request) =>
      ok(request, await reorderCategories(db(), request.staff!, request.body.ids), 'catalogue.reordered'),
  );
};
