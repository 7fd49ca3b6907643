import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { ok } from '../plugins/envelope.ts';
import { cached } from './read-cache.ts';

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };

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
  const body = await cached<Encoded>(
    db,
    `json:${request.ctx.locale}:${key}`,
    async () => {
      const identity = Buffer.from(JSON.stringify(schema.parse(ok(request, await load()))));
      return {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
        gzip: gzipSync(identity, { level: 6 }),
      };
    },
    ttlMs,
  );
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : null;
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding, accept-language');
  if (encoding === 'br' || encoding === 'gzip') {
    reply.header('content-encoding', encoding);
    return reply.send(body[encoding]);
  }
  return reply.send(body.identity);
}
