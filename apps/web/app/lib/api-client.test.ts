import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildQuery, createApiClient, type ApiTransport } from './api-client';

const transportReturning = (status: number, body: unknown) => {
  const calls: Parameters<ApiTransport>[] = [];
  const transport: ApiTransport = async (url, init) => {
    calls.push([url, init]);
    return { status, json: () => body };
  };
  return { transport, calls };
};

describe('API client (spec §7)', () => {
  it('sends the spec headers, the bearer token and JSON', async () => {
    const { transport, calls } = transportReturning(200, { status: true, message: 'OK', data: { a: 1 } });
    const api = createApiClient({ transport, locale: 'ar', token: 'tok' });
    await api.request('/cart', { method: 'POST', body: { x: 1 }, query: { page: 2, empty: '' } });
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/v1/cart?page=2');
    expect(init.headers).toMatchObject({
      'accept-language': 'ar',
      'service-type': 'reservation',
      'delivery-method': 'reservation',
      'device-type': 'web',
      authorization: 'Bearer tok',
      'content-type': 'application/json',
    });
    expect(init.body).toBe('{"x":1}');
  });

  it('adds the caller’s extra headers (an idempotency key) to the spec ones', async () => {
    const { transport, calls } = transportReturning(201, { status: true, message: 'OK', data: {} });
    await createApiClient({ transport, locale: 'en' }).request('/orders', {
      method: 'POST',
      body: { payment_method_id: 'cash' },
      headers: { 'idempotency-key': 'abc12345' },
    });
    expect(calls[0]![1].headers).toMatchObject({ 'idempotency-key': 'abc12345', 'device-type': 'web' });
  });

  it('leaves Content-Type to the browser for form data and sends no token when signed out', async () => {
    const { transport, calls } = transportReturning(200, { status: true, message: 'OK' });
    await createApiClient({ transport, locale: 'en' }).request('/account/update', {
      method: 'POST',
      body: new FormData(),
    });
    expect(calls[0]![1].headers).not.toHaveProperty('content-type');
    expect(calls[0]![1].headers).not.toHaveProperty('authorization');
  });

  it('on failure with a message: error toast, then the caller’s error handler, then throws', async () => {
    const { transport } = transportReturning(422, { status: false, message: 'Bad', errors: { page: ['x'] } });
    const notify = vi.fn();
    const onError = vi.fn();
    const api = createApiClient({ transport, locale: 'en', notify });
    await expect(api.get('/products', { onError })).rejects.toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenCalledWith('Bad', 'error');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Bad' }), 422);
    expect(notify.mock.invocationCallOrder[0]).toBeLessThan(onError.mock.invocationCallOrder[0]!);
  });

  it('on success: calls onSuccess if given, else a success toast only when asked for', async () => {
    const { transport } = transportReturning(200, { status: true, message: 'Saved', data: 5 });
    const notify = vi.fn();
    const api = createApiClient({ transport, locale: 'en', notify });
    const onSuccess = vi.fn();
    await api.request('/x', { onSuccess, successToast: true });
    expect(onSuccess).toHaveBeenCalledWith(5, expect.objectContaining({ message: 'Saved' }));
    expect(notify).not.toHaveBeenCalled();
    await api.request('/x');
    expect(notify).not.toHaveBeenCalled();
    await api.request('/x', { successToast: true });
    expect(notify).toHaveBeenCalledWith('Saved', 'success');
  });

  it('a 200 whose status is false still counts as a failure', async () => {
    const { transport } = transportReturning(200, { status: false, message: 'Nope' });
    await expect(createApiClient({ transport, locale: 'en' }).get('/x')).rejects.toMatchObject({
      status: 200,
    });
  });

  it('builds query strings without empty values', () => {
    expect(buildQuery({ a: 1, b: undefined, c: null, d: '', e: 'x y' })).toBe('?a=1&e=x+y');
    expect(buildQuery({})).toBe('');
  });
});
