/**
 * STC Pay (issue 27 item 4, ADR 0053): the wallet sends the customer a one-time code for the order's payment and
 * the code confirms it. The limits are the sign-in codes' (`otpRules`): a code lasts 5 minutes, 5 tries, a new
 * one after 60 s, at most 5 per payment. Every try is counted atomically before the wallet is asked, so the 6th
 * is refused even with the right code; the payment itself is applied by `applyOutcome` like every other method.
 */
import { and, eq, sql } from 'drizzle-orm';
import { otpRules } from '@hajz/contracts/auth';
import { orders, payments } from '../../db/schema.ts';
import { PaymentProviderError } from '../../integrations/payments/interface.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AppContext } from '../../app-context.ts';
import { applyOutcome } from './outcome.ts';
import { maskMobile } from './methods/wallet-rules.ts';

type PaymentRow = typeof payments.$inferSelect;

const maxSends = otpRules.maxSendsPerNumberPerHour;
const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

export type StcPayState = { mobile_masked: string; otp_expires_at: string | null; tries_left: number };

export function stcPayState(payment: PaymentRow): StcPayState {
  return {
    mobile_masked: maskMobile(payment.walletMobile ?? ''),
    otp_expires_at: payment.otpExpiresAt?.toISOString() ?? null,
    tries_left: Math.max(0, otpRules.maxAttempts - payment.otpAttempts),
  };
}

/** The customer's open STC Pay attempt of one of their orders (404 otherwise, whoever's order it is). */
async function findAttempt(ctx: AppContext, userId: number, reference: string) {
  const [row] = await ctx.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.orderNumber, reference), eq(payments.method, 'stc_pay'), eq(orders.userId, userId)))
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  if (!row) throw new HttpError(404, 'payment.stc_not_found');
  return row;
}

const closed = () => new HttpError(409, 'payment.stc_closed');

/**
 * Asks the wallet for a code (the first after POST orders, or a resend). The cooldown and the cap are claimed
 * in one conditional update, so two quick clicks send one code.
 */
