/**
 * The orders' periodic safety net, run as scheduled jobs (src/outbox/scheduler.ts, once per run across replicas):
 * ends unpaid orders at their deadline, asks the provider about attempts nobody heard back from (a closed pop-up,
 * a lost webhook: payments/reconcile.ts) and completes finished bookings. Refunds are retried by the outbox.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { lockOrder } from '../../lifecycle/order-lifecycle.ts';
import type { Job } from '../../outbox/scheduler.ts';
import type { AppContext } from '../../app-context.ts';
import { checkStalePayments, type StaleOptions } from '../payments/index.ts';
import { completeFinishedOrders } from './completion.ts';

/** Ends one unpaid order whose deadline passed: payment_failed when an attempt was declined, else expired. */
export async function expireOrder(ctx: AppContext, orderId: number, now = new Date()): Promise<boolean> {
  return transaction(ctx.db, async (tx) => {
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
    await ctx.lifecycle.close(
      tx,
      order,
      failed.length > 0 ? 'payment_failed' : 'expired',
      'payment_timeout',
      now,
      { keepHolds: true },
    );
    return true;
  });
}

type Options = StaleOptions;

export async function expireDueOrders(ctx: AppContext, options: Options = {}): Promise<number> {
  const now = options.now ?? new Date();
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.paymentExpiresAt, now)))
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(options.limit ?? 100);
  let expired = 0;
  for (const { id } of due) if (await expireOrder(ctx, id, now)) expired++;
  return expired;
}

export type ReconcileReport = { expired: number; checked: number; completed: number; delivered: number };

/**
 * Every safety-net step at once, then the outbox delivered (tests and operators; in a running server the steps
 * are separate jobs). `delivered`: outbox deliveries attempted (refunds among them).
 */
export async function reconcile(ctx: AppContext, options: Options = {}): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const expired = await expireDueOrders(ctx, { ...options, now });
  const checked = await checkStalePayments(ctx, { ...options, now });
  const completed = await completeFinishedOrders(ctx.lifecycle, ctx.db, now);
  const delivered = await ctx.outbox.drain();
  return { expired, checked, completed, delivered };
}

/** The safety net as scheduled jobs, every `seconds`. */
export const reconcileJobs = (ctx: AppContext, seconds: number): Job[] => [
  { name: 'orders.expire', everySeconds: seconds, run: (now) => expireDueOrders(ctx, { now }) },
  { name: 'payments.check', everySeconds: seconds, run: (now) => checkStalePayments(ctx, { now }) },
  {
    name: 'orders.complete',
    everySeconds: seconds,
    run: (now) => completeFinishedOrders(ctx.lifecycle, ctx.db, now),
  },
];
