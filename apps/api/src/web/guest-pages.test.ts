import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { createGuestPageCache } from './guest-pages.ts';
import { inlineScriptHashes } from './page-policy.ts';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as unknown as FastifyRequest;
const htmlResponse = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

describe('guest page cache', () => {
  const cache = createGuestPageCache();

  it('shares renders among guests only: a session cookie or header renders per customer', () => {
    expect(cache.keyOf(request('/services'))).toBe('en /services');
    expect(cache.keyOf(request('/services', { cookie: 'auth_token=x.y.z' }))).toBeNull();
    expect(cache.keyOf(request('/services', { authorization: 'Bearer x' }))).toBeNull();
    expect(cache.keyOf(request('/services', {}, 'POST'))).toBeNull();
    expect(cache.keyOf(request('/services', { cookie: 'theme=dark' }))).toBe('en /services');
  });

  it('an English URL for a visitor who prefers Arabic is its own entry (the root redirects them)', () => {
    expect(cache.keyOf(request('/', { cookie: 'locale=ar' }))).toBe('ar /');
    expect(cache.keyOf(request('/', { 'accept-language': 'ar-SA,ar;q=0.9' }))).toBe('ar /');
    expect(cache.keyOf(request('/', { cookie: 'locale=en', 'accept-language': 'ar' }))).toBe('en /');
    expect(cache.keyOf(request('/ar/shop?page=2'))).toBe('ar /ar/shop?page=2');
  });

  it('a visitor whose consent cookie names a version shares renders with those naming the same one only', () => {
    expect(cache.keyOf(request('/contact', { cookie: 'hajz_consent=2026-11' }))).toBe(
      'en /contact "2026-11"',
    );
    expect(cache.keyOf(request('/contact', { cookie: 'theme=dark; hajz_consent=2026-12' }))).toBe(
      'en /contact "2026-12"',
    );
    expect(cache.keyOf(request('/contact'))).toBe('en /contact');
  });

  it('keeps only plain 200 pages that set no cookie and do not forbid it', () => {
    expect(cache.shareable(htmlResponse('ok'))).toBe(true);
    expect(cache.shareable(htmlResponse('nf', {}, 404))).toBe(false);
    expect(cache.shareable(htmlResponse('x', { 'set-cookie': 'a=b' }))).toBe(false);
    expect(cache.shareable(htmlResponse('x', { 'cache-control': 'no-store' }))).toBe(false);
    expect(cache.shareable(htmlResponse('x', { 'cache-control': 'private, max-age=0' }))).toBe(false);
    expect(cache.shareable(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(
      false,
    );
  });

  it('keeps a page compressed once, with the hashes of its inline scripts, without its cookies; and clears', async () => {
    const html = '<script nonce="AAA">1</script><p>page</p>';
    const page = await cache.keep('en /', htmlResponse(html, { 'x-extra': 'kept' }));
    expect(cache.get('en /')).toBe(page);
    expect(page.scripts).toEqual(inlineScriptHashes(html));
    expect(page.body.identity.toString()).toBe(html);
    expect(gunzipSync(page.body.gzip).toString()).toBe(html);
    expect(Object.fromEntries(page.headers)['x-extra']).toBe('kept');
    cache.clear();
    expect(cache.get('en /')).toBeUndefined();
  });
});
