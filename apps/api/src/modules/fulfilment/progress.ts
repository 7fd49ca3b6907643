/**
 * A delivery, pickup or dine-in order moves one step at a time (preparing → out for delivery → delivered, …), by the
 * business (an owner, or a manager or receptionist of the order's branch). Each step is an `order.progress` event in the same
 * transaction (the customer's notification follows from the outbox); the last step completes the order through the
 * lifecycle (points are earned then).
 */
import {
  isFinalFulfilmentStatus,
  nextFulfilmentStatus,
  type FulfilmentKind,
  type FulfilmentStatus,
} from '@hajz/contracts/fulfilment';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, orders } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import {
  lockOrder,
  orderEventPayload,
  type OrderLifecycle,
  type OrderRow,
} from '../../lifecycle/order-lifecycle.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { recordAudit } from '../staff/index.ts';

/** Who moves the order: refused (throws) for an order of a branch they do not work at; written to the audit log. */
export type FulfilmentActor = { userId: number; authorize: (branchId: number | null) => void };

export async function advanceFulfilment(
  db: Db,
  lifecycle: OrderLifecycle,
  orderId: number,
  status: FulfilmentStatus,
  actor: FulfilmentActor,
  now = new Date(),
): Promise<OrderRow> {
  return transaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('orders.not_found');
    actor.authorize(order.branchId);
    const kind = order.fulfilment as FulfilmentKind;
    const current = order.fulfilmentStatus as FulfilmentStatus | null;
    if (order.status !== 'confirmed' || nextFulfilmentStatus(kind, current) !== status) {
      throw new HttpError(409, 'fulfilment.not_next', { status: ['fulfilment.not_next'] });
    }
    const final = isFinalFulfilmentStatus(kind, status);
    const [moved] = await tx
      .update(orders)
      .set({ fulfilmentStatus: status, ...(final ? { status: 'completed' } : {}) })
      .where(eq(orders.id, orderId))
      .returning();
    const [branch] = order.branchId
      ? await tx
          .select({ en: branches.nameEn, ar: branches.nameAr })
          .from(branches)
          .where(eq(branches.id, order.branchId))
      : [];
    await lifecycle.publish(
      tx,
      'order.progress',
      orderEventPayload(moved!, {
        status,
        branch: branch ? (order.locale === 'ar' ? branch.ar : branch.en) : '',
      }),
    );
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'order.fulfilment',
      entity: 'order',
      entityId: order.id,
      branchId: order.branchId,
      before: { status: order.status, fulfilment_status: current },
      after: { status: moved!.status, fulfilment_status: status },
    });
    if (final) await lifecycle.completed(tx, moved!, now);
    return moved!;
  });
}
