/**
 * The order's life, in one place: the transitions and the hooks other capabilities plug into.
 *
 *   pending_payment ──paid──▶ confirmed ──(end passed)──▶ completed
 *        │   ▲ late payment, times still free                │
 *        ▼   │                                                ▼
 *   expired / payment_failed                              cancelled (9)
 *   (cash orders are created confirmed)
 *
 * Hooks run inside the transaction of the transition (so what they write commits or rolls back with it):
 * `created` reserves (promo uses, gift card amounts, points), `confirming` may refuse (re-reserving what an expiry gave
 * back), `confirmed` commits them, `released` gives them back.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatusName } from '@hajz/contracts/order-rules';
import type { Db } from '../../db/client.ts';
import { cartItems, orderItems, orders, payments, reservations } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export type OrderHookContext = { tx: Db; order: OrderRow; items: OrderItemRow[]; now: Date };
export type OrderHooks = {
  /** The order is being created; throw an HttpError to refuse it (the whole creation rolls back). */
  created?: (context: OrderHookContext) => Promise<void>;
  /**
   * About to be confirmed (its times are still there): return false to refuse, having written nothing. A late
   * payment reviving an expired order re-reserves here what the expiry gave back (the caller refunds on false).
   */
  confirming?: (context: OrderHookContext) => Promise<boolean>;
  /** Paid (or cash, at creation): what was reserved becomes final. */
  confirmed?: (context: OrderHookContext) => Promise<void>;
  /** Ended without payment, replaced, or cancelled: give back what was reserved or spent. */
  released?: (context: OrderHookContext & { status: OrderStatusName; reason: string }) => Promise<void>;
};

const registry: OrderHooks[] = [];

/** Plugs a capability into the lifecycle; returns a function that unplugs it. */
export function registerOrderHooks(hooks: OrderHooks): () => void {
  registry.push(hooks);
  return () => {
    const index = registry.indexOf(hooks);
    if (index >= 0) registry.splice(index, 1);
  };
}

export async function runCreatedHooks(context: OrderHookContext) {
  for (const hooks of registry) await hooks.created?.(context);
}

export const itemsOf = (tx: Db, orderId: number) =>
  tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);

/** The order row, locked for the rest of the transaction (every transition takes this lock first). */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * Makes an order's held times its bookings and confirms it. The holds must all still exist: a hold that expired
 * stays in the table until someone else's time overlaps it (and deletes it), so "all present" means nobody took
 * them. Returns false, changing nothing, when some are gone (the caller refunds the payment).
 */
export async function confirmOrder(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
  const items = await itemsOf(tx, order.id);
  const expected = items.filter((i) => i.type === 'service').reduce((n, i) => n + i.visitors, 0);
  const ids = items.map((i) => i.id);
  if (expected > 0) {
    const held = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(inArray(reservations.orderItemId, ids), eq(reservations.kind, 'hold')))
      .for('update');
    if (held.length !== expected) return false;
  }
  for (const hooks of registry) {
    if (hooks.confirming && !(await hooks.confirming({ tx, order, items, now }))) return false;
  }
  if (expected > 0) {
    await tx
      .update(reservations)
      .set({ kind: 'booking', expiresAt: null, cartItemId: null })
      .where(inArray(reservations.orderItemId, ids));
  }
  const lineIds = items.map((i) => i.cartItemId).filter((id): id is number => id !== null);
  if (lineIds.length > 0) await tx.delete(cartItems).where(inArray(cartItems.id, lineIds));
  const [confirmed] = await tx
    .update(orders)
    .set({
      status: 'confirmed',
      confirmedAt: now,
      paymentExpiresAt: null,
      cartId: null,
      closedAt: null,
      closeReason: null,
    })
    .where(eq(orders.id, order.id))
    .returning();
  for (const hooks of registry) await hooks.confirmed?.({ tx, order: confirmed!, items, now });
  return true;
}

/**
 * Ends an order that will not be paid (expired, payment_failed) or is cancelled. `keepHolds`: an expired order
 * keeps its link to its (dead) holds so a payment that still arrives can revive it when nobody took the times;
 * a replaced order hands its holds back to the cart's new order.
 */
export async function closeOrder(
  tx: Db,
  order: OrderRow,
  status: Extract<OrderStatusName, 'expired' | 'payment_failed' | 'cancelled'>,
  reason: string,
  now: Date,
  options: { keepHolds: boolean },
) {
  const items = await itemsOf(tx, order.id);
  if (!options.keepHolds && items.length > 0) {
    await tx
      .update(reservations)
      .set({ orderItemId: null })
      .where(
        and(
          inArray(
            reservations.orderItemId,
            items.map((i) => i.id),
          ),
          eq(reservations.kind, 'hold'),
        ),
      );
    await tx
      .update(payments)
      .set({ status: 'voided', updatedAt: sql`now()` })
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['initiated', 'pending'])));
  }
  const [closed] = await tx
    .update(orders)
    .set({ status, closedAt: now, closeReason: reason, cartId: options.keepHolds ? order.cartId : null })
    .where(eq(orders.id, order.id))
    .returning();
  for (const hooks of registry) await hooks.released?.({ tx, order: closed!, items, now, status, reason });
  return closed!;
}

/**
 * Called by every cart write (inside its transaction, after the cart lock): an unpaid order made from this cart
 * no longer matches it, so it ends; its holds stay with the cart lines.
 */
export async function replacePendingOrders(tx: Db, cartId: number, reason: string, now: Date) {
  const pending = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'pending_payment')))
    .for('update');
  for (const order of pending) await closeOrder(tx, order, 'expired', reason, now, { keepHolds: false });
}
