import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/messages.ts';

/** The success half of the envelope: `{ status: true, message, data }`. */
export function ok<T>(request: FastifyRequest, data: T, messageKey: MessageKey = 'ok') {
  return { status: true as const, message: request.t(messageKey), data };
}

export function created<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  data: T,
  messageKey: MessageKey = 'ok',
) {
  reply.status(201);
  return ok(request, data, messageKey);
}
