import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { operationOf } from '../test/openapi-contract.ts';
import { registerSsr } from '../web/ssr.ts';

let t: TestApp;
beforeAll(async () => {
  // The document does not need data.
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('serves an OpenAPI 3 document with the catalogue paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toEqual(expect.any(String));
    for (const path of ['/api/v1/branches', '/api/v1/menus', '/api/v1/products', '/api/v1/products/{id}']) {
      expect(doc.paths, path).toHaveProperty([path, 'get']);
    }
    for (const [path, method] of [
      ['/api/v1/product-masters/{id}/available-times', 'get'],
      ['/api/v1/cart', 'get'],
      ['/api/v1/cart', 'post'],
      ['/api/v1/cart/{cartProductId}', 'delete'],
      ['/api/v1/cart/clear', 'delete'],
      ['/api/v1/delete-all-cart', 'delete'],
      ['/api/v1/cart-products/{id}/update-time-slot', 'post'],
    ] as const) {
      expect(doc.paths, `${method} ${path}`).toHaveProperty([path, method]);
    }
  });

  it('documents the query parameters and the id parameter', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const names = (path: string) =>
      (doc.paths[path].get.parameters ?? []).map((p: { name: string }) => p.name);
    expect(names('/api/v1/products')).toEqual(
      expect.arrayContaining(['page', 'category_id', 'sub_category_id', 'branch_id', 'type']),
    );
    expect(names('/api/v1/menus')).toEqual(
      expect.arrayContaining(['category_id', 'sub_category_id', 'branch_id']),
    );
    expect(names('/api/v1/products/{id}')).toEqual(['id']);
    expect(doc.paths['/api/v1/products'].get.responses).toHaveProperty('200');
  });

  it('documents the redirects as 303 with a Location, and the flags as exactly "0" / "1" (0 / 1 in JSON)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const returned = doc.paths['/api/v1/payments/return/{provider}'].get.responses;
    expect(returned['303'].headers).toHaveProperty('Location');
    expect(returned['200'].content).toEqual({ 'text/html': { schema: { type: 'string' } } });
    const usePoints = doc.paths['/api/v1/cart'].get.parameters.find(
      (p: { name: string }) => p.name === 'use_points',
    );
    expect(JSON.stringify(usePoints.schema)).not.toMatch(/boolean/);
    expect(usePoints.schema.anyOf.flatMap((s: { enum?: unknown[] }) => s.enum ?? [])).toEqual([
      '0',
      '1',
      0,
      1,
    ]);
    // Errors are the envelope, by status, from what the route is.
    const orders = doc.paths['/api/v1/orders'].post.responses;
    expect(Object.keys(orders)).toEqual(
      expect.arrayContaining(['201', '400', '401', '409', '413', '415', '422', '429', '503']),
    );
    expect(orders['409'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
  });

  it('does not list itself', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.paths).not.toHaveProperty(['/api/v1/openapi.json']);
  });

  it('serves the docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400) {
      expect(res.headers.location).toMatch(/\/api\/docs/);
      const followed = await t.app.inject({ method: 'GET', url: String(res.headers.location) });
      expect(followed.statusCode).toBe(200);
    } else {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });
});

describe('the web pages are outside the document by design (issue 30 item 19)', () => {
  it('a guest’s /dashboard (302) and /__manifest (204) reach the hidden SSR route, not an undocumented one', async () => {
    const web = await createTestApp({
      seed: false,
      // Only the route is needed here: no page is rendered, so no web build is loaded.
      beforeReady: (app) =>
        registerSsr(app, () => Promise.reject(new Error('no web build in the API tests')), 'production', {
          origin: 'http://localhost',
          frameOrigins: [],
        }),
    });
    try {
      const doc = (await web.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
      expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
      expect(operationOf(web.app, 'GET', '/dashboard')).toBe('hidden');
      expect(operationOf(web.app, 'GET', '/__manifest')).toBe('hidden');
      expect(operationOf(web.app, 'GET', '/api/v1/products/7')).toBe('get /api/v1/products/{id}');
      // Without the SSR route (the API tests' apps), a page's path is no route at all: the check fails it.
      expect(operationOf(t.app, 'GET', '/dashboard')).toBeNull();
    } finally {
      await web.close();
    }
  });
});
