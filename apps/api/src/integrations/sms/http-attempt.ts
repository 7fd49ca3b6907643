/** What the real SMS adapters share: one HTTP exchange with a per-attempt timeout, and bounded retries. */
import { SmsError } from './interface.ts';

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export type RawResponse = { status: number; text: string; json: unknown };

/**
 * Runs `attempt`, then again at most `retries` more times while it fails with a retryable SmsError,
 * waiting baseDelayMs × 2^n between tries. Anything else (success, non-retryable) ends it at once.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  retries: number,
  sleep: Sleep,
  baseDelayMs = 200,
): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof SmsError) || !error.retryable || n >= retries) throw error;
      await sleep(baseDelayMs * 2 ** n);
    }
  }
}

/** One request; a timeout or a transport failure becomes a retryable SmsError (the body is read under the same deadline). */
export async function exchange(
  provider: string,
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<RawResponse> {
  try {
    const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    return { status: res.status, text, json: parseJson(text) };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new SmsError(`${provider}: no answer within ${timeoutMs} ms`, provider, true, 'timeout');
    }
    throw new SmsError(`${provider}: network error (${describe(error)})`, provider, true, 'network');
  }
}

/** Removes a secret from text that may end up in logs (provider messages sometimes echo what they were sent). */
export function redact(text: string, secret: string): string {
  return secret ? text.split(secret).join('***') : text;
}

/** The same error with `secret` removed from its message; other values pass through. */
export function scrub(error: unknown, secret: string): unknown {
  if (!(error instanceof SmsError)) return error;
  const message = redact(error.message, secret);
  return message === error.message
    ? error
    : new SmsError(message, error.provider, error.retryable, error.code);
}

/** A short, single-line excerpt of an unexpected body, for error messages. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 120)}…` : line || '(empty body)';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
