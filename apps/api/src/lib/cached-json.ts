import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { ok } from '../plugins/envelope.ts';
import { encodeBody, sendEncoded, type EncodedBody } from './encoded-body.ts';
import { cached } from './read-cache.ts';

/**
 * Sends `{status, message, data}` for a public read from a cache of the finished body: the envelope is validated
 * against its schema once when the entry is built, and compressed once (brotli and gzip), so a hit costs neither a
 * query, serialisation nor compression. `key` must capture everything the answer depends on (language is added).
 */
export async function sendCachedOk<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: z.ZodType,
  load: () => Promise<T>,
  ttlMs?: number,
) {
  const body = await cached<EncodedBody>(
    db,
    `json:${request.ctx.locale}:${key}`,
    async () => encodeBody(Buffer.from(JSON.stringify(schema.parse(ok(request, await load()))))),
    ttlMs,
  );
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding, accept-language');
  return sendEncoded(request, reply, body);
}
