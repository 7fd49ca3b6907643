/**
 * Moving a booking that is one part of a visit (ADR 0063): the whole visit moves, its services kept back to back in
 * their order, so that the named part starts at the new time. In one transaction: the visit's bookings are deleted,
 * every part is placed again against live bookings and holds read in it (each on its own resource, as when it was
 * held), and the new bookings are written; a part that does not fit rolls everything back (the visit keeps its old
 * time) and the exclusion constraint decides a race. One `booking.moved` names the visit's first part: the customer
 * hears once, and the waitlist refill that it triggers looks at every freed time anyway.
 */
import type { RescheduleResponse } from '@hajz/contracts/waitlist';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withRetry as withDbRetry } from '../../db/retry.ts';
import { orderItems, reservations } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { lockOrder, orderEventPayload } from '../../lifecycle/order-lifecycle.ts';
import { clockMinutes, localDate, localTime } from '../../lib/zoned-time.ts';
import type { Publish } from '../../outbox/outbox.ts';
import {
  availabilityChangedIn,
  checkVisit,
  slotContext,
  visitInputs,
  visitServices,
  withNoticeGrace,
} from '../booking/index.ts';
import { deleteExpiredHolds } from '../cart/index.ts';
import { reopenReminders } from '../desk/index.ts';
import { giftVisitor } from '../orders/index.ts';
import { recordAudit } from '../staff/index.ts';
import { hourMs, notMovable, raceLost, range, taken, tooLate, unavailable } from './errors.ts';

type OrderLine = typeof orderItems.$inferSelect;

const partsOf = (db: Db, orderId: number, visitId: string) =>
  db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.visitId, visitId)))
    .orderBy(asc(orderItems.startAt), asc(orderItems.id));

export async function rescheduleVisit(
  deps: { db: Db; publish: Publish },
  userId: number,
  orderId: number,
  line: OrderLine,
  start: Date,
  now: Date,
): Promise<RescheduleResponse> {
  const { db } = deps;
  const visitId = line.visitId!;
  const before = await partsOf(db, orderId, visitId);
  // Read before the transaction: PGlite has one connection, a read outside it from inside would wait forever.
  const services = await visitServices(
    db,
    line.branchId,
    before.map((p) => p.productId),
  );
  const context = await slotContext(db, line.branchId);
  const { business } = context;
  const tz = business.timezone;
  // The named part starts at `start`; the visit's first part as far before it as it is now.
  const firstStart = start.getTime() - (line.startAt!.getTime() - before[0]!.startAt!.getTime());
  const result = await withDbRetry(
    () =>
      transaction(db, async (tx) => {
        const locked = await lockOrder(tx, orderId);
        if (!locked || locked.status !== 'confirmed') throw notMovable();
        if (await giftVisitor(tx, orderId)) throw notMovable();
        const parts = await partsOf(tx, orderId, visitId);
        const first = parts[0];
        if (!first?.startAt || parts.some((p) => !p.startAt)) throw notMovable();
        if (first.startAt.getTime() - now.getTime() < business.rescheduleCutoffHours * hourMs)
          throw tooLate(business.rescheduleCutoffHours);
        if (first.startAt.getTime() === firstStart) return { changed: false, parts };
        const ids = parts.map((p) => p.id);
        const booked = await tx
          .select({ id: reservations.id, travel: reservations.travelMinutes })
          .from(reservations)
          .where(and(inArray(reservations.orderItemId, ids), eq(reservations.kind, 'booking')))
          .for('update');
        if (booked.length === 0 || booked.some((b) => b.travel > 0)) throw notMovable();
        // The visit's own bookings go first, so they do not stand in its way; a refusal below rolls this back.
        await tx
          .delete(reservations)
          .where(and(inArray(reservations.orderItemId, ids), eq(reservations.kind, 'booking')));
        const inputs = await visitInputs(context, tx, services, line.branchId, now);
        inputs[0] = withNoticeGrace(inputs[0]!);
        const check = checkVisit(inputs, localDate(firstStart, tz), clockMinutes(localTime(firstStart, tz)));
        if (!check.ok) throw check.reason === 'taken' ? taken() : unavailable();
        const placed = check.parts.map((part, i) => ({ part, line: parts[i]! }));
        for (const { part, line: item } of [...placed].sort(
          (a, b) => a.part.resourceId - b.part.resourceId,
        )) {
          const partStart = new Date(part.start);
          const busyUntil = new Date(part.busyUntil);
          await deleteExpiredHolds(tx, [part.resourceId], partStart, busyUntil, now);
          await tx.insert(reservations).values({
            resourceId: part.resourceId,
            orderItemId: item.id,
            kind: 'booking',
            period: range(partStart, busyUntil),
          });
          await tx
            .update(orderItems)
            .set({ startAt: partStart, endAt: new Date(part.end) })
            .where(eq(orderItems.id, item.id));
        }
        await reopenReminders(tx, orderId, business.reminderLeadHours, now);
        await recordAudit(tx, {
          actorId: userId,
          action: 'booking.reschedule',
          entity: 'order_item',
          entityId: line.id,
          branchId: line.branchId,
          before: {
            visit_id: visitId,
            parts: parts.map((p) => ({ id: p.id, start_at: p.startAt!.toISOString() })),
          },
          after: {
            visit_id: visitId,
            parts: placed.map(({ part, line: p }) => ({
              id: p.id,
              start_at: new Date(part.start).toISOString(),
              resource_id: part.resourceId,
            })),
          },
        });
        await deps.publish(
          tx,
          'booking.moved',
          orderEventPayload(locked, {
            order_product_id: first.id,
            start_at: new Date(firstStart).toISOString(),
            previous_start_at: first.startAt.toISOString(),
            by: 'customer',
            product_id: first.productId,
            branch_id: first.branchId,
          }),
        );
        availabilityChangedIn(tx);
        const moved = placed.map(({ part, line: p }) => ({
          ...p,
          startAt: new Date(part.start),
          endAt: new Date(part.end),
        }));
        return { changed: true, parts: moved };
      }),
    raceLost,
  );
  const named = result.parts.find((p) => p.id === line.id)!;
  return {
    order_id: orderId,
    order_product_id: line.id,
    start_at: named.startAt!.toISOString(),
    end_at: named.endAt!.toISOString(),
    changed: result.changed,
  };
}
