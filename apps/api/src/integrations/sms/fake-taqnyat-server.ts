/**
 * A local Taqnyat for tests: validates requests the way the v1 messages docs describe them and answers
 * with the documented bodies (201 with accepted/rejected lists, 400/401/429/5xx with statusCode + message).
 */
import { SAUDI_MOBILE, startFakeHttp, type FakeReply, type ReceivedRequest } from './fake-http.ts';

export type { ReceivedRequest } from './fake-http.ts';

export type FakeTaqnyatMode =
  'ok' | 'bad-auth' | 'bad-recipient' | 'server-error' | 'throttle' | 'slow' | 'flaky';

export type FakeTaqnyatOptions = {
  /** The bearer token the fake accepts. */
  token?: string;
  mode?: FakeTaqnyatMode;
  /** How long 'slow' waits before answering. */
  slowMs?: number;
};

export type FakeTaqnyat = {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
  /** Also restarts the 'flaky' count. */
  setMode(mode: FakeTaqnyatMode): void;
};

const fail = (statusCode: number, message: string): FakeReply => ({
  status: statusCode,
  body: { statusCode, message },
});

/** Taqnyat lists numbers as a string: "[966501234567,]" or "[]". */
const listOf = (numbers: string[]) => `[${numbers.map((n) => `${n},`).join('')}]`;

export async function startFakeTaqnyat(options: FakeTaqnyatOptions = {}): Promise<FakeTaqnyat> {
  const { token = 'test-token', slowMs = 2000 } = options;
  let mode: FakeTaqnyatMode = options.mode ?? 'ok';
  let sinceModeSet = 0;
  let nextMessageId = 5452899970;

  function answer(request: ReceivedRequest): FakeReply {
    if (request.path !== '/v1/messages') return fail(404, 'Not Found');
    if (request.method !== 'POST') return fail(405, 'Method Not Allowed');
    if (mode === 'bad-auth' || request.headers.authorization !== `Bearer ${token}`)
      return fail(401, 'Unauthorized');
    if (mode === 'throttle') return fail(429, 'Too Many Requests');
    if (!request.headers['content-type']?.startsWith('application/json'))
      return fail(400, 'Content-Type must be application/json');
    const payload = request.body as { recipients?: unknown; body?: unknown; sender?: unknown } | undefined;
    if (!payload || typeof payload !== 'object') return fail(400, 'Invalid JSON body');
    const { recipients, body, sender } = payload;
    if (
      !Array.isArray(recipients) ||
      recipients.length === 0 ||
      !recipients.every((r) => typeof r === 'string')
    ) {
      return fail(400, 'recipients must be a non-empty array of numbers');
    }
    if (typeof body !== 'string' || body === '') return fail(400, 'body is required');
    if (typeof sender !== 'string' || sender === '') return fail(400, 'sender is required');
    if (mode === 'bad-recipient') return fail(400, 'Invalid recipient');

    const accepted = (recipients as string[]).filter((r) => SAUDI_MOBILE.test(r));
    const rejected = (recipients as string[]).filter((r) => !SAUDI_MOBILE.test(r));
    const parts = Math.max(1, Math.ceil(body.length / (/^[\x20-\x7e\n\r]*$/.test(body) ? 160 : 70)));
    return {
      status: 201,
      body: {
        statusCode: 201,
        messageId: nextMessageId++,
        cost: (0.05 * parts * accepted.length).toFixed(4),
        currency: 'SAR',
        totalCount: recipients.length,
        msgLength: parts,
        accepted: listOf(accepted),
        rejected: listOf(rejected),
      },
    };
  }

  const http = await startFakeHttp((request) => {
    sinceModeSet += 1;
    if (mode === 'server-error') return fail(500, 'Internal Server Error');
    if (mode === 'flaky' && sinceModeSet === 1) return fail(503, 'Service Unavailable');
    const reply = answer(request);
    return mode === 'slow' ? { ...reply, delayMs: slowMs } : reply;
  });

  return {
    ...http,
    setMode(next) {
      mode = next;
      sinceModeSet = 0;
    },
  };
}
