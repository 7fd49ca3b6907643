/**
 * When the rest of a deposit booking may be paid online (issue 28, ADR 0064): the payer's confirmed booking, not a
 * no-show, with something still due at the visit (not yet paid online or at the desk), before its first start.
 */
import type { OrderRow } from '../../lifecycle/order-lifecycle.ts';

/** Why nothing can be paid online now (a message key), or null: the rest is owed and the visit is ahead. */
export function restRefusal(
  order: Pick<OrderRow, 'status' | 'noShowAt' | 'dueAtVisit' | 'visitPaidAt'>,
  start: Date | null,
  now: Date,
): 'deposits.visit_closed' | 'deposits.rest_nothing_due' | 'deposits.rest_too_late' | null {
  if (order.status === 'cancelled' || order.noShowAt) return 'deposits.visit_closed';
  if (order.status !== 'confirmed' || order.dueAtVisit <= 0 || order.visitPaidAt)
    return 'deposits.rest_nothing_due';
  if (!start || start.getTime() <= now.getTime()) return 'deposits.rest_too_late';
  return null;
}
