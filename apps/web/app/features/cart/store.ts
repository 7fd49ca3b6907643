import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Cart } from '@hajz/contracts/cart';
import type { GiftDraft } from '@hajz/contracts/gifting-rules';
import type { Locale } from '@hajz/contracts/locale';
import {
  emptySelection,
  maxGiftCardsPerOrder,
  normalizeSerial,
  type CartSelection,
} from '@hajz/contracts/pricing-rules';
import { useAppSettings } from '~/lib/app-settings-store';
import { signalCartChanged } from '~/lib/cart-api';
import { newestOnly } from '~/lib/newest-only';
import { clearCartLines, fetchCart, removeCartLine } from './api';
import { hasChoices, settledSelection } from './selection';

/** The ways a cart of products can reach the customer, as the Delivery-Method header says them. */
export type ProductFulfilment = 'delivery' | 'pickup' | 'dine_in';

/** The control whose choice the cart is being refetched for (a gift card's Remove carries its serial). */
export type CartChoice =
  'promo' | 'gift-card' | `gift-card:${string}` | 'points' | 'service-fee' | 'fulfilment';

/**
 * Spec §3/§4 cart store: the last cart the server sent (all of spec §3's fields) and the customer's selection
 * (promo code, gift cards, points, service fee), persisted under 'hajz-cart' with the id of the customer they
 * belong to, so another account on the same device never sees them. Request flags are not persisted.
 */
type CartState = {
  cart: Cart | null;
  owner: number | null;
  selection: CartSelection;
  /** Spec §3 cart params: the gift's recipient once the gifted order form is confirmed, else null. */
  gift: GiftDraft | null;
  isLoading: boolean;
  failed: boolean;
  /** The line being removed, or 'all' while clearing. */
  busy: number | 'all' | null;
  /** The choice being priced. */
  choosing: CartChoice | null;
  fetch(locale: Locale, owner: number): Promise<void>;
  /** Shows a cart the server sent (a newer one than any fetch in flight). */
  receive(cart: Cart, owner?: number): void;
  /** A cart changed elsewhere (a line added or removed): shown as is, or refetched when a selection prices it. */
  adopt(locale: Locale, cart: Cart, owner?: number): Promise<void>;
  remove(locale: Locale, cartProductId: number): Promise<void>;
  clear(locale: Locale): Promise<void>;
  setPromo(locale: Locale, code: string): Promise<void>;
  removePromo(locale: Locale): Promise<void>;
  addGiftCard(locale: Locale, serial: string): Promise<void>;
  removeGiftCard(locale: Locale, serial: string): Promise<void>;
  setUsePoints(locale: Locale, on: boolean): Promise<void>;
  /** One fee, or none; a home visit's with the address it goes to (ADR 0023). */
  setServiceFee(locale: Locale, id: number | null, addressId?: number | null): Promise<void>;
  /**
   * How a cart of products reaches the customer (ADR 0024): the Delivery-Method header every request sends, and a
   * delivery's address.
   */
  setFulfilment(locale: Locale, kind: ProductFulfilment, addressId?: number | null): Promise<void>;
  setGift(gift: GiftDraft): void;
  removeGift(): void;
  /** Spec §4: after an order is created the selection and the gift state start again. */
  resetSelection(): void;
};

/** Only the newest cart lands (lib/newest-only.ts): a fetch, or a cart the server sent with a change. */
const newest = newestOnly();

/** A cart store with nothing loaded or chosen: where it starts, and where tests put it back. */
export const initialCartState = {
  cart: null,
  owner: null,
  selection: emptySelection,
  gift: null,
  isLoading: false,
  failed: false,
  busy: null,
  choosing: null,
} satisfies Partial<CartState>;

