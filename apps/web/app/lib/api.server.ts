import type { Locale } from '@hajz/contracts/locale';
import { data } from 'react-router';
import { ApiError, createApiClient, type ApiTransport } from './api-client';
import { readCookie } from './locale';

/**
 * What the server hands every render: the API in-process, this response's CSP nonce, and the public origin
 * (from configuration, never the request's Host: pages a cache shares must not carry a visitor's Host).
 */
export type LoadContext = { api: ApiTransport; nonce: string; origin: string };

export const publicOriginOf = (context: unknown) => (context as LoadContext).origin;

/** The API for SSR loaders: in-process, same handlers and schemas, the visitor's token and language. */
export function serverApi(context: unknown, request: Request, locale: Locale) {
  const { api } = context as LoadContext;
  const token = readCookie(request.headers.get('cookie'), 'auth_token');
  return createApiClient({ transport: api, locale, token });
}

/** Loader helper: the envelope's data, or the API's status thrown for the route's error boundary. */
export async function loadOrThrow<T>(promise: Promise<{ data?: T }>): Promise<T> {
  try {
    const envelope = await promise;
    return envelope.data as T;
  } catch (error) {
    if (error instanceof ApiError) throw data({ message: error.envelope.message }, { status: error.status });
    throw error;
  }
}
