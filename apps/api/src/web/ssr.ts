import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { onReadsInvalidated } from '../lib/read-cache.ts';
import { sendError } from '../plugins/errors.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';
import { createGuestPageCache, withNonce, type RenderedPage } from './guest-pages.ts';
import type { InProcessApi } from './load-context.ts';
import { newNonce, pagePolicy } from './page-policy.ts';

export type BuildSource = () => Promise<ServerBuild>;

/**
 * Everything that is not /api goes to React Router's SSR handler. Loaders reach the API in-process
 * through `app.inject`, so they run the same handlers, validation and serialisation as any client.
 */
export type SsrOptions = {
  /** Where customers reach us (from configuration): canonical links, never the request's Host. */
  origin: string;
  /** The payment provider's origins pages may frame (its card pages in the card frame). */
  frameOrigins: readonly string[];
  /** Share guests' renders for a few seconds (off in development, where the code changes under it). */
  guestCache?: boolean;
};

export async function registerSsr(
  app: FastifyInstance,
  loadBuild: BuildSource,
  mode: 'production' | 'development',
  { origin, frameOrigins, guestCache = mode === 'production' }: SsrOptions,
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
  const guests = guestCache ? createGuestPageCache() : null;
  if (guests) onReadsInvalidated(app.database.db, guests.clear);

  /** A page answer: its own policy with this answer's nonce (a shared render gets a fresh one too). */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage, nonce: string) => {
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('content-security-policy', pagePolicy(pathOf(request), nonce, { frameOrigins }));
    return reply.send(withNonce(page, nonce));
  };

  await app.register(async (web) => {
    // React Router reads form bodies itself: hand it the raw stream.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        if (request.url.startsWith('/api/') || request.url === '/api') {
          return sendError(request, reply, 404, 'errors.route_not_found');
        }
        const key = guests?.keyOf(request) ?? null;
        const hit = key ? guests!.get(key) : undefined;
        if (hit) return sendPage(request, reply, hit, newNonce());
        const nonce = newNonce();
        const response = await handle(request, nonce);
        if (key && request.method === 'GET' && guests!.shareable(response)) {
          return sendPage(request, reply, await guests!.keep(key, response, nonce), nonce);
        }
        reply.header('content-security-policy', pagePolicy(pathOf(request), nonce, { frameOrigins }));
        // A page rendered for one customer is theirs alone.
        if (!key && !response.headers.has('cache-control'))
          reply.header('cache-control', 'private, no-store');
        return sendFetchResponse(reply, response);
      },
    });
  });
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
