import type { AddToCartBody, Cart } from '@hajz/contracts/cart';
import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from './browser-api';

/** Written on every cart change; other tabs hear it through the `storage` event and refetch (spec §4 Cart). */
export const cartRefreshKey = 'hajz-cart-refresh';
/** The same signal inside this tab (the `storage` event only reaches the others); carries the new cart when known. */
const sameTabEvent = 'hajz:cart-changed';

export type CartMutation = { cart_product_id: number; cart: Cart };

export function signalCartChanged(cart?: Cart) {
  if (typeof window === 'undefined') return;
  try {
    localStorage.setItem(cartRefreshKey, String(Date.now()));
  } catch {
    // Storage full or blocked: this tab still hears the event below.
  }
  window.dispatchEvent(new CustomEvent<Cart | undefined>(sameTabEvent, { detail: cart }));
}

/** Calls `listener` when the cart changed here (with the new cart) or in another tab (without). */
export function onCartChanged(listener: (cart: Cart | undefined) => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === cartRefreshKey) listener(undefined);
  };
  const fromThisTab = (event: Event) => listener((event as CustomEvent<Cart | undefined>).detail);
  window.addEventListener('storage', fromOtherTab);
  window.addEventListener(sameTabEvent, fromThisTab);
  return () => {
    window.removeEventListener('storage', fromOtherTab);
    window.removeEventListener(sameTabEvent, fromThisTab);
  };
}

/** How many items a cart holds, as the header's cart icon counts them: each line's quantity. */
export const itemsIn = (cart: Pick<Cart, 'products'>): number =>
  cart.products.reduce((sum, line) => sum + line.quantity, 0);

/** The signed-in customer's item count (GET cart, not priced with the cart page's selection: the count is the same). */
export async function fetchCartItemCount(locale: Locale): Promise<number> {
  const envelope = await browserApi(locale, { quiet: true }).get<{ cart: Cart }>('/cart');
  return itemsIn(envelope.data!.cart);
}

/**
 * Spec §7 POST cart: adds a line (or changes line `cart_product_id`), then tells every tab. Quiet: the
 * callers decide how to show a failure (a taken slot is shown inside the appointment dialog, not as a toast).
 */
export async function addToCart(locale: Locale, body: AddToCartBody) {
  const envelope = await browserApi(locale, { quiet: true }).request<CartMutation>('/cart', {
    method: 'POST',
    body,
  });
  signalCartChanged(envelope.data?.cart);
  return envelope;
}
