import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Address } from '@hajz/contracts/addresses';
import type { Locale } from '@hajz/contracts/locale';
import { newestOnly } from '~/lib/newest-only';
import { deleteAddress, fetchAddresses, inputOf, updateAddress } from './api/addresses';
import { markRemembered, sortAddresses, withPreferred } from './order';

/**
 * Spec §9 address list cache: the same figure as contracts/maps.ts `addressListCacheMs` (a test keeps them
 * equal); not imported from there because that file carries zod, which pages outside the dialog must not load.
 */
export const addressListCacheMs = 60_000;

/**
 * Spec §4 addresses store: the customer's addresses, the chosen one and when the list was loaded, persisted under
 * 'hajz-addresses' with the id of the customer they belong to (another account on this device never sees them).
 * Request flags are not persisted.
 */
type AddressesState = {
  owner: number | null;
  items: Address[];
  selectedId: number | null;
  loadedAt: number | null;
  isLoading: boolean;
  failed: boolean;
  /** Loads the list unless one loaded within `addressListCacheMs` is there (`force` asks anyway). */
  load(locale: Locale, owner: number, options?: { force?: boolean }): Promise<void>;
  /** Makes `id` preferred at once, then saves it; on failure the earlier list comes back. */
  choose(locale: Locale, id: number): Promise<boolean>;
  remove(locale: Locale, id: number): Promise<boolean>;
  /** A saved address (new or changed) into the list, as the server answered it. */
  put(address: Address): void;
};

/** Only the newest list lands (lib/newest-only.ts). */
const newest = newestOnly();

export const initialAddressesState = {
  owner: null,
  items: [] as Address[],
  selectedId: null,
  loadedAt: null,
  isLoading: false,
  failed: false,
} satisfies Partial<AddressesState>;

export const useAddresses = create<AddressesState>()(
  persist(
    (set, get) => ({
      ...initialAddressesState,
      async load(locale, owner, { force = false } = {}) {
        if (get().owner !== owner) set({ ...initialAddressesState, owner });
        const { loadedAt } = get();
        if (!force && loadedAt !== null && Date.now() - loadedAt < addressListCacheMs) return;
        const isNewest = newest.begin();
        set({ isLoading: true, failed: false });
        try {
          const items = await fetchAddresses(locale);
          if (!isNewest()) return;
          const marked = sortAddresses(markRemembered(items, get().selectedId));
          const preferred = marked.find((a) => a.is_preferred === 1);
          set({
            items: marked,
            selectedId: preferred?.id ?? null,
            loadedAt: Date.now(),
            isLoading: false,
          });
        } catch {
          if (!isNewest()) return;
          set({ isLoading: false, failed: true });
        }
      },
      async choose(locale, id) {
        const before = get().items;
        const chosen = before.find((a) => a.id === id);
        if (!chosen) return false;
        const previousSelection = get().selectedId;
        set({ items: sortAddresses(withPreferred(before, id)), selectedId: id });
        try {
          get().put(await updateAddress(locale, id, inputOf(chosen, 1)));
          return true;
        } catch {
          set({ items: before, selectedId: previousSelection });
          return false;
        }
      },
      async remove(locale, id) {
        try {
          await deleteAddress(locale, id);
        } catch {
          return false;
        }
        const items = get().items.filter((a) => a.id !== id);
        set({ items, selectedId: get().selectedId === id ? null : get().selectedId });
        return true;
      },
      put(address) {
        const others = get().items.filter((a) => a.id !== address.id);
        const items =
          address.is_preferred === 1 ? withPreferred([...others, address], address.id) : [...others, address];
        set({
          items: sortAddresses(items),
          ...(address.is_preferred === 1 ? { selectedId: address.id } : {}),
        });
      },
    }),
    {
      name: 'hajz-addresses',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ owner: s.owner, items: s.items, selectedId: s.selectedId, loadedAt: s.loadedAt }),
      // Read after the first render, so the server-rendered page and the first client render agree.
      skipHydration: true,
    },
  ),
);

/** The preferred address of the list in the store, or null (what the cart prices a home visit with). */
export const selectPreferred = (s: Pick<AddressesState, 'items'>): Address | null =>
  s.items.find((a) => a.is_preferred === 1) ?? null;
