/**
 * Payments' part of the periodic safety net (the jobs are in orders/jobs.ts): asks the provider about attempts
 * nobody heard back from (a closed pop-up, a lost webhook). Refunds are retried by the outbox, not here.
 */
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { applyOutcome } from './outcome.ts';

/** Asks the provider about one open attempt and applies the answer (Apple Pay: its configuration, ADR 0061). */
export async function reconcilePayment(ctx: AppContext, reference: string, method = 'card'): Promise<void> {
  try {
    const gateway = method === 'apple_pay' && ctx.applePay ? ctx.applePay : ctx.provider;
    const status = await gateway.checkStatus(reference);
    if (status.status === 'unknown' || status.status === 'pending') return;
    await applyOutcome(ctx, reference, status);
  } catch (error) {
    ctx.log.warn({ err: error, reference }, 'payment status check failed');
  }
}

export type StaleOptions = { now?: Date; staleAfterMs?: number; limit?: number };

export async function checkStalePayments(ctx: AppContext, options: StaleOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const staleBefore = new Date(now.getTime() - (options.staleAfterMs ?? 120_000));
  const open = await ctx.db
    .select({ reference: payments.reference, method: payments.method })
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
    .limit(options.limit ?? 100);
  for (const { reference, method } of open) await reconcilePayment(ctx, reference, method);
  return open.length;
}
