import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Cart } from '@hajz/contracts/cart';
import type { Locale } from '@hajz/contracts/locale';
import { signalCartChanged } from '~/lib/cart-api';
import { clearCartLines, fetchCart, removeCartLine, type CartParams } from './api';

/**
 * Spec §3/§4 cart store: the last cart the server sent (all of spec §3's fields) and the cart params,
 * persisted under 'hajz-cart' with the id of the customer it belongs to, so another account on the same
 * device never sees it. Request flags are not persisted.
 */
type CartState = {
  cart: Cart | null;
  owner: number | null;
  params: CartParams;
  isLoading: boolean;
  failed: boolean;
  /** The line being removed, or 'all' while clearing. */
  busy: number | 'all' | null;
  fetch(locale: Locale, owner: number): Promise<void>;
  receive(cart: Cart, owner?: number): void;
  remove(locale: Locale, cartProductId: number): Promise<void>;
  clear(locale: Locale): Promise<void>;
};

let request = 0;

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      cart: null,
      owner: null,
      params: { promo_code: '', gift_card: '' },
      isLoading: false,
      failed: false,
      busy: null,
      async fetch(locale, owner) {
        if (get().owner !== owner) set({ cart: null, owner });
        const mine = ++request;
        set({ isLoading: true, failed: false });
        try {
          const cart = await fetchCart(locale, get().params);
          if (mine === request) get().receive(cart);
        } catch {
          if (mine === request) set({ isLoading: false, failed: true });
        }
      },
      receive(cart, owner) {
        request++;
        set({ cart, isLoading: false, failed: false, ...(owner === undefined ? {} : { owner }) });
        // Spec §4: an empty cart resets the fee selection and the gift state (here: the params).
        if (cart.products.length === 0) set({ params: { promo_code: '', gift_card: '' } });
      },
      async remove(locale, cartProductId) {
        set({ busy: cartProductId });
        try {
          const cart = await removeCartLine(locale, cartProductId);
          get().receive(cart);
          signalCartChanged(cart);
        } catch {
          // The toast told why; the line stays.
        } finally {
          set({ busy: null });
        }
      },
      async clear(locale) {
        set({ busy: 'all' });
        try {
          const cart = await clearCartLines(locale);
          get().receive(cart);
          signalCartChanged(cart);
        } catch {
          // The toast told why; nothing was removed.
        } finally {
          set({ busy: null });
        }
      },
    }),
    {
      name: 'hajz-cart',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ cart: s.cart, owner: s.owner, params: s.params }),
      // Read after the first render, so the server-rendered skeleton and the first client render agree.
      skipHydration: true,
    },
  ),
);
