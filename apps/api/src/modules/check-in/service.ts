/**
 * Check-in at the desk (issue 16 item 4): a customer shows the entry pass of their booking (a QR per visitor), or
 * the desk finds the booking by its number or the customer's mobile; checking in sets the order's
 * `customer_arrived`, once, audited. Only confirmed bookings of a branch the person works at.
 */
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { passCode, readPassCode } from '../../lib/entry-pass.ts';
import { lockOrder, type OrderRow } from '../../lifecycle/order-lifecycle.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { qrImageDataUrl } from '../../lib/qr-image.ts';
import { recordAudit } from '../staff/index.ts';

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

export async function checkIn(db: Db, key: Buffer, desk: Desk, input: { code?: string; order_id?: number }) {
  const orderId = input.code ? await orderOfPass(db, key, input.code) : input.order_id!;
  return transaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('orders.not_found');
    desk.authorize(order.branchId);
    if (order.status !== 'confirmed') throw new HttpError(409, 'staff.check_in_status');
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
    return { order_id: order.id, order_number: order.orderNumber, customer_arrived: true, already };
  });
}

/** Confirmed bookings found by their number or the customer's mobile (any spelling: 05…, 9665…, 5…). */
export async function findForCheckIn(db: Db, q: string, branchIds: number[] | 'all') {
  const digits = q.replace(/\D/g, '');
  const national = digits.replace(/^(00966|966|0)/, '');
  const mobile = national.length === 9 ? `966${national}` : null;
  const rows = await db
    .select({
      order_id: orders.id,
      order_number: orders.orderNumber,
      branch_id: orders.branchId,
      customer_arrived: orders.customerArrived,
      first_name: users.firstName,
      last_name: users.lastName,
      start_at: sql<Date | null>`(select min(${orderItems.startAt}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.status, 'confirmed'),
        branchIds === 'all' ? undefined : inArray(orders.branchId, branchIds.length ? branchIds : [-1]),
        or(
          eq(sql`upper(${orders.orderNumber})`, q.trim().toUpperCase()),
          mobile ? eq(users.mobileNumber, mobile) : sql`false`,
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(20);
  return rows.map(({ first_name, last_name, start_at, ...r }) => ({
    ...r,
    customer_name: `${first_name} ${last_name}`.trim(),
    start_at: start_at ? new Date(start_at).toISOString() : null,
  }));
}
