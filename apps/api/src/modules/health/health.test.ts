import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../i18n/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let databaseClosed = false;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
  if (!databaseClosed) await t.database.close();
});

// Order matters: the last tests close the database under the running app.
describe('GET /api/health', () => {
  it('answers 200 with the database ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, message: messages.en.ok, data: { database: 'ok' } });
    expect(Number.isInteger(body.data.uptime_s)).toBe(true);
    expect(body.data.uptime_s).toBeGreaterThanOrEqual(0);
  });

  it('translates its message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.json().message).toBe(messages.ar.ok);
  });

  it('answers 503 with status false once the database is gone, without crashing', async () => {
    await t.database.close();
    databaseClosed = true;
    for (const locale of ['en', 'ar'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-language': locale },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: false,
        message: messages[locale]['errors.database_down'],
        data: { database: 'down' },
      });
    }
  });

  it('answers 503 with Retry-After and a translated envelope (not a crash) for a route that needs the database', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ status: false, message: messages.ar['errors.database_down'] });
    // The process still serves the next request.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});
