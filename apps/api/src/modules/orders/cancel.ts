/**
 * Cancelling an order (spec §7 GET orders/{id}/cancel): while `is_cancelable` (rules.ts), in one transaction with
 * the order row locked — the order ends through the lifecycle (its `released` hooks give back points, gift card
 * and promo uses), its bookings are deleted (the times are free again), cash due at the branch is voided and a
 * paid card payment is refunded: to the customer's wallet in this transaction when the business says so
 * (`refund_to_wallet`), else through the provider after the commit (if that fails, reconciliation retries it). Cancelling a cancelled order changes nothing and answers the same.
 */
import type { Locale } from '@hajz/contracts/locale';
import type { OrderDetails } from '@hajz/contracts/orders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { payments, reservations } from '../../db/schema.ts';
import { format, type MessageKey } from '../../i18n/messages.ts';
import { notFound } from '../../plugins/errors.ts';
import { availabilityChanged } from '../booking/availability-cache.ts';
import { withRetry } from '../cart/hold.ts';
import type { PaymentsContext } from '../payments/context.ts';
import { refundPayment } from '../payments/outcome.ts';
import { loadBusiness } from '../settings/service.ts';
import type { DescribeOptions } from './details.ts';
import { findVisibleOrder } from './history-queries.ts';
import { getOrderDetails } from './history.ts';
import { closeOrder, itemsOf, lockOrder } from './lifecycle.ts';
import { cancelability } from './rules.ts';
import { accountOf, post } from '../ledger/ledger.ts';

export type CancelResult =
  | { kind: 'cancelled' | 'already_cancelled'; order: OrderDetails }
  | { kind: 'too_late'; windowHours: number }
  | { kind: 'not_allowed' };

type Outcome =
  | { kind: 'cancelled'; refunds: number[] }
  | { kind: 'already_cancelled' }
  | { kind: 'too_late' }
  | { kind: 'not_allowed' };

export async function cancelOwnOrder(
  ctx: PaymentsContext,
  userId: number,
  orderId: number,
  options: DescribeOptions,
): Promise<CancelResult> {
  const { now } = options;
  if (!(await findVisibleOrder(ctx.db, userId, orderId))) throw notFound('orders.not_found');
  const business = await loadBusiness(ctx.db);
  // A deadlock with a job locking in the other order (expiry locks the order first) reruns the whole transaction.
  const outcome = await withRetry(() =>
    ctx.db.transaction(async (tx): Promise<Outcome> => {
      // The payment rows first, then the order: the order applyOutcome takes them in (payment → order), so a
      // payment landing while the customer cancels waits for this transaction instead of deadlocking with it.
      await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(payments.id)
        .for('update');
      const order = await lockOrder(tx, orderId);
      if (!order) return { kind: 'not_allowed' };
      const items = await itemsOf(tx, order.id);
      const rule = cancelability(order, items, business.cancelWindowHours, now);
      if (!rule.cancelable) {
        if (rule.reason === 'cancelled') return { kind: 'already_cancelled' };
        return { kind: rule.reason === 'too_late' ? 'too_late' : 'not_allowed' };
      }
      const refunds = await tx
        .update(payments)
        .set({ status: 'refund_pending', failureReason: 'order_cancelled', updatedAt: sql`now()` })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
        .returning({ id: payments.id, amount: payments.amount });
      if (business.refundToWallet && refunds.length > 0) {
        // The business refunds to the wallet: credited here, in this transaction, once per payment.
        const wallet = await accountOf(tx, order.userId, 'wallet');
        for (const refund of refunds) {
          await post(tx, {
            accountId: wallet,
            amount: refund.amount,
            reason: 'refund',
            orderId: order.id,
            idempotencyKey: `refund:payment:${refund.id}`,
          });
        }
        await tx
          .update(payments)
          .set({ status: 'refunded', providerCode: 'wallet', updatedAt: sql`now()` })
          .where(
            inArray(
              payments.id,
              refunds.map((r) => r.id),
            ),
          );
        refunds.length = 0;
      }
      await tx
        .update(payments)
        .set({ status: 'voided', updatedAt: sql`now()` })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'due_at_branch')));
      if (items.length > 0) {
        await tx.delete(reservations).where(
          and(
            inArray(
              reservations.orderItemId,
              items.map((i) => i.id),
            ),
            eq(reservations.kind, 'booking'),
          ),
        );
      }
      await closeOrder(tx, order, 'cancelled', 'customer', now, { keepHolds: false });
      return { kind: 'cancelled', refunds: refunds.map((r) => r.id) };
    }),
  );

  if (outcome.kind === 'too_late') return { kind: 'too_late', windowHours: business.cancelWindowHours };
  if (outcome.kind === 'not_allowed') return outcome;
  if (outcome.kind === 'cancelled') {
    availabilityChanged();
    for (const id of outcome.refunds) await refundPayment(ctx, id);
  }
  return { kind: outcome.kind, order: await getOrderDetails(ctx.db, userId, orderId, options) };
}

const plurals = { en: new Intl.PluralRules('en'), ar: new Intl.PluralRules('ar') };

/** '6 hours' / '6 ساعات' / '24 ساعة': Arabic counts take a different noun form by number. */
export function hoursText(locale: Locale, hours: number): string {
  const category = plurals[locale].select(hours);
  const key = `time.hours.${category === 'zero' ? 'other' : category}` as MessageKey;
  return format(locale, key, { n: String(hours) });
}

export const tooLateMessage = (locale: Locale, windowHours: number) =>
  format(locale, 'orders.cancel_too_late', { hours: hoursText(locale, windowHours) });
