import { authTokenKey, tokenLifetimeSeconds } from '@hajz/contracts/auth-rules';
import { readCookie } from './locale';

/** The payload of a JWT without checking its signature (the API does that): enough to know if it expired. */
export function decodeToken(token: string): { exp: number; sub: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const json = atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'));
    const payload = JSON.parse(json) as { exp?: unknown; sub?: unknown };
    if (typeof payload.exp !== 'number' || typeof payload.sub !== 'string') return null;
    return { exp: payload.exp, sub: payload.sub };
  } catch {
    return null;
  }
}

/** Spec §4: a token is valid if decodable and its expiry has not passed. */
export function isTokenUsable(token: string | null | undefined, now = Date.now()): token is string {
  if (!token) return false;
  const claims = decodeToken(token);
  return !!claims && claims.exp * 1000 > now;
}

/** Server side: the visitor's token from the cookie, if usable. */
export function tokenFromCookieHeader(header: string | null): string | null {
  const token = readCookie(header, authTokenKey);
  return isTokenUsable(token) ? token : null;
}

/** Browser: local storage first, then the cookie (spec §4 startup). */
export function readStoredToken(): string | null {
  const stored = localStorage.getItem(authTokenKey) ?? readCookie(document.cookie, authTokenKey) ?? null;
  return stored;
}

/** Saves in local storage and a 7-day SameSite=Lax cookie (Secure over HTTPS) so the server renders the signed-in page. */
export function storeToken(token: string) {
  localStorage.setItem(authTokenKey, token);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${authTokenKey}=${encodeURIComponent(token)}; Path=/; Max-Age=${tokenLifetimeSeconds}; SameSite=Lax${secure}`;
}

export function clearToken() {
  localStorage.removeItem(authTokenKey);
  document.cookie = `${authTokenKey}=; Path=/; Max-Age=0; SameSite=Lax`;
}
