import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createGuestPageCache, withNonce } from './guest-pages.ts';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as unknown as FastifyRequest;
const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
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

  it('keeps only plain 200 pages that set no cookie and do not forbid it', () => {
    expect(cache.shareable(html('ok'))).toBe(true);
    expect(cache.shareable(html('nf', {}, 404))).toBe(false);
    expect(cache.shareable(html('x', { 'set-cookie': 'a=b' }))).toBe(false);
    expect(cache.shareable(html('x', { 'cache-control': 'no-store' }))).toBe(false);
    expect(cache.shareable(html('x', { 'cache-control': 'private, max-age=0' }))).toBe(false);
    expect(cache.shareable(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(
      false,
    );
  });

  it('serves a kept page with a fresh nonce each time, and clears', async () => {
    const page = await cache.keep(
      'en /',
      html('<script nonce="AAA">1</script><script nonce="AAA">2</script>'),
      'AAA',
    );
    expect(cache.get('en /')).toBe(page);
    expect(withNonce(page, 'BBB')).toBe('<script nonce="BBB">1</script><script nonce="BBB">2</script>');
    expect(withNonce(page, 'AAA')).toBe(page.body);
    cache.clear();
    expect(cache.get('en /')).toBeUndefined();
  });
});
