/**
 * The order's life, in one object built once in app.ts with its participants listed there, in order (ADR 0013).
 *
 *   pending_payment ──paid──▶ confirmed ──(end passed)──▶ completed
 *        │   ▲ late payment, times still free                │
 *        ▼   │                                                ▼
 *   expired / payment_failed                              cancelled (9)
 *   (cash orders are created confirmed)
 *
 * Participants run inside the transition's transaction, in the listed order: what they write commits or rolls
 * back with it, and one that throws rolls the whole transition back. Each transition also publishes its event to
 * the outbox in that transaction (`order.created`, `order.confirmed`, `order.expired`, `order.payment_failed`,
 * `order.cancelled`, `order.completed`, `order.refunded`); whatever talks to the outside world reacts to those
 * after the commit. A participant is a plain object: loading its file does nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderStatusName } from '@hajz/contracts/order-rules';
import type { RefundDestination } from '@hajz/contracts/orders';
import type { Db } from '../db/client.ts';
import { cartItems, orderItems, orders, payments } from '../db/schema.ts';
import type { Publish } from '../outbox/outbox.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ClosedStatus = Extract<OrderStatusName, 'expired' | 'payment_failed' | 'cancelled'>;

export type TransitionContext = {
  tx: Db;
  order: OrderRow;
  items: OrderItemRow[];
  now: Date;
  /** A participant's own events (a gift card issued, a refund due) go out with the transition's. */
  publish: Publish;
};
export type ReleaseContext = TransitionContext & {
  status: ClosedStatus;
  reason: string;
  /**
   * An order closed by its payment deadline keeps its (dead) holds and its open payment attempt, so a payment
   * that still arrives can revive it while nobody took the times.
   */
  keepHolds: boolean;
  /**
   * Where money paid goes back, whatever the business's refund setting: the wallet (an expired gift), or the way it
   * was paid (a staff cancel that says so, issue 16 item 5). Absent: the business's setting.
   */
  refundTo?: 'wallet' | 'original';
  /**
   * A customer's cancel inside the cancellation window (issue 28, ADR 0054): the order's deposit is kept, so only
   * what was paid beyond it goes back, and only that is credited.
   */
  keepDeposit?: boolean;
};

/** What a cancel keeps of the money paid: the order's deposit when the close says so, else nothing. */
export const retainedOf = (context: Pick<ReleaseContext, 'order' | 'keepDeposit'>) =>
  context.keepDeposit ? context.order.depositAmount : 0;

/** A refund: how much, where to, and whether it gives back what paid for the sale (not a payment it refused). */
/** `to`: the card, the customer's Hajz wallet, Apple Pay, or the wallet / BNPL provider that paid (ADR 0053). */
export type Refund = {
  amount: number;
  to: RefundDestination;
  ofSale: boolean;
};
export type RefundContext = TransitionContext & { refund: Refund };

export type Participant = {
  name: string;
  /** The order is being created; throw an HttpError to refuse it (the whole creation rolls back). */
  created?: (context: TransitionContext) => Promise<void>;
  /**
   * About to be confirmed: return false to refuse, having written nothing (the caller refunds a payment). A late
   * payment reviving an expired order re-reserves here what the expiry gave back.
   */
  confirming?: (context: TransitionContext) => Promise<boolean>;
  /** Paid (or cash, at creation): what was reserved becomes final. */
  confirmed?: (context: TransitionContext) => Promise<void>;
  /** Ended without payment, replaced, or cancelled: give back what was reserved or spent. */
  released?: (context: ReleaseContext) => Promise<void>;
  /** The booking is over (or a shop order's time passed). */
  completed?: (context: TransitionContext) => Promise<void>;
  /** Money went back to the customer through the provider (a card refund, whole or in part). */
  refunded?: (context: RefundContext) => Promise<void>;
};

/** What an order event carries: enough for a consumer to find the rest. */
type OrderEventBase = { order_id: number; order_number: string; user_id: number; locale: string };
/** What every order event carries, and what this one adds (outbox/events.ts checks it). */
export function orderEventPayload(order: OrderRow): OrderEventBase;
export function orderEventPayload<E extends object>(order: OrderRow, extra: E): OrderEventBase & E;
export function orderEventPayload(order: OrderRow, extra: object = {}): OrderEventBase {
  return {
    order_id: order.id,
    order_number: order.orderNumber,
    user_id: order.userId,
    locale: order.locale,
    ...extra,
  };
}

