/**
 * Apple Pay (issue 27 item 3, ADR 0061): the customer's ApplePaySession asks our server to validate the merchant
 * (with Apple, only at Apple's documented hosts), then hands over the payment token, which the provider charges at
 * once. The outcome goes through `applyOutcome` like every other method: one payment, one booking, one e-invoice,
 * whatever is replayed.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ApplePayPaymentToken, ApplePayPayResponse } from '@hajz/contracts/apple-pay';
import { orders, payments, users } from '../../db/schema.ts';
import { isAppleValidationUrl } from '../../integrations/payments/apple-pay/validation-hosts.ts';
import type { MerchantSession } from '../../integrations/payments/apple-pay/interface.ts';
import { PaymentProviderError } from '../../integrations/payments/interface.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AppContext } from '../../app-context.ts';
import { applyOutcome } from './outcome.ts';

type OrderRow = typeof orders.$inferSelect;

const unavailable = () => new HttpError(503, 'payment.apple_pay_unavailable');
const closed = () => new HttpError(409, 'payment.apple_pay_closed');

/** One of the customer's own orders paid with Apple Pay (404 otherwise, whoever's order it is). */
async function findOrder(ctx: AppContext, userId: number, reference: string): Promise<OrderRow> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, reference),
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'apple_pay'),
      ),
    );
  if (!order) throw new HttpError(404, 'payment.apple_pay_not_found');
  return order;
}

const waiting = (order: OrderRow, now: Date) =>
  order.status === 'pending_payment' && !!order.paymentExpiresAt && order.paymentExpiresAt > now;

/** The merchant session for the page's ApplePaySession: only for an order still waiting for its payment. */
export async function validateApplePayMerchant(
  ctx: AppContext,
  userId: number,
  input: { reference: string; validationUrl: string; domain: string; displayName: string },
  now = new Date(),
): Promise<MerchantSession> {
  if (!isAppleValidationUrl(input.validationUrl))
    throw new HttpError(422, 'payment.apple_pay_validation_url', {
      validation_url: ['payment.apple_pay_validation_url'],
    });
  const order = await findOrder(ctx, userId, input.reference);
  if (!waiting(order, now)) throw closed();
  if (!ctx.applePay) throw unavailable();
  try {
    return await ctx.applePay.validateMerchant({
      validationUrl: input.validationUrl,
      domain: input.domain,
      displayName: input.displayName,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn({ err: error, reference: order.orderNumber }, 'Apple Pay merchant validation failed');
    throw unavailable();
  }
}

/**
 * The attempt this token pays: the order's own while nobody used it, a new `HZ…-n` after a declined one (a
 * reference is charged at most once). Claimed atomically (initiated → pending): two calls at once charge once.
 */
async function claimAttempt(ctx: AppContext, order: OrderRow, provider: string) {
  return ctx.db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.id))
      .limit(1)
      .for('update');
    if (latest?.status === 'paid') return { kind: 'paid' as const };
    if (latest?.status === 'pending') return { kind: 'busy' as const };
    if (latest?.status === 'initiated' && latest.method === 'apple_pay') {
      await tx
        .update(payments)
        .set({ status: 'pending', provider, updatedAt: sql`now()` })
        .where(eq(payments.id, latest.id));
      return { kind: 'claimed' as const, reference: latest.reference, amount: latest.amount };
    }
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.orderId, order.id))) as [{ n: number }];
    const reference = `${order.orderNumber}-${Number(n) + 1}`;
    const amount = order.total - order.dueAtVisit;
    await tx.insert(payments).values({
      orderId: order.id,
      reference,
      provider,
      method: 'apple_pay',
      amount,
      status: 'pending',
    });
    return { kind: 'claimed' as const, reference, amount };
  });
}

async function statusOf(ctx: AppContext, orderId: number) {
  const [order] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return order?.status ?? 'unknown';
}

const paidStatus = (status: string) => status === 'confirmed' || status === 'completed';

/** The authorised token → the provider's Apple Pay purchase → `applyOutcome`. Replays answer where things stand. */
export async function payWithApplePay(
  ctx: AppContext,
  userId: number,
  input: { reference: string; token: ApplePayPaymentToken; customerIp: string },
  now = new Date(),
): Promise<ApplePayPayResponse> {
  const order = await findOrder(ctx, userId, input.reference);
  if (paidStatus(order.status)) return { paid: true, order_status: order.status, reason: null };
  if (!waiting(order, now)) throw closed();
  const gateway = ctx.applePay;
  if (!gateway) throw unavailable();
  const attempt = await claimAttempt(ctx, order, gateway.name);
  if (attempt.kind === 'paid') {
    const status = await statusOf(ctx, order.id);
    return { paid: paidStatus(status), order_status: status, reason: null };
  }
  if (attempt.kind === 'busy') throw new HttpError(409, 'payment.apple_pay_busy');
  const [customer] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const name = `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim();
  let outcome;
  try {
    outcome = await gateway.purchase({
      reference: attempt.reference,
      amount: attempt.amount,
      currency: 'SAR',
      token: input.token,
      customerEmail: customer?.email ?? null,
      customerName: name || null,
      customerIp: input.customerIp,
      language: order.locale === 'ar' ? 'ar' : 'en',
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // The charge may have happened: the attempt stays pending and reconciliation asks the provider.
    ctx.log.warn(
      { err: error, reference: attempt.reference },
      'Apple Pay purchase failed; left to reconciliation',
    );
    return { paid: false, order_status: order.status, reason: 'pending' };
  }
  await applyOutcome(ctx, attempt.reference, outcome, now);
  const status = await statusOf(ctx, order.id);
  const paid = paidStatus(status);
  return {
    paid,
    order_status: status,
    reason: paid ? null : outcome.status === 'failed' ? outcome.reason : 'pending',
  };
}
