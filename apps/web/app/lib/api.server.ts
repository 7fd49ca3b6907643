import type { Locale } from '@hajz/contracts/locale';
import { data } from 'react-router';
import { ApiError, createApiClient, type ApiTransport } from './api-client';
import { readCookie } from './locale';

export type LoadContext = { api: ApiTransport };

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
