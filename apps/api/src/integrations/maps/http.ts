/** One JSON exchange with a maps provider under a deadline; every failure becomes a MapsError (never a 500). */
import { MapsError } from './interface.ts';

export type JsonAnswer = { status: number; json: unknown };

export async function fetchJson(
  provider: string,
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  secret = '',
): Promise<JsonAnswer> {
  let res: Response;
  let text: string;
  try {
    res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await res.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const why =
      name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : 'network error';
    throw new MapsError(`${provider}: ${why}`, provider, 'unavailable');
  }
  if (res.status >= 500 || res.status === 429)
    throw new MapsError(`${provider}: HTTP ${res.status}`, provider, 'unavailable');
  try {
    return { status: res.status, json: JSON.parse(text) };
  } catch {
    const excerpt = redact(text.replace(/\s+/g, ' ').slice(0, 120), secret);
    throw new MapsError(`${provider}: HTTP ${res.status}, not JSON: ${excerpt}`, provider, 'bad-response');
  }
}

/** A refused or malformed answer (4xx, an error status in the body). The key is never part of the message. */
export function badResponse(provider: string, detail: string, secret = ''): MapsError {
  return new MapsError(`${provider}: ${redact(detail, secret)}`, provider, 'bad-response');
}

function redact(text: string, secret: string): string {
  return secret ? text.split(secret).join('***') : text;
}

/** Parses "12.34" or 12.34; NaN-safe. */
export const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

export const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
