import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTaqnyat, type FakeTaqnyat } from './fake-taqnyat-server.ts';
import { SmsError } from './interface.ts';
import { createTaqnyatProvider, type TaqnyatOptions } from './taqnyat-provider.ts';

const TOKEN = 'tq-SECRET-token-123';
const TO = '966501234567';
let fake: FakeTaqnyat;
let sleeps: number[];

beforeEach(async () => {
  fake = await startFakeTaqnyat({ token: TOKEN, slowMs: 1000 });
  sleeps = [];
});
afterEach(() => fake.close());

const provider = (overrides: Partial<TaqnyatOptions> = {}) =>
  createTaqnyatProvider({
    token: TOKEN,
    sender: 'Hajz',
    baseUrl: fake.url,
    sleep: async (ms) => void sleeps.push(ms),
    ...overrides,
  });

async function failure(promise: Promise<unknown>): Promise<SmsError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsError);
  return error as SmsError;
}

describe('Taqnyat adapter against the fake Taqnyat', () => {
  it('sends the documented JSON with the bearer token and maps the messageId', async () => {
    const body = 'رمز التحقق الخاص بك هو 4821';
    const result = await provider().send({ to: TO, body, correlationId: 'ignored-by-taqnyat' });

    expect(result).toEqual({ provider: 'taqnyat', messageId: '5452899970' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/messages');
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({ recipients: [TO], body, sender: 'Hajz' });
  });

  it('fails without retrying on a bad token, and never shows the token', async () => {
    const wrong = 'tq-WRONG-token-999';
    const error = await failure(provider({ token: wrong }).send({ to: TO, body: 'hi' }));
    expect(error).toMatchObject({ provider: 'taqnyat', retryable: false, code: '401' });
    expect(error.message).toContain('Unauthorized');
    expect(error.message).not.toContain(wrong);
    expect(fake.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('fails without retrying on a 400 for a bad recipient', async () => {
    fake.setMode('bad-recipient');
    const error = await failure(provider().send({ to: TO, body: 'hi' }));
    expect(error).toMatchObject({ retryable: false, code: '400' });
    expect(fake.requests).toHaveLength(1);
  });

  it('treats a 201 that lists our number under rejected as a non-retryable failure', async () => {
    const landline = '966112345678';
    const error = await failure(provider().send({ to: landline, body: 'hi' }));
    expect(error).toMatchObject({ retryable: false, code: 'rejected' });
    expect(error.message).toContain(landline);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 500, then fails retryable after 1 + retries requests', async () => {
    fake.setMode('server-error');
    const error = await failure(provider({ retries: 2 }).send({ to: TO, body: 'hi' }));
    expect(error).toMatchObject({ retryable: true, code: '500' });
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([200, 400]);
  });

  it('retries when throttled (429)', async () => {
    fake.setMode('throttle');
    const error = await failure(provider({ retries: 1 }).send({ to: TO, body: 'hi' }));
    expect(error).toMatchObject({ retryable: true, code: '429' });
    expect(fake.requests).toHaveLength(2);
  });

  it('succeeds on the second request of a flaky server, sending the same payload', async () => {
    fake.setMode('flaky');
    const result = await provider().send({ to: TO, body: 'hi' });
    expect(result.messageId).toBe('5452899970');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.rawBody).toBe(fake.requests[0]!.rawBody);
  });

  it('times out and reports a retryable timeout', async () => {
    fake.setMode('slow');
    const error = await failure(provider({ timeoutMs: 100, retries: 0 }).send({ to: TO, body: 'hi' }));
    expect(error).toMatchObject({ retryable: true, code: 'timeout' });
    expect(fake.requests).toHaveLength(1);
  });
});
