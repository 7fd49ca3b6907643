import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RouteOptions } from 'fastify';
import { documentedResponses, type RouteFacts } from './openapi-responses.ts';

/** What a route answers beyond its 200 schema, for the OpenAPI document (ADR 0020). */
export type OpenApiRouteConfig = {
  /** Error statuses this route can answer besides the ones every route of its kind documents. */
  errors?: number[];
  /** Answers 303 See Other with a Location (a browser is sent on), never 200. */
  redirect?: boolean;
  /** Answers an HTML page (200 text/html) rather than JSON. */
  html?: boolean;
  /** Can also answer the document as a PDF (`format=pdf`). */
  pdf?: boolean;
  /** Answers a CSV download (200 text/csv with a Content-Disposition filename) rather than JSON. */
  csv?: boolean;
  /** Answers an XML download (200 application/xml with a Content-Disposition filename) rather than JSON. */
  xml?: boolean;
  /** Answers plain text (200 text/plain): a provider's handshake that expects its challenge echoed. */
  text?: boolean;
  /** Answers a picture of this media type (200, binary) rather than JSON. */
  image?: 'image/webp';
  /** Answers 304 Not Modified (no body) to an `If-None-Match` naming the current copy. */
  notModified?: boolean;
};

/** A route as registered; `hidden`: left out of the document by design (`schema.hide`: pages, the document itself). */
export type RegisteredRoute = { method: string; url: string; hidden: boolean };

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    openapi?: OpenApiRouteConfig;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /**
     * Every route as registered, those the document leaves out by design marked: the tests' response check
     * (test/openapi-contract.ts) tells an answer from one of them from an answer no route documents, and builds
     * the document once per set of routes.
     */
    openApiRoutes: readonly RegisteredRoute[];
  }
}

const asOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * OpenAPI generated from the same zod schemas that validate and serialise, and completed with what each route
 * really answers besides: redirects, HTML and PDF, and every error in the envelope (the statuses follow from what
 * the route is: authenticated, admin, rate limited, takes a body or path parameters, plus the ones it names).
 * `openapi-contract.test.ts` walks every operation and checks the answers against this document.
 */
export const openApiPlugin = fp(async (app) => {
  const facts = new Map<string, RouteFacts>();
  const routes: RegisteredRoute[] = [];
  app.decorate('openApiRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      routes.push({ method, url: route.url, hidden: schema.hide === true });
      facts.set(`${method.toLowerCase()} ${asOpenApiPath(route.url)}`, {
        path: asOpenApiPath(route.url),
        authenticated: Array.isArray(schema.security) && schema.security.length > 0,
        admin: route.url.startsWith('/api/v1/admin/'),
        rateLimited: !!(route.config as { rateLimit?: unknown } | undefined)?.rateLimit,
        write: method !== 'GET' && method !== 'HEAD',
        body: !!schema.body,
        config: route.config?.openapi ?? {},
      });
    }
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hajz API',
        version: '1.0.0',
        description:
          'Bilingual booking API. Every response is `{status, message, data?, errors?}`. ' +
          'Money fields are integer halalas (1 SAR = 100). Send `Accept-Language: ar|en`.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? documentedResponses(document.openapiObject, facts)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
