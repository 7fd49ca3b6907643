/** The back office's calls from the browser (every screen's): the page's language, toasts for the server's errors. */
import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from '~/lib/browser-api';

export async function adminGet<T>(
  locale: Locale,
  path: string,
  query?: Record<string, string | number | undefined>,
) {
  return (await browserApi(locale).get<T>(path, { query })).data as T;
}

/** A staff write: the server's message comes back with the data (for the screen's own status line). */
export async function adminPost<T>(locale: Locale, path: string, body?: unknown) {
  const envelope = await browserApi(locale, { quiet: true }).request<T>(path, {
    method: 'POST',
    body: body ?? {},
  });
  return { data: envelope.data as T, message: envelope.message };
}

/**
 * A staff write of any method (PUT an edited record, POST an action, DELETE), JSON or a form with a picture, with an
 * Idempotency-Key when one is given; errors come back as ApiError.
 */
export async function adminSend<T>(
  locale: Locale,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  idempotencyKey?: string,
) {
  const envelope = await browserApi(locale, { quiet: true }).request<T>(path, {
    method,
    ...(body === undefined ? {} : { body }),
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
  return { data: envelope.data as T, message: envelope.message };
}
