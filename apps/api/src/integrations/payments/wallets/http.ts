/**
 * What the Tabby and Tamara adapters share: one JSON exchange with a deadline (the SMS adapters' plumbing), provider
 * faults as PaymentProviderErrors (timeouts, network, 5xx and 429 retryable; refused credentials not), answers
 * parsed with zod, and amounts converted between our halalas and the providers' decimal SAR.
 */
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { SmsError } from '../../sms/interface.ts';
import { exchange, excerpt, type RawResponse } from '../../sms/http-attempt.ts';
import { PaymentProviderError } from '../interface.ts';

export type JsonClient = {
  name: string;
  baseUrl: string;
  headers: Record<string, string>;
  fetch: typeof fetch;
  timeoutMs: number;
};

/** One request; 2xx and 4xx answers come back to the caller (a 404 or a 400 can be an answer), the rest throw. */
export async function callJson(
  client: JsonClient,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<RawResponse> {
  let raw: RawResponse;
  try {
    raw = await exchange(
      client.name,
      client.fetch,
      `${client.baseUrl.replace(/\/+$/, '')}${path}`,
      {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...client.headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      client.timeoutMs,
    );
  } catch (error) {
    if (error instanceof SmsError)
      throw new PaymentProviderError(`${error.message} (${method} ${path})`, client.name, true);
    throw error;
  }
  if (raw.status >= 500 || raw.status === 429) {
    throw new PaymentProviderError(
      `${client.name}: ${method} ${path}: HTTP ${raw.status}: ${excerpt(raw.text)}`,
      client.name,
      true,
    );
  }
  if (raw.status === 401 || raw.status === 403) {
    throw new PaymentProviderError(
      `${client.name}: ${method} ${path}: HTTP ${raw.status} (check the provider's API key)`,
      client.name,
      false,
    );
  }
  return raw;
}

/** A 2xx answer of the documented shape, or a non-retryable PaymentProviderError. */
export function answerOf<T>(client: JsonClient, what: string, schema: z.ZodType<T>, raw: RawResponse): T {
  const result = raw.status >= 200 && raw.status < 300 ? schema.safeParse(raw.json) : null;
  if (!result?.success) {
    throw new PaymentProviderError(
      `${client.name}: ${what}: unexpected answer (HTTP ${raw.status}): ${excerpt(raw.text)}`,
      client.name,
      false,
    );
  }
  return result.data;
}

/** Halalas as the providers write SAR: "400.00". */
export const sarAmount = (halalas: number) => (halalas / 100).toFixed(2);

/** A provider's SAR amount ("400.00", "400.5", 400.5) in halalas; null when it is not an amount of SAR. */
export function halalasOf(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(3) : '') : value.trim();
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(3, '0');
  if (fraction[2] !== '0') return null;
  const halalas = Number(match[1]) * 100 + Number(fraction.slice(0, 2));
  return Number.isSafeInteger(halalas) ? halalas : null;
}

/** A header's value compared in constant time (webhook shared secrets). */
export function sameSecret(received: string | undefined, expected: string): boolean {
  if (received === undefined || expected === '') return false;
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
