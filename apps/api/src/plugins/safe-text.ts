/**
 * Issue 18 D1: the contracts' one text rule (no NUL, no lone surrogate) applied to every route's query, path
 * parameters and parsed body before any schema runs, so no such string reaches a handler or the database.
 * Multipart fields are read by their handlers; those call `assertSafeText` on what they read.
 */
import fp from 'fastify-plugin';
import { findUnsafeText } from '@hajz/contracts/safe-text';
import { HttpError } from './errors.ts';

export function assertSafeText(value: unknown, context: string): void {
  const path = findUnsafeText(value);
  if (path === null) return;
  const field = path === 'value' ? context : path;
  throw new HttpError(422, 'errors.validation', { [field]: ['validation.text'] });
}

export const safeTextPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    assertSafeText(request.params, 'params');
    assertSafeText(request.query, 'querystring');
    const body = request.body as unknown;
    if (
      body !== null &&
      typeof body === 'object' &&
      typeof (body as { pipe?: unknown }).pipe !== 'function'
    ) {
      assertSafeText(body, 'body');
    } else if (typeof body === 'string') {
      assertSafeText(body, 'body');
    }
  });
});
