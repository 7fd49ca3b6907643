/**
 * The rest of a deposit booking, paid online before the visit (issue 28, ADR 0064): from my bookings, a payment
 * attempt of purpose `rest` for exactly what is due at the visit, through the same card flow as checkout (the
 * provider's card page in the pop-up, its return, webhooks, status checks). Paid once: the order records it like
 * the desk's visit-paid (`visit_paid_at`, method `online`) under the order lock, so a second attempt, a race
 * between two attempts or with the desk ends with one payment kept and any other given back (outcome.ts).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, payments } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import type { TokenizationPage } from '../../integrations/payments/interface.ts';
import { lockOrder, type OrderRow } from '../../lifecycle/order-lifecycle.ts';
import { signLink } from '../../lib/signed-link.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import type { AppContext } from '../../app-context.ts';
import { restRefusal } from '../deposits/index.ts';

/** The pop-up's link lives this long (the attempt is opened from it at once). */
const linkMinutes = 30;
export const restLinkPurpose = 'pay-rest';

export type RestPaymentStart = { reference: string; amount: number; create_token_url: { url: string } };

async function firstStart(tx: Db, orderId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<Date | string | null>`min(${orderItems.startAt})` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return row?.at ? new Date(row.at) : null;
}

/** A new attempt of purpose `rest` for what is due at the visit ('HZ100001-R1', 'HZ100001-R2', …). */
async function newAttempt(tx: Db, ctx: Pick<AppContext, 'provider'>, order: OrderRow): Promise<string> {
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.purpose, 'rest')))) as [{ n: number }];
  const reference = `${order.orderNumber}-R${Number(n) + 1}`;
  await tx.insert(payments).values({
    orderId: order.id,
    reference,
    provider: ctx.provider.name,
    method: 'card',
    amount: order.dueAtVisit,
    status: 'initiated',
    purpose: 'rest',
  });
  return reference;
}

/**
 * POST orders/{id}/pay-rest: the payer's own confirmed booking with something due at the visit, before it starts.
 * Another customer's order is a 404; nothing due (already paid, online or at the desk), a closed booking or a visit
 * already started is a translated 409.
 */
export async function startRestPayment(
  ctx: Pick<AppContext, 'db' | 'provider' | 'linkKey'>,
  userId: number,
  orderId: number,
  now = new Date(),
): Promise<RestPaymentStart> {
  return transaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== userId) throw notFound('orders.not_found');
    const refusal = restRefusal(order, await firstStart(tx, order.id), now);
    if (refusal) throw new HttpError(409, refusal);
    const reference = await newAttempt(tx, ctx, order);
    const expires = new Date(now.getTime() + linkMinutes * 60_000);
    return {
      reference,
      amount: order.dueAtVisit,
      create_token_url: {
        url: `/api/v1/payments/rest/${reference}?${signLink(ctx.linkKey, restLinkPurpose, reference, expires)}`,
      },
    };
  });
}

/**
 * The pop-up opened the rest's payment page: the provider's card page for the attempt. A second opening of the
 * same link gets an attempt of its own (a provider refuses a reference twice); nothing is opened once the rest is
 * no longer owed.
 */
export async function openRestPaymentPage(
  ctx: AppContext,
  reference: string,
  request: { returnUrl: string },
  failed: (locale: 'en' | 'ar', orderNumber: string) => TokenizationPage,
  now = new Date(),
): Promise<TokenizationPage> {
  const opened = await transaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select({ payment: payments, orderId: orders.id })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.reference, reference), eq(payments.purpose, 'rest')));
    if (!row) return null;
    const order = (await lockOrder(tx, row.orderId))!;
    const locale = order.locale === 'ar' ? ('ar' as const) : ('en' as const);
    if (restRefusal(order, await firstStart(tx, order.id), now))
      return { locale, reference: null, orderNumber: order.orderNumber };
    const { payment } = row;
    if (payment.status === 'initiated' && payment.updatedAt.getTime() === payment.createdAt.getTime()) {
      await tx
        .update(payments)
        .set({ updatedAt: sql`now() + interval '1 millisecond'` })
        .where(eq(payments.id, payment.id));
      return { locale, reference: payment.reference, orderNumber: order.orderNumber };
    }
    return { locale, reference: await newAttempt(tx, ctx, order), orderNumber: order.orderNumber };
  });
  if (!opened) return failed('en', '');
  if (!opened.reference) return failed(opened.locale, opened.orderNumber);
  return ctx.provider.tokenizationPage({
    reference: opened.reference,
    language: opened.locale,
    returnUrl: request.returnUrl,
    rememberCard: false,
  });
}
