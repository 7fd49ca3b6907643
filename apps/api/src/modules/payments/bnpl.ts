/**
 * Tabby and Tamara (issue 27 item 5, ADR 0053): the order's signed payment link opens the provider's hosted
 * checkout; the provider sends the browser back (and notifies server to server); both are verified by asking the
 * provider and applied by `applyOutcome`, so replays and out-of-order callbacks change nothing twice. A decline or
 * a cancel fails the attempt: the order keeps its times until its payment deadline, like a declined card.
 */
import { and, count, eq } from 'drizzle-orm';
import { orders, payments, users } from '../../db/schema.ts';
import { PaymentProviderError, type TokenizationPage } from '../../integrations/payments/interface.ts';
import { BnplRefusedError, type BnplMethod } from '../../integrations/payments/wallets/interface.ts';
import type { OrderRow } from '../../lifecycle/order-lifecycle.ts';
import type { AppContext } from '../../app-context.ts';
import { onlineAmount, resultPage } from './flow.ts';
import { applyOutcome } from './outcome.ts';

const localeOf = (value: string) => (value === 'ar' ? ('ar' as const) : ('en' as const));

async function outcomeOf(ctx: AppContext, orderId: number, reference: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status === 'confirmed' || order?.status === 'completed') return { status: 'success' as const };
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.reference, reference));
  if (payment?.status === 'failed')
    return {
      status: 'failed' as const,
      reason: payment.failureReason === 'cancelled' ? 'cancelled' : 'declined',
    } as const;
  if (order?.status !== 'pending_payment')
    return { status: 'failed' as const, reason: 'order_expired' as const };
  return { status: 'pending' as const };
}

/** The order's payment link for Tabby / Tamara: a new attempt at the provider, then its hosted checkout. */
export async function openBnplCheckout(
  ctx: AppContext,
  order: OrderRow,
  returnUrl: string,
  now = new Date(),
): Promise<TokenizationPage> {
  const locale = localeOf(order.locale);
  const method = order.paymentMethod as BnplMethod;
  const gateway = ctx.wallets.bnpl[method];
  if (order.status === 'confirmed' || order.status === 'completed')
    return resultPage(locale, 'payment', order.orderNumber, { status: 'success' });
  if (
    order.status !== 'pending_payment' ||
    !order.paymentExpiresAt ||
    order.paymentExpiresAt <= now ||
    !gateway
  )
    return resultPage(locale, 'payment', order.orderNumber, { status: 'failed', reason: 'order_expired' });
  // The first opening uses the order's attempt; a retry after a decline gets a new reference (providers refuse one twice).
  const [first] = await ctx.db.select().from(payments).where(eq(payments.reference, order.orderNumber));
  let reference = order.orderNumber;
  if (!first || first.status !== 'initiated' || first.providerSession) {
    const [{ n }] = (await ctx.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.orderId, order.id))) as [{ n: number }];
    reference = `${order.orderNumber}-${Number(n) + 1}`;
    await ctx.db.insert(payments).values({
      orderId: order.id,
      reference,
      provider: gateway.name,
      method,
      amount: onlineAmount(order),
      status: 'initiated',
    });
  }
  const [customer] = await ctx.db
    .select({ email: users.email, first: users.firstName, last: users.lastName, mobile: users.mobileNumber })
    .from(users)
    .where(eq(users.id, order.userId));
  try {
    const session = await gateway.createCheckout({
      reference,
      amount: onlineAmount(order),
      language: locale,
      customer: {
        name: `${customer?.first ?? ''} ${customer?.last ?? ''}`.trim() || null,
        email: customer?.email ?? null,
        phone: customer?.mobile ?? null,
      },
      returnUrl,
    });
    await ctx.db
      .update(payments)
      .set({ providerSession: session.sessionId, status: 'pending', transactionId: session.sessionId })
      .where(and(eq(payments.reference, reference), eq(payments.status, 'initiated')));
    return { kind: 'redirect', url: session.url };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn({ err: error, reference }, 'BNPL checkout could not be opened');
    // Refused by the provider (its pre-scoring said no): the customer's answer; anything else is the provider's fault.
    const refused = error instanceof BnplRefusedError ? error : null;
    const reason = refused?.reason ?? 'provider_error';
    await applyOutcome(ctx, reference, {
      status: 'failed',
      reason,
      transactionId: null,
      providerCode: refused?.providerCode ?? null,
    });
    return resultPage(locale, 'payment', order.orderNumber, {
      status: 'failed',
      reason: reason === 'provider_error' ? 'provider_error' : 'declined',
    });
  }
}

/**
 * A return or a notification from Tabby / Tamara, verified with the provider; applied once whatever the order
 * of arrival. Null when the message is not the provider's.
 */
export async function applyBnplMessage(
  ctx: AppContext,
  method: BnplMethod,
  params: Record<string, string>,
  headers: Record<string, string | undefined>,
  source: 'return' | 'webhook',
) {
  const verified = await ctx.wallets.bnpl[method].verify(params, headers, source);
  if (!verified) return null;
  const [row] = await ctx.db
    .select({ payment: payments })
    .from(payments)
    .where(and(eq(payments.reference, verified.reference), eq(payments.method, method)));
  if (!row) return null;
  await applyOutcome(ctx, verified.reference, verified);
  return { reference: verified.reference, orderId: row.payment.orderId };
}

/** The browser came back from the provider's checkout: where the customer lands (the same result page as cards). */
export async function handleBnplReturn(
  ctx: AppContext,
  method: BnplMethod,
  params: Record<string, string>,
  headers: Record<string, string | undefined>,
): Promise<TokenizationPage> {
  let applied: Awaited<ReturnType<typeof applyBnplMessage>>;
  try {
    applied = await applyBnplMessage(ctx, method, params, headers, 'return');
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // The provider could not be asked now: the webhook or reconciliation settles the attempt.
    ctx.log.warn({ err: error, method }, 'BNPL return could not be verified yet');
    return resultPage('en', 'payment', '', { status: 'pending' });
  }
  if (!applied) return resultPage('en', 'payment', '', { status: 'failed', reason: 'provider_error' });
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, applied.orderId));
  return resultPage(
    localeOf(order?.locale ?? 'en'),
    'payment',
    order?.orderNumber ?? '',
    await outcomeOf(ctx, applied.orderId, applied.reference),
  );
}
