/**
 * Issue 18, D1 and D2: NUL characters and lone surrogates anywhere in a request, and a multipart body without a
 * boundary, are translated 4xx answers in the envelope — never a 500 — on PGlite and PostgreSQL.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { arabicLetters, call } from '../test/call.ts';
import { createCustomers } from '../test/booking.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createCustomers(t, 1))[0]!.token;
});
afterAll(async () => t.close());

const nul = '\u0000';
const lone = '\uD800';

describe('text the database cannot hold (D1)', () => {
  it.each([
    [
      'a form field of the anonymous payment return',
      'POST',
      '/api/v1/payments/return/sandbox',
      `reference=${encodeURIComponent(nul)}`,
      'form',
    ],
    ['a query parameter', 'GET', `/api/v1/cart?promo_code=${encodeURIComponent(nul)}`, undefined, 'json'],
    [
      'a JSON field (lone surrogate)',
      'POST',
      '/api/v1/orders',
      { payment_method_id: 'cash', promo_code: lone },
      'json',
    ],
    ['a profile field', 'POST', '/api/v1/account/update', { first_name: `Nou${nul}ra` }, 'json'],
    ['a profile field (lone surrogate)', 'POST', '/api/v1/account/update', { last_name: `x${lone}` }, 'json'],
    [
      'a guest note in the cart',
      'POST',
      '/api/v1/cart',
      { product_id: 1, branch_id: 1, guest_note: nul },
      'json',
    ],
    ['a path parameter', 'GET', `/api/v1/products/${encodeURIComponent(nul)}`, undefined, 'json'],
  ] as const)('%s: 422 in the envelope, in both languages', async (_what, method, url, body, kind) => {
    for (const lang of ['en', 'ar'] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': lang,
          ...(kind === 'form' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(body === undefined ? {} : { payload: body as never }),
      });
      expect(res.statusCode, res.payload).toBe(422);
      const json = res.json();
      expect(json.status).toBe(false);
      const errors = Object.values(json.errors ?? {}).flat() as string[];
      expect(errors.length).toBeGreaterThan(0);
      if (lang === 'ar') expect(errors[0]).toMatch(arabicLetters);
      else expect(errors[0]).toBe('This text contains characters that cannot be saved');
    }
  });

  it('a multipart profile field with NUL is refused before anything is written', async () => {
    const boundary = 'hajzBoundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nA${nul}B\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/update',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.first_name).toEqual(['This text contains characters that cannot be saved']);
  });
});

describe('a multipart body without a boundary (D2)', () => {
  it('is a 400 in the envelope', async () => {
    const res = await call(t, 'POST', '/api/v1/account/update', undefined, {
      token,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, message: expect.any(String) });
  });
});

describe('a value the database refuses (SQLSTATE class 22)', () => {
  it('is a 4xx in the envelope, not a 500, whatever slipped past validation', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/data-error', async () => {
      throw Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
      });
    });
    const res = await app.inject({ method: 'GET', url: '/data-error', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: false, message: expect.stringMatching(arabicLetters) });
    await app.close();
  });
});
