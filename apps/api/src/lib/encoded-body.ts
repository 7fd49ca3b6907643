import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A finished body compressed once, for answers many requests share (cached JSON reads, guests' pages). */
export type EncodedBody = { identity: Buffer; br: Buffer; gzip: Buffer };

export function encodeBody(identity: Buffer): EncodedBody {
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

/** Sends the encoding the client takes (brotli, gzip, else none); the compress plugin leaves it alone. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding === 'br' || encoding === 'gzip') {
    reply.header('content-encoding', encoding);
    return reply.send(body[encoding]);
  }
  return reply.send(body.identity);
}
