import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApi } from './browser-api';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'auth_token=; Path=/; Max-Age=0';
});

function captureAuthorization() {
  const seen: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers).get('authorization'));
      return new Response(JSON.stringify({ status: true, message: 'OK', data: {} }), { status: 200 });
    }),
  );
  return seen;
}

describe('browserApi', () => {
  it('sends the token from local storage', async () => {
    const seen = captureAuthorization();
    localStorage.setItem('auth_token', 'from-storage');
    await browserApi('en', { quiet: true }).get('/wallet');
    expect(seen).toEqual(['Bearer from-storage']);
  });

  it('falls back to the cookie when local storage has none (a session the server rendered from the cookie)', async () => {
    const seen = captureAuthorization();
    document.cookie = 'auth_token=from-cookie; Path=/';
    await browserApi('en', { quiet: true }).get('/wallet');
    expect(seen).toEqual(['Bearer from-cookie']);
  });

  it('sends no token when there is none', async () => {
    const seen = captureAuthorization();
    await browserApi('en', { quiet: true }).get('/wallet');
    expect(seen).toEqual([null]);
  });
});
