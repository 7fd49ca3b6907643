/**
 * Apple Pay in the browser (issue 27 item 3, ADR 0061): whether this browser can pay (Apple Pay JS's
 * `ApplePaySession.canMakePayments()`, Safari on an Apple device), and the two server calls the session needs.
 * Only the part of Apple Pay JS we use is typed here (developer.apple.com/documentation/applepayontheweb).
 */
import type { ApplePayPaymentToken, ApplePayPayResponse } from '@hajz/contracts/apple-pay';
import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from '~/lib/browser-api';

export type ApplePayPaymentRequest = {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string; type?: 'final' | 'pending' };
};

export type ApplePaySessionLike = {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: ApplePayPaymentToken } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: { status: number } | number): void;
};

export type ApplePaySessionClass = {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
};

/** The browser's ApplePaySession when it can pay with Apple Pay here; null otherwise (and on the server). */
export function applePaySession(): ApplePaySessionClass | null {
  if (typeof window === 'undefined') return null;
  const Session = (window as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
  if (!Session) return null;
  try {
    return Session.canMakePayments() ? Session : null;
  } catch {
    // Safari throws outside a secure context: no Apple Pay then.
    return null;
  }
}

/** Quiet: the button says what went wrong itself. */
export async function validateApplePayMerchant(
  locale: Locale,
  reference: string,
  validationUrl: string,
): Promise<unknown> {
  const envelope = await browserApi(locale, { quiet: true }).request<unknown>(
    '/payments/apple-pay/validate-merchant',
    { method: 'POST', body: { merchant_reference: reference, validation_url: validationUrl } },
  );
  return envelope.data;
}

export async function payWithApplePay(
  locale: Locale,
  reference: string,
  token: ApplePayPaymentToken,
): Promise<ApplePayPayResponse & { message: string }> {
  const envelope = await browserApi(locale, { quiet: true }).request<ApplePayPayResponse>(
    '/payments/apple-pay/pay',
    { method: 'POST', body: { merchant_reference: reference, token } },
  );
  return { ...envelope.data!, message: envelope.message ?? '' };
}
