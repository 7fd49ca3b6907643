import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { profile, profileUpdateFields } from '@hajz/contracts/auth';
import { envelope } from '@hajz/contracts/envelope';
import { eq } from 'drizzle-orm';
import { userImages } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { deleteAccount, revokeAllTokens, updateProfile } from './service.ts';
import { findUser, toProfile } from './users.ts';
import { assertSafeText } from '../../plugins/safe-text.ts';
import { revokeSession } from '../auth/index.ts';
import { maxImageBytes, processProfileImage } from './profile-image.ts';

const profileEnvelope = envelope(profile);
const updatable = Object.keys(profileUpdateFields.shape);

/** Reads the update from multipart (spec: form fields, a file, `_method=PUT`) or JSON; empty values are dropped. */
async function readUpdate(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' && part.fieldname !== 'image_profile') {
          part.file.resume();
          continue;
        }
        const data = await part.toBuffer();
        // A form sent without choosing a picture has an empty file part: an empty field, dropped like the rest.
        if (data.length > 0) image = data;
      } else if (
        updatable.includes(part.fieldname) &&
        typeof part.value === 'string' &&
        part.value.trim() !== ''
      ) {
        fields[part.fieldname] = part.value;
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [k, v] of Object.entries(request.body as Record<string, unknown>)) {
      // Flags may come as JSON numbers (booking_reminders: 0/1); anything else that is not text (true, false) is
      // left for the schema to refuse, never silently dropped.
      const value = typeof v === 'number' ? String(v) : v;
      if (!updatable.includes(k) || value == null || (typeof value === 'string' && value.trim() === ''))
        continue;
      fields[k] = value;
    }
  }
  assertSafeText(fields, 'body');
  const parsed = profileUpdateFields.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
    throw new HttpError(422, 'errors.validation', errors);
  }
  return { fields: parsed.data, image };
}

/** The signed-in customer's own account (spec §7): nothing here takes a user id from the client. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const me = async (request: FastifyRequest) => {
    const user = await findUser(db(), request.user!.id);
    if (!user) throw new HttpError(401, 'auth.unauthenticated');
    return toProfile(db(), user);
  };
  const guarded = {
    preHandler: app.authenticate,
    schema: { tags: ['account'], security: [{ bearer: [] }], response: { 200: profileEnvelope } },
  };

  app.get('/user/profile', guarded, async (request) => ok(request, await me(request)));
  app.get('/account/info', guarded, async (request) => ok(request, await me(request)));

  // The body (a form with a picture, or JSON) is read and checked by readUpdate, not by a route schema.
  const updateConfig = { openapi: { errors: [413, 415, 422] } };
  app.post(
    '/account/update',
    { ...guarded, config: updateConfig, bodyLimit: maxImageBytes + 64 * 1024 },
    async (request) => {
      const { fields, image } = await readUpdate(request);
      const processed = image ? await processProfileImage(image) : undefined;
      await updateProfile(db(), request.user!.id, fields, processed);
      return ok(request, await me(request), 'profile.updated');
    },
  );

  app.delete(
    '/account/delete',
    {
      preHandler: app.authenticate,
      schema: { tags: ['account'], security: [{ bearer: [] }], response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await deleteAccount(db(), request.user!.id);
      return ok(request, null, 'profile.deleted');
    },
  );

  app.post(
    '/account/logout',
    {
      // Before the body is read: no token is a 401 whatever the body (ADR 0020), not a 422.
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: z.object({ everywhere: z.boolean().default(false) }).optional(),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      if (request.body?.everywhere) await revokeAllTokens(db(), request.user!.id);
      else if (request.session) await revokeSession(db(), request.session);
      return ok(request, null, 'auth.signed_out');
    },
  );

  app.get(
    '/media/avatars/:key',
    {
      config: { openapi: { image: 'image/webp' } },
      schema: {
        tags: ['account'],
        params: z.object({ key: z.string().regex(/^[0-9a-f]{32}$/, { error: 'validation.invalid' }) }),
      },
    },
    async (request, reply) => {
      const [img] = await db()
        .select()
        .from(userImages)
        .where(eq(userImages.key, request.params.key))
        .limit(1);
      if (!img) throw notFound();
      reply.header('content-type', img.contentType);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(img.data);
    },
  );
};
