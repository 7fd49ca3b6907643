/**
 * What a customer may do with an order, as pure functions of the order, its lines and the clock (so the edges are
 * tested without sleeping): cancel until a deadline, rate once completed, and when an order counts as completed.
 */
import { cancelableFulfilmentStatuses, type FulfilmentStatus } from '@hajz/contracts/fulfilment';
import type { OrderItemRow, OrderRow } from '../../lifecycle/order-lifecycle.ts';

/**
 * A shop-only order (perfume, no appointment) has no end time to wait for. It completes 14 days after it was
 * confirmed: long enough to collect it at the branch, and it must complete some day to be rated and to leave the
 * active tab. Orders whose steps are tracked (delivery, pickup, dine-in: ADR 0024) complete at their last step.
 */
export const shopCompletionDays = 14;
const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** Orders the customer never really placed: ended because a new checkout or a cart edit replaced them. */
export const hiddenCloseReasons = ['replaced', 'cart_changed'] as const;

const services = (items: OrderItemRow[]) => items.filter((i) => i.type === 'service' && i.startAt);

/** The first booked start, or null for a shop-only order. */
export function firstStart(items: OrderItemRow[]): Date | null {
  const starts = services(items).map((i) => i.startAt!.getTime());
  return starts.length > 0 ? new Date(Math.min(...starts)) : null;
}

/**
 * When a confirmed order becomes completed: the last booked end, or confirmation + 14 days for shop-only; never
 * while a service line has no time yet (an open-time gift).
 */
export function completesAt(order: OrderRow, items: OrderItemRow[]): Date | null {
  // A delivery, pickup or dine-in order is over at its last step (fulfilment/progress.ts), not by the clock.
  if ((order.fulfilmentStatus ?? null) !== null) return null;
  // A gift whose recipient has yet to choose the time is not over until they have been (ADR 0021).
  if (items.some((i) => i.type === 'service' && !i.startAt)) return null;
  const ends = services(items)
    .filter((i) => i.endAt)
    .map((i) => i.endAt!.getTime());
  if (ends.length > 0) return new Date(Math.max(...ends));
  return order.confirmedAt ? new Date(order.confirmedAt.getTime() + shopCompletionDays * dayMs) : null;
}

export type Cancelability =
  | { cancelable: true; until: Date | null; keepsDeposit: boolean }
  | { cancelable: false; reason: 'too_late' | 'status' | 'cancelled' };

/**
 * Cancelable while pending or confirmed and before every deadline that applies: the first booking's start minus
 * the business's window (the branch needs notice to give the time to someone else; a booking holding a deposit may
 * still be cancelled until it starts, and then keeps the deposit: issue 28, ADR 0054), the payment deadline of an
 * unpaid order (it ends by itself then), and for shop-only orders the moment they complete.
 */
export function cancelability(
  order: OrderRow,
  items: OrderItemRow[],
  windowHours: number,
  now: Date,
): Cancelability {
  if (order.status === 'cancelled') return { cancelable: false, reason: 'cancelled' };
  if (order.status !== 'pending_payment' && order.status !== 'confirmed')
    return { cancelable: false, reason: 'status' };
  // On its way, or ready at the counter: too late to cancel online.
  if (!cancelableFulfilmentStatuses.includes((order.fulfilmentStatus ?? null) as FulfilmentStatus | null))
    return { cancelable: false, reason: 'status' };
  const start = firstStart(items);
  const serviceDeadline = start ? start.getTime() - windowHours * hourMs : null;
  if (serviceDeadline !== null && now.getTime() >= serviceDeadline) {
    // A paid booking with a deposit may still be cancelled until it starts, keeping the deposit (issue 28).
    if (order.status === 'confirmed' && order.depositAmount > 0 && now.getTime() < start!.getTime())
      return { cancelable: true, until: start, keepsDeposit: true };
    return { cancelable: false, reason: 'too_late' };
  }
  const deadlines = [serviceDeadline];
  if (order.status === 'pending_payment') deadlines.push(order.paymentExpiresAt?.getTime() ?? null);
  if (!start && order.status === 'confirmed') deadlines.push(completesAt(order, items)?.getTime() ?? null);
  const known = deadlines.filter((d): d is number => d !== null);
  const until = known.length > 0 ? Math.min(...known) : null;
  if (until !== null && now.getTime() >= until) return { cancelable: false, reason: 'status' };
  return { cancelable: true, until: until === null ? null : new Date(until), keepsDeposit: false };
}

export const canRate = (order: OrderRow, hasRating: boolean) => order.status === 'completed' && !hasRating;
