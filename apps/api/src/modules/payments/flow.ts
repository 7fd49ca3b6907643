/**
 * The browser side of a card payment: the page the pop-up opens, the provider's redirect back, and where the
 * customer lands (/secure-payment, which reports to the opener). See docs/decisions/0008-orders-and-payments.md.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Locale } from '@hajz/contracts/locale';
import type { PaymentFailureReason } from '@hajz/contracts/order-rules';
import { orders, payments, users } from '../../db/schema.ts';
import {
  PaymentProviderError,
  type CardDetails,
  type ReturnResult,
  type TokenizationPage,
} from '../../integrations/payments/interface.ts';
import type { OrderRow } from '../../lifecycle/order-lifecycle.ts';
import type { AppContext } from '../../app-context.ts';
import { applyOutcome } from './outcome.ts';
import { schemeOfBrand } from './methods/rules.ts';
import {
  findCardSetup,
  findSavedCard,
  finishCardSetup,
  isCardSetupReference,
  markAuthenticated,
  needsThreeDsAgain,
  saveCard,
} from './saved-cards.ts';

/** What the customer pays online: the total but what is due at the visit (a deposit booking, ADR 0054). */
export const onlineAmount = (order: OrderRow) => order.total - order.dueAtVisit;

type Outcome = { status: 'success' | 'failed' | 'pending'; reason?: PaymentFailureReason | null };

/** Where the pop-up or frame ends: our page in the customer's language, which tells the opener. */
export function resultPage(locale: Locale, kind: 'payment' | 'card', reference: string, outcome: Outcome) {
  const query = new URLSearchParams({ kind, status: outcome.status, ref: reference });
  if (outcome.reason) query.set('reason', outcome.reason);
  return { kind: 'redirect' as const, url: `${locale === 'ar' ? '/ar' : ''}/secure-payment?${query}` };
}

const localeOf = (value: string): Locale => (value === 'ar' ? 'ar' : 'en');

async function orderOutcome(ctx: AppContext, orderId: number, paymentRef?: string): Promise<Outcome> {
  const [payment] = paymentRef
    ? await ctx.db.select().from(payments).where(eq(payments.reference, paymentRef))
    : [];
  // The rest of a deposit booking (ADR 0064): the order is confirmed already; the attempt itself says.
  if (payment?.purpose === 'rest') {
    if (payment.status === 'paid') return { status: 'success' };
    if (payment.status === 'failed')
      return { status: 'failed', reason: (payment.failureReason as PaymentFailureReason) ?? 'declined' };
    // Given back: paid twice, or no longer owed (the desk took it, the booking closed).
    if (payment.status === 'refund_pending' || payment.status === 'refunded' || payment.status === 'voided')
      return { status: 'failed', reason: 'order_expired' };
    return { status: 'pending' };
  }
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status === 'confirmed' || order?.status === 'completed') return { status: 'success' };
  if (payment?.status === 'failed') {
    return { status: 'failed', reason: (payment.failureReason as PaymentFailureReason) ?? 'declined' };
  }
  if (order?.status !== 'pending_payment') return { status: 'failed', reason: 'order_expired' };
  return { status: 'pending' };
}

export type PageRequest = { returnUrl: string; customerIp: string };

