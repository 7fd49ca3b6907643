/**
 * Apple Pay (issue 27 item 3, ADR 0061) behind one interface, beside the card provider. Two halves:
 * - merchant validation: the browser's ApplePaySession hands us Apple's `validationURL`; our server asks Apple for
 *   a merchant session with the merchant identity certificate (mutual TLS) and hands it back unchanged;
 * - the payment: the ApplePayPaymentToken the customer authorised goes to the payment provider's Apple Pay
 *   purchase (captured at once, never authorised for later: mada has no authorise-then-capture), and refunds go
 *   back through the same provider.
 * Outcomes are the card gateway's `PaymentOutcome`, applied by the payments module's `applyOutcome`.
 */
import type { ApplePayPaymentToken } from '@hajz/contracts/apple-pay';
import type { PaymentLanguage, PaymentOutcome, RefundResult } from '../interface.ts';

export type MerchantValidationRequest = {
  /** Already checked against Apple's documented hosts (`isAppleValidationUrl`). */
  validationUrl: string;
  /** The domain the payment page is served from (registered with Apple for the merchant id). */
  domain: string;
  displayName: string;
};

/** Apple's merchant session: opaque, passed to `completeMerchantValidation` as it came. */
export type MerchantSession = Record<string, unknown>;

export type ApplePayPurchaseRequest = {
  reference: string;
  /** Halalas. */
  amount: number;
  currency: 'SAR';
  token: ApplePayPaymentToken;
  customerEmail: string | null;
  customerName: string | null;
  customerIp: string;
  language: PaymentLanguage;
};

export type ApplePayGateway = {
  /** Written on the payment row (`payments.provider`): the card provider's name, since it settles the money. */
  readonly name: 'sandbox' | 'aps';
  validateMerchant(request: MerchantValidationRequest): Promise<MerchantSession>;
  purchase(request: ApplePayPurchaseRequest): Promise<PaymentOutcome>;
  checkStatus(reference: string): Promise<PaymentOutcome | { status: 'unknown' }>;
  refund(request: { reference: string; amount: number; transactionId: string | null }): Promise<RefundResult>;
};
