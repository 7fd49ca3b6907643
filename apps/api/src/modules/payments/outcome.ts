/**
 * Applying what a provider says about a payment attempt: the one place where an order gets paid. Redirects,
 * webhooks, status checks and reconciliation all come here, in any order and any number of times; the payment
 * row is locked and its state decides, so fulfilment happens exactly once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import type { PaymentOutcome } from '../../integrations/payments/interface.ts';
import { lockOrder, type OrderRow } from '../../lifecycle/order-lifecycle.ts';
import type { AppContext } from '../../app-context.ts';
import { refundDue } from './participant.ts';
import { methodHandler } from './methods/registry.ts';
import { refundThroughProvider, schemeOfBrand } from './methods/rules.ts';
import { refundTarget } from './wallet-refunds.ts';

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
  ctx: AppContext,
  reference: string,
  outcome: PaymentOutcome | { status: 'refunded'; transactionId: string | null },
  now = new Date(),
): Promise<Applied> {
  const applied = await transaction(ctx.db, async (tx): Promise<Applied> => {
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
        // Whoever moves it to refunded (this notice, or our own refund call) tells the customer, once.
        await announceRefund(tx, ctx, payment);
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
        // The card's network as the provider reported it (issue 27: the order's payment records the scheme).
        const scheme = outcome.card ? schemeOfBrand(outcome.card.brand) : payment.scheme;
        if (
          payment.status === 'paid' ||
          payment.status === 'refund_pending' ||
          payment.status === 'refunded'
        ) {
          return { kind: 'unchanged', orderId };
        }
        const order = await lockOrder(tx, orderId);
        if (payment.purpose === 'rest') {
          // The rest of a deposit booking (ADR 0064): taken once, while it is still owed, for exactly what is due;
          // under the order lock, so a second attempt or the desk's visit-paid racing it finds it paid and the
          // money of the loser goes back.
          const owed =
            order &&
            order.status === 'confirmed' &&
            !order.noShowAt &&
            !order.visitPaidAt &&
            order.dueAtVisit === payment.amount &&
            outcome.amount === payment.amount;
          if (owed) {
            await set({
              status: 'paid',
              transactionId: outcome.transactionId,
              paidAt: now,
              failureReason: null,
              scheme,
            });
            await tx
              .update(orders)
              .set({ visitPaidAt: now, visitPaidMethod: 'online' })
              .where(eq(orders.id, order.id));
            return { kind: 'confirmed', orderId };
          }
          await set({
            status: 'refund_pending',
            transactionId: outcome.transactionId,
            failureReason: 'not_payable',
            scheme,
          });
          await ctx.lifecycle.publish(tx, refundDue, { payment_id: payment.id, order_id: orderId });
          return { kind: 'refund', orderId, paymentId: payment.id };
        }
        // Money for the wrong amount, for an order already paid, cancelled or replaced, or whose times are gone
        // is given back; everything else confirms the order.
        const fits = order && payable(order) && outcome.amount === payment.amount;
        if (fits && (await ctx.lifecycle.confirm(tx, order, now))) {
          await set({
            status: 'paid',
            transactionId: outcome.transactionId,
            paidAt: now,
            failureReason: null,
            scheme,
          });
          return { kind: 'confirmed', orderId };
        }
        await set({
          status: 'refund_pending',
          transactionId: outcome.transactionId,
          failureReason: 'not_payable',
          scheme,
        });
        if (order?.status === 'pending_payment') {
          await ctx.lifecycle.close(tx, order, 'expired', 'times_lost', now, { keepHolds: false });
        }
        await ctx.lifecycle.publish(tx, refundDue, { payment_id: payment.id, order_id: orderId });
        return { kind: 'refund', orderId, paymentId: payment.id };
      }
    }
  });
  // The money goes back now if the provider takes it; otherwise the outbox retries.
  if (applied.kind === 'refund') await ctx.outbox.deliverNow(refundDue, applied.orderId);
  return applied;
}

async function announceRefund(
  tx: Db,
  ctx: Pick<AppContext, 'lifecycle'>,
  payment: {
    orderId: number;
    amount: number;
    refundAmount: number | null;
    failureReason: string | null;
    method: string;
  },
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
  // A payment the order refused (`not_payable`: late, doubled, the wrong amount) never paid for the sale.
  const ofSale = payment.failureReason !== 'not_payable';
  // A late cancel keeps the deposit (ADR 0054): only the part beyond it went back.
  const amount = payment.refundAmount ?? payment.amount;
  if (order) await ctx.lifecycle.refunded(tx, order, { amount, to: refundTarget(payment.method), ofSale });
}

/**
 * Gives money back through the provider (the refunds consumer of `payment.refund_due`). Throws when the provider
 * does not take it, so the outbox tries again later; a payment no longer refund_pending is left alone (idempotent).
 */
export async function refundPayment(
  ctx: Pick<AppContext, 'db' | 'provider' | 'wallets' | 'applePay' | 'log' | 'lifecycle'>,
  paymentId: number,
): Promise<boolean> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.status !== 'refund_pending') return false;
  // Back where the money came from: the method's handler (the provider's refund for cards, its Apple Pay
  // configuration for Apple Pay: ADR 0061, the wallet for STC Pay, Tabby or Tamara: ADR 0053).
  const refund = methodHandler(payment.method)?.refund ?? refundThroughProvider;
  const result = await refund(ctx, {
    reference: payment.reference,
    // A late cancel keeps the deposit: only the part beyond it goes back (ADR 0054).
    amount: payment.refundAmount ?? payment.amount,
    transactionId: payment.transactionId,
  });
  if (result.status !== 'refunded') throw new Error(`refund refused: ${result.providerCode ?? 'no code'}`);
  await transaction(ctx.db, async (tx) => {
    const [done] = await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'refund_pending')))
      .returning({ id: payments.id });
    if (done) await announceRefund(tx, ctx, payment);
  });
  ctx.log.info({ reference: payment.reference }, 'payment refunded');
  return true;
}
