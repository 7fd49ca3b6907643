/**
 * A card payment gateway. Every provider (the local `sandbox`, Amazon Payment Services `aps`) implements this; the
 * payments module never knows which one it talks to. Amounts are integer halalas; references are ours
 * (`merchant_reference`): a payment attempt's reference, or a card setup's.
 *
 * The flow, the same for every provider (see docs/decisions/0008-orders-and-payments.md):
 * 1. The browser (pop-up or iframe) opens `tokenizationPage(...)`: a page of the provider where the customer types
 *    the card (for APS an auto-submitting signed form to its merchant page; for the sandbox our hosted page).
 * 2. The provider sends the browser back to `returnUrl` (GET query or POST form); `parseReturn` verifies the
 *    signature and says what happened: a card token (then we `purchase` with it, server to server) or a payment
 *    result (after 3-D Secure).
 * 3. `purchase` answers paid, failed, or "redirect the browser to this 3-D Secure URL" (which comes back to
 *    `returnUrl` with a payment result).
 * 4. The provider also notifies us server to server (`parseNotification`, the webhook), possibly before, after or
 *    instead of the redirect; `checkStatus` asks it directly (reconciliation); `refund` gives money back.
 */

export type PaymentLanguage = 'en' | 'ar';

/** What the provider tells us about a card (never the full number or the CVC: only the token and display data). */
export type CardDetails = {
  /** The provider's token for the card, usable for later purchases. */
  token: string;
  /** 'VISA' | 'MASTERCARD' | 'MADA' | 'AMEX' | … upper case. */
  brand: string;
  last4: string;
  /** 'MMYY' when the provider gives it. */
  expiry: string | null;
  holderName: string | null;
};

/** Why a payment did not go through, normalised across providers (each has a translated message). */
export const failureReasons = [
  'declined',
  'insufficient_funds',
  'expired_card',
  'invalid_card',
  'authentication_failed',
  'cancelled',
  'provider_error',
] as const;
export type FailureReason = (typeof failureReasons)[number];

export type PaymentOutcome =
  | { status: 'paid'; transactionId: string; amount: number; card: CardDetails | null }
  | { status: 'failed'; reason: FailureReason; transactionId: string | null; providerCode: string | null }
  | { status: 'pending'; transactionId: string | null };

/** The browser came back to our return URL. */
export type ReturnResult =
  | { kind: 'tokenized'; reference: string; card: CardDetails; rememberCard: boolean }
  | { kind: 'tokenization_failed'; reference: string; reason: FailureReason; providerCode: string | null }
  | ({ kind: 'payment'; reference: string } & PaymentOutcome);

export type NotificationResult =
  | ({ reference: string } & PaymentOutcome)
  | { reference: string; status: 'refunded'; transactionId: string | null }
  | { reference: string; status: 'ignored' };

export type PurchaseRequest = {
  reference: string;
  amount: number;
  currency: 'SAR';
  token: string;
  /** The customer's email when we have one; APS requires one, so adapters fill a fallback. */
  customerEmail: string | null;
  customerName: string | null;
  customerIp: string;
  language: PaymentLanguage;
  /** Where the 3-D Secure step sends the browser back (the same return URL). */
  returnUrl: string;
  /** A saved card: the provider may skip the CVC step (recurring/ECOMMERCE with a stored token). */
  savedCard: boolean;
  /**
   * The customer must pass full 3-D Secure on this payment: a saved mada card that never did (mada v2, ADR 0062).
   * Never a reason to skip it otherwise: mada is always 3-D Secure and always a PURCHASE.
   */
  authenticate?: boolean;
};

export type PurchaseResult =
  PaymentOutcome | { status: 'redirect'; url: string; transactionId: string | null };

export type TokenizationRequest = {
  reference: string;
  language: PaymentLanguage;
  returnUrl: string;
  /** Ask the provider to keep the card for later (saved cards). */
  rememberCard: boolean;
};

/** What to serve to the browser to start tokenization: a redirect, or a form the page posts automatically. */
export type TokenizationPage =
  { kind: 'redirect'; url: string } | { kind: 'form'; action: string; fields: Record<string, string> };

export type RefundResult =
  { status: 'refunded'; transactionId: string | null } | { status: 'failed'; providerCode: string | null };

export type PaymentProvider = {
  readonly name: 'sandbox' | 'aps';
  /**
   * Origins our pages must let the card frame show besides our own (its Content-Security-Policy frame-src): the
   * provider's card page and the 3-D Secure pages it sends the frame on to.
   */
  readonly frameOrigins: readonly string[];
  tokenizationPage(request: TokenizationRequest): TokenizationPage;
  /** Null when the parameters are not signed by the provider (never trust them then). */
  parseReturn(params: Record<string, string>): ReturnResult | null;
  purchase(request: PurchaseRequest): Promise<PurchaseResult>;
  /**
   * A server-to-server notification (webhook) body; null only when the signature is wrong. A genuine message
   * there is nothing to do about (a failed refund, another command) is 'ignored', so the webhook still answers
   * 200 and the provider does not retry it.
   */
  parseNotification(params: Record<string, string>): NotificationResult | null;
  checkStatus(reference: string): Promise<PaymentOutcome | { status: 'unknown' }>;
  refund(request: { reference: string; amount: number; transactionId: string | null }): Promise<RefundResult>;
};

/** A provider that could not be reached or answered nonsense. `retryable` for timeouts, 5xx, throttling. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly provider: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
