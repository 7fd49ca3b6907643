/** Issue 18 D6: every response carries headers suited to its kind; personal answers are never stored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { call, mobiles, signUp } from '../test/call.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ config: { TRUST_PROXY: true } });
  ({ token } = await signUp(t, mobiles('58')()));
});
afterAll(() => t.close());

describe('security headers', () => {
  it('personal JSON (profile, saved cards) is no-store, nosniff, unframeable, allows nothing', async () => {
    for (const url of ['/api/v1/user/profile', '/api/v1/saved-cards']) {
      const res = await call(t, 'GET', url, undefined, { token });
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('errors carry them too', async () => {
    const res = await call(t, 'GET', '/api/v1/user/profile');
    expect(res.status).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('HSTS only over HTTPS (as told by the load balancer)', async () => {
    const plain = await call(t, 'GET', '/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await call(t, 'GET', '/api/health', undefined, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('an API answer that says nothing about caching is not stored', async () => {
    const res = await call(t, 'GET', '/api/v1/settings/business');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the sandbox card page may be framed by our own pages only, and says so in both headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/pay?bad=1' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
