/**
 * Cancelling an order (spec §7 GET orders/{id}/cancel): while `is_cancelable` (rules.ts), in one transaction with
 * the order row locked, the order ends through the lifecycle: its participants give back points, gift card and
 * promo uses, delete its bookings (the times are free again), void cash due at the branch and refund a paid card
 * payment — to the wallet in this transaction when the business says so (`refund_to_wallet`), else through the
 * provider after the commit (the outbox retries it until it goes through). Cancelling a cancelled order changes
 * nothing and answers the same.
 */
import type { Locale } from '@hajz/contracts/locale';
import { formatAmount } from '@hajz/contracts/money';
import type { OrderDetails } from '@hajz/contracts/orders';
import { transaction } from '../../db/transaction.ts';
import { format } from '../../i18n/messages.ts';
import { hoursText } from '../../lib/hours-text.ts';
import { itemsOf, lockOrder, lockOrderPayments } from '../../lifecycle/order-lifecycle.ts';
import { notFound } from '../../plugins/errors.ts';
import { withRetry } from '../cart/index.ts';
import type { AppContext } from '../../app-context.ts';
import { refundDue } from '../payments/index.ts';
import { loadBusiness } from '../settings/index.ts';
import type { DescribeOptions } from './details.ts';
import { findVisibleOrder } from './history-queries.ts';
import { getOrderDetails } from './history.ts';
import { cancelability } from './rules.ts';

export type CancelResult =
  | { kind: 'cancelled' | 'already_cancelled'; order: OrderDetails; keptDeposit: number; windowHours: number }
  | { kind: 'too_late'; windowHours: number }
  | { kind: 'not_allowed' };

type Outcome =
  | { kind: 'cancelled'; keptDeposit: number }
  | { kind: 'already_cancelled' }
  | { kind: 'too_late' }
  | { kind: 'not_allowed' };

export async function cancelOwnOrder(
  ctx: AppContext,
  userId: number,
  orderId: number,
  options: DescribeOptions,
): Promise<CancelResult> {
  const { now } = options;
  if (!(await findVisibleOrder(ctx.db, userId, orderId))) throw notFound('orders.not_found');
  const business = await loadBusiness(ctx.db);
  // A deadlock with a job locking in the other order (expiry locks the order first) reruns the whole transaction.
  const outcome = await withRetry(() =>
    transaction(ctx.db, async (tx): Promise<Outcome> => {
      await lockOrderPayments(tx, orderId);
      const order = await lockOrder(tx, orderId);
      if (!order) return { kind: 'not_allowed' };
      const items = await itemsOf(tx, order.id);
      const rule = cancelability(order, items, business.cancelWindowHours, now);
      if (!rule.cancelable) {
        if (rule.reason === 'cancelled') return { kind: 'already_cancelled' };
        return { kind: rule.reason === 'too_late' ? 'too_late' : 'not_allowed' };
      }
      // Inside the window a deposit is kept (issue 28): the close refunds only what was paid beyond it.
      const keepDeposit = rule.keepsDeposit;
      await ctx.lifecycle.close(tx, order, 'cancelled', keepDeposit ? lateCancelReason : 'customer', now, {
        keepHolds: false,
        keepDeposit,
      });
      return { kind: 'cancelled', keptDeposit: keepDeposit ? order.depositAmount : 0 };
    }),
  );

  if (outcome.kind === 'too_late') return { kind: 'too_late', windowHours: business.cancelWindowHours };
  if (outcome.kind === 'not_allowed') return outcome;
  // A card refund is made now when the provider takes it (the answer shows it); otherwise the outbox retries.
  if (outcome.kind === 'cancelled') await ctx.outbox.deliverNow(refundDue, orderId);
  return {
    kind: outcome.kind,
    order: await getOrderDetails(ctx.db, userId, orderId, options),
    keptDeposit: outcome.kind === 'cancelled' ? outcome.keptDeposit : 0,
    windowHours: business.cancelWindowHours,
  };
}

/** The close reason of a customer's cancel inside the window (a late cancel: the reports count it). */
export const lateCancelReason = 'customer_late';

/** What a late cancel answers: cancelled, and the deposit kept (issue 28). */
export const keptDepositMessage = (locale: Locale, amount: number, windowHours: number) =>
  format(locale, 'deposits.cancelled_kept', {
    amount: formatAmount(amount),
    hours: hoursText(locale, windowHours),
  });

export const tooLateMessage = (locale: Locale, windowHours: number) =>
  format(locale, 'orders.cancel_too_late', { hours: hoursText(locale, windowHours) });
