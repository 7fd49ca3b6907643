/**
 * POST admin/bookings/{order_product_id}/move (issue 16 item 3): the desk moves a confirmed booking to another time
 * and/or gives one of its resources' part to another resource, in one transaction: the old rows go, the new ones are
 * written with the same length (the buffer and a home visit's travel kept), the line's times change, the audit log
 * keeps before and after, and `booking.moved` tells the customer after the commit (notification centre, push, a text
 * message; a gift's recipient too, in the gift's language).
 */
import type { Locale } from '@hajz/contracts/locale';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { moveBookingBody } from '@hajz/contracts/desk';
import type { Db } from '../../db/client.ts';
import { withRetry } from '../../db/retry.ts';
import { bookingReminders, orderItems, reservations, users } from '../../db/schema.ts';
import { takeMessageSlot } from '../message-caps/index.ts';
import { transaction } from '../../db/transaction.ts';
import { lockOrder, orderEventPayload } from '../../lifecycle/order-lifecycle.ts';
import type { Publish } from '../../outbox/outbox.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { availabilityChangedIn } from '../booking/index.ts';
import { slotContext } from '../booking/index.ts';
import { giftVisitor } from '../orders/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { recordAudit } from '../staff/index.ts';
import { branchResources } from './calendar.ts';
import {
  assertCanPerform,
  assertOnShift,
  clearTheWay,
  deskRaceLost,
  insertReservations,
  type Placement,
} from './placement.ts';

export type Desk = {
  userId: number;
  locale: Locale;
  /** Throws unless the person works at the branch. */
  authorize: (branchId: number | null) => void;
};

/** A desk may set a time this far in the past (the customer is at the counter now; the clock moved on). */
export const deskGraceMinutes = 15;
const minuteMs = 60_000;

export const tooEarly = (start: Date, now: Date) =>
  start.getTime() < now.getTime() - deskGraceMinutes * minuteMs;

type Parsed = z.output<typeof moveBookingBody>;
type Row = { resourceId: number; from: number; until: number; travel: number };

/** The line's bookings, locked, oldest resource first. */
async function lineBookings(tx: Db, lineId: number): Promise<Row[]> {
  const rows = await tx
    .select({
      resourceId: reservations.resourceId,
      from: sql<string>`(extract(epoch from lower(${reservations.period})) * 1000)::bigint`,
      until: sql<string>`(extract(epoch from upper(${reservations.period})) * 1000)::bigint`,
      travel: reservations.travelMinutes,
    })
    .from(reservations)
    .where(and(eq(reservations.orderItemId, lineId), eq(reservations.kind, 'booking')))
    .orderBy(reservations.resourceId)
    .for('update');
  return rows.map((r) => ({ ...r, from: Number(r.from), until: Number(r.until) }));
}

/** Which of the line's resources gives way to `resource_id` (the only one, or the one named). */
function reassignment(body: Parsed, rows: Row[]): { from: number; to: number } | null {
  if (body.resource_id === undefined) return null;
  const from = body.from_resource_id ?? (rows.length === 1 ? rows[0]!.resourceId : undefined);
  if (from === undefined)
    throw new HttpError(422, 'desk.which_resource', { from_resource_id: ['desk.which_resource'] });
  if (!rows.some((r) => r.resourceId === from))
    throw new HttpError(422, 'desk.not_on_booking', { from_resource_id: ['desk.not_on_booking'] });
  if (from === body.resource_id) return null;
  if (rows.some((r) => r.resourceId === body.resource_id))
    throw new HttpError(422, 'desk.already_on_booking', { resource_id: ['desk.already_on_booking'] });
  return { from, to: body.resource_id };
}

/**
 * After a move: reminders still ahead of the order's (new) first start are sent again for it; those whose lead has
 * passed stay done. Call it once the order's lines have their new times.
 */
