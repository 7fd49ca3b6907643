/** Spec §7 addresses: the signed-in customer's own saved addresses (another customer's id is a 404). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressBody, addressesResponse, addressResponse } from '@hajz/contracts/addresses';
import { envelope } from '@hajz/contracts/envelope';
import { decimalInt } from '@hajz/contracts/pagination';
import { ok } from '../../plugins/envelope.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './service.ts';

const idParams = z.object({ id: decimalInt('validation.id', 1, 2_147_483_647) });

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];
  const db = () => app.database.db;

  app.get(
    '/addresses',
    {
      ...common,
      schema: {
        tags: ['addresses'],
        security,
        summary: 'My saved addresses: the preferred one first, then newest first',
        response: { 200: envelope(addressesResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await listAddresses(db(), request.user!.id));
    },
  );

  app.post(
    '/addresses',
    {
      ...common,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['addresses'],
        security,
        summary: 'Saves an address (the same place again answers the saved one with 200)',
        body: addressBody,
        response: { 200: envelope(addressResponse), 201: envelope(addressResponse) },
      },
    },
    async (request, reply) => {
      const result = await createAddress(db(), request.user!.id, request.body);
      reply.header('cache-control', 'no-store');
      reply.status(result.created ? 201 : 200);
      return ok(
        request,
        { address: result.address },
        result.created ? 'addresses.created' : 'addresses.exists',
      );
    },
  );

  app.put(
    '/addresses/:id',
    {
      ...common,
      config: { openapi: { errors: [409] } },
      schema: {
        tags: ['addresses'],
        security,
        summary: 'Changes a saved address (is_preferred 1 makes it the preferred one)',
        params: idParams,
        body: addressBody,
        response: { 200: envelope(addressResponse) },
      },
    },
    async (request, reply) => {
      const saved = await updateAddress(db(), request.user!.id, request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return ok(request, { address: saved }, 'addresses.updated');
    },
  );

  app.delete(
    '/addresses/:id',
    {
      ...common,
      schema: {
        tags: ['addresses'],
        security,
        summary: 'Deletes a saved address (the preferred one passes to the newest left)',
        params: idParams,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await deleteAddress(db(), request.user!.id, request.params.id);
      return ok(request, {}, 'addresses.deleted');
    },
  );
};
