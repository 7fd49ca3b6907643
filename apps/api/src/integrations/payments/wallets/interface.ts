/**
 * Wallets and buy-now-pay-later (issue 27 items 4, 5, 7): STC Pay (a mobile number and a one-time code) and Tabby /
 * Tamara (the provider's hosted checkout). Each sits behind its own interface with a local sandbox default; the
 * payments module never knows which adapter it talks to. Amounts are integer halalas; references are ours
 * (`merchant_reference`, the same as for cards). Outcomes reuse the card gateway's normalised types, so they are
 * applied by the same `applyOutcome` (one payment, one booking, one e-invoice).
 *
 * Sources:
 * - STC Pay through APS: PURCHASE only (no AUTHORIZATION), currency SAR, `digital_wallet=STCPAY`, the customer's
 *   phone number and an OTP step — https://paymentservices.amazon.com/docs/api/payment-methods/stc-pay
 * - Tabby: POST /api/v2/checkout (session + payment, `web_url` of the hosted page), GET /api/v2/payments/{id}
 *   (verify: AUTHORIZED), POST /api/v2/payments/{id}/captures, POST /api/v2/payments/{id}/refunds; statuses
 *   CREATED, AUTHORIZED, CLOSED, REJECTED, EXPIRED — https://docs.tabby.ai/pay-in-4-custom-integration/payment-processing
 * - Tamara: POST /checkout (`checkout_url`, `order_id`), POST /orders/{id}/authorise after approval, POST
 *   /payments/capture, POST /payments/simplified-refund/{order_id} — https://docs.tamara.co (online checkout)
 */
import {
  PaymentProviderError,
  type FailureReason,
  type PaymentLanguage,
  type PaymentOutcome,
  type RefundResult,
} from '../interface.ts';

export const bnplMethods = ['tabby', 'tamara'] as const;
export type BnplMethod = (typeof bnplMethods)[number];
export const walletMethods = ['stc_pay', ...bnplMethods] as const;
export type WalletMethod = (typeof walletMethods)[number];
export const isWalletMethod = (method: string): method is WalletMethod =>
  (walletMethods as readonly string[]).includes(method);

export type RefundRequest = { reference: string; amount: number; transactionId: string | null };

export type OtpRequest = {
  reference: string;
  /** The wallet's Saudi mobile number, 9 digits (5XXXXXXXX). */
  mobile: string;
  amount: number;
  language: PaymentLanguage;
};

export type OtpRequestResult =
  | { status: 'sent'; otpReference: string }
  | { status: 'failed'; reason: FailureReason; providerCode: string | null };

export type StcPayGateway = {
  /** Stored in payments.provider: 'sandbox_stc_pay' or 'aps_stc_pay'. */
  readonly name: string;
  /** Asks the wallet to send the customer a one-time code for this payment (a new code retires the old one). */
  requestOtp(request: OtpRequest): Promise<OtpRequestResult>;
  /** The customer's code: paid, failed (declined by the wallet), or a wrong code the customer may type again. */
  confirm(request: {
    reference: string;
    otpReference: string;
    otp: string;
    amount: number;
  }): Promise<PaymentOutcome | { status: 'wrong_code' }>;
  checkStatus(reference: string): Promise<PaymentOutcome | { status: 'unknown' }>;
  refund(request: RefundRequest): Promise<RefundResult>;
};

export type BnplCheckoutRequest = {
  reference: string;
  amount: number;
  language: PaymentLanguage;
  customer: { name: string | null; email: string | null; phone: string | null };
  /** Where the provider sends the browser back (success, decline and cancel all come here). */
  returnUrl: string;
};

export type BnplGateway = {
  readonly method: BnplMethod;
  /** Stored in payments.provider: 'sandbox_tabby', 'tabby', 'sandbox_tamara', 'tamara'. */
  readonly name: string;
  /** The amounts the provider takes (halalas, inclusive): outside them the method is unavailable. */
  readonly limits: { min: number; max: number };
  /** The instalments shown in the cart's preview ("4 × 250.00 SAR"). */
  readonly instalments: number;
  /** Opens a session at the provider; the browser goes to `url`. */
  createCheckout(request: BnplCheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /**
   * The browser came back, or a notification came in: what happened, asked of the provider server to server
   * (never trusting the redirect's parameters alone). Null when the message is not the provider's.
   */
  verify(
    params: Record<string, string>,
    headers: Record<string, string | undefined>,
    /** 'webhook': the provider's notification, whose authenticity is checked its documented way first. */
    source: 'return' | 'webhook',
  ): Promise<({ reference: string } & PaymentOutcome) | null>;
  checkStatus(reference: string, sessionId: string | null): Promise<PaymentOutcome | { status: 'unknown' }>;
  /** Full or partial: `amount` up to what was paid and not yet refunded. */
  refund(request: RefundRequest): Promise<RefundResult>;
};

export type WalletGateways = {
  stcPay: StcPayGateway;
  bnpl: Record<BnplMethod, BnplGateway>;
};

/** The first instalment of an amount split in `n` (the remainder goes on the first, as the providers show it). */
export function instalmentPlan(amount: number, n: number): { count: number; first: number; rest: number } {
  const rest = Math.floor(amount / n);
  return { count: n, first: amount - rest * (n - 1), rest };
}

/** The provider answered, but will not take this customer or amount: the attempt fails with `reason`. */
export class BnplRefusedError extends PaymentProviderError {
  constructor(
    message: string,
    provider: string,
    readonly reason: FailureReason,
    readonly providerCode: string | null,
  ) {
    super(message, provider, false);
  }
}
