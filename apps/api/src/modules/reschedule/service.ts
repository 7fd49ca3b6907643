/**
 * POST orders/{id}/reschedule (issue 28 item 3, ADR 0055): the customer moves one service line of their confirmed
 * order to another free time, up to the business's cut-off before it (`reschedule_cutoff_hours`). The same
 * guarantees as booking: the new time is checked against live bookings and holds inside the transaction, the old
 * bookings go and the new ones are written in it, and the exclusion constraint decides a race (the loser keeps the
 * old time and gets a translated 409). The customer hears of it through `booking.moved` (notification centre, web
 * push, text message), the desk through the audit log and its calendar; the freed time goes to the waitlist.
 */
import type { RescheduleBody, RescheduleResponse } from '@hajz/contracts/waitlist';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withRetry as withDbRetry } from '../../db/retry.ts';
import { orderItems, reservations } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { lockOrder, orderEventPayload } from '../../lifecycle/order-lifecycle.ts';
import { clockMinutes, localDate, localTime } from '../../lib/zoned-time.ts';
import type { Publish } from '../../outbox/outbox.ts';
import { notFound } from '../../plugins/errors.ts';
import {
  availabilityChangedIn,
  checkSlot,
  resolveService,
  slotContext,
  slotInput,
} from '../booking/index.ts';
import { withNoticeGrace } from '../booking/index.ts';
import { deleteExpiredHolds } from '../cart/index.ts';
import { reopenReminders } from '../desk/index.ts';
import { findVisibleOrder, giftVisitor } from '../orders/index.ts';
import { recordAudit } from '../staff/index.ts';

import { hourMs, notMovable, raceLost, range, taken, tooLate, unavailable } from './errors.ts';
import { rescheduleVisit } from './visit.ts';

export async function rescheduleOwnBooking(
  deps: { db: Db; publish: Publish },
  userId: number,
  orderId: number,
  body: RescheduleBody,
  now = new Date(),
): Promise<RescheduleResponse> {
  const { db } = deps;
  const order = await findVisibleOrder(db, userId, orderId);
  if (!order || order.userId !== userId) throw notFound('orders.not_found');
  const lineId = Number(body.order_product_id);
  const [line] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, lineId), eq(orderItems.orderId, orderId)));
  if (!line || line.type !== 'service' || !line.startAt || !line.endAt)
    throw notFound('reschedule.line_not_found');
  // A part of a visit moves with the whole visit, its services kept back to back (ADR 0063).
  if (line.visitId !== null)
    return rescheduleVisit(deps, userId, order.id, line, new Date(body.start_at), now);
  const { product, branchId } = await resolveService(db, line.productId, line.branchId);
  const start = new Date(body.start_at);
  // Read before the transaction: PGlite has one connection, a read outside it from inside would wait forever.
  const context = await slotContext(db, branchId);
  const { business } = context;
  const tz = business.timezone;
  const end = new Date(start.getTime() + product.duration * 60_000);
  const result = await withDbRetry(
    () =>
      transaction(db, async (tx) => {
        const locked = await lockOrder(tx, orderId);
        if (!locked || locked.status !== 'confirmed') throw notMovable();
        // A gift's time is its recipient's to choose (gifting), not the payer's.
        if (await giftVisitor(tx, orderId)) throw notMovable();
        const [current] = await tx.select().from(orderItems).where(eq(orderItems.id, lineId));
        if (!current?.startAt || !current.endAt) throw notMovable();
        if (current.startAt.getTime() - now.getTime() < business.rescheduleCutoffHours * hourMs)
          throw tooLate(business.rescheduleCutoffHours);
        if (current.startAt.getTime() === start.getTime()) return { changed: false, current };
        const booked = await tx
          .select({ id: reservations.id, travel: reservations.travelMinutes })
          .from(reservations)
          .where(and(eq(reservations.orderItemId, lineId), eq(reservations.kind, 'booking')))
          .for('update');
        // A home visit's travel is planned around its address: the desk moves those.
        if (booked.length === 0 || booked.some((b) => b.travel > 0)) throw notMovable();
        const input = await slotInput(context, tx, {
          product,
          branchId,
          visitors: current.visitors,
          editingOrderItemId: current.id,
          now,
        });
        const check = checkSlot(
          withNoticeGrace(input),
          localDate(start.getTime(), tz),
          clockMinutes(localTime(start.getTime(), tz)),
        );
        if (!check.ok) throw check.reason === 'taken' ? taken() : unavailable();
        const chosen = check.slot.free.slice(0, current.visitors).sort((a, b) => a - b);
        const busyUntil = new Date(check.slot.busyUntil);
        await tx
          .delete(reservations)
          .where(and(eq(reservations.orderItemId, lineId), eq(reservations.kind, 'booking')));
        await deleteExpiredHolds(tx, chosen, start, busyUntil, now);
        await tx.insert(reservations).values(
          chosen.map((resourceId) => ({
            resourceId,
            orderItemId: lineId,
            kind: 'booking',
            period: range(start, busyUntil),
          })),
        );
        await tx.update(orderItems).set({ startAt: start, endAt: end }).where(eq(orderItems.id, lineId));
        await reopenReminders(tx, orderId, business.reminderLeadHours, now);
        // The desk sees who moved what in the audit log, and the new time on its calendar.
        await recordAudit(tx, {
          actorId: userId,
          action: 'booking.reschedule',
          entity: 'order_item',
          entityId: lineId,
          branchId: line.branchId,
          before: { start_at: current.startAt.toISOString(), end_at: current.endAt.toISOString() },
          after: { start_at: start.toISOString(), end_at: end.toISOString(), resource_ids: chosen },
        });
        await deps.publish(
          tx,
          'booking.moved',
          orderEventPayload(locked, {
            order_product_id: lineId,
            start_at: start.toISOString(),
            previous_start_at: current.startAt.toISOString(),
            by: 'customer',
            product_id: current.productId,
            branch_id: current.branchId,
          }),
        );
        availabilityChangedIn(tx);
        return { changed: true, current };
      }),
    raceLost,
  );
  const startAt = result.changed ? start : result.current.startAt!;
  const endAt = result.changed ? end : result.current.endAt!;
  return {
    order_id: orderId,
    order_product_id: lineId,
    start_at: startAt.toISOString(),
    end_at: endAt.toISOString(),
    changed: result.changed,
  };
}