export async function reopenReminders(tx: Db, orderId: number, leads: number[], now: Date) {
  const [row] = await tx
    .select({ first: sql<Date | null>`min(${orderItems.startAt})` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  if (!row?.first) return;
  const firstStart = new Date(row.first).getTime();
  const ahead = leads.filter((lead) => firstStart - lead * 3_600_000 > now.getTime());
  if (ahead.length === 0) return;
  await tx
    .delete(bookingReminders)
    .where(and(eq(bookingReminders.orderId, orderId), inArray(bookingReminders.leadHours, ahead)));
}

export type MoveResult = { lineId: number; changed: boolean };

export async function moveBooking(
  deps: { db: Db; publish: Publish },
  desk: Desk,
  lineId: number,
  body: Parsed,
  now = new Date(),
): Promise<MoveResult> {
  const { db } = deps;
  const [line] = await db.select().from(orderItems).where(eq(orderItems.id, lineId));
  if (!line || line.type !== 'service' || !line.startAt || !line.endAt)
    throw notFound('desk.booking_not_found');
  desk.authorize(line.branchId);
  const start = new Date(body.start_at);
  // Read before the transaction: PGlite has one connection, a read outside it from inside would wait forever.
  const [context, names, business] = await Promise.all([
    slotContext(db, line.branchId),
    branchResources(db, line.branchId),
    loadBusiness(db),
  ]);
  const nameMap = new Map(names.map((n) => [n.id, n]));
  const changed = await withRetry(
    () =>
      transaction(db, async (tx) => {
        const order = await lockOrder(tx, line.orderId);
        if (!order || order.status !== 'confirmed') throw new HttpError(409, 'desk.not_movable');
        const [current] = await tx.select().from(orderItems).where(eq(orderItems.id, lineId));
        const rows = await lineBookings(tx, lineId);
        if (!current?.startAt || !current.endAt || rows.length === 0)
          throw new HttpError(409, 'desk.not_movable');
        const swap = reassignment(body, rows);
        const delta = start.getTime() - current.startAt.getTime();
        if (delta === 0 && !swap) return false;
        if (delta !== 0 && tooEarly(start, now))
          throw new HttpError(422, 'desk.start_past', { start_at: ['desk.start_past'] });
        const first = rows[0]!;
        const travel = first.travel;
        const placement: Placement = {
          productId: current.productId,
          resourceIds: rows.map((r) => (swap && r.resourceId === swap.from ? swap.to : r.resourceId)),
          start,
          busyUntil: new Date(first.until - travel * minuteMs + delta),
          travelMinutes: travel,
        };
        // Only what changes must fit: every resource when the time moves, else the one taking over.
        const checked = { ...placement, resourceIds: delta !== 0 ? placement.resourceIds : [swap!.to] };
        if (swap) assertCanPerform(context, { ...checked, resourceIds: [swap.to] }, 'resource_id');
        if (!body.outside_shift) assertOnShift(context, checked, nameMap, desk.locale);
        await tx
          .delete(reservations)
          .where(and(eq(reservations.orderItemId, lineId), eq(reservations.kind, 'booking')));
        await clearTheWay(tx, placement, lineId, now, nameMap, desk.locale);
        await insertReservations(tx, placement, { orderItemId: lineId, kind: 'booking', expiresAt: null });
        const end = new Date(current.endAt.getTime() + delta);
        await tx.update(orderItems).set({ startAt: start, endAt: end }).where(eq(orderItems.id, lineId));
        const before = {
          start_at: current.startAt.toISOString(),
          end_at: current.endAt.toISOString(),
          resource_ids: rows.map((r) => r.resourceId),
        };
        const after = {
          start_at: start.toISOString(),
          end_at: end.toISOString(),
          resource_ids: [...placement.resourceIds].sort((a, b) => a - b),
          ...(body.outside_shift ? { outside_shift: true } : {}),
        };
        await recordAudit(tx, {
          actorId: desk.userId,
          action: 'booking.move',
          entity: 'order_item',
          entityId: lineId,
          branchId: line.branchId,
          before,
          after,
        });
        if (delta !== 0) {
          await reopenReminders(tx, order.id, business.reminderLeadHours, now);
          // A gift's visit is its recipient's: they are told too, in the gift's language.
          const visitor = await giftVisitor(tx, order.id);
          // Whoever comes is texted the new time: one of the messages capped per number per day (ADR 0057).
          const [customer] = await tx
            .select({ mobile: users.mobileNumber })
            .from(users)
            .where(eq(users.id, order.userId));
          const to = visitor ? visitor.mobile : customer?.mobile;
          if (to) await takeMessageSlot(tx, { mobile: to, kind: 'move', now });
          await deps.publish(
            tx,
            'booking.moved',
            orderEventPayload(order, {
              order_product_id: lineId,
              start_at: start.toISOString(),
              previous_start_at: current.startAt.toISOString(),
              ...(visitor
                ? {
                    gift_id: visitor.giftId,
                    visitor_mobile: visitor.mobile,
                    visitor_locale: visitor.locale,
                    visitor_user_id: visitor.userId,
                  }
                : {}),
            }),
          );
        }
        availabilityChangedIn(tx);
        return true;
      }),
    deskRaceLost,
  );
  return { lineId, changed };
}
