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
import { cardOfToken } from '../apple-pay/token-card.ts';
import type { ApplePayGateway, ApplePayPurchaseRequest } from '../apple-pay/interface.ts';
import type { PaymentOutcome } from '../interface.ts';
import { field, purchaseOutcome } from './outcome.ts';
import {
  assertPurchaseAmount,
  assertPaidAsAsked,
  apsAccount,
  apsCheckStatus,
  apsRefund,
  type ApsAccountOptions,
  type ApsWire,
} from './operation.ts';

/** With the Apple Pay access code and phrases of the APS back office ("Apple Pay" settings). */
export type ApsApplePayOptions = ApsAccountOptions;

const NAME = 'aps';
type Wire = ApsWire;

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
  const { fallbackEmail } = options;
  // APS signs Apple Pay's nested fields as `{k=v, …}` (apsSignable), in the request and in the answer.
  const { merchant, operation } = apsAccount(NAME, options, apsSignable);

  return {
    async purchase(request): Promise<PaymentOutcome> {
      assertPurchaseAmount(request.amount, NAME);
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
      assertPaidAsAsked(outcome, request.amount, 'Apple Pay PURCHASE', NAME);
      // The network the customer paid with: APS's payment_option when it says, else Apple's.
      const card = cardOfToken(request.token);
      const brand = field(answer, 'payment_option');
      return { ...outcome, card: { ...card, brand: brand ? brand.toUpperCase() : card.brand } };
    },

    checkStatus: (reference) => apsCheckStatus(operation, merchant, reference, NAME),

    refund: (request) => apsRefund(operation, merchant, request, NAME),
  };
}
