/** Taqnyat SMS adapter: POST {baseUrl}/v1/messages, JSON, Bearer token. */
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

export type TaqnyatOptions = {
  token: string;
  sender: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** Extra attempts after the first, for retryable failures only. */
  retries?: number;
  fetchImpl?: typeof fetch;
  sleep?: Sleep;
};

type TaqnyatBody = {
  statusCode?: number;
  message?: string;
  messageId?: number | string;
  /** Documented as a string like "[966501234567,]"; an array is accepted too. */
  rejected?: string | (string | number)[];
};

const NAME = 'taqnyat';

export function createTaqnyatProvider(options: TaqnyatOptions): SmsProvider {
  const {
    token,
    sender,
    baseUrl = 'https://api.taqnyat.sa',
    timeoutMs = 5000,
    retries = 2,
    fetchImpl = fetch,
    sleep = realSleep,
  } = options;
  const url = `${baseUrl.replace(/\/+$/, '')}/v1/messages`;

  return {
    name: NAME,
    async send(message: SmsMessage): Promise<SmsResult> {
      const init: RequestInit = {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ recipients: [message.to], body: message.body, sender }),
      };
      return withRetries(
        async () => {
          try {
            return interpret(await exchange(NAME, fetchImpl, url, init, timeoutMs), message.to);
          } catch (error) {
            throw scrub(error, token);
          }
        },
        retries,
        sleep,
      );
    },
  };
}

function interpret({ status, text, json }: RawResponse, to: string): SmsResult {
  const body = (json && typeof json === 'object' ? json : {}) as TaqnyatBody;
  const reason = body.message || excerpt(text);
  if (status >= 500 || status === 429) {
    throw new SmsError(`${NAME}: HTTP ${status}: ${reason}`, NAME, true, String(status));
  }
  if (status >= 400) {
    throw new SmsError(`${NAME}: ${reason} (${status})`, NAME, false, String(status));
  }
  const id = body.messageId;
  if (id === undefined || id === null || id === '') {
    throw new SmsError(
      `${NAME}: unexpected answer (HTTP ${status}): ${excerpt(text)}`,
      NAME,
      false,
      'bad-response',
    );
  }
  if (numbersIn(body.rejected).includes(to)) {
    throw new SmsError(`${NAME}: recipient ${to} rejected (message ${String(id)})`, NAME, false, 'rejected');
  }
  return { provider: NAME, messageId: String(id) };
}

function numbersIn(list: TaqnyatBody['rejected']): string[] {
  const text = Array.isArray(list) ? list.join(',') : String(list ?? '');
  return text.match(/\d+/g) ?? [];
}
