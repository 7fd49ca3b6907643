/** Unifonic REST SMS adapter: POST {baseUrl}/rest/SMS/messages, form-encoded, AppSid in the form. */
import { randomUUID } from 'node:crypto';
import { SmsError, type SmsMessage, type SmsProvider, type SmsResult } from './interface.ts';
import {
  exchange,
  excerpt,
  realSleep,
  scrub,
  withRetries,
  type RawResponse,
  type Sleep,
} from './http-attempt.ts';

export type UnifonicOptions = {
  appSid: string;
  senderId: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** Extra attempts after the first, for retryable failures only. */
  retries?: number;
  fetchImpl?: typeof fetch;
  sleep?: Sleep;
};

type UnifonicBody = {
  success?: boolean;
  message?: string;
  errorCode?: string;
  data?: { MessageID?: number | string; Status?: string };
};

const NAME = 'unifonic';

export function createUnifonicProvider(options: UnifonicOptions): SmsProvider {
  const {
    appSid,
    senderId,
    baseUrl = 'https://el.cloud.unifonic.com',
    timeoutMs = 5000,
    retries = 2,
    fetchImpl = fetch,
    sleep = realSleep,
  } = options;
  const url = `${baseUrl.replace(/\/+$/, '')}/rest/SMS/messages`;

  return {
    name: NAME,
    async send(message: SmsMessage): Promise<SmsResult> {
      // One id for every try, so Unifonic's reports tie the attempts to one message of ours.
      const correlationId = message.correlationId ?? randomUUID();
      const form = new URLSearchParams({
        AppSid: appSid,
        SenderID: senderId,
        Recipient: message.to,
        Body: message.body,
        responseType: 'JSON',
        CorrelationID: correlationId,
      });
      const init: RequestInit = {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form.toString(),
      };
      return withRetries(
        async () => {
          try {
            return interpret(await exchange(NAME, fetchImpl, url, init, timeoutMs));
          } catch (error) {
            throw scrub(error, appSid);
          }
        },
        retries,
        sleep,
      );
    },
  };
}

function interpret({ status, text, json }: RawResponse): SmsResult {
  const body = (json && typeof json === 'object' ? json : {}) as UnifonicBody;
  const code = body.errorCode || String(status);
  const reason = body.message || excerpt(text);
  if (status >= 500 || status === 429) {
    throw new SmsError(`${NAME}: HTTP ${status}: ${reason}`, NAME, true, code);
  }
  // Unifonic reports most failures as HTTP 200 with success false; all of them are about the request
  // (credentials, number, balance, sender), so sending it again would not help.
  if (body.success === false || status >= 400) {
    throw new SmsError(`${NAME}: ${reason} (${code})`, NAME, false, code);
  }
  const id = body.data?.MessageID;
  if (body.success !== true || id === undefined || id === null || id === '') {
    throw new SmsError(
      `${NAME}: unexpected answer (HTTP ${status}): ${excerpt(text)}`,
      NAME,
      false,
      'bad-response',
    );
  }
  const state = body.data?.Status;
  if (state === 'Rejected' || state === 'Failed') {
    throw new SmsError(
      `${NAME}: message ${String(id)} ${state.toLowerCase()}`,
      NAME,
      false,
      state.toLowerCase(),
    );
  }
  return { provider: NAME, messageId: String(id) };
}
