import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('catalogue smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists branches in Arabic', async () => {
    const res = await t.app.inject({ url: '/api/v1/branches', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.data.branches.length).toBeGreaterThanOrEqual(3);
    expect(body.data.branches[0].name).toMatch(/[\u0600-\u06FF]/);
  });
});
