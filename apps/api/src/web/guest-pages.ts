import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { authTokenKey } from '@hajz/contracts/auth-rules';
import { preferredPageLocale, readCookie } from '@hajz/contracts/locale';

/** A rendered page as a guest sees it; `nonce` is the one written into `body`, swapped for a fresh one per answer. */
export type RenderedPage = { status: number; headers: [string, string][]; body: string; nonce: string };

export type GuestPageCache = ReturnType<typeof createGuestPageCache>;

/**
 * Guests' server-rendered pages, kept for a few seconds per URL and language (issue 18 item 3): a guest page holds
 * nothing personal, so every guest can share one render. Whoever carries a session (cookie or header) is rendered
 * per request. A page that says `no-store` or `private`, sets a cookie or is not a 200 is never kept. The catalogue's
 * invalidation clears it (a price change shows at once); otherwise an entry lives `ttlMs`.
 */
export function createGuestPageCache({ ttlMs = 10_000, max = 500 } = {}) {
  const pages = new LRUCache<string, RenderedPage>({ max, ttl: ttlMs });
  return {
    /** The cache key of a request that may share a render, or null (a session, or not a read). */
    keyOf(request: FastifyRequest): string | null {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const cookie = request.headers.cookie;
      if (request.headers.authorization || readCookie(cookie, authTokenKey)) return null;
      // The same answer the root loader gives: an English URL may redirect to Arabic for this visitor.
      const locale = preferredPageLocale(
        request.url.split('?')[0] ?? '/',
        cookie,
        request.headers['accept-language'],
      );
      return `${locale} ${request.url}`;
    },
    get: (key: string) => pages.get(key),
    /** Reads a `shareable` response whole and keeps it under `key`. */
    async keep(key: string, response: Response, nonce: string): Promise<RenderedPage> {
      const page = await readPage(response, nonce);
      pages.set(key, page);
      return page;
    },
    shareable,
    clear: () => pages.clear(),
    get size() {
      return pages.size;
    },
  };
}

function shareable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !/no-store|private/.test(cacheControl)
  );
}

async function readPage(response: Response, nonce: string): Promise<RenderedPage> {
  const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
  return { status: response.status, headers, body: await response.text(), nonce };
}

/** The page with a fresh nonce in place of the one it was rendered with. */
export function withNonce(page: RenderedPage, nonce: string): string {
  return page.nonce === nonce ? page.body : page.body.replaceAll(page.nonce, nonce);
}
