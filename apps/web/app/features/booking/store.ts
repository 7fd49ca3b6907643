import { create } from 'zustand';
import type { AvailableTimesResponse } from '@hajz/contracts/booking';
import { maxFollowingServices, maxVisitors } from '@hajz/contracts/booking-rules';
import type { Product } from '@hajz/contracts/catalogue';
import type { Locale } from '@hajz/contracts/locale';
import { useDialogs } from '~/lib/dialogs';
import { newestOnly } from '~/lib/newest-only';
import { fetchAvailableTimes, fetchProduct } from './api';
import { reconcile } from '~/components/appointment/slots';

export type Guest = { name: string; phone: string; note: string };

/** A cart line being edited (it has a cart_product_id): its choices come preselected. */
export type EditedLine = {
  cartProductId: number;
  branchId: number;
  date: string | null;
  /** 'HH:mm' on the business's clock. */
  time: string | null;
  visitors: number;
  guest: Guest | null;
};

/** A service that follows the first one in the same visit (ADR 0063). */
export type VisitService = { id: number; name: string; duration: number; price: number };

export type AppointmentStart = {
  productId: number;
  product?: Product;
  line?: EditedLine;
  /** A visit picked again (its hold ran out): the services that follow the first one. */
  following?: VisitService[];
};

/** The dialogs of the service flow (spec §4); the state lives while one of them is open. */
export const serviceDialogs = ['service-show', 'service-appointment', 'service-guest', 'service-success'];
/** Spec §9: service dialog state clears 100 ms after close. */
export const clearDelayMs = 100;

type BookingState = {
  productId: number | null;
  product: Product | null;
  cartProductId: number | null;
  branchId: number | null;
  visitors: number;
  date: string | null;
  time: string | null;
  guest: Guest | null;
  /** The services after the first one in this visit, in order; empty for a single service. */
  following: VisitService[];
  times: AvailableTimesResponse | null;
  isLoading: boolean;
  loadFailed: boolean;
  isSaving: boolean;
  /** The server's translated "just taken" message, shown inside the dialog. */
  conflict: string | null;
  /** The time that was just taken from the customer (date, 'HH:mm'): kept after the times reload, for the waitlist. */
  lost: { date: string; time: string } | null;
  /** Starts the flow for a service, or keeps the state when coming back to the same one (guest dialog, back). */
  start(input: AppointmentStart, locale: Locale): void;
  setBranch(id: number): void;
  setVisitors(n: number): void;
  /** Choosing a date clears the chosen time (spec §4). */
  chooseDate(date: string): void;
  chooseTime(time: string): void;
  setGuest(guest: Guest | null): void;
  /** Adds a service at the end of the visit (one person, so the people go back to 1); the times reload. */
  addFollowing(service: VisitService): void;
  removeFollowing(index: number): void;
  loadTimes(locale: Locale): Promise<void>;
  setSaving(saving: boolean): void;
  /** The "just taken" message and the time lost with it; null clears both. */
  setConflict(message: string | null, lost?: { date: string; time: string }): void;
  reset(): void;
};

const initial = {
  productId: null,
  product: null,
  cartProductId: null,
  branchId: null,
  visitors: 1,
  date: null,
  time: null,
  guest: null,
  following: [] as VisitService[],
  times: null,
  isLoading: false,
  loadFailed: false,
  isSaving: false,
  conflict: null,
  lost: null,
} satisfies Partial<BookingState>;

/**
 * Only the newest times, and the newest service's details, land (lib/newest-only.ts); starting another service or
 * resetting drops what is on its way.
 */
const newest = { times: newestOnly(), product: newestOnly() };
const dropAll = () => {
  newest.times.drop();
  newest.product.drop();
};

export const useBooking = create<BookingState>()((set, get) => ({
  ...initial,
  start({ productId, product, line, following }, locale) {
    const s = get();
    if (s.productId === productId && s.cartProductId === (line?.cartProductId ?? null)) {
      if (product && !s.product) set({ product });
      return;
    }
    dropAll();
    set({
      ...initial,
      productId,
      product: product ?? null,
      cartProductId: line?.cartProductId ?? null,
      branchId: line?.branchId ?? product?.branch_id ?? product?.branch_ids[0] ?? null,
      visitors: line?.visitors ?? 1,
      date: line?.date ?? null,
      time: line?.time ?? null,
      guest: line?.guest ?? null,
      following: following ?? [],
    });
    if (!product) {
      const isNewest = newest.product.begin();
      fetchProduct(locale, productId).then(
        (loaded) => isNewest() && set({ product: loaded }),
        () => undefined,
      );
    }
  },
  setBranch(branchId) {
    // The services of another branch's visit are chosen again there.
    set({ branchId, conflict: null, lost: null, following: [] });
  },
  setVisitors(n) {
    set({ visitors: Math.min(maxVisitors, Math.max(1, n)), conflict: null, lost: null });
  },
  chooseDate(date) {
    set({ date, time: null, conflict: null, lost: null });
  },
  chooseTime(time) {
    set({ time, conflict: null, lost: null });
  },
  setGuest(guest) {
    set({ guest });
  },
  addFollowing(service) {
    const { following } = get();
    if (following.length >= maxFollowingServices) return;
    set({ following: [...following, service], visitors: 1, conflict: null, lost: null });
  },
  removeFollowing(index) {
    set({ following: get().following.filter((_, i) => i !== index), conflict: null, lost: null });
  },
  async loadTimes(locale) {
    const { productId, branchId, visitors, cartProductId, following } = get();
    if (productId === null) return;
    const isNewest = newest.times.begin();
    set({ isLoading: true, loadFailed: false });
    try {
      const times = await fetchAvailableTimes(locale, productId, {
        branchId,
        visitors,
        cartProductId,
        thenProductIds: following.map((f) => f.id),
      });
      if (!isNewest()) return;
      const s = get();
      set({ times, branchId: times.branch_id, isLoading: false, ...reconcile(times.times, s) });
    } catch {
      if (isNewest()) set({ isLoading: false, loadFailed: true });
    }
  },
  setSaving(isSaving) {
    set({ isSaving });
  },
  setConflict(conflict, lost) {
    set({ conflict, lost: conflict === null ? null : (lost ?? null) });
  },
  reset() {
    dropAll();
    set(initial);
  },
}));

/**
 * Spec §4: the service state clears 100 ms after the last service dialog closes, which also resets a loading
 * or saving flag left behind by a dialog closed mid-request. Moving between the flow's dialogs keeps it.
 */
let clearTimer: ReturnType<typeof setTimeout> | undefined;
const flowOpen = () => useDialogs.getState().stack.some((d) => serviceDialogs.includes(d.name));
useDialogs.subscribe((state, previous) => {
  const wasOpen = previous.stack.some((d) => serviceDialogs.includes(d.name));
  const isOpen = state.stack.some((d) => serviceDialogs.includes(d.name));
  if (isOpen) {
    clearTimeout(clearTimer);
    clearTimer = undefined;
  } else if (wasOpen) {
    clearTimeout(clearTimer);
    clearTimer = setTimeout(() => {
      if (!flowOpen()) useBooking.getState().reset();
    }, clearDelayMs);
  }
});
