/**
 * Amazon Payment Services (APS, formerly PayFort) adapter: "Merchant Page" tokenization, then server-to-server
 * operations with the token.
 *
 * Documented behaviour followed (PayFort API reference docs.payfort.com/docs/api/build/index.html, its mirror
 * github.com/bhaskarndas/payfortdoc, and paymentservices.amazon.com/docs):
 * - Signature: see signature.ts (the docs' own examples are test vectors).
 * - Merchant Page: a signed HTTPS form POST to {sb,}checkout.payfort.com/FortAPI/paymentPage with
 *   service_command=TOKENIZATION, access_code, merchant_identifier, merchant_reference, language, return_url.
 *   The answer (to return_url) carries token_name, the masked card_number ("400555******0001"), expiry_date
 *   (YYMM), card_bin, card_holder_name, remember_me, response_code 18000 / status 18 on success, 17xxx on failure.
 * - Operations: JSON POST to {sb,}paymentservices.payfort.com/FortAPI/paymentApi. PURCHASE with token_name,
 *   customer_email, customer_ip (mandatory), amount in the currency's minor unit (SAR: 2 decimals, so halalas).
 *   14000 = paid; status 20 + message 064 ("3-D Secure check requested") comes with `3ds_url`; the customer
 *   comes back to return_url with the final PURCHASE parameters. REFUND (amount, currency, optional fort_id):
 *   status 06 = refunded. CHECK_STATUS (query_command) reports transaction_status/transaction_code of the
 *   order's last operation. Status and message codes: codes.ts. Transaction feedback: APS POSTs the same
 *   response parameters (form-encoded by default) to the URLs set in the back office, and retries until 2xx.
 * - eci=ECOMMERCE and remember_me on the PURCHASE as APS's own WooCommerce plugin sends them.
 *
 * Where we had to assume (the docs are silent or contradictory):
 * - remember_me on the tokenization form: listed only for Merchant Page 2.0, where it is excluded from the
 *   signature; we send it the same way (unsigned), as APS's plugin does.
 * - A duplicate merchant_reference is refused with message 066 ("Merchant reference already exists").
 * - CHECK_STATUS of an unknown order answers message 036 ("Order not found"), whatever the status digits.
 * - A failed refund sends a REFUND notification we have nothing to record for: parseNotification says 'ignored'.
 * - "Technical problem" (xx006) and statuses 10/15/19/20 are unsettled: reported as pending, never as failed.
 * - expiry_date is YYMM: the docs only show it by example ("2105" for their 05/21 test cards).
 * - payment_option may be missing from a tokenization answer (the docs list it for operations only): the brand
 *   then comes from the BIN.
 *
 * Never logs anything, and keeps only the last four digits of the masked card number APS returns.
 */
import {
  PaymentProviderError,
  type PaymentProvider,
  type PurchaseResult,
  type ReturnResult,
} from '../interface.ts';
import { failureReason, STATUS, statusOf } from './codes.ts';
import { cardFrom, field, purchaseOutcome, type Params } from './outcome.ts';
import {
  assertPurchaseAmount,
  assertPaidAsAsked,
  APS_SANDBOX_API_URL,
  apsAccount,
  apsCheckStatus,
  apsRefund,
  type ApsAccountOptions,
} from './operation.ts';
import { signRequest, verifyResponse } from './signature.ts';

export type ApsOptions = ApsAccountOptions & { checkoutUrl?: string };

export const APS_SANDBOX_CHECKOUT_URL = 'https://sbcheckout.payfort.com/FortAPI/paymentPage';
export { APS_SANDBOX_API_URL };

const NAME = 'aps';

