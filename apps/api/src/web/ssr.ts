import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { sendError } from '../plugins/errors.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';
import type { InProcessApi } from './load-context.ts';

export type BuildSource = () => Promise<ServerBuild>;

/**
 * Everything that is not /api goes to React Router's SSR handler. Loaders reach the API in-process
 * through `app.inject`, so they run the same handlers, validation and serialisation as any client.
 */
export async function registerSsr(
  app: FastifyInstance,
  loadBuild: BuildSource,
  mode: 'production' | 'development',
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
  const handle = async (request: FastifyRequest) => {
    if (mode === 'development' || !handler) handler = createRequestHandler(await loadBuild(), mode);
    return handler(toFetchRequest(request), { api } as never);
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
        return sendFetchResponse(reply, await handle(request));
      },
    });
  });
}
