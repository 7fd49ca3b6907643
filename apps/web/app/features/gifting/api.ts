import type { AvailableTimesResponse } from '@hajz/contracts/booking';
import type { Locale } from '@hajz/contracts/locale';
import type { GiftedOrder, OrderDetails } from '@hajz/contracts/orders';
import { browserApi } from '~/lib/browser-api';

/** Spec §7 GET gifted-orders: received and sent, newest first. Quiet: the page shows its own error state. */
export async function fetchGiftedOrders(locale: Locale): Promise<GiftedOrder[]> {
  const envelope = await browserApi(locale, { quiet: true }).get<{ orders: GiftedOrder[] }>('/gifted-orders');
  return envelope.data?.orders ?? [];
}

/** One gift (the spec leaves the path open: GET gifted-orders/{id}). */
export async function fetchGiftedOrder(locale: Locale, id: number): Promise<GiftedOrder> {
  const envelope = await browserApi(locale, { quiet: true }).get<{ gifted_order: GiftedOrder }>(
    `/gifted-orders/${id}`,
  );
  return envelope.data!.gifted_order;
}

/** The times the recipient may choose for one line of the gift (its own time is listed). */
export async function fetchGiftTimes(locale: Locale, id: number, orderProductId: number) {
  const envelope = await browserApi(locale, { quiet: true }).get<AvailableTimesResponse>(
    `/gifted-orders/${id}/available-times`,
    { query: { order_product_id: orderProductId } },
  );
  return envelope.data!;
}

/** Spec §7 POST gifted-orders/{id}/accept. Not quiet: a refusal's translated message is a toast. */
export async function acceptGift(locale: Locale, id: number): Promise<GiftedOrder> {
  const envelope = await browserApi(locale).request<{ gifted_order: GiftedOrder }>(
    `/gifted-orders/${id}/accept`,
    { method: 'POST', successToast: true },
  );
  return envelope.data!.gifted_order;
}

/** Spec §7 POST gifted-orders/{id}/schedule. Quiet: the dialog shows spec §8's titled toasts itself. */
export async function scheduleGift(
  locale: Locale,
  id: number,
  body: { order_product_id: number; start_at: string; end_at: string },
): Promise<GiftedOrder> {
  const envelope = await browserApi(locale, { quiet: true }).request<{ gifted_order: GiftedOrder }>(
    `/gifted-orders/${id}/schedule`,
    { method: 'POST', body },
  );
  return envelope.data!.gifted_order;
}

/** Spec §7 GET orders/{id}/cancel?user_id= from the recipient: declines the gift. Not quiet. */
export async function declineGift(locale: Locale, orderId: number, userId: number): Promise<OrderDetails> {
  const envelope = await browserApi(locale).get<{ order: OrderDetails }>(`/orders/${orderId}/cancel`, {
    query: { user_id: userId },
    successToast: true,
  });
  return envelope.data!.order;
}
