/** Order states and payment constants with no schema library: safe for the browser bundle. */

/**
 * The order lifecycle. `value` is the number clients compare (spec §3: 9 = cancelled); `active` is the spec's
 * `display_active_in_order_history_app` ('1' active, '0' history). Colours meet 4.5:1 on white with white text.
 */
export const orderStatuses = {
  pending_payment: { value: 1, color: '#b45309', active: '1', en: 'Awaiting payment', ar: 'بانتظار الدفع' },
  confirmed: { value: 2, color: '#15803d', active: '1', en: 'Confirmed', ar: 'مؤكد' },
  completed: { value: 3, color: '#1d4ed8', active: '0', en: 'Completed', ar: 'مكتمل' },
  payment_failed: { value: 7, color: '#b91c1c', active: '0', en: 'Payment failed', ar: 'فشل الدفع' },
  expired: { value: 8, color: '#4b5563', active: '0', en: 'Expired', ar: 'منتهي' },
  cancelled: { value: 9, color: '#b91c1c', active: '0', en: 'Cancelled', ar: 'ملغي' },
} as const;
export type OrderStatusName = keyof typeof orderStatuses;
export const orderStatusNames = Object.keys(orderStatuses) as [OrderStatusName, ...OrderStatusName[]];

/** Spec §4: a cancelled order has status value 9. */
export const cancelledStatusValue = 9;

/**
 * The customer's bookings tabs (issue 30 item 4): the spec's active tab (flag '1') and its history (flag '0') split
 * in two, so a booking that will not take place is not filed under "Completed": completed visits, and those that
 * ended without one (cancelled, value 9; and orders never paid: expired or payment failed).
 */
export const bookingsTabs = ['active', 'completed', 'cancelled'] as const;
export type BookingsTab = (typeof bookingsTabs)[number];
export const bookingsTabOf = (status: OrderStatusName): BookingsTab =>
  orderStatuses[status].active === '1' ? 'active' : status === 'completed' ? 'completed' : 'cancelled';

/** Spec §9: the web asks for the payment status every 3 s, at most 20 pending answers. */
export const paymentPolling = { intervalMs: 3000, maxPendingAttempts: 20 } as const;

/** What `/secure-payment` posts to its opener (or parent frame); checked against the page's own origin. */
export const paymentMessageSource = 'hajz-payment';
export type PaymentWindowMessage = {
  source: typeof paymentMessageSource;
  /** 'payment': an order payment attempt; 'card': saving a card. */
  kind: 'payment' | 'card';
  status: 'success' | 'failed' | 'pending';
  reference: string | null;
  /** A failure reason key (see `paymentFailureReasons`), when failed. */
  reason: string | null;
};

export const paymentFailureReasons = [
  'declined',
  'insufficient_funds',
  'expired_card',
  'invalid_card',
  'authentication_failed',
  'cancelled',
  'provider_error',
  'order_expired',
] as const;
export type PaymentFailureReason = (typeof paymentFailureReasons)[number];

/** The header that makes POST orders safe to retry. */
export const idempotencyHeader = 'idempotency-key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;
