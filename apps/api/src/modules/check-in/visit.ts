/**
 * How a visit ends at the desk (issue 16 item 4): the customer did not come (a no-show, counted on the customer:
 * GET admin/customers shows it), or the visit is over early (completed through the one completion path,
 * orders/completion.ts, so points and referral rewards are earned exactly as by the clock). Each audited, for a
 * booking of a branch the person works at, with a translated reason when it cannot be done.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { lockOrder, type OrderLifecycle, type OrderRow } from '../../lifecycle/order-lifecycle.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { completeOrders } from '../orders/index.ts';
import { recordAudit } from '../staff/index.ts';
import { keepDepositOnNoShow } from '../deposits/index.ts';
import type { Publish } from '../../outbox/outbox.ts';
import type { Desk } from './service.ts';

/** The first booked start of an order (null: a shop order, or an open-time gift whose time is not chosen). */
async function firstStart(tx: Db, orderId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<Date | string | null>`min(${orderItems.startAt})` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return row?.at ? new Date(row.at) : null;
}

/** Why a booking cannot end at the desk, whichever way: not confirmed (cancelled, completed, unpaid). */
function assertOpen(order: OrderRow, action: 'no_show' | 'complete'): void {
  if (order.status === 'cancelled') throw new HttpError(409, `staff.${action}_cancelled`);
  if (order.status === 'completed') throw new HttpError(409, `staff.${action}_completed`);
  if (order.status !== 'confirmed') throw new HttpError(409, 'staff.visit_not_confirmed');
  if (order.noShowAt) throw new HttpError(409, 'staff.already_no_show');
}

const summary = (order: OrderRow) => ({
  order_id: order.id,
  order_number: order.orderNumber,
  status: order.status,
  no_show: !!order.noShowAt,
  customer_arrived: order.customerArrived,
});

export async function markNoShow(db: Db, publish: Publish, desk: Desk, orderId: number, now: Date) {
  return transaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('orders.not_found');
    desk.authorize(order.branchId);
    assertOpen(order, 'no_show');
    if (order.customerArrived) throw new HttpError(409, 'staff.no_show_arrived');
    const start = await firstStart(tx, order.id);
    if (!start) throw new HttpError(409, 'staff.no_show_no_time');
    if (start > now) throw new HttpError(409, 'staff.no_show_too_early');
    const [after] = await tx.update(orders).set({ noShowAt: now }).where(eq(orders.id, order.id)).returning();
    // The no-show keeps the deposit, once, and the customer is told (issue 28).
    await keepDepositOnNoShow(tx, publish, after!);
    await recordAudit(tx, {
      actorId: desk.userId,
      action: 'order.no_show',
      entity: 'order',
      entityId: order.id,
      branchId: order.branchId,
      before: { no_show: false },
      after: { no_show: true, customer_id: order.userId },
    });
    return summary(after!);
  });
}

export async function completeVisit(
  db: Db,
  lifecycle: OrderLifecycle,
  desk: Desk,
  orderId: number,
  now: Date,
) {
  return transaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('orders.not_found');
    desk.authorize(order.branchId);
    assertOpen(order, 'complete');
    if (order.fulfilmentStatus !== null) throw new HttpError(409, 'staff.complete_fulfilment');
    const start = await firstStart(tx, order.id);
    if (!order.customerArrived && (!start || start > now))
      throw new HttpError(409, 'staff.complete_too_early');
    const [after] = await completeOrders(lifecycle, tx, now, { orderId: order.id, early: true });
    // The checks above are the UPDATE's own conditions: it completes the order it locked.
    if (!after) throw new HttpError(409, 'staff.complete_too_early');
    await recordAudit(tx, {
      actorId: desk.userId,
      action: 'order.complete',
      entity: 'order',
      entityId: order.id,
      branchId: order.branchId,
      before: { status: order.status },
      after: { status: after.status },
    });
    return summary(after);
  });
}
