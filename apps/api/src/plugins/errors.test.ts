import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type MessageKey } from '../i18n/messages.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { injectOutsideContract } from '../test/openapi-contract.ts';

/** Bad input never gets a 500: every failure is the envelope with a translated message. */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Locale = 'en' | 'ar';
const locales: Locale[] = ['en', 'ar'];
const BODY_LIMIT = 1024;

let t: TestApp;
// One app per file: on PostgreSQL a second createTestApp would wipe the first one's schema.
beforeAll(async () => {
  t = await createTestApp({ config: { BODY_LIMIT } });
});
afterAll(() => t.close());

function expectEnvelope(body: Json, locale: Locale, key: MessageKey) {
  expect(body.status).toBe(false);
  expect(body.message).toBe(messages[locale][key]);
  expect(body.data).toBeUndefined();
}

const inject = (options: InjectOptions) => t.app.inject(options);
/** A method or path no route has (the 404 handler, the body parser and the router before any route): outside the
 * OpenAPI document by nature, so not held to it (test/openapi-contract.ts). */
const unrouted = (options: InjectOptions) =>
  injectOutsideContract(t.app, 'a method or path no route has', options);

describe('malformed bodies', () => {
  it.each(locales)('answers 400 with a translated envelope for malformed JSON (%s)', async (locale) => {
    const res = await unrouted({
      method: 'POST',
      url: '/api/v1/products',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      payload: '{"a":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expectEnvelope(
      res.json(),
      locale,
      res.statusCode === 400 ? 'errors.malformed_json' : 'errors.route_not_found',
    );
  });

  it.each(['{"a":', '{', '[1,', 'not json', '{"a":1}}', '\u0000'])(
    'never answers 500 for body %j',
    async (payload) => {
      const res = await unrouted({
        method: 'POST',
        url: '/api/v1/products',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().status).toBe(false);
    },
  );

  it('answers 400 for an empty JSON body', async () => {
    const res = await unrouted({
      method: 'POST',
      url: '/api/v1/products',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: '',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().status).toBe(false);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(locales)('answers 413 with a translated envelope above BODY_LIMIT (%s)', async (locale) => {
    const res = await unrouted({
      method: 'POST',
      url: '/api/v1/products',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      payload: JSON.stringify({ note: 'x'.repeat(BODY_LIMIT * 2) }),
    });
    expect(res.statusCode).toBe(413);
    expectEnvelope(res.json(), locale, 'errors.body_too_large');
  });

  it.each(['application/xml', 'text/csv', 'application/x-unknown', 'multipart/form-data; boundary=x'])(
    'answers 415 or 404 (never 500) for content type %s',
    async (contentType) => {
      const res = await unrouted({
        method: 'POST',
        url: '/api/v1/products',
        headers: { 'content-type': contentType, 'accept-language': 'ar' },
        payload: '<a>1</a>',
      });
      expect([404, 415]).toContain(res.statusCode);
      const body = res.json();
      expect(body.status).toBe(false);
      expect(body.message).toBe(
        messages.ar[res.statusCode === 415 ? 'errors.unsupported_media_type' : 'errors.route_not_found'],
      );
    },
  );

  it('ignores a body sent with a GET', async () => {
    const res = await inject({
      method: 'GET',
      url: '/api/v1/branches',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('unknown routes', () => {
  it.each(locales)('answers a 404 envelope for an unknown /api/v1 route (%s)', async (locale) => {
    for (const url of ['/api/v1/nope', '/api/v1/products/1/reviews', '/api/v2/products', '/api/v1/']) {
      const res = await unrouted({ method: 'GET', url, headers: { 'accept-language': locale } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: false, message: messages[locale]['errors.route_not_found'] });
    }
  });

  it.each(['DELETE', 'PUT', 'PATCH', 'POST'] as const)(
    'answers 404 or 405, never 500, for %s on a read-only route',
    async (method) => {
      const res = await unrouted({ method, url: '/api/v1/branches', headers: { 'accept-language': 'ar' } });
      expect([404, 405]).toContain(res.statusCode);
      expect(res.json().status).toBe(false);
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it('answers a 400 envelope for a URL that is not valid percent-encoding', async () => {
    const res = await unrouted({ method: 'GET', url: '/api/v1/products/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: messages.en['errors.bad_request'] });
  });

  it('answers a 4xx envelope for an over-long path parameter', async () => {
    const res = await inject({ method: 'GET', url: `/api/v1/products/${'1'.repeat(200)}` });
    expect([400, 414, 422]).toContain(res.statusCode);
    expect(res.json().status).toBe(false);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('x-request-id', () => {
  it('is on every response, success or failure, and differs per request', async () => {
    const ids = new Set<string>();
    for (const url of ['/api/v1/branches', '/api/v1/nope', '/api/v1/products?page=0', '/api/health']) {
      const res = await (url === '/api/v1/nope' ? unrouted : inject)({ method: 'GET', url });
      const id = res.headers['x-request-id'];
      expect(typeof id).toBe('string');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id as string);
    }
    expect(ids.size).toBe(4);
  });

  it('is on error responses from the body parser too', async () => {
    const res = await unrouted({
      method: 'POST',
      url: '/api/v1/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('echoes the id a load balancer sent', async () => {
    const res = await inject({
      method: 'GET',
      url: '/api/v1/branches',
      headers: { 'x-request-id': 'lb-trace-42' },
    });
    expect(res.headers['x-request-id']).toBe('lb-trace-42');
  });
});