export const itemsOf = (tx: Db, orderId: number) =>
  tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);

/** The order row, locked for the rest of the transaction (every transition takes this lock first). */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * An order's payment rows, locked in id order: what cancels an order takes them before the order, the order in
 * which a landing payment takes them (payment → order), so the two wait for each other instead of deadlocking.
 */
export async function lockOrderPayments(tx: Db, orderId: number): Promise<void> {
  await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.id)
    .for('update');
}

export function createOrderLifecycle(participants: readonly Participant[], publish: Publish) {
  const names = participants.map((p) => p.name);
  if (new Set(names).size !== names.length) throw new Error(`duplicate lifecycle participant in ${names}`);

  async function each<K extends keyof Omit<Participant, 'name' | 'confirming'>>(
    hook: K,
    context: Parameters<NonNullable<Participant[K]>>[0],
  ) {
    for (const participant of participants) {
      const run = participant[hook] as ((c: typeof context) => Promise<void>) | undefined;
      if (run) await run(context);
    }
  }

  async function close(
    tx: Db,
    order: OrderRow,
    status: ClosedStatus,
    reason: string,
    now: Date,
    options: { keepHolds: boolean; refundTo?: 'wallet' | 'original'; keepDeposit?: boolean },
  ): Promise<OrderRow> {
    const items = await itemsOf(tx, order.id);
    const [closed] = await tx
      .update(orders)
      .set({ status, closedAt: now, closeReason: reason, cartId: options.keepHolds ? order.cartId : null })
      .where(eq(orders.id, order.id))
      .returning();
    await each('released', {
      tx,
      order: closed!,
      items,
      now,
      publish,
      status,
      reason,
      keepHolds: options.keepHolds,
      refundTo: options.refundTo,
      keepDeposit: options.keepDeposit,
    });
    await publish(tx, `order.${status}`, orderEventPayload(closed!, { reason }));
    return closed!;
  }

  return {
    participants: names,
    publish,

    /** The new order's row and lines are written; participants reserve what it takes. */
    async created(context: Omit<TransitionContext, 'publish'>): Promise<void> {
      await each('created', { ...context, publish });
      await publish(context.tx, 'order.created', orderEventPayload(context.order));
    },

    /**
     * Confirms an order (paid, or cash at creation). Returns false, having changed nothing, when a participant
     * refuses (its times were taken, a gift card was spent meanwhile): the caller refunds the payment.
     */
    async confirm(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
      const items = await itemsOf(tx, order.id);
      for (const participant of participants) {
        if (participant.confirming && !(await participant.confirming({ tx, order, items, now, publish })))
          return false;
      }
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
      await each('confirmed', { tx, order: confirmed!, items, now, publish });
      // Last: the lines' holds (which cascade with them) have become bookings by now.
      const lineIds = items.map((i) => i.cartItemId).filter((id): id is number => id !== null);
      if (lineIds.length > 0) await tx.delete(cartItems).where(inArray(cartItems.id, lineIds));
      await publish(tx, 'order.confirmed', orderEventPayload(confirmed!));
      return true;
    },

    /** Ends an order that will not be paid (expired, payment_failed) or is cancelled. */
    close,

    /**
     * Called by every cart write (inside its transaction, after the cart lock): an unpaid order made from this
     * cart no longer matches it, so it ends; its holds stay with the cart lines.
     */
    async replacePending(tx: Db, cartId: number, reason: string, now: Date): Promise<void> {
      const pending = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.cartId, cartId), eq(orders.status, 'pending_payment')))
        .for('update');
      for (const order of pending) await close(tx, order, 'expired', reason, now, { keepHolds: false });
    },

    /**
     * confirmed → completed: the caller's UPDATE moved it (one statement for every finished order, so a
     * concurrent cancel and a completion exclude each other); participants and the event follow in its transaction.
     */
    async completed(tx: Db, order: OrderRow, now: Date): Promise<void> {
      const items = await itemsOf(tx, order.id);
      await each('completed', { tx, order, items, now, publish });
      await publish(tx, 'order.completed', orderEventPayload(order));
    },

    /** Money went back to the customer (to the card or the wallet); participants hear of it first. */
    async refunded(tx: Db, order: OrderRow, refund: Refund, now: Date = new Date()) {
      const items = await itemsOf(tx, order.id);
      await each('refunded', { tx, order, items, now, publish, refund });
      await publish(tx, 'order.refunded', orderEventPayload(order, { amount: refund.amount, to: refund.to }));
    },
  };
}
export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
