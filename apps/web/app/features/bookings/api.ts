import type { AvailableTimesResponse } from '@hajz/contracts/booking';
import type { RescheduleBody, RescheduleResponse } from '@hajz/contracts/waitlist';
import type { Branch } from '@hajz/contracts/catalogue';
import type { Locale } from '@hajz/contracts/locale';
import type { OrderDetails, PayRestResponse } from '@hajz/contracts/orders';
import type { BookingsTab } from '@hajz/contracts/order-rules';
import { browserApi } from '~/lib/browser-api';

export type { BookingsTab };
export type OrderRating = { rating: number; comment: string | null; created_at: string };

/** Spec §4: the active tab lists status flag '1', the completed (and cancelled) tab '0'. */
export const activeFlag = (tab: BookingsTab) => (tab === 'active' ? '1' : '0');

/**
 * Spec §7 GET orders?page, with the spec's status flag and the tab that splits its history into completed and
 * cancelled bookings (issue 30 item 4). Quiet: the page shows its own error state. The data is returned unchecked: the store
 * validates its shape (spec §8 'Invalid response format from server').
 */
export async function fetchOrdersPage(locale: Locale, tab: BookingsTab, page: number): Promise<unknown> {
  const envelope = await browserApi(locale, { quiet: true }).get<unknown>('/orders', {
    query: { page, active: activeFlag(tab), tab },
  });
  return envelope.data;
}

/** Spec §7 GET orders/{id}: the order as it is now (flags and a fresh signed invoice link). */
export async function fetchOrder(locale: Locale, id: number): Promise<unknown> {
  const envelope = await browserApi(locale, { quiet: true }).get<unknown>(`/orders/${id}`);
  return envelope.data;
}

/**
 * GET settings: how many hours before its start a booking may still be cancelled online (issue 28). Quiet, and
 * unchecked: the caller checks the number.
 */
export async function fetchCancellationWindowHours(locale: Locale): Promise<unknown> {
  const envelope = await browserApi(locale, { quiet: true }).get<{
    settings?: { cancellation_window_hours?: unknown };
  }>('/settings');
  return envelope.data?.settings?.cancellation_window_hours;
}

/** Spec §7 GET orders/{id}/cancel. Quiet: the caller toasts the server's message or its default (spec §8). */
export async function cancelOrder(
  locale: Locale,
  id: number,
): Promise<{ message: string; order: OrderDetails | undefined }> {
  const envelope = await browserApi(locale, { quiet: true }).get<{ order?: OrderDetails }>(
    `/orders/${id}/cancel`,
  );
  return { message: envelope.message, order: envelope.data?.order };
}

/** POST orders/{id}/rate: 1–5 stars and an optional comment, once per completed order. */
export async function rateOrder(
  locale: Locale,
  id: number,
  rating: number,
  comment: string,
): Promise<{ message: string; rating: OrderRating | undefined }> {
  const envelope = await browserApi(locale, { quiet: true }).request<{ rating?: OrderRating }>(
    `/orders/${id}/rate`,
    { method: 'POST', body: { rating, comment: comment.trim() || undefined } },
  );
  return { message: envelope.message, rating: envelope.data?.rating };
}

export async function fetchRating(locale: Locale, id: number): Promise<OrderRating> {
  const envelope = await browserApi(locale, { quiet: true }).get<{ rating: OrderRating }>(
    `/orders/${id}/rating`,
  );
  if (!envelope.data?.rating || typeof envelope.data.rating.rating !== 'number')
    throw new Error('invalid rating');
  return envelope.data.rating;
}

export type BranchPlace = Pick<Branch, 'id' | 'name' | 'address' | 'city_name' | 'google_map_link'>;

const branchCache = new Map<Locale, Promise<BranchPlace[]>>();

/**
 * Addresses and map links for the calendar entries and the share-location link, fetched once per language and
 * page view; a failure is forgotten so the next use asks again.
 */
export function fetchBranchPlaces(locale: Locale): Promise<BranchPlace[]> {
  let cached = branchCache.get(locale);
  if (!cached) {
    cached = browserApi(locale, { quiet: true })
      .get<{ branches: Branch[] }>('/branches')
      .then((envelope) =>
        (envelope.data?.branches ?? []).map(({ id, name, address, city_name, google_map_link }) => ({
          id,
          name,
          address,
          city_name,
          google_map_link,
        })),
      );
    cached.catch(() => branchCache.delete(locale));
    branchCache.set(locale, cached);
  }
  return cached;
}

/** For tests: forget the cached branches. */
export const forgetBranchPlaces = () => branchCache.clear();

export type EntryPass = { order_product_id: number; visitor: number; code: string; qr: string };

/** A booking's entry passes (issue 16): one QR per visitor, shown at the desk. Quiet: none shows nothing. */
export async function fetchEntryPasses(locale: Locale, id: number): Promise<EntryPass[]> {
  const envelope = await browserApi(locale, { quiet: true }).get<{ passes: EntryPass[] }>(
    `/orders/${id}/entry-passes`,
  );
  return envelope.data?.passes ?? [];
}

/** The free times of a booked service at its branch (issue 28: choosing a new time for it). */
export async function fetchFreeTimes(
  locale: Locale,
  productId: number,
  branchId: number,
  visitors: number,
  /** A visit's next services (ADR 0063): the times at which the whole visit fits. */
  thenProductIds: readonly number[] = [],
): Promise<AvailableTimesResponse> {
  const then = thenProductIds.length > 0 ? thenProductIds.join(',') : null;
  const envelope = await browserApi(locale, { quiet: true }).get<AvailableTimesResponse>(
    `/product-masters/${productId}/available-times`,
    { query: { branch_id: branchId, visitors, then_product_ids: then } },
  );
  return envelope.data!;
}

/** POST orders/{id}/reschedule: one booked service to a new start (409 taken, 422 inside the cut-off). */
export async function rescheduleBooking(
  locale: Locale,
  orderId: number,
  body: RescheduleBody,
): Promise<RescheduleResponse> {
  const envelope = await browserApi(locale, { quiet: true }).request<RescheduleResponse>(
    `/orders/${orderId}/reschedule`,
    { method: 'POST', body },
  );
  return envelope.data!;
}

/**
 * POST orders/{id}/pay-rest (issue 28, ADR 0064): a card attempt for the rest of a deposit booking; the pop-up opens
 * `url`. Quiet: the caller toasts the server's reason.
 */
export async function startRestPayment(
  locale: Locale,
  id: number,
): Promise<{ url: string; message: string }> {
  const envelope = await browserApi(locale, { quiet: true }).request<PayRestResponse>(
    `/orders/${id}/pay-rest`,
    {
      method: 'POST',
      body: { payment_method_id: 'card' },
    },
  );
  return { url: envelope.data!.payment.create_token_url.url, message: envelope.message };
}
