/**
 * Booking reminders (issue 12): a scheduled job (once per run across replicas) finds confirmed bookings whose
 * reminder time has come and publishes `booking.reminder`; the SMS and notification consumers send it.
 *
 * Rules: one reminder per lead time (business setting, default 24 h and 2 h before the first visit), never twice
 * (the `booking_reminders` key, written with the event in one transaction); a booking confirmed less than a lead
 * time ahead does not get that reminder; when several are due at once (a server that was down) only the latest
 * goes out and the others are marked skipped; none for a customer who turned reminders off or a cancelled booking.
 */
import { and, eq, gt, isNull, lte, min, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingReminders, orderItems, orders, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { orderEventPayload } from '../../lifecycle/order-lifecycle.ts';
import type { Publish } from '../../outbox/outbox.ts';
import { firstVisit, localeOf } from '../notifications/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { giftVisitor } from '../orders/index.ts';

const hourMs = 3_600_000;

/** Which of `leads` (hours) to send now, and which to mark skipped, for a visit at `start` confirmed at `confirmedAt`. */
export function remindersDue(
  leads: number[],
  start: Date,
  confirmedAt: Date,
  now: Date,
  done: Set<number>,
): { send: number | null; skip: number[] } {
  if (start <= now) return { send: null, skip: [] };
  const due = leads.filter((lead) => !done.has(lead) && now.getTime() >= start.getTime() - lead * hourMs);
  if (due.length === 0) return { send: null, skip: [] };
  const latest = Math.min(...due);
  const earlier = due.filter((lead) => lead !== latest);
  // Booked inside this lead time: the confirmation has just said it all.
  const bookedInside = confirmedAt.getTime() > start.getTime() - latest * hourMs;
  return bookedInside ? { send: null, skip: due } : { send: latest, skip: earlier };
}

export async function sendDueReminders(db: Db, publish: Publish, now: Date): Promise<number> {
  const business = await loadBusiness(db);
  const leads = business.reminderLeadHours;
  if (leads.length === 0) return 0;
  const horizon = new Date(now.getTime() + Math.max(...leads) * hourMs);
  const firstStart = min(orderItems.startAt);
  const candidates = await db
    .select({ id: orders.id, confirmedAt: orders.confirmedAt, start: firstStart })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    // A gift's reminders go to its recipient, whatever the sender chose (checked when sending).
    .where(
      and(
        eq(orders.status, 'confirmed'),
        or(eq(orders.isGiftedOrder, true), and(eq(users.bookingReminders, true), isNull(users.deletedAt))),
      ),
    )
    .groupBy(orders.id)
    .having(and(gt(firstStart, now), lte(firstStart, horizon)));
  let sent = 0;
  for (const candidate of candidates) {
    if (!candidate.start || !candidate.confirmedAt) continue;
    const done = await db
      .select({ lead: bookingReminders.leadHours })
      .from(bookingReminders)
      .where(eq(bookingReminders.orderId, candidate.id));
    const plan = remindersDue(
      leads,
      new Date(candidate.start),
      candidate.confirmedAt,
      now,
      new Set(done.map((d) => d.lead)),
    );
    if (plan.send === null && plan.skip.length === 0) continue;
    sent += await transaction(db, async (tx) => {
      // The order, locked: a cancel running now either ends before (no reminder) or after (its event follows).
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, candidate.id), eq(orders.status, 'confirmed')))
        .for('update');
      if (!order) return 0;
      for (const lead of plan.skip) {
        await tx
          .insert(bookingReminders)
          .values({ orderId: order.id, leadHours: lead, outcome: 'skipped' })
          .onConflictDoNothing();
      }
      if (plan.send === null) return 0;
      const visitor = await giftVisitor(tx, order.id);
      const [row] = await tx
        .insert(bookingReminders)
        .values({
          orderId: order.id,
          leadHours: plan.send,
          outcome: visitor?.remindersOff ? 'skipped' : 'sent',
        })
        .onConflictDoNothing()
        .returning({ lead: bookingReminders.leadHours });
      if (!row || visitor?.remindersOff) return 0;
      const locale = visitor?.locale ?? localeOf(order.locale);
      const visit = await firstVisit(tx, order.id, locale);
      await publish(
        tx,
        'booking.reminder',
        orderEventPayload(order, {
          lead_hours: plan.send,
          branch: visit?.branch ?? '',
          date: visit?.date ?? '',
          time: visit?.time ?? '',
          // A gift: to its recipient (their account, if any, for the in-app one).
          ...(visitor
            ? { user_id: visitor.userId, locale, visitor_mobile: visitor.mobile, gift_id: visitor.giftId }
            : {}),
        }),
      );
      return 1;
    });
  }
  return sent;
}

/** Read by the consumers at delivery: a reminder for a booking cancelled meanwhile is not sent. */
export async function stillRemindable(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.status, 'confirmed'), eq(users.bookingReminders, true)));
  return row !== undefined;
}