export function createApsProvider(options: ApsOptions): PaymentProvider {
  const { shaRequestPhrase, shaResponsePhrase, shaType = 'sha256', fallbackEmail } = options;
  const checkoutUrl = options.checkoutUrl ?? APS_SANDBOX_CHECKOUT_URL;
  const { merchant, operation } = apsAccount(NAME, options);
  const signed = (params: Params) => verifyResponse(params, shaResponsePhrase, shaType);

  return {
    name: NAME,
    // The merchant page, then 3-D Secure on the card issuer's own host: any https origin, never plain http.
    frameOrigins: [new URL(checkoutUrl).origin, 'https:'],

    tokenizationPage(request) {
      const fields: Record<string, string> = {
        service_command: 'TOKENIZATION',
        ...merchant,
        merchant_reference: request.reference,
        language: request.language,
        return_url: request.returnUrl,
      };
      const signature = signRequest(fields, shaRequestPhrase, shaType);
      return {
        kind: 'form',
        action: checkoutUrl,
        fields: { ...fields, signature, remember_me: request.rememberCard ? 'YES' : 'NO' },
      };
    },

    parseReturn(params): ReturnResult | null {
      const reference = field(params, 'merchant_reference');
      if (!signed(params) || !reference) return null;
      if (params.service_command === 'TOKENIZATION') {
        const code = field(params, 'response_code') ?? '';
        const status = field(params, 'status') ?? statusOf(code);
        const card = status === STATUS.tokenizationSuccess ? cardFrom(params) : null;
        if (card) return { kind: 'tokenized', reference, card, rememberCard: params.remember_me === 'YES' };
        // A "success" without a token or card number is as useless as a failure.
        const reason =
          status === STATUS.tokenizationSuccess || !code ? 'provider_error' : failureReason(code);
        return { kind: 'tokenization_failed', reference, reason, providerCode: code || null };
      }
      if (params.command === 'PURCHASE') return { kind: 'payment', reference, ...purchaseOutcome(params) };
      return null;
    },

    async purchase(request): Promise<PurchaseResult> {
      assertPurchaseAmount(request.amount, NAME);
      const params: Record<string, string> = {
        command: 'PURCHASE',
        ...merchant,
        merchant_reference: request.reference,
        amount: String(request.amount),
        currency: request.currency,
        language: request.language,
        customer_email: request.customerEmail || fallbackEmail,
        customer_ip: request.customerIp,
        token_name: request.token,
        return_url: request.returnUrl,
        // The customer is present (the 3-D Secure step may follow), saved card or not.
        eci: 'ECOMMERCE',
      };
      const name = apsCustomerName(request.customerName);
      if (name) params.customer_name = name;
      // Paying with a stored token: keep it stored. For a new card, APS keeps the customer's own choice.
      if (request.savedCard) params.remember_me = 'YES';

      const answer = await operation('PURCHASE', params);
      const code = answer.response_code ?? '';
      const threeDsUrl = field(answer, '3ds_url');
      if ((answer.status ?? statusOf(code)) === STATUS.onHold && threeDsUrl) {
        if (!/^https?:\/\//i.test(threeDsUrl)) {
          throw new PaymentProviderError('aps: PURCHASE: 3ds_url is not an http(s) URL', NAME, false);
        }
        return { status: 'redirect', url: threeDsUrl, transactionId: field(answer, 'fort_id') };
      }
      const outcome = purchaseOutcome(answer);
      assertPaidAsAsked(outcome, request.amount, 'PURCHASE', NAME);
      return outcome;
    },

    parseNotification(params) {
      const reference = field(params, 'merchant_reference');
      if (!signed(params) || !reference) return null;
      if (params.command === 'PURCHASE') return { reference, ...purchaseOutcome(params) };
      const code = field(params, 'response_code') ?? '';
      if (
        params.command === 'REFUND' &&
        (field(params, 'status') ?? statusOf(code)) === STATUS.refundSuccess
      ) {
        return { reference, status: 'refunded', transactionId: field(params, 'fort_id') };
      }
      return { reference, status: 'ignored' };
    },

    checkStatus: (reference) => apsCheckStatus(operation, merchant, reference, NAME),

    refund: (request) => apsRefund(operation, merchant, request, NAME),
  };
}

/**
 * customer_name is optional and the docs allow only letters, space and _ \ / - . ' (max 40): a name APS would
 * reject (an Arabic one, say) is left out rather than failing the payment.
 */
function apsCustomerName(name: string | null): string | null {
  const trimmed = name?.trim().slice(0, 40).trim() ?? '';
  return /^[A-Za-z _\\/.'-]+$/.test(trimmed) ? trimmed : null;
}
