/**
 * What the desk does to an order (issue 16 item 5): cancel it, at any time before it completes (the customer's
 * cancel window does not bind staff), with the money paid going back to the way it was paid or to the wallet as
 * the desk chooses; and send the confirmation again. Both audited; both through the shared paths: the lifecycle's
 * close (the same participants as the customer's cancel: times freed, points, gift cards and promo uses given
 * back, cash due voided, card refunds through the outbox) and the outbox (never a message sent inline). And take
 * the cash a customer pays at the counter for a booking made to pay at the branch.
 */
import type { AdminCancelBody } from '@hajz/contracts/back-office';
import { and, eq, sql } from 'drizzle-orm';
import { payments, users } from '../../db/schema.ts';
import { takeMessageSlot } from '../message-caps/index.ts';
import { transaction } from '../../db/transaction.ts';
import { lockOrder, lockOrderPayments, orderEventPayload } from '../../lifecycle/order-lifecycle.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { withRetry } from '../cart/index.ts';
import type { AppContext } from '../../app-context.ts';
import { refundDue } from '../payments/index.ts';
import { confirmationResent } from '../notifications/index.ts';
import { recordAudit } from '../staff/index.ts';
import type { Desk } from '../check-in/index.ts';

export async function staffCancel(
  ctx: AppContext,
  desk: Desk,
  orderId: number,
  body: AdminCancelBody,
  now: Date,
): Promise<void> {
  // A deadlock with a job locking in the other order (expiry locks the order first) reruns the whole transaction.
  await withRetry(() =>
    transaction(ctx.db, async (tx) => {
      await lockOrderPayments(tx, orderId);
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound('orders.not_found');
      desk.authorize(order.branchId);
      if (order.status === 'cancelled') throw new HttpError(409, 'staff.cancel_cancelled');
      if (order.status === 'completed') throw new HttpError(409, 'staff.cancel_completed');
      if (order.status !== 'confirmed') throw new HttpError(409, 'staff.cancel_status');
      if (order.noShowAt) throw new HttpError(409, 'staff.cancel_no_show');
      await ctx.lifecycle.close(tx, order, 'cancelled', 'staff', now, {
        keepHolds: false,
        refundTo: body.refund_to,
      });
      await recordAudit(tx, {
        actorId: desk.userId,
        action: 'order.cancel',
        entity: 'order',
        entityId: order.id,
        branchId: order.branchId,
        before: { status: order.status },
        after: { status: 'cancelled', refund_to: body.refund_to, reason: body.reason },
      });
    }),
  );
  // A card refund is made now when the provider takes it; otherwise the outbox retries (as the customer's cancel).
  await ctx.outbox.deliverNow(refundDue, orderId);
}

export async function resendConfirmation(
  ctx: AppContext,
  desk: Desk,
  orderId: number,
  now = new Date(),
): Promise<void> {
  await transaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('orders.not_found');
    desk.authorize(order.branchId);
    if (order.status !== 'confirmed' || order.noShowAt) throw new HttpError(409, 'staff.resend_status');
    // The confirmation goes to the customer's number: one of the messages capped per number per day (ADR 0057).
    const [customer] = await tx
      .select({ mobile: users.mobileNumber })
      .from(users)
      .where(eq(users.id, order.userId));
    if (customer?.mobile)
      await takeMessageSlot(tx, { mobile: customer.mobile, kind: 'resend_confirmation', now });
    await ctx.lifecycle.publish(tx, confirmationResent, orderEventPayload(order));
    await recordAudit(tx, {
      actorId: desk.userId,
      action: 'order.resend_confirmation',
      entity: 'order',
      entityId: order.id,
      branchId: order.branchId,
      before: null,
      after: { resent: true },
    });
  });
}

/**
 * The customer paid at the counter: the order's cash due becomes paid, now, once (a second click finds none due).
 * Before or after the visit is completed (a customer often pays on the way out); never for a cancelled order (its
 * due was voided) or a no-show (nobody came to pay).
 */
export async function takeCash(ctx: AppContext, desk: Desk, orderId: number, now: Date): Promise<void> {
  await transaction(ctx.db, async (tx) => {
    await lockOrderPayments(tx, orderId);
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('orders.not_found');
    desk.authorize(order.branchId);
    if (order.status === 'cancelled') throw new HttpError(409, 'staff.cash_cancelled');
    if (order.noShowAt) throw new HttpError(409, 'staff.cash_no_show');
    const taken = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: now, updatedAt: sql`now()` })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'due_at_branch')))
      .returning({ id: payments.id, amount: payments.amount });
    if (taken.length === 0) throw new HttpError(409, 'staff.cash_not_due');
    const amount = taken.reduce((sum, p) => sum + p.amount, 0);
    await recordAudit(tx, {
      actorId: desk.userId,
      action: 'payment.cash_received',
      entity: 'order',
      entityId: order.id,
      branchId: order.branchId,
      before: { payment_status: 'due_at_branch', amount },
      after: { payment_status: 'paid', amount, payment_ids: taken.map((p) => p.id) },
    });
  });
}
