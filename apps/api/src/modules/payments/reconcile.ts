/**
 * Payments' part of the periodic safety net (the jobs are in orders/jobs.ts): asks the provider about attempts
 * nobody heard back from (a closed pop-up, a lost webhook, a lost confirm). Card attempts ask the card provider;
 * STC Pay, Tabby and Tamara attempts ask their own gateway (ADR 0062), Apple Pay its configuration (ADR 0061): paid → applied, failed → the attempt
 * fails, unknown or still pending → left for later. `applyOutcome` locks the payment row, so any number of
 * reconcilers, returns and webhooks at once settle an attempt once. Refunds are retried by the outbox, not here.
 */
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import type { PaymentOutcome } from '../../integrations/payments/interface.ts';
import { bnplMethods, type BnplMethod } from '../../integrations/payments/wallets/interface.ts';
import type { AppContext } from '../../app-context.ts';
import { applyOutcome } from './outcome.ts';

type Attempt = { reference: string; method: string; provider: string; providerSession: string | null };

const isBnpl = (method: string): method is BnplMethod => (bnplMethods as readonly string[]).includes(method);

/** The gateway that issued an attempt, asked about it; null when the attempt belongs to no gateway we run now. */
function askGateway(
  ctx: AppContext,
  attempt: Attempt,
): Promise<PaymentOutcome | { status: 'unknown' }> | null {
  if (attempt.method === 'stc_pay') {
    const wallet = ctx.wallets.stcPay;
    return attempt.provider === wallet.name ? wallet.checkStatus(attempt.reference) : null;
  }
  if (attempt.method === 'apple_pay' && ctx.applePay) {
    const gateway = ctx.applePay;
    return attempt.provider === gateway.name ? gateway.checkStatus(attempt.reference) : null;
  }
  if (isBnpl(attempt.method)) {
    const gateway = ctx.wallets.bnpl[attempt.method];
    return attempt.provider === gateway.name
      ? gateway.checkStatus(attempt.reference, attempt.providerSession)
      : null;
  }
  return attempt.provider === ctx.provider.name ? ctx.provider.checkStatus(attempt.reference) : null;
}

/** The names payments.provider holds for attempts of the gateways we run now (a token or session is theirs only). */
const gatewayNames = (ctx: AppContext) => [
  ctx.provider.name,
  ...(ctx.applePay ? [ctx.applePay.name] : []),
  ctx.wallets.stcPay.name,
  ...bnplMethods.map((method) => ctx.wallets.bnpl[method].name),
];

async function settle(ctx: AppContext, attempt: Attempt): Promise<void> {
  try {
    const status = await askGateway(ctx, attempt);
    if (!status || status.status === 'unknown' || status.status === 'pending') return;
    await applyOutcome(ctx, attempt.reference, status);
  } catch (error) {
    ctx.log.warn({ err: error, reference: attempt.reference }, 'payment status check failed');
  }
}

/** Asks the attempt's gateway about one open attempt and applies the answer. */
export async function reconcilePayment(ctx: AppContext, reference: string): Promise<void> {
  const [attempt] = await ctx.db
    .select({
      reference: payments.reference,
      method: payments.method,
      provider: payments.provider,
      providerSession: payments.providerSession,
    })
    .from(payments)
    .where(eq(payments.reference, reference));
  if (attempt) await settle(ctx, attempt);
}

export type StaleOptions = { now?: Date; staleAfterMs?: number; limit?: number };

export async function checkStalePayments(ctx: AppContext, options: StaleOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const staleBefore = new Date(now.getTime() - (options.staleAfterMs ?? 120_000));
  const open = await ctx.db
    .select({
      reference: payments.reference,
      method: payments.method,
      provider: payments.provider,
      providerSession: payments.providerSession,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['initiated', 'pending']),
        inArray(payments.provider, gatewayNames(ctx)),
        lt(payments.updatedAt, staleBefore),
        gt(payments.createdAt, new Date(now.getTime() - 3 * 86_400_000)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(options.limit ?? 100);
  for (const attempt of open) await settle(ctx, attempt);
  return open.length;
}
