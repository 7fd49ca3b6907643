/**
 * Amazon Payment Services' Apple Pay (issue 27 item 3, ADR 0061): the ApplePayPaymentToken the customer authorised
 * goes to APS as a server-to-server PURCHASE with `digital_wallet=APPLE_PAY`; APS decrypts it with the merchant's
 * payment processing certificate (uploaded in its back office) and charges it at once. Refunds and status checks
 * are the ordinary REFUND / CHECK_STATUS operations, signed with the Apple Pay configuration.
 *
 * Followed (paymentservices.amazon.com/docs/api/payment-methods/apple-pay, and APS's WooCommerce plugin
 * github.com/payfort/woocommerce-payfort lib/class-aps-helper.php and lib/class-aps-refund.php):
 * - The request carries the token's parts as `apple_data`, `apple_signature`, `apple_header` {apple_transactionId,
 *   apple_ephemeralPublicKey, apple_publicKeyHash} and `apple_paymentMethod` {apple_displayName, apple_network,
 *   apple_type}, beside the usual access_code, merchant_identifier, merchant_reference, amount (minor units),
 *   currency, language, customer_email and customer_ip.
 * - Signature: as signature.ts, except that the two nested objects are written `name={key=value, key=value}` in
 *   their own order (what the plugin's generate_signature does); APS's answers are checked the same way.
 * - Apple Pay has its own access code and SHA phrases in the APS back office (the plugin's "Apple Pay" settings,
 *   used for its purchase and its refund); they default to the card's when not set.
 * - PURCHASE only, never AUTHORIZATION: mada has no authorise-then-capture.
 */
import { SmsError } from '../../sms/interface.ts';
import { exchange, excerpt, type RawResponse } from '../../sms/http-attempt.ts';
import { cardOfToken } from '../apple-pay/token-card.ts';
import type { ApplePayGateway, ApplePayPurchaseRequest } from '../apple-pay/interface.ts';
import { PaymentProviderError, type PaymentOutcome, type RefundResult } from '../interface.ts';
import { MESSAGE, messageOf, STATUS, statusOf } from './codes.ts';
import { checkedOutcome, field, purchaseOutcome } from './outcome.ts';
import { signRequest, verifyResponse, type ApsShaType } from './signature.ts';
import { APS_SANDBOX_API_URL } from './provider.ts';

export type ApsApplePayOptions = {
  merchantIdentifier: string;
  /** The Apple Pay access code and phrases of the APS back office ("Apple Pay" settings). */
  accessCode: string;
  shaRequestPhrase: string;
  shaResponsePhrase: string;
  shaType?: ApsShaType;
  apiUrl?: string;
  fallbackEmail: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const NAME = 'aps';
type Nested = Record<string, string>;
type Wire = Record<string, string | Nested>;

/** `{key=value, key=value}` for a nested object, as APS signs apple_header and apple_paymentMethod. */
export function apsSignable(params: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      const inner = Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(', ');
      out[key] = `{${inner}}`;
    } else if (typeof value !== 'object') out[key] = String(value);
  }
  return out;
}

/** The APS request's Apple Pay fields from Apple's token. */
export function appleFields(token: ApplePayPurchaseRequest['token']): Wire {
  const { paymentData, paymentMethod } = token;
  return {
    apple_data: paymentData.data,
    apple_signature: paymentData.signature,
    apple_header: {
      apple_transactionId: paymentData.header.transactionId,
      apple_ephemeralPublicKey: paymentData.header.ephemeralPublicKey ?? '',
      apple_publicKeyHash: paymentData.header.publicKeyHash,
    },
    apple_paymentMethod: {
      apple_displayName: paymentMethod.displayName,
      apple_network: paymentMethod.network,
      apple_type: paymentMethod.type,
    },
  };
}

export function createApsApplePay(
  options: ApsApplePayOptions,
): Omit<ApplePayGateway, 'validateMerchant' | 'name'> {
  const {
    merchantIdentifier,
    accessCode,
    shaRequestPhrase,
    shaResponsePhrase,
    shaType = 'sha256',
    apiUrl = APS_SANDBOX_API_URL,
    fallbackEmail,
    fetch: fetchImpl = fetch,
    timeoutMs = 30_000,
  } = options;
  const merchant = { access_code: accessCode, merchant_identifier: merchantIdentifier };

  async function operation(what: string, request: Wire): Promise<Record<string, string>> {
    const signature = signRequest(apsSignable(request), shaRequestPhrase, shaType);
    let raw: RawResponse;
    try {
      raw = await exchange(
        NAME,
        fetchImpl,
        apiUrl,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ ...request, signature }),
        },
        timeoutMs,
      );
    } catch (error) {
      if (error instanceof SmsError) throw new PaymentProviderError(`${error.message} (${what})`, NAME, true);
      throw error;
    }
    if (raw.status >= 500 || raw.status === 429)
      throw new PaymentProviderError(`aps: ${what}: HTTP ${raw.status}: ${excerpt(raw.text)}`, NAME, true);
    const json = raw.json;
    if (raw.status >= 400 || !json || typeof json !== 'object' || Array.isArray(json))
      throw new PaymentProviderError(`aps: ${what}: unexpected answer (HTTP ${raw.status})`, NAME, false);
    const answer = apsSignable(json as Record<string, unknown>);
    if (!verifyResponse(answer, shaResponsePhrase, shaType))
      throw new PaymentProviderError(`aps: ${what}: the answer's signature is wrong`, NAME, false);
    if (answer.merchant_reference !== request.merchant_reference)
      throw new PaymentProviderError(
        `aps: ${what}: the answer is about another merchant_reference`,
        NAME,
        false,
      );
    return answer;
  }

  return {
    async purchase(request): Promise<PaymentOutcome> {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new PaymentProviderError('aps: amount must be a positive whole number of halalas', NAME, false);
      const params: Wire = {
        digital_wallet: 'APPLE_PAY',
        command: 'PURCHASE',
        ...merchant,
        merchant_reference: request.reference,
        amount: String(request.amount),
        currency: request.currency,
        language: request.language,
        customer_email: request.customerEmail || fallbackEmail,
        customer_ip: request.customerIp,
        ...appleFields(request.token),
      };
      const answer = await operation('Apple Pay PURCHASE', params);
      const outcome = purchaseOutcome(answer);
      if (outcome.status !== 'paid') return outcome;
      if (outcome.amount !== request.amount)
        throw new PaymentProviderError(
          `aps: Apple Pay PURCHASE: paid ${outcome.amount} instead of ${request.amount} (fort_id ${outcome.transactionId})`,
          NAME,
          false,
        );
      // The network the customer paid with: APS's payment_option when it says, else Apple's.
      const card = cardOfToken(request.token);
      const brand = field(answer, 'payment_option');
      return { ...outcome, card: { ...card, brand: brand ? brand.toUpperCase() : card.brand } };
    },

    async checkStatus(reference) {
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
        `aps: CHECK_STATUS failed: ${code}`,
        NAME,
        messageOf(code) === MESSAGE.technicalProblem,
      );
    },

    async refund(request): Promise<RefundResult> {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new PaymentProviderError(
          'aps: refund amount must be a positive whole number of halalas',
          NAME,
          false,
        );
      const params: Wire = {
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
          `aps: REFUND: technical problem (${code}), outcome unknown`,
          NAME,
          true,
        );
      return { status: 'failed', providerCode: code || null };
    },
  };
}
