/**
 * The rest of a deposit booking, paid at the desk (issue 28, ADR 0054): cash or the branch's card terminal, recorded
 * once on the order (a second click finds nothing due), with the deposit applied to the bill in the ledger and the
 * desk's action audited. Never for a cancelled booking or a no-show (nobody pays for a visit that did not happen).
 */
import type { VisitPaymentBody } from '@hajz/contracts/back-office';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { lockOrder } from '../../lifecycle/order-lifecycle.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { recordAudit } from '../staff/index.ts';
import { settleDeposit } from './ledger.ts';

export type VisitDesk = { userId: number; authorize: (branchId: number | null) => void };

export async function takeVisitPayment(
  db: Db,
  desk: VisitDesk,
  orderId: number,
  body: VisitPaymentBody,
  now: Date,
): Promise<void> {
  await transaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('orders.not_found');
    desk.authorize(order.branchId);
    if (order.status === 'cancelled' || order.noShowAt) throw new HttpError(409, 'deposits.visit_closed');
    if (order.status !== 'confirmed' && order.status !== 'completed')
      throw new HttpError(409, 'deposits.visit_nothing_due');
    const [paid] = await tx
      .update(orders)
      .set({ visitPaidAt: now, visitPaidMethod: body.method })
      .where(and(eq(orders.id, order.id), isNull(orders.visitPaidAt), sql`${orders.dueAtVisit} > 0`))
      .returning();
    if (!paid) throw new HttpError(409, 'deposits.visit_nothing_due');
    await settleDeposit(tx, paid, 'applied');
    await recordAudit(tx, {
      actorId: desk.userId,
      action: 'payment.visit_received',
      entity: 'order',
      entityId: order.id,
      branchId: order.branchId,
      before: { visit_due: order.dueAtVisit },
      after: { visit_due: 0, amount: order.dueAtVisit, method: body.method },
    });
  });
}
