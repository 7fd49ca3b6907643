import type { Cart } from '@hajz/contracts/cart';
import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from '~/lib/browser-api';

export type CartParams = { promo_code: string; gift_card: string };

/** Spec §7 GET cart, with the cart params (empty ones are not sent). */
export async function fetchCart(locale: Locale, params: CartParams): Promise<Cart> {
  const envelope = await browserApi(locale, { quiet: true }).get<{ cart: Cart }>('/cart', { query: params });
  return envelope.data!.cart;
}

/** DELETE cart/{id}: releases the line's hold. Errors and the server's confirmation show as toasts. */
export async function removeCartLine(locale: Locale, cartProductId: number): Promise<Cart> {
  const envelope = await browserApi(locale).request<{ cart: Cart }>(`/cart/${cartProductId}`, {
    method: 'DELETE',
    successToast: true,
  });
  return envelope.data!.cart;
}

/** DELETE cart/clear: empties the cart and releases every hold. */
export async function clearCartLines(locale: Locale): Promise<Cart> {
  const envelope = await browserApi(locale).request<{ cart: Cart }>('/cart/clear', {
    method: 'DELETE',
    successToast: true,
  });
  return envelope.data!.cart;
}
