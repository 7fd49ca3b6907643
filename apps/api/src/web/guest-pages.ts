import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { authTokenKey } from '@hajz/contracts/auth-rules';
import { consentCookieKey } from '@hajz/contracts/consent-cookie';
import { preferredPageLocale, readCookie } from '@hajz/contracts/locale';
import { encodeBody, type EncodedBody } from '../lib/encoded-body.ts';
import { inlineScriptHashes } from './page-policy.ts';

/**
 * A page as every guest sees it: its headers, the hashes of its inline scripts (its policy names them instead of a
 * nonce, which every guest would know) and its body compressed once.
 */
export type SharedPage = {
  status: number;
  headers: [string, string][];
  scripts: string[];
  body: EncodedBody;
};

export type GuestPageCache = ReturnType<typeof createGuestPageCache>;

/** A request made with a session (cookie or header): its page is the customer's own. */
export const hasSession = (request: FastifyRequest) =>
  !!request.headers.authorization || !!readCookie(request.headers.cookie, authTokenKey);

/**
 * Guests' server-rendered pages, kept for a few seconds per URL and language (issue 18 item 3): a guest page holds
 * nothing personal, so every guest can share one render (per consent cookie: the banner is painted or not). Whoever carries a session (cookie or header) is rendered
 * per request. A page that says `no-store` or `private`, sets a cookie or is not a 200 is never kept. The catalogue's
 * invalidation clears it (a price change shows at once); otherwise an entry lives `ttlMs`.
 */
export function createGuestPageCache({ ttlMs = 10_000, max = 500 } = {}) {
  const pages = new LRUCache<string, SharedPage>({ max, ttl: ttlMs });
  return {
    /** The cache key of a request that may share a render, or null (a session, or not a read). */
    keyOf(request: FastifyRequest): string | null {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      if (hasSession(request)) return null;
      const cookie = request.headers.cookie;
      // The same answer the root loader gives: an English URL may redirect to Arabic for this visitor.
      const locale = preferredPageLocale(
        request.url.split('?')[0] ?? '/',
        cookie,
        request.headers['accept-language'],
      );
      // Whether the consent banner is painted with the page depends on the visitor's consent cookie (a URL holds no
      // raw space, so what follows the last one is the cookie's).
      const consent = readCookie(cookie, consentCookieKey);
      return consent === undefined
        ? `${locale} ${request.url}`
        : `${locale} ${request.url} ${JSON.stringify(consent)}`;
    },
    get: (key: string) => pages.get(key),
    /** Reads a `shareable` response whole and keeps it under `key`. */
    async keep(key: string, response: Response): Promise<SharedPage> {
      const html = await response.text();
      const page: SharedPage = {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length'),
        scripts: inlineScriptHashes(html),
        body: encodeBody(Buffer.from(html)),
      };
      pages.set(key, page);
      return page;
    },
    shareable,
    clear: () => pages.clear(),
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
