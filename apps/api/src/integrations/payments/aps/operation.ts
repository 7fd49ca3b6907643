/**
 * One signed JSON operation on APS's server-to-server API (/FortAPI/paymentApi), shared by the card adapter
 * (provider.ts), the STC Pay adapter (stc-pay.ts) and the Apple Pay adapter (apple-pay.ts, whose nested fields are
 * signed as `{k=v, …}`: its `signable`): the request signed with the SHA request phrase, the answer
 * accepted only when APS signed it with the SHA response phrase and it is about the same merchant_reference.
 * Timeouts, network failures, 5xx and 429 are retryable PaymentProviderErrors; anything else untrusted is not.
 */
import { SmsError } from '../../sms/interface.ts';
import { exchange, excerpt, type RawResponse } from '../../sms/http-attempt.ts';
import { PaymentProviderError, type PaymentOutcome, type RefundResult } from '../interface.ts';
import { MESSAGE, messageOf, STATUS, statusOf } from './codes.ts';
import { checkedOutcome, field } from './outcome.ts';
import { signRequest, verifyResponse, type ApsShaType } from './signature.ts';

export type ApsOperationOptions = {
  name: string;
  apiUrl: string;
  shaRequestPhrase: string;
  shaResponsePhrase: string;
  shaType: ApsShaType;
  fetch: typeof fetch;
  timeoutMs: number;
  /**
   * What is signed of a request or an answer, as flat strings. By default the flat string fields (nested values are
   * not signed); Apple Pay signs its nested objects too.
   */
  signable?: (params: Readonly<Record<string, unknown>>) => Record<string, string>;
};

export type ApsWire = Record<string, string | Record<string, string>>;
export type ApsOperation = (what: string, request: ApsWire) => Promise<Record<string, string>>;

export const APS_SANDBOX_API_URL = 'https://sbpaymentservices.payfort.com/FortAPI/paymentApi';

/** A merchant account's API settings, as every APS adapter takes them (cards, Apple Pay, STC Pay). */
export type ApsAccountOptions = {
  merchantIdentifier: string;
  accessCode: string;
  shaRequestPhrase: string;
  shaResponsePhrase: string;
  shaType?: ApsShaType;
  apiUrl?: string;
  /** APS requires customer_email on a PURCHASE; used when we have none for the customer. */
  fallbackEmail: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * The account's signed operation (defaults: the sandbox API, SHA-256, and a generous 30 s, as a PURCHASE waits for
 * the acquirer and giving up early leaves the charge uncertain) and the merchant fields every request carries.
 */
export function apsAccount(
  name: string,
  options: ApsAccountOptions,
  signable?: ApsOperationOptions['signable'],
): { merchant: { access_code: string; merchant_identifier: string }; operation: ApsOperation } {
  return {
    merchant: { access_code: options.accessCode, merchant_identifier: options.merchantIdentifier },
    operation: apsOperation({
      name,
      apiUrl: options.apiUrl ?? APS_SANDBOX_API_URL,
      shaRequestPhrase: options.shaRequestPhrase,
      shaResponsePhrase: options.shaResponsePhrase,
      shaType: options.shaType ?? 'sha256',
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? 30_000,
      signable,
    }),
  };
}

/** A PURCHASE is asked for a positive whole number of halalas, never anything else (checked before any call). */
export function assertPurchaseAmount(amount: number, name: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new PaymentProviderError('aps: amount must be a positive whole number of halalas', name, false);
}

/** A PURCHASE answered paid for another amount than asked is never taken as paid: it needs a person. */
export function assertPaidAsAsked(outcome: PaymentOutcome, amount: number, what: string, name: string): void {
  if (outcome.status === 'paid' && outcome.amount !== amount)
    throw new PaymentProviderError(
      `${name}: ${what}: paid ${outcome.amount} instead of ${amount} (fort_id ${outcome.transactionId})`,
      name,
      false,
    );
}

export function apsOperation(options: ApsOperationOptions): ApsOperation {
  const { name, apiUrl, shaRequestPhrase, shaResponsePhrase, shaType, timeoutMs } = options;
  const signable = options.signable ?? flatStrings;
  return async (what, request) => {
    const signature = signRequest(signable(request), shaRequestPhrase, shaType);
    const body = JSON.stringify({ ...request, signature });
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
    const json = raw.json;
    const answer =
      json && typeof json === 'object' && !Array.isArray(json)
        ? signable(json as Record<string, unknown>)
        : null;
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

/** A flat JSON object's string, number and boolean fields as strings (what APS signs); nested values are left out. */
function flatStrings(json: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(json)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}

/** CHECK_STATUS of one merchant reference: the outcome it reports, unknown when APS has no such order. */
export async function apsCheckStatus(
  operation: ApsOperation,
  merchant: Record<string, string>,
  reference: string,
  name: string,
): Promise<PaymentOutcome | { status: 'unknown' }> {
  const answer = await operation('CHECK_STATUS', {
    query_command: 'CHECK_STATUS',
    ...merchant,
    merchant_reference: reference,
    language: 'en',
  });
  const code = answer.response_code ?? '';
  if (messageOf(code) === MESSAGE.orderNotFound) return { status: 'unknown' };
  if ((answer.status ?? statusOf(code)) === STATUS.checkStatusSuccess) return checkedOutcome(answer);
  throw new PaymentProviderError(
    `${name}: CHECK_STATUS failed: ${code} ${answer.response_message ?? ''}`.trim(),
    name,
    messageOf(code) === MESSAGE.technicalProblem,
  );
}

/** REFUND of a captured payment (partial amounts allowed): refunded, failed, or a retryable unknown outcome. */
export async function apsRefund(
  operation: ApsOperation,
  merchant: Record<string, string>,
  request: { reference: string; amount: number; transactionId: string | null },
  name: string,
): Promise<RefundResult> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
    throw new PaymentProviderError(
      `${name}: refund amount must be a positive whole number of halalas`,
      name,
      false,
    );
  const params: Record<string, string> = {
    command: 'REFUND',
    ...merchant,
    merchant_reference: request.reference,
    amount: String(request.amount),
    currency: 'SAR',
    language: 'en',
  };
  if (request.transactionId) params.fort_id = request.transactionId;
  const answer = await operation('REFUND', params);
  const code = answer.response_code ?? '';
  if ((answer.status ?? statusOf(code)) === STATUS.refundSuccess)
    return { status: 'refunded', transactionId: field(answer, 'fort_id') ?? request.transactionId };
  if (messageOf(code) === MESSAGE.technicalProblem)
    throw new PaymentProviderError(
      `${name}: REFUND: technical problem (${code}), outcome unknown`,
      name,
      true,
    );
  return { status: 'failed', providerCode: code || null };
}
