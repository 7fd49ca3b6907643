import type { NavigateFunction } from 'react-router';
import type { Locale } from '@hajz/contracts/locale';
import type { Order } from '@hajz/contracts/orders';
import { signalCartChanged } from '~/lib/cart-api';
import { useUnread } from '~/lib/unread-store';
import { useDialogs } from '~/lib/dialogs';
import { localizePath } from '~/lib/locale';
import { toast } from '~/lib/toast-store';
import { track, trackedItems, type TrackingEvent } from '~/lib/tracking';

/** Spec §7 purchase event: value and prices in SAR; a line's quantity counts its people too. */
export function purchaseEvent(order: Order): TrackingEvent {
  return {
    event: 'purchase',
    transaction_id: order.order_number,
    value: order.total / 100,
    currency: 'SAR',
    items: trackedItems(order.products.map((p) => ({ ...p, id: p.product_master_id }))),
  };
}

/**
 * Spec §4 after a confirmed order (cash at once, card once paid): the confirmation toast, the purchase event, the
 * cart refetched here and in other tabs (the server has emptied it), every dialog closed, then the bookings.
 */
export function completeOrder(order: Order, message: string, locale: Locale, navigate: NavigateFunction) {
  if (message) toast(message, 'success');
  track(purchaseEvent(order));
  signalCartChanged();
  useDialogs.getState().closeAll();
  void navigate(localizePath('/dashboard/bookings', locale));
  // The confirmation's notification is written just after the commit (the outbox): the bell asks now and again.
  const unread = useUnread.getState();
  void unread.refresh(locale);
  setTimeout(() => void unread.refresh(locale), 1500);
}
