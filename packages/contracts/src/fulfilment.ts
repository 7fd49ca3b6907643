import { z } from 'zod';

/**
 * How an order reaches its customer (issue 14 item 6, ADR 0024): one model for the three business types of spec §1.
 *
 * - service_reservation: services at the branch (`at_branch`) or at the customer's address (`home_visit`, a fee with
 *   `requires_address`); its shop products are delivered or picked up like an online store's.
 * - online_store: `delivery` to a saved address or `pickup` at the branch.
 * - food_ordering: `delivery`, `pickup` with a ready time, or `dine_in`.
 *
 * The spec's Delivery-Method header (spec §7) chooses for products: delivery, pickup or dine_in; `reservation` (the
 * default) means the business's usual way: pickup for products.
 */
export const fulfilmentKinds = ['at_branch', 'home_visit', 'delivery', 'pickup', 'dine_in'] as const;
export type FulfilmentKind = (typeof fulfilmentKinds)[number];

export const businessFulfilments = {
  service_reservation: ['at_branch', 'home_visit', 'delivery', 'pickup'],
  online_store: ['delivery', 'pickup'],
  food_ordering: ['delivery', 'pickup', 'dine_in'],
} as const satisfies Record<string, readonly FulfilmentKind[]>;

/** What happens to a delivered, picked-up or dine-in order after it is paid, step by step. */
export const fulfilmentStatuses = [
  'preparing',
  'out_for_delivery',
  'delivered',
  'ready_for_pickup',
  'picked_up',
  'served',
] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/** The steps of each kind, in order; the last one completes the order. Bookings have none (their time does). */
export const fulfilmentSteps: Record<FulfilmentKind, readonly FulfilmentStatus[]> = {
  at_branch: [],
  home_visit: [],
  delivery: ['preparing', 'out_for_delivery', 'delivered'],
  pickup: ['preparing', 'ready_for_pickup', 'picked_up'],
  dine_in: ['preparing', 'served'],
};

/** The next status allowed from `current` (one step forward only), or null at the end. */
export function nextFulfilmentStatus(
  kind: FulfilmentKind,
  current: FulfilmentStatus | null,
): FulfilmentStatus | null {
  const steps = fulfilmentSteps[kind];
  const i = current === null ? -1 : steps.indexOf(current);
  return steps[i + 1] ?? null;
}

export const isFinalFulfilmentStatus = (kind: FulfilmentKind, status: FulfilmentStatus | null) =>
  status !== null && fulfilmentSteps[kind].at(-1) === status;

/** Once on its way (or ready at the counter) an order can no longer be cancelled online. */
export const cancelableFulfilmentStatuses: readonly (FulfilmentStatus | null)[] = [null, 'preparing'];

/** POST admin/orders/{id}/fulfilment: the next step of a delivery, pickup or dine-in order. */
export const fulfilmentStepBody = z.object({
  status: z.enum(fulfilmentStatuses, { error: 'validation.invalid' }),
});
export const fulfilmentStepResponse = z.object({
  order_id: z.number().int(),
  status: z.string(),
  fulfilment: z.enum(fulfilmentKinds),
  fulfilment_status: z.enum(fulfilmentStatuses),
});
