import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { onReadsInvalidated } from '../lib/read-cache.ts';
import { sendError } from '../plugins/errors.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';
import { createGuestPageCache, hasSession, type SharedPage } from './guest-pages.ts';
import { sendEncoded } from '../lib/encoded-body.ts';
import type { InProcessApi } from './load-context.ts';
import { newNonce, nonceSource, pagePolicy } from './page-policy.ts';
import { trackingPolicyHosts } from '../modules/consent/index.ts';

export type BuildSource = () => Promise<ServerBuild>;

export type SsrOptions = {
  /** Where customers reach us (from configuration): canonical links, never the request's Host. */
  origin: string;
  /** The payment provider's origins pages may frame (its card pages in the card frame). */
  frameOrigins: readonly string[];
  /** How long guests share a render (0: never; development never shares, the code changes under it). */
  guestCacheSeconds?: number;
  /** A hosted map style's origin, for the address dialog's map (integrations/maps mapPolicyOrigins). */
  mapOrigins?: readonly string[];
};

/**
 * Everything that is not /api goes to React Router's SSR handler. Loaders reach the API in-process
 * through `app.inject`, so they run the same handlers, validation and serialisation as any client.
 */
export async function registerSsr(
  app: FastifyInstance,
  loadBuild: BuildSource,
  mode: 'production' | 'development',
  { origin, frameOrigins, guestCacheSeconds = 0, mapOrigins = [] }: SsrOptions,
) {
  const api: InProcessApi = async (path, init) => {
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: path,
      headers: init?.headers,
      payload: init?.body,
    });
    return { status: res.statusCode, json: () => res.json() };
  };

  let handler: ReturnType<typeof createRequestHandler> | undefined;
  const handle = async (request: FastifyRequest, nonce: string) => {
    if (mode === 'development' || !handler) handler = createRequestHandler(await loadBuild(), mode);
    return handler(toFetchRequest(request), { api, nonce, origin } as never);
  };
  const guests =
    mode === 'production' && guestCacheSeconds > 0
      ? createGuestPageCache({ ttlMs: guestCacheSeconds * 1000 })
      : null;
  if (guests) onReadsInvalidated(app.database.db, guests.clear);

  /** A shared guest page: its policy allows exactly its own inline scripts; the body is compressed already. */
  const sendShared = async (request: FastifyRequest, reply: FastifyReply, page: SharedPage) => {
    const tracking = await trackingPolicyHosts(app.database.db);
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('vary', 'accept-encoding, cookie, accept-language');
    reply.header(
      'content-security-policy',
      pagePolicy(pathOf(request), page.scripts, { frameOrigins, tracking, mapOrigins }),
    );
    return sendEncoded(request, reply, page.body);
  };

  await app.register(async (web) => {
    // React Router reads form bodies itself: hand it the raw stream.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      // Pages for the browser, not the API: outside the OpenAPI document by design (a guest's /dashboard is a 302
      // to sign-in, /__manifest a 204; ADR 0045). The tests' response check knows hidden routes from missing ones.
      schema: { hide: true },
      handler: async (request, reply) => {
        if (request.url.startsWith('/api/') || request.url === '/api') {
          return sendError(request, reply, 404, 'errors.route_not_found');
        }
        const key = guests?.keyOf(request) ?? null;
        const hit = key ? guests!.get(key) : undefined;
        if (hit) return sendShared(request, reply, hit);
        const nonce = newNonce();
        const response = await handle(request, nonce);
        if (key && request.method === 'GET' && guests!.shareable(response)) {
          return sendShared(request, reply, await guests!.keep(key, response));
        }
        reply.header(
          'content-security-policy',
          pagePolicy(pathOf(request), [nonceSource(nonce)], {
            frameOrigins,
            tracking: await trackingPolicyHosts(app.database.db),
            mapOrigins,
          }),
        );
        // A page rendered for one customer is theirs alone.
        if (hasSession(request) && !response.headers.has('cache-control')) {
          reply.header('cache-control', 'private, no-store');
        }
        return sendFetchResponse(reply, response);
      },
    });
  });
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
