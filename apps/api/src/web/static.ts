import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Built client assets: hashed files under /assets are immutable; the rest revalidate. */
export async function registerStatic(app: FastifyInstance, clientDir: string) {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our setHeaders decides caching; the plugin's own default (max-age=0) would override it.
    cacheControl: false,
    setHeaders(res, path) {
      if (path.startsWith(join(clientDir, 'assets'))) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('cache-control', 'public, max-age=3600');
      }
    },
  });
}
