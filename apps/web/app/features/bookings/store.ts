import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Locale } from '@hajz/contracts/locale';
import { bookingsTabs } from '@hajz/contracts/order-rules';
import type { OrderDetails } from '@hajz/contracts/orders';
import type { PaginationOptions } from '@hajz/contracts/pagination';
import { ApiError } from '~/lib/api-client';
import { newestOnly } from '~/lib/newest-only';
import { cancelOrder, fetchOrdersPage, type BookingsTab } from './api';
import { isPagination, pageOf } from '~/lib/pagination';
import { isOrderDetails, isOrdersList } from './validate';

/** Spec §8 texts, as keys of the bookings namespace, or the server's own message. */
export type BookingsError =
  | { key: 'errors.invalid_response' | 'errors.load_failed'; message?: undefined }
  | { key?: undefined; message: string };

export type CancelOutcome = { ok: boolean; message: string };

/**
 * Spec §4 bookings store: the orders of one tab and page, their pagination, the current page and the tab,
 * persisted under 'hajz-bookings' with the id of the customer they belong to (another account on the same device
 * never sees them). Request flags are not persisted.
 */
type BookingsState = {
  owner: number | null;
  tab: BookingsTab;
  currentPage: number;
  orders: OrderDetails[];
  pagination: PaginationOptions | null;
  isLoading: boolean;
  error: BookingsError | null;
  /** Loads `page` (default: the current page) of the current tab. */
  load(locale: Locale, owner: number, page?: number): Promise<void>;
  setTab(locale: Locale, owner: number, tab: BookingsTab): Promise<void>;
  nextPage(locale: Locale, owner: number): Promise<void>;
  previousPage(locale: Locale, owner: number): Promise<void>;
  /** Spec §4: a successful cancel refreshes the current page. */
  cancel(locale: Locale, owner: number, orderId: number): Promise<CancelOutcome>;
};

const empty = { orders: [] as OrderDetails[], pagination: null, currentPage: 1 };
/** The one request guard (lib/newest-only.ts): only the newest load lands. */
const newest = newestOnly();

export const useBookings = create<BookingsState>()(
  persist(
    (set, get) => {
      /** What is stored belongs to one customer: another one starts from their own first page. */
      const claim = (owner: number) => {
        if (get().owner !== owner) set({ owner, tab: 'active', ...empty, error: null });
      };
      return {
        owner: null,
        tab: 'active',
        ...empty,
        isLoading: false,
        error: null,
        async load(locale, owner, page) {
          claim(owner);
          const wanted = page ?? get().currentPage;
          const { tab } = get();
          const isNewest = newest.begin();
          set({ isLoading: true, error: null });
          try {
            const data = await fetchOrdersPage(locale, tab, wanted);
            if (!isNewest()) return;
            if (!isOrdersList(data)) {
              set({ isLoading: false, error: { key: 'errors.invalid_response' } });
              return;
            }
            const previous = pageOf(data.pagination_options.prev_page_url);
            // A page emptied by a cancel (or gone since it was stored): the server's way back leads to the last page.
            if (data.orders.length === 0 && wanted > 1 && previous !== null && previous < wanted) {
              await get().load(locale, owner, previous);
              return;
            }
            set({
              orders: data.orders,
              pagination: data.pagination_options,
              currentPage: data.pagination_options.current_page || wanted,
              isLoading: false,
            });
          } catch (error) {
            if (!isNewest()) return;
            set({
              isLoading: false,
              error:
                error instanceof ApiError && error.envelope.message
                  ? { message: error.envelope.message }
                  : { key: 'errors.load_failed' },
            });
          }
        },
        async setTab(locale, owner, tab) {
          claim(owner);
          if (tab === get().tab) return;
          // The other tab's orders are not this one's: show the skeleton, not stale cards.
          set({ tab, ...empty });
          await get().load(locale, owner, 1);
        },
        async nextPage(locale, owner) {
          const { pagination, currentPage } = get();
          if (!pagination?.next_page_url) return;
          await get().load(locale, owner, pageOf(pagination.next_page_url) ?? currentPage + 1);
        },
        async previousPage(locale, owner) {
          const { pagination, currentPage } = get();
          if (!pagination?.prev_page_url) return;
          await get().load(locale, owner, pageOf(pagination.prev_page_url) ?? Math.max(1, currentPage - 1));
        },
        async cancel(locale, owner, orderId) {
          try {
            const { message } = await cancelOrder(locale, orderId);
            void get().load(locale, owner);
            return { ok: true, message };
          } catch (error) {
            return { ok: false, message: error instanceof ApiError ? error.envelope.message : '' };
          }
        },
      };
    },
    {
      name: 'hajz-bookings',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        owner: s.owner,
        tab: s.tab,
        currentPage: s.currentPage,
        orders: s.orders,
        pagination: s.pagination,
      }),
      // A stored copy that is not what this version reads (hand-edited, or from an older release) is dropped.
      merge: (stored, current) => {
        const s = (stored ?? {}) as Partial<BookingsState>;
        const valid =
          typeof s.owner === 'number' &&
          bookingsTabs.includes(s.tab!) &&
          Number.isInteger(s.currentPage) &&
          Array.isArray(s.orders) &&
          s.orders.every(isOrderDetails) &&
          (s.pagination === null || isPagination(s.pagination));
        return valid
          ? {
              ...current,
              owner: s.owner!,
              tab: s.tab!,
              currentPage: s.currentPage!,
              orders: s.orders!,
              pagination: s.pagination ?? null,
            }
          : current;
      },
      // Read after the first render, so the server-rendered skeleton and the first client render agree.
      skipHydration: true,
    },
  ),
);
