/**
 * Payments as an order lifecycle participant (listed in app.ts). When an order ends, its open card attempts are
 * voided (unless it only expired and may still be paid late); a cancelled order's cash due is voided and what was
 * paid goes back: to the wallet in this transaction when the business says so, else through the provider after
 * the commit (`payment.refund_due`, delivered by the outbox's refunds consumer, retried until it goes through).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderEventPayload, type Participant } from '../../lifecycle/order-lifecycle.ts';
import { payments } from '../../db/schema.ts';
import { accountOf, post } from '../ledger/ledger.ts';
import { loadBusiness } from '../settings/service.ts';

export const refundDue = 'payment.refund_due';

export const paymentsParticipant: Participant = {
  name: 'payments',
  released: async ({ tx, order, status, keepHolds, refundTo, publish }) => {
    if (!keepHolds) {
      await tx
        .update(payments)
        .set({ status: 'voided', updatedAt: sql`now()` })
        .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['initiated', 'pending'])));
    }
    if (status !== 'cancelled') return;
    await tx
      .update(payments)
      .set({ status: 'voided', updatedAt: sql`now()` })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'due_at_branch')));
    const paid = await tx
      .update(payments)
      .set({ status: 'refund_pending', failureReason: 'order_cancelled', updatedAt: sql`now()` })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
      .returning({ id: payments.id, amount: payments.amount });
    if (paid.length === 0) return;
    const business = await loadBusiness(tx);
    if (!business.refundToWallet && refundTo !== 'wallet') {
      for (const payment of paid) {
        await publish(tx, refundDue, { payment_id: payment.id, order_id: order.id });
      }
      return;
    }
    // The business refunds to the wallet: credited here, in this transaction, once per payment.
    const wallet = await accountOf(tx, order.userId, 'wallet');
    for (const payment of paid) {
      await post(tx, {
        accountId: wallet,
        amount: payment.amount,
        reason: 'refund',
        orderId: order.id,
        idempotencyKey: `refund:payment:${payment.id}`,
      });
    }
    await tx
      .update(payments)
      .set({ status: 'refunded', providerCode: 'wallet', updatedAt: sql`now()` })
      .where(
        inArray(
          payments.id,
          paid.map((p) => p.id),
        ),
      );
    const amount = paid.reduce((sum, p) => sum + p.amount, 0);
    await publish(tx, 'order.refunded', orderEventPayload(order, { amount, to: 'wallet' }));
  },
};
