/**
 * Applying what a provider says about a payment attempt: the one place where an order gets paid. Redirects,
 * webhooks, status checks and reconciliation all come here, in any order and any number of times; the payment
 * row is locked and its state decides, so fulfilment happens exactly once.
 */
import { eq, sql } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import type { PaymentOutcome } from '../../integrations/payments/interface.ts';
import { availabilityChanged } from '../booking/availability-cache.ts';
import { closeOrder, confirmOrder, lockOrder, type OrderRow } from '../orders/lifecycle.ts';
import type { PaymentsContext } from './context.ts';
import { sendOrderConfirmation } from './notify.ts';

export type Applied =
  | { kind: 'unknown' }
  | { kind: 'unchanged'; orderId: number }
  | { kind: 'pending'; orderId: number }
  | { kind: 'failed'; orderId: number }
  | { kind: 'confirmed'; orderId: number }
  | { kind: 'refund'; orderId: number; paymentId: number };

/** An order closed by the payment deadline keeps its holds and may still be paid while nobody took the times. */
const payable = (order: OrderRow) =>
  order.status === 'pending_payment' ||
  ((order.status === 'expired' || order.status === 'payment_failed') &&
    order.closeReason === 'payment_timeout');

export async function applyOutcome(
  ctx: PaymentsContext,
  reference: string,
  outcome: PaymentOutcome | { status: 'refunded'; transactionId: string | null },
  now = new Date(),
): Promise<Applied> {
  const applied = await ctx.db.transaction(async (tx): Promise<Applied> => {
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
    if (!payment) return { kind: 'unknown' };
    const orderId = payment.orderId;
    const set = (values: Partial<typeof payments.$inferInsert>) =>
      tx
        .update(payments)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
    const open = payment.status === 'initiated' || payment.status === 'pending';
    switch (outcome.status) {
      case 'pending':
        if (payment.status !== 'initiated') return { kind: 'unchanged', orderId };
        await set({ status: 'pending', transactionId: outcome.transactionId ?? payment.transactionId });
        return { kind: 'pending', orderId };
      case 'refunded':
        if (payment.status !== 'paid' && payment.status !== 'refund_pending')
          return { kind: 'unchanged', orderId };
        await set({ status: 'refunded' });
        return { kind: 'unchanged', orderId };
      case 'failed':
        // A late failure never undoes a success; a voided attempt stays voided.
        if (!open) return { kind: 'unchanged', orderId };
        await set({
          status: 'failed',
          failureReason: outcome.reason,
          providerCode: outcome.providerCode,
          transactionId: outcome.transactionId ?? payment.transactionId,
        });
        return { kind: 'failed', orderId };
      case 'paid': {
        if (
          payment.status === 'paid' ||
          payment.status === 'refund_pending' ||
          payment.status === 'refunded'
        ) {
          return { kind: 'unchanged', orderId };
        }
        const order = await lockOrder(tx, orderId);
        // Money for the wrong amount, for an order already paid, cancelled or replaced, or whose times are gone
        // is given back; everything else confirms the order.
        const fits = order && payable(order) && outcome.amount === payment.amount;
        if (fits && (await confirmOrder(tx, order, now))) {
          await set({
            status: 'paid',
            transactionId: outcome.transactionId,
            paidAt: now,
            failureReason: null,
          });
          return { kind: 'confirmed', orderId };
        }
        await set({
          status: 'refund_pending',
          transactionId: outcome.transactionId,
          failureReason: 'not_payable',
        });
        if (order?.status === 'pending_payment') {
          await closeOrder(tx, order, 'expired', 'times_lost', now, { keepHolds: false });
        }
        return { kind: 'refund', orderId, paymentId: payment.id };
      }
    }
  });
  if (applied.kind === 'confirmed') {
    availabilityChanged();
    void sendOrderConfirmation(ctx, applied.orderId);
  }
  if (applied.kind === 'refund') await refundPayment(ctx, applied.paymentId);
  return applied;
}

/** Gives money back through the provider; a failure leaves it refund_pending for reconciliation to retry. */
export async function refundPayment(ctx: PaymentsContext, paymentId: number): Promise<boolean> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.status !== 'refund_pending') return false;
  try {
    const result = await ctx.provider.refund({
      reference: payment.reference,
      amount: payment.amount,
      transactionId: payment.transactionId,
    });
    if (result.status !== 'refunded') {
      ctx.log.warn({ reference: payment.reference, code: result.providerCode }, 'refund refused; will retry');
      return false;
    }
    await ctx.db
      .update(payments)
      .set({ status: 'refunded', updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    ctx.log.info({ reference: payment.reference }, 'payment refunded');
    return true;
  } catch (error) {
    ctx.log.warn({ err: error, reference: payment.reference }, 'refund failed; will retry');
    return false;
  }
}
