import type { Cart } from '@hajz/contracts/cart';
import type { Locale } from '@hajz/contracts/locale';
import { selectionParams, type CartSelection } from '@hajz/contracts/pricing-rules';
import { browserApi } from '~/lib/browser-api';

/** Spec §7 GET cart, priced with the customer's selection (sent as its params; empty ones are not sent). */
export async function fetchCart(locale: Locale, selection: CartSelection): Promise<Cart> {
  const envelope = await browserApi(locale, { quiet: true }).get<{ cart: Cart }>('/cart', {
    query: selectionParams(selection),
  });
  return envelope.data!.cart;
}

/**
 * DELETE cart/{id}: releases the line's hold; the answer is priced with the selection (sent as GET cart's params).
 * Errors and the server's confirmation show as toasts.
 */
export async function removeCartLine(
  locale: Locale,
  cartProductId: number,
  selection: CartSelection,
): Promise<Cart> {
  const envelope = await browserApi(locale).request<{ cart: Cart }>(`/cart/${cartProductId}`, {
    method: 'DELETE',
    query: selectionParams(selection),
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
