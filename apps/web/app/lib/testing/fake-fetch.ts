/** Test-only: the network boundary for component tests (nothing in the app imports it). */
import { vi } from 'vitest';

export type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** A multipart body (a form with a picture), as sent. */
  form?: FormData;
  headers: Record<string, string>;
};
type Answer = { status: number; body: unknown };
export type Route = (call: Call) => Answer | Promise<Answer | undefined> | undefined;

export const ok = (data: unknown, message = 'OK', status = 200): Answer => ({
  status,
  body: { status: true, message, data },
});
export const refusal = (status: number, message: string, data?: unknown): Answer => ({
  status,
  body: { status: false, message, data },
});

/**
 * Replaces fetch with `route` and records every call. Answers are plain objects with `status` and `json()`: what
 * the API client reads, with no timers inside (polling tests fake time).
 */
export function fakeFetch(route: Route) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        form: init?.body instanceof FormData ? init.body : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const answer = (await route(call)) ?? refusal(404, 'Not found');
      return {
        status: answer.status,
        ok: answer.status < 400,
        json: async () => answer.body,
        // A picture's bytes (an authenticated image): the body itself when it is one.
        blob: async () =>
          answer.body instanceof Blob ? answer.body : new Blob([JSON.stringify(answer.body)]),
      };
    }),
  );
  return calls;
}
