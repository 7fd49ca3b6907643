import type { OpenApiRouteConfig } from './openapi.ts';

/** What the OpenAPI completion needs to know about one operation (collected as routes are added). */
export type RouteFacts = {
  path: string;
  authenticated: boolean;
  admin: boolean;
  rateLimited: boolean;
  /** Writes (not GET): a transaction that keeps losing races answers 503 with Retry-After (db/retry.ts). */
  write: boolean;
  body: boolean;
  config: OpenApiRouteConfig;
};

type Json = Record<string, unknown>;
type Operation = { responses?: Record<string, Json>; [key: string]: unknown };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: Json };

const envelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };

/** Every error answer: the envelope with `status: false`, a translated message and, for 422, errors per field. */
const errorEnvelope = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'boolean', enum: [false] },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    data: {},
  },
};

const reasons: Record<number, string> = {
  400: 'Malformed request (unreadable body, query or header)',
  401: 'No, expired or revoked bearer token',
  403: 'Not allowed (staff only)',
  404: 'Unknown id (also for another customer’s object)',
  409: 'Conflict (the time was taken, the cart changed, a payment is under way)',
  413: 'Body too large',
  414: 'A path parameter too long to be any id',
  415: 'Unsupported media type',
  422: 'Invalid input (body, query, path or a Service-Type / Delivery-Method / Device-Type header), with translated messages per field',
  429: 'Too many requests: wait `Retry-After` seconds',
  502: 'A provider (maps) gave an answer that could not be read, or refused our key',
  503: 'A provider or the database is not available, or busy: retry after `Retry-After` seconds',
};

/** An error answer; a route that answers a browser page answers its errors as a page too. */
const errorResponse = (status: number, html = false): Json => ({
  description: reasons[status] ?? 'Error',
  content: {
    'application/json': { schema: envelopeRef },
    ...(html ? { 'text/html': { schema: { type: 'string' } } } : {}),
  },
  ...(status === 429
    ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } } }
    : {}),
});

/** The statuses an operation can answer besides success, from what the route is and what it names. */
export function errorStatuses(f: RouteFacts): number[] {
  // Every /api request: 400 (unreadable), 422 (its context headers are read on every request, plugins/request-context.ts),
  // 503 (the database is down or busy, reads included; a provider down).
  const statuses = new Set<number>([400, 422, 503, ...(f.config.errors ?? [])]);
  if (f.body) [413, 415].forEach((s) => statuses.add(s));
  if (f.authenticated || f.admin) statuses.add(401);
  if (f.admin) statuses.add(403);
  if (f.rateLimited) statuses.add(429);
  // A path parameter: an unknown one, and one too long for the router (app.ts frameworkErrors).
  if (f.path.includes('{')) [404, 414].forEach((s) => statuses.add(s));
  return [...statuses].sort((a, b) => a - b);
}

/** Success answers: a redirect instead of a JSON 200, and/or an HTML page (and a PDF) instead of JSON. */
function successResponses(responses: Record<string, Json>, f: RouteFacts): Record<string, Json> {
  const { redirect, html, pdf, csv, xml, image, notModified, text } = f.config;
  if (notModified)
    responses = {
      ...responses,
      304: {
        description: 'Not Modified: the copy named by `If-None-Match` is still current (no body)',
        headers: { ETag: { schema: { type: 'string' }, description: 'The version of the copy' } },
      },
    };
  if (image) {
    const { 200: _json, ...others } = responses;
    return {
      ...others,
      200: {
        description: 'The picture',
        content: { [image]: { schema: { type: 'string', format: 'binary' } } },
      },
    };
  }
  if (text) {
    const { 200: _json, ...others } = responses;
    return {
      ...others,
      200: { description: 'Plain text', content: { 'text/plain': { schema: { type: 'string' } } } },
    };
  }
  if (csv || xml) {
    const { 200: _json, ...others } = responses;
    return {
      ...others,
      200: {
        description: csv ? 'A CSV download (UTF-8 with a byte order mark)' : 'An XML download (UTF-8)',
        headers: {
          'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename' },
        },
        content: { [csv ? 'text/csv' : 'application/xml']: { schema: { type: 'string' } } },
      },
    };
  }
  if (!redirect && !html) return responses;
  const { 200: _json, ...rest } = responses;
  const content: Json = { 'text/html': { schema: { type: 'string' } } };
  if (pdf) content['application/pdf'] = { schema: { type: 'string', format: 'binary' } };
  return {
    ...rest,
    ...(html ? { 200: { description: 'A page for the browser', content } } : {}),
    ...(redirect
      ? {
          303: {
            description: 'See Other: the browser is sent on to `Location`',
            headers: { Location: { schema: { type: 'string' }, description: 'Where to go next' } },
          },
        }
      : {}),
  };
}

/** The generated document with every operation's real answers (ADR 0020). */
export function documentedResponses<D extends object>(document: D, facts: Map<string, RouteFacts>): D {
  const doc = document as Document;
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const f = facts.get(`${method} ${path}`);
      if (!f) continue;
      const responses = successResponses(operation.responses ?? {}, f);
      for (const status of errorStatuses(f))
        responses[String(status)] ??= errorResponse(status, f.config.html);
      operation.responses = responses;
    }
  }
  const components = (doc.components ?? {}) as { schemas?: Json };
  doc.components = { ...components, schemas: { ...components.schemas, ErrorEnvelope: errorEnvelope } };
  return document;
}
