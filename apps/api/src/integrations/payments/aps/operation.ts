/**
 * One signed JSON operation on APS's server-to-server API (/FortAPI/paymentApi), shared by the card adapter
 * (provider.ts) and the STC Pay adapter (stc-pay.ts): the request signed with the SHA request phrase, the answer
 * accepted only when APS signed it with the SHA response phrase and it is about the same merchant_reference.
 * Timeouts, network failures, 5xx and 429 are retryable PaymentProviderErrors; anything else untrusted is not.
 */
import { SmsError } from '../../sms/interface.ts';
import { exchange, excerpt, type RawResponse } from '../../sms/http-attempt.ts';
import { PaymentProviderError } from '../interface.ts';
import { signRequest, verifyResponse, type ApsShaType } from './signature.ts';

export type ApsOperationOptions = {
  name: string;
  apiUrl: string;
  shaRequestPhrase: string;
  shaResponsePhrase: string;
  shaType: ApsShaType;
  fetch: typeof fetch;
  timeoutMs: number;
};

export type ApsOperation = (what: string, request: Record<string, string>) => Promise<Record<string, string>>;

export function apsOperation(options: ApsOperationOptions): ApsOperation {
  const { name, apiUrl, shaRequestPhrase, shaResponsePhrase, shaType, timeoutMs } = options;
  return async (what, request) => {
    const body = JSON.stringify({ ...request, signature: signRequest(request, shaRequestPhrase, shaType) });
    let raw: RawResponse;
    try {
      raw = await exchange(
        name,
        options.fetch,
        apiUrl,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body,
        },
        timeoutMs,
      );
    } catch (error) {
      // The shared SMS plumbing reports timeouts and network failures as retryable SmsErrors.
      if (error instanceof SmsError) throw new PaymentProviderError(`${error.message} (${what})`, name, true);
      throw error;
    }
    if (raw.status >= 500 || raw.status === 429) {
      throw new PaymentProviderError(
        `${name}: ${what}: HTTP ${raw.status}: ${excerpt(raw.text)}`,
        name,
        true,
      );
    }
    const answer = flatStrings(raw.json);
    if (raw.status >= 400 || !answer) {
      throw new PaymentProviderError(`${name}: ${what}: unexpected answer (HTTP ${raw.status})`, name, false);
    }
    if (!verifyResponse(answer, shaResponsePhrase, shaType)) {
      // Never trusted, never retried blindly: money may have moved, so the caller reconciles with checkStatus.
      throw new PaymentProviderError(
        `${name}: ${what}: the answer's signature is wrong (check APS_SHA_RESPONSE_PHRASE and APS_SHA_TYPE)`,
        name,
        false,
      );
    }
    if (answer.merchant_reference !== request.merchant_reference) {
      throw new PaymentProviderError(
        `${name}: ${what}: the answer is about another merchant_reference`,
        name,
        false,
      );
    }
    return answer;
  };
}

/** A flat JSON object as strings (what APS signs); null for anything else. Nested values are not signed by us. */
function flatStrings(json: unknown): Record<string, string> | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(json)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}
