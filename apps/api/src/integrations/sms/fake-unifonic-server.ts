/**
 * A local Unifonic for tests: validates requests the way the REST SMS docs describe them and answers
 * with the documented bodies. Validation failures it invents itself carry errorCode "FAKE-INVALID".
 */
import { SAUDI_MOBILE, startFakeHttp, type FakeReply, type ReceivedRequest } from './fake-http.ts';

export type { ReceivedRequest } from './fake-http.ts';

export type FakeUnifonicMode =
  'ok' | 'bad-auth' | 'bad-recipient' | 'insufficient-balance' | 'server-error' | 'slow' | 'flaky';

export type FakeUnifonicOptions = {
  /** The AppSid the fake accepts. */
  appSid?: string;
  mode?: FakeUnifonicMode;
  /** How long 'slow' waits before answering. */
  slowMs?: number;
};

export type FakeUnifonic = {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
  /** Also restarts the 'flaky' count. */
  setMode(mode: FakeUnifonicMode): void;
};

const fail = (status: number, errorCode: string, message: string): FakeReply => ({
  status,
  body: { success: false, message, errorCode, data: {} },
});

export async function startFakeUnifonic(options: FakeUnifonicOptions = {}): Promise<FakeUnifonic> {
  const { appSid = 'test-app-sid', slowMs = 2000 } = options;
  let mode: FakeUnifonicMode = options.mode ?? 'ok';
  let sinceModeSet = 0;
  let nextMessageId = 42000348806924;
  let balance = 100;

  function answer(request: ReceivedRequest): FakeReply {
    if (request.path !== '/rest/SMS/messages') return fail(404, 'FAKE-INVALID', 'Not found');
    if (request.method !== 'POST') return fail(405, 'FAKE-INVALID', 'Method not allowed');
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return fail(415, 'FAKE-INVALID', 'Content-Type must be application/x-www-form-urlencoded');
    }
    if (!request.headers.accept?.includes('application/json'))
      return fail(406, 'FAKE-INVALID', 'Accept must be application/json');
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (mode === 'bad-auth' || form.AppSid !== appSid) return fail(401, 'ER-01', 'Invalid AppSid');
    for (const field of ['SenderID', 'Recipient', 'Body'] as const) {
      if (!form[field]) return fail(400, 'FAKE-INVALID', `Missing parameter: ${field}`);
    }
    if (form.responseType !== 'JSON') return fail(400, 'FAKE-INVALID', 'responseType must be JSON');
    if (mode === 'bad-recipient' || !SAUDI_MOBILE.test(form.Recipient ?? ''))
      return fail(200, 'ER-04', 'Dest num is too short');
    if (mode === 'insufficient-balance') return fail(200, 'ER-13', 'Insufficient balance');

    const body = form.Body ?? '';
    // GSM-7 fits 160 characters per part; Arabic needs UCS-2 at 70.
    const units = Math.max(1, Math.ceil(body.length / (/^[\x20-\x7e\n\r]*$/.test(body) ? 160 : 70)));
    balance = Math.round((balance - 0.05 * units) * 100) / 100;
    return {
      status: 200,
      body: {
        success: true,
        message: '',
        errorCode: 'ER-00',
        data: {
          MessageID: nextMessageId++,
          CorrelationID: form.CorrelationID ?? '',
          Status: 'Sent',
          NumberOfUnits: units,
          Cost: Math.round(0.05 * units * 100) / 100,
          Balance: balance,
          Recipient: form.Recipient,
          TimeCreated: new Date().toISOString().replace('T', ' ').replace('Z', ''),
          CurrencyCode: 'SAR',
        },
      },
    };
  }

  const http = await startFakeHttp((request) => {
    sinceModeSet += 1;
    if (mode === 'server-error' || (mode === 'flaky' && sinceModeSet === 1)) {
      return { status: 500, body: 'Internal Server Error' };
    }
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
