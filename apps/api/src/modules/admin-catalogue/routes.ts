/**
 * The back office's services and shop products (issue 17 item 1), and the catalogue's pictures. Writes take JSON,
 * or multipart with an `image` (re-encoded); see ADR 0030 for who may do what.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminProduct,
  adminProductsQuery,
  adminProductsResponse,
  catalogueIdParams,
  catalogueLimits,
  imageKeyParams,
  productBody,
  productReorderBody,
  publishBody,
  reorderResponse,
} from '@hajz/contracts/admin-catalogue';
import { envelope } from '@hajz/contracts/envelope';
import { eq } from 'drizzle-orm';
import { catalogueImages } from '../../db/schema.ts';
import { parseFields, readFormWithImage } from '../../lib/form-with-image.ts';
import { created, ok } from '../../plugins/envelope.ts';
import { notFound } from '../../plugins/errors.ts';
import { catalogueImage, imageBodyLimit } from './images.ts';
import {
  createProduct,
  listAdminProducts,
  publishProduct,
  reorderProducts,
  updateProduct,
} from './products.ts';

const security = [{ bearer: [] }];
/** Products are the business's: owners and managers (a manager's branch links are checked in products.ts). */
export const catalogueEditors = ['owner', 'manager'] as const;

/** A form's fields (JSON or multipart) checked by `schema`, and its picture re-encoded. */
export async function readCatalogueForm<S extends Parameters<typeof parseFields>[0]>(
  request: FastifyRequest,
  schema: S,
  fields: readonly string[],
) {
  const form = await readFormWithImage(request, {
    fields,
    maxBytes: catalogueLimits.imageMaxBytes,
    tooLarge: 'catalogue.image_too_large',
  });
  const body = parseFields(schema, form.fields);
  return { body, image: form.image ? await catalogueImage(form.image) : undefined };
}

const productFields = Object.keys(productBody.shape);

export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const guarded = { onRequest: app.requireStaff(catalogueEditors) };

  app.get(
    '/admin/catalogue/products',
    {
      ...guarded,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Every service or shop product (published or not) with its branches and resources, for editing',
        querystring: adminProductsQuery,
        response: { 200: envelope(adminProductsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await listAdminProducts(db(), request.staff!, request.query.type));
    },
  );

  const formRoute = {
    ...guarded,
    bodyLimit: imageBodyLimit,
    config: { openapi: { errors: [403, 413, 415, 422] } },
  };

  app.post(
    '/admin/catalogue/products',
    {
      ...formRoute,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Adds a service or shop product (JSON, or multipart with an image): both languages, SAR as decimals; audited',
        response: { 201: envelope(adminProduct) },
      },
    },
    async (request, reply) => {
      const { body, image } = await readCatalogueForm(request, productBody, productFields);
      return created(
        request,
        reply,
        await createProduct(db(), request.staff!, body, image),
        'catalogue.saved',
      );
    },
  );

  app.put(
    '/admin/catalogue/products/:id',
    {
      ...formRoute,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Edits a service or shop product (JSON, or multipart with a new image); customers see it at once; audited',
        params: catalogueIdParams,
        response: { 200: envelope(adminProduct) },
      },
    },
    async (request) => {
      const { body, image } = await readCatalogueForm(request, productBody, productFields);
      return ok(
        request,
        await updateProduct(db(), request.staff!, request.params.id, body, image),
        'catalogue.saved',
      );
    },
  );

  app.post(
    '/admin/catalogue/products/:id/publish',
    {
      ...guarded,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Publishes (is_active true) or unpublishes a service or product; audited',
        params: catalogueIdParams,
        body: publishBody,
        response: { 200: envelope(adminProduct) },
      },
    },
    async (request) =>
      ok(
        request,
        await publishProduct(db(), request.staff!, request.params.id, request.body.is_active),
        request.body.is_active ? 'catalogue.published' : 'catalogue.unpublished',
      ),
  );

  app.post(
    '/admin/catalogue/products/reorder',
    {
      ...guarded,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Puts every service (or every shop product) in a new order; audited',
        body: productReorderBody,
        response: { 200: envelope(reorderResponse) },
      },
    },
    async (request) =>
      ok(
        request,
        await reorderProducts(db(), request.staff!, request.body.type, request.body.ids),
        'catalogue.reordered',
      ),
  );

  app.get(
    '/media/catalogue/:key',
    {
      config: { openapi: { image: 'image/webp' } },
      schema: {
        tags: ['catalogue'],
        summary: 'A catalogue picture (our WebP re-encoding)',
        params: imageKeyParams,
      },
    },
    async (request, reply) => {
      const [img] = await db()
        .select()
        .from(catalogueImages)
        .where(eq(catalogueImages.key, request.params.key))
        .limit(1);
      if (!img) throw notFound();
      reply.header('content-type', img.contentType);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(img.data);
    },
  );
};