export async function sendStcPayCode(
  ctx: AppContext,
  userId: number,
  reference: string,
  options: { firstOnly?: boolean; now?: Date } = {},
): Promise<StcPayState> {
  const now = options.now ?? new Date();
  const { payment, order } = await findAttempt(ctx, userId, reference);
  // POST orders sends the first code; its replay (same Idempotency-Key) only reports where things stand.
  if (options.firstOnly && payment.otpSends > 0) return stcPayState(payment);
  if (order.status !== 'pending_payment' || !['initiated', 'pending'].includes(payment.status))
    throw closed();
  if (payment.otpSends >= maxSends) throw new HttpError(429, 'payment.stc_too_many_sends');
  const cooldownEnds = payment.otpSentAt
    ? new Date(payment.otpSentAt.getTime() + otpRules.resendCooldownSeconds * 1000)
    : null;
  if (cooldownEnds && cooldownEnds > now)
    throw new HttpError(429, 'auth.cooldown', undefined, {
      'retry-after': String(secondsUntil(cooldownEnds, now)),
    });
  const [claimed] = await ctx.db
    .update(payments)
    .set({ otpSends: sql`${payments.otpSends} + 1`, otpSentAt: now, updatedAt: now })
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.otpSends, payment.otpSends),
        sql`${payments.status} in ('initiated', 'pending')`,
      ),
    )
    .returning({ id: payments.id });
  if (!claimed) throw new HttpError(429, 'auth.cooldown', undefined, { 'retry-after': '1' });
  let result;
  try {
    result = await ctx.wallets.stcPay.requestOtp({
      reference: payment.reference,
      mobile: payment.walletMobile ?? '',
      amount: payment.amount,
      language: order.locale === 'ar' ? 'ar' : 'en',
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn({ err: error, reference: payment.reference }, 'STC Pay code request failed');
    // Not the customer's fault: the send does not count against them.
    await ctx.db
      .update(payments)
      .set({ otpSends: sql`${payments.otpSends} - 1`, otpSentAt: payment.otpSentAt })
      .where(eq(payments.id, payment.id));
    throw new HttpError(503, 'payment.stc_unavailable');
  }
  if (result.status === 'failed') {
    await applyOutcome(ctx, payment.reference, {
      status: 'failed',
      reason: result.reason,
      transactionId: null,
      providerCode: result.providerCode,
    });
    throw new HttpError(422, 'payment.stc_no_wallet', { stc_pay_mobile: ['payment.stc_no_wallet'] });
  }
  const [updated] = await ctx.db
    .update(payments)
    .set({
      otpReference: result.otpReference,
      otpAttempts: 0,
      otpExpiresAt: new Date(now.getTime() + otpRules.ttlSeconds * 1000),
      status: 'pending',
    })
    .where(and(eq(payments.id, payment.id), sql`${payments.status} in ('initiated', 'pending')`))
    .returning();
  if (!updated) throw closed();
  return stcPayState(updated);
}

export type StcConfirmResult = { paid: boolean; order_status: string; reason: string | null };

/** The customer's code: 200 paid (or declined by the wallet: paid false, the order waits for another way). */
export async function confirmStcPay(
  ctx: AppContext,
  userId: number,
  reference: string,
  otp: string,
  now = new Date(),
): Promise<StcConfirmResult> {
  const { payment, order } = await findAttempt(ctx, userId, reference);
  if (payment.status === 'paid') return { paid: true, order_status: order.status, reason: null };
  if (
    order.status !== 'pending_payment' ||
    !['initiated', 'pending'].includes(payment.status) ||
    !payment.otpReference
  )
    throw closed();
  if (!payment.otpExpiresAt || payment.otpExpiresAt <= now)
    throw new HttpError(422, 'payment.stc_code_expired', { otp: ['payment.stc_code_expired'] });
  // Count the try first (atomically): parallel guesses cannot get past the limit.
  const [counted] = await ctx.db
    .update(payments)
    .set({ otpAttempts: sql`${payments.otpAttempts} + 1` })
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.otpReference, payment.otpReference),
        sql`${payments.otpAttempts} < ${otpRules.maxAttempts}`,
        sql`${payments.status} in ('initiated', 'pending')`,
      ),
    )
    .returning({ attempts: payments.otpAttempts });
  if (!counted)
    throw new HttpError(
      422,
      'payment.stc_too_many_tries',
      { otp: ['payment.stc_too_many_tries'] },
      undefined,
      {
        tries_left: 0,
      },
    );
  let result;
  try {
    result = await ctx.wallets.stcPay.confirm({
      reference: payment.reference,
      otpReference: payment.otpReference,
      otp,
      amount: payment.amount,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn(
      { err: error, reference: payment.reference },
      'STC Pay confirm failed; left to reconciliation',
    );
    throw new HttpError(503, 'payment.stc_unavailable');
  }
  if (result.status === 'wrong_code') {
    const left = Math.max(0, otpRules.maxAttempts - counted.attempts);
    throw new HttpError(
      422,
      left > 0 ? 'payment.stc_wrong_code' : 'payment.stc_too_many_tries',
      { otp: [left > 0 ? 'auth.invalid_code' : 'payment.stc_too_many_tries'] },
      undefined,
      { tries_left: left },
      { left: String(left) },
    );
  }
  await applyOutcome(ctx, payment.reference, result, now);
  const status = await statusOf(ctx, order.id);
  const paid = status === 'confirmed' || status === 'completed';
  return {
    paid,
    order_status: status,
    reason: paid ? null : result.status === 'failed' ? result.reason : 'pending',
  };
}

async function statusOf(ctx: AppContext, orderId: number) {
  const [order] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return order?.status ?? 'unknown';
}
