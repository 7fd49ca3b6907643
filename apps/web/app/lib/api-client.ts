import type { Envelope } from '@hajz/contracts/envelope';
import type { Locale } from '@hajz/contracts/locale';
import { appSettingDefaults } from '@hajz/contracts/app-settings';

export const apiBase = '/api/v1';

/** How a request travels: fetch in the browser, in-process `inject` during SSR. */
export type ApiTransport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | FormData },
) => Promise<{ status: number; json: () => unknown }>;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  /** Extra request headers (an `Idempotency-Key` for a retryable write). */
  headers?: Record<string, string>;
  /** Show a success toast with the server's message when there is no onSuccess. */
  successToast?: boolean;
  onSuccess?: (data: T, envelope: Envelope<T>) => void;
  onError?: (envelope: Envelope<T>, status: number) => void;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: Envelope<unknown>,
  ) {
    super(envelope.message || `HTTP ${status}`);
  }
}

export type ApiClientOptions = {
  transport: ApiTransport;
  locale: Locale;
  token?: string | null;
  settings?: { serviceType: string; deliveryMethod: string; deviceType: string };
  /** Where error and success toasts go; absent during SSR. */
  notify?: (message: string, color: 'success' | 'error') => void;
};

export function buildQuery(query: RequestOptions<unknown>['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The spec §7 client: its headers, bearer token, and its way of handling responses. */
export function createApiClient(options: ApiClientOptions) {
  const settings = options.settings ?? appSettingDefaults;

  async function request<T>(path: string, opts: RequestOptions<T> = {}): Promise<Envelope<T>> {
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': options.locale,
      'service-type': settings.serviceType,
      'delivery-method': settings.deliveryMethod,
      'device-type': settings.deviceType,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (opts.headers) Object.assign(headers, opts.headers);
    if (opts.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const body =
      opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body);

    const res = await options.transport(`${apiBase}${path}${buildQuery(opts.query)}`, {
      method: opts.method ?? 'GET',
      headers,
      body,
    });
    let envelope: Envelope<T>;
    try {
      envelope = (await res.json()) as Envelope<T>;
    } catch {
      envelope = { status: false, message: '' };
    }
    if (res.status >= 400 || envelope.status !== true) {
      if (envelope.message) options.notify?.(envelope.message, 'error');
      opts.onError?.(envelope, res.status);
      throw new ApiError(res.status, envelope);
    }
    if (opts.onSuccess) opts.onSuccess(envelope.data as T, envelope);
    else if (opts.successToast && envelope.message) options.notify?.(envelope.message, 'success');
    return envelope;
  }

  return {
    request,
    get: <T>(path: string, opts: Omit<RequestOptions<T>, 'method' | 'body'> = {}) => request<T>(path, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
