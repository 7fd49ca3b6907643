/**
 * Payments as an order lifecycle participant (listed in app-context.ts). When an order ends, its open card attempts are
 * voided (unless it only expired and may still be paid late); a cancelled order's cash due is voided and what was
 * paid goes back: to the wallet in this transaction when the business says so (and always for a card paid at the
 * desk's terminal), else through the provider after the commit (`payment.refund_due`, delivered by the outbox's refunds consumer, retried until it goes through).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderEventPayload, retainedOf, type Participant } from '../../lifecycle/order-lifecycle.ts';
import { payments } from '../../db/schema.ts';
import { accountOf, post } from '../ledger/index.ts';
import { loadBusiness } from '../settings/index.ts';

export const refundDue = 'payment.refund_due';
/** The provider of a card paid on the branch's terminal at the desk (ADR 0028): nothing about the card is kept. */
export const deskCardProvider = 'desk';

export const paymentsParticipant: Participant = {
  name: 'payments',
  released: async (context) => {
    const { tx, order, status, keepHolds, refundTo, publish } = context;
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
    // A late cancel keeps the deposit (ADR 0054): only what the checkout paid beyond it goes back (all of it kept:
    // nothing). The rest of a deposit booking paid online before the visit (ADR 0064) goes back whole.
    const retained = retainedOf(context);
    const paidRows = await tx
      .select({ id: payments.id, amount: payments.amount, purpose: payments.purpose })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')));
    const paid: { id: number; amount: number; provider: string }[] = [];
    for (const row of paidRows) {
      const keep = row.purpose === 'order' ? Math.min(retained, row.amount) : 0;
      if (keep === row.amount) continue;
      const [marked] = await tx
        .update(payments)
        .set({
          status: 'refund_pending',
          failureReason: 'order_cancelled',
          refundAmount: keep > 0 ? row.amount - keep : null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'paid')))
        .returning({
          id: payments.id,
          amount: sql<number>`coalesce(${payments.refundAmount}, ${payments.amount})`.mapWith(Number),
          provider: payments.provider,
        });
      if (marked) paid.push(marked);
    }
    if (paid.length === 0) return;
    const business = await loadBusiness(tx);
    // The staff's choice at a cancel (issue 16), else the business's setting; a card paid on the branch's terminal
    // (ADR 0028) cannot go back through the online gateway, so it goes to the wallet whatever was chosen.
    const toWalletChosen = (refundTo ?? (business.refundToWallet ? 'wallet' : 'original')) === 'wallet';
    const toWallet = toWalletChosen ? paid : paid.filter((p) => p.provider === deskCardProvider);
    for (const payment of paid) {
      if (!toWallet.includes(payment))
        await publish(tx, refundDue, { payment_id: payment.id, order_id: order.id });
    }
    if (toWallet.length === 0) return;
    // Refunded to the wallet: credited here, in this transaction, once per payment.
    const wallet = await accountOf(tx, order.userId, 'wallet');
    for (const payment of toWallet) {
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
          toWallet.map((p) => p.id),
        ),
      );
    const amount = toWallet.reduce((sum, p) => sum + p.amount, 0);
    await publish(tx, 'order.refunded', orderEventPayload(order, { amount, to: 'wallet' }));
  },
};