/** Charges a card token for an attempt and says where the browser goes next (3-D Secure, or the result page). */
async function purchaseWith(
  ctx: AppContext,
  order: OrderRow,
  reference: string,
  card: { token: string; saved: boolean; authenticate?: boolean },
  request: PageRequest,
  amount = onlineAmount(order),
): Promise<TokenizationPage> {
  const locale = localeOf(order.locale);
  const [customer] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, order.userId));
  const name = `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim();
  try {
    const result = await ctx.provider.purchase({
      reference,
      amount,
      currency: 'SAR',
      token: card.token,
      customerEmail: customer?.email ?? null,
      customerName: name || null,
      customerIp: request.customerIp,
      language: locale,
      returnUrl: request.returnUrl,
      savedCard: card.saved,
      authenticate: card.authenticate === true,
    });
    if (result.status === 'redirect') {
      await applyOutcome(ctx, reference, { status: 'pending', transactionId: result.transactionId });
      return { kind: 'redirect', url: result.url };
    }
    await applyOutcome(ctx, reference, result);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Whatever went wrong (a timeout, an answer we cannot trust), the charge may have happened: the attempt stays
    // open and the provider is asked about it (status checks and reconciliation) instead of guessing.
    ctx.log.warn(
      { err: error, reference },
      'purchase call failed; the attempt stays open for reconciliation',
    );
    await applyOutcome(ctx, reference, { status: 'pending', transactionId: null });
  }
  return resultPage(locale, 'payment', order.orderNumber, await orderOutcome(ctx, order.id, reference));
}

/**
 * The pop-up opened the order's payment page: a new attempt (providers refuse a reference twice, so a retry is
 * 'HZ100001-2'), then the provider's card page, or a direct charge of a saved card.
 */
export async function openPaymentPage(
  ctx: AppContext,
  order: OrderRow,
  savedCardId: number | null,
  request: PageRequest,
  now = new Date(),
): Promise<TokenizationPage> {
  const locale = localeOf(order.locale);
  if (order.status === 'confirmed' || order.status === 'completed') {
    return resultPage(locale, 'payment', order.orderNumber, { status: 'success' });
  }
  if (order.status !== 'pending_payment' || !order.paymentExpiresAt || order.paymentExpiresAt <= now) {
    return resultPage(locale, 'payment', order.orderNumber, { status: 'failed', reason: 'order_expired' });
  }
  const reference = await ctx.db.transaction(async (tx) => {
    const [first] = await tx
      .select()
      .from(payments)
      .where(eq(payments.reference, order.orderNumber))
      .for('update');
    // The attempt made with the order is used by the first opening only; every later opening (a retry, a second
    // tab) gets its own reference, so two tabs can never share one.
    if (first?.status === 'initiated' && first.updatedAt.getTime() === first.createdAt.getTime()) {
      await tx
        .update(payments)
        .set({ updatedAt: sql`now() + interval '1 millisecond'` })
        .where(eq(payments.id, first.id));
      return first.reference;
    }
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.orderId, order.id))) as [{ n: number }];
    const next = `${order.orderNumber}-${Number(n) + 1}`;
    await tx.insert(payments).values({
      orderId: order.id,
      reference: next,
      provider: ctx.provider.name,
      method: 'card',
      amount: onlineAmount(order),
      status: 'initiated',
    });
    return next;
  });
  if (savedCardId !== null) {
    const card = await findSavedCard(ctx.db, order.userId, ctx.provider.name, savedCardId);
    if (!card)
      return resultPage(locale, 'payment', order.orderNumber, { status: 'failed', reason: 'invalid_card' });
    await ctx.db
      .update(payments)
      .set({ savedCardId: card.id, scheme: schemeOfBrand(card.brand) })
      .where(eq(payments.reference, reference));
    return purchaseWith(
      ctx,
      order,
      reference,
      { token: card.token, saved: true, authenticate: needsThreeDsAgain(card) },
      request,
    );
  }
  return ctx.provider.tokenizationPage({
    reference,
    language: locale,
    returnUrl: request.returnUrl,
    rememberCard: false,
  });
}

/** The card setup frame: the provider's card page, asked to keep the card. */
export async function openCardSetupPage(ctx: AppContext, reference: string, request: PageRequest) {
  const setup = await findCardSetup(ctx.db, reference);
  if (!setup || setup.status !== 'pending') return null;
  return ctx.provider.tokenizationPage({
    reference,
    language: localeOf(setup.locale),
    returnUrl: request.returnUrl,
    rememberCard: true,
  });
}

const failedLocale = 'en';

/** The provider sent the browser back. Nothing in `params` is trusted unless the provider's signature holds. */
export async function handleReturn(
  ctx: AppContext,
  params: Record<string, string>,
  request: PageRequest,
  options: { replay?: boolean } = {},
): Promise<TokenizationPage> {
  const result: ReturnResult | null = ctx.provider.parseReturn(params);
  if (!result) {
    ctx.log.warn({ provider: ctx.provider.name }, 'payment return with a bad signature');
    return resultPage(failedLocale, 'payment', '', { status: 'failed', reason: 'provider_error' });
  }
  if (isCardSetupReference(result.reference)) return finishSetup(ctx, result, options.replay === true);
  const [row] = await ctx.db
    .select({ order: orders, amount: payments.amount })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.reference, result.reference));
  if (!row) return resultPage(failedLocale, 'payment', '', { status: 'failed', reason: 'provider_error' });
  const { order } = row;
  const locale = localeOf(order.locale);
  // A payment result comes back only from the provider's 3-D Secure step: paid means the card passed it.
  if (result.kind === 'payment' && result.status === 'paid') await markAuthenticated(ctx, result.reference);
  // The same signed return again (a reload): show where things stand, never charge a second time.
  if (options.replay) {
    return resultPage(
      locale,
      'payment',
      order.orderNumber,
      await orderOutcome(ctx, order.id, result.reference),
    );
  }
  if (result.kind === 'tokenized') {
    // The scheme is known from the card page on (mada, Visa, Mastercard): recorded before the charge.
    await ctx.db
      .update(payments)
      .set({ scheme: schemeOfBrand(result.card.brand) })
      .where(eq(payments.reference, result.reference));
    if (result.rememberCard) {
      const savedCardId = await saveCard(ctx.db, order.userId, ctx.provider.name, result.card);
      // Its first payment: if it passes 3-D Secure, the card is authenticated for later (mada v2).
      await ctx.db.update(payments).set({ savedCardId }).where(eq(payments.reference, result.reference));
    }
    // The attempt's own amount: the order's online part, or the rest of a deposit booking (ADR 0064).
    return purchaseWith(
      ctx,
      order,
      result.reference,
      { token: result.card.token, saved: false },
      request,
      row.amount,
    );
  }
  if (result.kind === 'tokenization_failed') {
    await applyOutcome(ctx, result.reference, {
      status: 'failed',
      reason: result.reason,
      transactionId: null,
      providerCode: result.providerCode,
    });
  } else {
    await applyOutcome(ctx, result.reference, result);
  }
  return resultPage(
    locale,
    'payment',
    order.orderNumber,
    await orderOutcome(ctx, order.id, result.reference),
  );
}

async function finishSetup(
  ctx: AppContext,
  result: ReturnResult,
  replay: boolean,
): Promise<TokenizationPage> {
  const setup = await findCardSetup(ctx.db, result.reference);
  const locale = localeOf(setup?.locale ?? failedLocale);
  if (replay && setup?.status === 'saved')
    return resultPage(locale, 'card', result.reference, { status: 'success' });
  if (!setup || setup.status !== 'pending' || result.kind !== 'tokenized') {
    if (setup?.status === 'pending') await finishCardSetup(ctx.db, setup.reference, 'failed');
    const reason = result.kind === 'tokenization_failed' ? result.reason : 'provider_error';
    return resultPage(locale, 'card', result.reference, { status: 'failed', reason });
  }
  const card: CardDetails = result.card;
  const id = await saveCard(ctx.db, setup.userId, ctx.provider.name, card);
  await finishCardSetup(ctx.db, setup.reference, 'saved', id);
  return resultPage(locale, 'card', result.reference, { status: 'success' });
}
