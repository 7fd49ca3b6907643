import type { Cart } from '@hajz/contracts/cart';
import type { Locale } from '@hajz/contracts/locale';
import type { CreateOrderResponse, PaymentStatusResponse, SavedCard } from '@hajz/contracts/orders';
import type { PaymentMethodId } from '@hajz/contracts/cart-rules';
import { idempotencyHeader } from '@hajz/contracts/order-rules';
import { giftOrderParams, type GiftDraft } from '@hajz/contracts/gifting-rules';
import { selectionParams, type CartSelection } from '@hajz/contracts/pricing-rules';
import type { StcPayStateResponse } from '@hajz/contracts/wallet-payments';
import type { Envelope } from '@hajz/contracts/envelope';
import { browserApi } from '~/lib/browser-api';

/**
 * What the checkout sends: the way to pay (with STC Pay, the wallet's mobile: 9 digits), what the cart applies,
 * and the recipient of a gift.
 */
export type OrderRequest = {
  method: PaymentMethodId;
  selection: CartSelection;
  gift?: GiftDraft | null;
  stcPayMobile?: string;
};

/**
 * Spec §7 POST orders, with the cart selection's params (the same flat keys GET cart reads) and, for a gift, the
 * spec §3 gift params. `key` makes a retried or double-clicked submit create one order. Not quiet: a 409 (the cart
 * changed: times no longer held, prices moved) or 422 (empty cart, a recipient the server refused) shows the
 * server's translated message as a toast.
 */
export async function createOrder(
  locale: Locale,
  { method, selection, gift, stcPayMobile }: OrderRequest,
  key: string,
): Promise<CreateOrderResponse> {
  const envelope = await browserApi(locale).request<CreateOrderResponse>('/orders', {
    method: 'POST',
    headers: { [idempotencyHeader]: key },
    body: {
      payment_method_id: method,
      ...(method === 'stc_pay' && stcPayMobile ? { stc_pay_mobile: stcPayMobile } : {}),
      is_scheduled: '0',
      ...selectionParams(selection),
      ...(gift ? giftOrderParams(gift) : {}),
    },
  });
  return envelope.data!;
}

/** The cart a 409 from POST orders carries (the cart as it is now), when it carries one. */
export const cartOfConflict = (data: unknown): Cart | undefined =>
  (data as { cart?: Cart } | undefined)?.cart;

/** Spec §7 check-payment-status. Quiet: the payment loading dialog shows the outcome itself. */
export async function checkPaymentStatus(locale: Locale, reference: string): Promise<PaymentStatusResponse> {
  const envelope = await browserApi(locale, { quiet: true }).request<PaymentStatusResponse>(
    '/payments/check-payment-status',
    { method: 'POST', body: { merchant_reference: reference } },
  );
  return envelope.data!;
}

export async function fetchSavedCards(locale: Locale): Promise<SavedCard[]> {
  const envelope = await browserApi(locale, { quiet: true }).get<{ saved_cards: SavedCard[] }>(
    '/saved-cards',
  );
  return envelope.data!.saved_cards;
}

/** Errors and the server's confirmation show as toasts. */
export async function deleteSavedCard(locale: Locale, id: number): Promise<void> {
  await browserApi(locale).request(`/saved-cards/${id}`, { method: 'DELETE', successToast: true });
}

/** The page the create card frame shows (our origin; it reports back with a hajz-payment message). */
export async function startCardSetup(locale: Locale): Promise<{ url: string; reference: string }> {
  const envelope = await browserApi(locale, { quiet: true }).request<{ url: string; reference: string }>(
    '/saved-cards/setup',
    { method: 'POST' },
  );
  return envelope.data!;
}

export type StcPayConfirmation = { paid: boolean; order_status: string; reason: string | null };

/**
 * ADR 0053 STC Pay: the code from the SMS confirms the payment. Quiet: the code dialog shows the answer itself
 * (a wrong code is a 422 whose message names the tries left, in `data.tries_left`).
 */
export async function confirmStcPay(
  locale: Locale,
  reference: string,
  otp: string,
): Promise<Envelope<StcPayConfirmation>> {
  return browserApi(locale, { quiet: true }).request<StcPayConfirmation>('/payments/stc-pay/confirm', {
    method: 'POST',
    body: { merchant_reference: reference, otp },
  });
}

/** ADR 0053 STC Pay: a new code (after 60 s, at most 5 per payment). Quiet: the dialog says what happened. */
export async function resendStcPayCode(locale: Locale, reference: string): Promise<StcPayStateResponse> {
  const envelope = await browserApi(locale, { quiet: true }).request<StcPayStateResponse>(
    '/payments/stc-pay/resend',
    { method: 'POST', body: { merchant_reference: reference } },
  );
  return envelope.data!;
}
