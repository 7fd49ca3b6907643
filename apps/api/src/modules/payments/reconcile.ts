/**
 * The periodic safety net: ends unpaid orders at their deadline, asks the provider about attempts nobody heard
 * back from (a closed pop-up, a lost webhook), retries refunds and completes finished bookings. Also run on demand for one order when the
 * customer asks for its status.
 */
import { and, asc, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.ts';
import { completeFinishedOrders } from '../orders/completion.ts';
import { closeOrder, lockOrder } from '../orders/lifecycle.ts';
import type { PaymentsContext } from './context.ts';
import { applyOutcome, refundPayment } from './outcome.ts';

/** Ends one unpaid order whose deadline passed: payment_failed when an attempt was declined, else expired. */
export async function expireOrder(ctx: PaymentsContext, orderId: number, now = new Date()): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (
      !order ||
      order.status !== 'pending_payment' ||
      !order.paymentExpiresAt ||
      order.paymentExpiresAt > now
    ) {
      return false;
    }
    const failed = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'failed')))
      .limit(1);
    // Holds stay linked: they are dead now (their expiry is the deadline), so the times are free for others, and
    // a payment that still arrives revives the order if nobody took them.
    await closeOrder(tx, order, failed.length > 0 ? 'payment_failed' : 'expired', 'payment_timeout', now, {
      keepHolds: true,
    });
    return true;
  });
}

/** Asks the provider about one open attempt and applies the answer. */
export async function reconcilePayment(ctx: PaymentsContext, reference: string): Promise<void> {
  try {
    const status = await ctx.provider.checkStatus(reference);
    if (status.status === 'unknown' || status.status === 'pending') return;
    await applyOutcome(ctx, reference, status);
  } catch (error) {
    ctx.log.warn({ err: error, reference }, 'payment status check failed');
  }
}

export type ReconcileReport = { expired: number; checked: number; refunded: number; completed: number };

export async function reconcile(
  ctx: PaymentsContext,
  options: { now?: Date; staleAfterMs?: number; limit?: number } = {},
): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const staleBefore = new Date(now.getTime() - (options.staleAfterMs ?? 120_000));
  const limit = options.limit ?? 100;
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.paymentExpiresAt, now)))
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(limit);
  let expired = 0;
  for (const { id } of due) if (await expireOrder(ctx, id, now)) expired++;

  const open = await ctx.db
    .select({ reference: payments.reference })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['initiated', 'pending']),
        eq(payments.provider, ctx.provider.name),
        lt(payments.updatedAt, staleBefore),
        gt(payments.createdAt, new Date(now.getTime() - 3 * 86_400_000)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  for (const { reference } of open) await reconcilePayment(ctx, reference);

  const refunds = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.status, 'refund_pending'))
    .limit(limit);
  let refunded = 0;
  for (const { id } of refunds) if (await refundPayment(ctx, id)) refunded++;

  // Bookings whose end has passed complete (my bookings also does this per customer before reading).
  const completed = await completeFinishedOrders(ctx.db, now);
  return { expired, checked: open.length, refunded, completed };
}

/** Runs `reconcile` every `seconds` (unref'd: it never keeps the process alive); returns a stop function. */
export function startReconciler(ctx: PaymentsContext, seconds: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcile(ctx)
      .then((report) => {
        if (report.expired || report.checked || report.refunded || report.completed)
          ctx.log.info(report, 'orders and payments reconciled');
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'payments reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