export const useCart = create<CartState>()(
  persist(
    (set, get) => {
      /** Shows a cart the server priced with the current selection, and drops what it could not apply. */
      const showPriced = (cart: Cart) => {
        get().receive(cart);
        set({ selection: settledSelection(cart, get().selection) });
      };

      /** GET cart with the selection; only the latest request's answer is shown. */
      const load = async (locale: Locale): Promise<'done' | 'failed' | 'superseded'> => {
        const isNewest = newest.begin();
        set({ isLoading: true, failed: false });
        try {
          const cart = await fetchCart(locale, get().selection);
          if (!isNewest()) return 'superseded';
          showPriced(cart);
          return 'done';
        } catch {
          if (!isNewest()) return 'superseded';
          set({ isLoading: false, failed: true, choosing: null });
          return 'failed';
        }
      };

      /** Prices `next`; when that fails the cart shown stays, and so does the selection it was priced with. */
      const choose = async (locale: Locale, choice: CartChoice, next: CartSelection) => {
        const before = get().selection;
        set({ selection: next, choosing: choice });
        const result = await load(locale);
        if (result === 'failed') set({ selection: before });
        return result;
      };

      return {
        ...initialCartState,
        async fetch(locale, owner) {
          if (get().owner !== owner) set({ cart: null, owner, selection: emptySelection, gift: null });
          await load(locale);
        },
        receive(cart, owner) {
          newest.drop();
          const switched = owner !== undefined && owner !== get().owner;
          set({
            cart,
            isLoading: false,
            failed: false,
            choosing: null,
            ...(owner === undefined ? {} : { owner }),
            // Spec §4: an empty cart resets the fee selection and the gift state; another account starts afresh.
            ...(switched || cart.products.length === 0 ? { selection: emptySelection, gift: null } : {}),
          });
        },
        async adopt(locale, cart, owner) {
          const switched = owner !== undefined && owner !== get().owner;
          if (switched || cart.products.length === 0 || !hasChoices(get().selection)) {
            get().receive(cart, owner);
          } else {
            await load(locale);
          }
        },
        async remove(locale, cartProductId) {
          set({ busy: cartProductId });
          try {
            // Priced with the selection by the server in the same call: no second request.
            const cart = await removeCartLine(locale, cartProductId, get().selection);
            showPriced(cart);
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
        async setPromo(locale, code) {
          const promo_code = code.trim();
          if (!promo_code) return;
          await choose(locale, 'promo', { ...get().selection, promo_code });
        },
        async removePromo(locale) {
          await choose(locale, 'promo', { ...get().selection, promo_code: '' });
        },
        async addGiftCard(locale, serial) {
          const card = normalizeSerial(serial);
          const cards = get().selection.gift_cards;
          if (!card || cards.includes(card) || cards.length >= maxGiftCardsPerOrder) return;
          await choose(locale, 'gift-card', { ...get().selection, gift_cards: [...cards, card] });
        },
        async removeGiftCard(locale, serial) {
          const card = normalizeSerial(serial);
          const selection = get().selection;
          await choose(locale, `gift-card:${card}`, {
            ...selection,
            gift_cards: selection.gift_cards.filter((s) => s !== card),
          });
        },
        async setUsePoints(locale, on) {
          await choose(locale, 'points', { ...get().selection, use_points: on });
        },
        async setServiceFee(locale, id, addressId = null) {
          await choose(locale, 'service-fee', {
            ...get().selection,
            service_fees: id === null ? [] : [{ id, address_id: addressId }],
          });
        },
        async setFulfilment(locale, kind, addressId) {
          const settings = useAppSettings.getState();
          const before = settings.deliveryMethod;
          useAppSettings.setState({ deliveryMethod: kind });
          const selection = get().selection;
          const next = {
            ...selection,
            delivery_address_id:
              addressId === undefined ? (selection.delivery_address_id ?? null) : addressId,
          };
          // Priced with the new way or not at all: a failed request keeps the way the cart shows.
          if ((await choose(locale, 'fulfilment', next)) === 'failed')
            useAppSettings.setState({ deliveryMethod: before });
        },
        setGift(gift) {
          set({ gift });
        },
        removeGift() {
          set({ gift: null });
        },
        resetSelection() {
          set({ selection: emptySelection, gift: null });
        },
      };
    },
    {
      name: 'hajz-cart',
      // 2: carts carry their fulfilment and fee notes (ADR 0024). A cart stored by an older release is dropped
      // (it is fetched again at once); the selection and the gift stay.
      version: 2,
      migrate: (stored) => ({ ...(stored as object), cart: null }),
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ cart: s.cart, owner: s.owner, selection: s.selection, gift: s.gift }),
      // Read after the first render, so the server-rendered skeleton and the first client render agree.
      skipHydration: true,
    },
  ),
);
