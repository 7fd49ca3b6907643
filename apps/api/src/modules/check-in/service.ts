/**
 * Check-in at the desk (issue 16 item 4): a customer shows the entry pass of their booking (a QR per visitor), or
 * the desk finds the booking by its number or the customer's mobile; checking in sets the order's
 * `customer_arrived`, once, audited. Only confirmed bookings of a branch the person works at; a cancelled one is
 * found and refused as cancelled (issue 30 item 11).
 */
import type { Locale } from '@hajz/contracts/locale';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, orderItems, orders, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { passCode, readPassCode } from '../../lib/entry-pass.ts';
import { lockOrder, type OrderRow } from '../../lifecycle/order-lifecycle.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { qrImageDataUrl } from '../../lib/qr-image.ts';
import { recordAudit } from '../staff/index.ts';
import { performersOf } from './performers.ts';

/** The passes of an order for whoever comes: its customer, or a gift's recipient (the sender does not visit). */
export async function entryPasses(db: Db, key: Buffer, order: OrderRow, viewerId: number) {
  const visits = order.isGiftedOrder ? order.userId !== viewerId : order.userId === viewerId;
  if (!visits || order.status !== 'confirmed') return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      and(eq(orderItems.orderId, order.id), eq(orderItems.type, 'service'), isNotNull(orderItems.startAt)),
    )
    .orderBy(asc(orderItems.id));
  const passes = lines.flatMap((line) =>
    Array.from({ length: line.visitors }, (_, i) => ({ order_product_id: line.id, visitor: i + 1 })),
  );
  return Promise.all(
    passes.map(async (p) => {
      const code = passCode(key, p.order_product_id, p.visitor);
      return { ...p, code, qr: await qrImageDataUrl(code) };
    }),
  );
}

export type Desk = { userId: number; authorize: (branchId: number | null) => void };

/** The order a genuine pass is for; a forged or altered code is refused like an unknown one. */
async function orderOfPass(db: Db, key: Buffer, code: string): Promise<number> {
  const pass = readPassCode(key, code);
  if (!pass) throw new HttpError(404, 'staff.pass_unknown');
  const [line] = await db
    .select({ orderId: orderItems.orderId, visitors: orderItems.visitors })
    .from(orderItems)
    .where(eq(orderItems.id, pass.itemId));
  if (!line || pass.visitor > line.visitors) throw new HttpError(404, 'staff.pass_unknown');
  return line.orderId;
}

/** Why a booking cannot be checked in, said as what it is: cancelled, completed, or not yet paid. */
function assertCheckable(status: string): void {
  if (status === 'cancelled') throw new HttpError(409, 'staff.check_in_cancelled');
  if (status === 'completed') throw new HttpError(409, 'staff.check_in_completed');
  if (status !== 'confirmed') throw new HttpError(409, 'staff.check_in_status');
}

/** When the booking was first checked in (its audit entry), for a second scan's warning. */
async function arrivedAt(tx: Db, orderId: number): Promise<string | null> {
  const [entry] = await tx
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'order'),
        eq(auditLog.entityId, String(orderId)),
        eq(auditLog.action, 'order.check_in'),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(1);
  return entry ? entry.at.toISOString() : null;
}

/**
 * Checks the booking in once; the answer says who arrived (name, services, time, staff) and, for a pass scanned a
 * second time, that nothing changed and since when they are in.
 */
export async function checkIn(
  db: Db,
  key: Buffer,
  desk: Desk,
  input: { code?: string; order_id?: number },
  locale: Locale,
) {
  const orderId = input.code ? await orderOfPass(db, key, input.code) : input.order_id!;
  return transaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('orders.not_found');
    desk.authorize(order.branchId);
    assertCheckable(order.status);
    const already = order.customerArrived;
    if (!already) {
      await tx.update(orders).set({ customerArrived: true }).where(eq(orders.id, order.id));
      await recordAudit(tx, {
        actorId: desk.userId,
        action: 'order.check_in',
        entity: 'order',
        entityId: order.id,
        branchId: order.branchId,
        before: { customer_arrived: false },
        after: { customer_arrived: true },
      });
    }
    const [[customer], start, performers] = await Promise.all([
      tx
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, order.userId)),
      tx
        .select({ at: sql<Date | string | null>`min(${orderItems.startAt})` })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id)),
      performersOf(tx, [order.id], locale),
    ]);
    return {
      order_id: order.id,
      order_number: order.orderNumber,
      customer_arrived: true,
      already,
      arrived_at: already ? await arrivedAt(tx, order.id) : new Date().toISOString(),
      customer_name: [customer?.first, customer?.last].filter(Boolean).join(' '),
      start_at: start[0]?.at ? new Date(start[0].at).toISOString() : null,
      ...performers.get(order.id)!,
    };
  });
}

/**
 * Bookings found by their number or the customer's mobile (any spelling: 05…, 9665…, 5…): the confirmed ones to
 * check in, and the cancelled ones so the desk can say why a pass no longer works.
 */
export async function findForCheckIn(db: Db, q: string, branchIds: number[] | 'all', locale: Locale) {
  const digits = q.replace(/\D/g, '');
  const national = digits.replace(/^(00966|966|0)/, '');
  const mobile = national.length === 9 ? `966${national}` : null;
  const rows = await db
    .select({
      order_id: orders.id,
      order_number: orders.orderNumber,
      branch_id: orders.branchId,
      status: orders.status,
      customer_arrived: orders.customerArrived,
      first_name: users.firstName,
      last_name: users.lastName,
      start_at: sql<Date | null>`(select min(${orderItems.startAt}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        inArray(orders.status, ['confirmed', 'cancelled']),
        branchIds === 'all' ? undefined : inArray(orders.branchId, branchIds.length ? branchIds : [-1]),
        or(
          eq(sql`upper(${orders.orderNumber})`, q.trim().toUpperCase()),
          mobile ? eq(users.mobileNumber, mobile) : sql`false`,
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(20);
  const performers = await performersOf(
    db,
    rows.map((r) => r.order_id),
    locale,
  );
  return rows.map(({ first_name, last_name, start_at, status, ...r }) => ({
    ...r,
    status: status as 'confirmed' | 'cancelled',
    customer_name: `${first_name} ${last_name}`.trim(),
    start_at: start_at ? new Date(start_at).toISOString() : null,
    ...performers.get(r.order_id)!,
  }));
}
