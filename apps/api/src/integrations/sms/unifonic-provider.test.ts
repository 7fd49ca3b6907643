import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUnifonic, type FakeUnifonic } from './fake-unifonic-server.ts';
import { SmsError } from './interface.ts';
import { createUnifonicProvider, type UnifonicOptions } from './unifonic-provider.ts';

const APP_SID = 'sid-SECRET-abc123';
const TO = '966507679351';
let fake: FakeUnifonic;
let sleeps: number[];

beforeEach(async () => {
  fake = await startFakeUnifonic({ appSid: APP_SID, slowMs: 1000 });
  sleeps = [];
});
afterEach(() => fake.close());

const provider = (overrides: Partial<UnifonicOptions> = {}) =>
  createUnifonicProvider({
    appSid: APP_SID,
    senderId: 'Hajz',
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

describe('Unifonic adapter against the fake Unifonic', () => {
  it('sends the documented form and maps the MessageID', async () => {
    const body = 'حجزك مؤكد: الثلاثاء ١٠:٣٠ ص — Booking confirmed';
    const result = await provider().send({ to: TO, body, correlationId: 'booking-42' });

    expect(result).toEqual({ provider: 'unifonic', messageId: '42000348806924' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/rest/SMS/messages');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.headers.accept).toBe('application/json');
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.body).toEqual({
      AppSid: APP_SID,
      SenderID: 'Hajz',
      Recipient: TO,
      Body: body,
      responseType: 'JSON',
      CorrelationID: 'booking-42',
    });
  });

  it('makes up a CorrelationID when the message has none', async () => {
    await provider().send({ to: TO, body: 'hi' });
    expect((fake.requests[0]!.body as Record<string, string>).CorrelationID).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('fails without retrying on a bad AppSid, and never shows the AppSid', async () => {
    const wrong = 'sid-WRONG-zzz999';
    const error = await failure(provider({ appSid: wrong }).send({ to: TO, body: 'hi' }));
    expect(error).toMatchObject({ provider: 'unifonic', retryable: false, code: 'ER-01' });
    expect(error.message).toContain('Invalid AppSid');
    expect(error.message).not.toContain(wrong);
    expect(String(error.stack)).not.toContain(wrong);
    expect(fake.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('fails without retrying on a bad recipient (success false with HTTP 200)', async () => {
    const error = await failure(provider().send({ to: '96650', body: 'hi' }));
    expect(error).toMatchObject({ retryable: false, code: 'ER-04' });
    expect(error.message).toContain('Dest num is too short');
    expect(fake.requests).toHaveLength(1);
  });

  it('fails without retrying when the balance is insufficient', async () => {
    fake.setMode('insufficient-balance');
    const error = await failure(provider().send({ to: TO, body: 'hi' }));
    expect(error).toMatchObject({ retryable: false, code: 'ER-13' });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 500 with exponential backoff, then fails retryable after 1 + retries requests', async () => {
    fake.setMode('server-error');
    const error = await failure(provider({ retries: 2 }).send({ to: TO, body: 'hi' }));
    expect(error).toMatchObject({ retryable: true, code: '500' });
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([200, 400]);
  });

  it('succeeds on the second request of a flaky server with the same CorrelationID', async () => {
    fake.setMode('flaky');
    const result = await provider().send({ to: TO, body: 'hi' });
    expect(result.messageId).toBe('42000348806924');
    expect(fake.requests).toHaveLength(2);
    const ids = fake.requests.map((r) => (r.body as Record<string, string>).CorrelationID);
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBe(ids[0]);
    expect(sleeps).toEqual([200]);
  });

  it('times out each attempt and reports a retryable timeout', async () => {
    fake.setMode('slow');
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 100, retries: 1 }).send({ to: TO, body: 'hi' }));
    expect(error).toMatchObject({ retryable: true, code: 'timeout' });
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports an unreachable server as a retryable network error', async () => {
    const url = fake.url;
    await fake.close();
    fake = await startFakeUnifonic();
    const error = await failure(provider({ baseUrl: url, retries: 0 }).send({ to: TO, body: 'hi' }));
    expect(error).toMatchObject({ retryable: true, code: 'network' });
    expect(error.message).not.toContain(APP_SID);
  });
});
