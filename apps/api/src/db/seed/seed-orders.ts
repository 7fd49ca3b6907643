/**
 * Demo history: Reem (50 000 0103) has two past, completed bookings, so "my bookings" has something to rate (one per
 * language in the e2e run) and invoices to open on a fresh demo (issued with them, so the reports count them). Written once (only while she has no orders at all), never touching real ones.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { vatContained } from '@hajz/contracts/cart-rules';
import type { Db } from '../client.ts';
import {
  orderItems,
  orders,
  payments,
  productBranches,
  products,
  reservations,
  resources,
  resourceServices,
  users,
} from '../schema.ts';
import { issueInvoice } from '../../modules/invoices/index.ts';

const demoMobile = '966500000103';
const dayMs = 86_400_000;

export async function seedDemoOrders(tx: Db, now = new Date()): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.mobileNumber, demoMobile));
  if (!user) return;
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, user.id))
    .limit(1);
  if (existing) return;
  for (const [index, service] of (await demoServices(tx, 2)).entries()) {
    await pastOrder(tx, user.id, service, new Date(now.getTime() - (7 + 7 * index) * dayMs));
  }
}

/** The first `count` bookable, priced services of the catalogue, each once, with the first branch offering it. */
export async function demoServices(tx: Db, count: number) {
  const services = await tx
    .select({ product: products, branchId: productBranches.branchId })
    .from(products)
    .innerJoin(productBranches, eq(productBranches.productId, products.id))
    .where(sql`${products.type} = 'service' and ${products.duration} is not null and ${products.price} > 0`)
    .orderBy(asc(products.id), asc(productBranches.branchId))
    .limit(40);
  const distinct = services.filter((s, i) => services.findIndex((o) => o.product.id === s.product.id) === i);
  return distinct.slice(0, count);
}

async function pastOrder(
  tx: Db,
  userId: number,
  service: { product: typeof products.$inferSelect; branchId: number },
  when: Date,
) {
  const { product, branchId } = service;
  // That day at 16:00 Riyadh time (UTC+3 all year).
  const day = when.toISOString().slice(0, 10);
  const start = new Date(`${day}T13:00:00Z`);
  const end = new Date(start.getTime() + product.duration! * 60_000);
  const total = product.price!;
  const tax = vatContained(total);
  const result = await tx.execute(sql`select nextval('order_number_seq')::text as n`);
  const orderNumber = `HZ${(result as unknown as { rows: { n: string }[] }).rows[0]!.n}`;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber,
      userId,
      status: 'completed',
      paymentMethod: 'cash',
      subTotal: total,
      taxAmount: tax,
      total,
      branchId,
      customerArrived: true,
      createdAt: new Date(start.getTime() - 2 * dayMs),
      confirmedAt: new Date(start.getTime() - 2 * dayMs),
    })
    .returning();
  // Its tax invoice, as the confirmation issues it (dated then): the reports count what was invoiced.
  await issueInvoice(tx, order!, order!.confirmedAt!);
  const [line] = await tx
    .insert(orderItems)
    .values({
      orderId: order!.id,
      productId: product.id,
      branchId,
      type: 'service',
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      image: product.image,
      quantity: 1,
      startAt: start,
      endAt: end,
      visitors: 1,
      unitPrice: total,
      totalPrice: total,
      taxAmount: tax,
    })
    .returning({ id: orderItems.id });
  // The booking the order lifecycle would have made of the hold: the first resource there that performs it, busy
  // for the appointment and its buffer (the exclusion constraint still guards it).
  const [resource] = await tx
    .select({ id: resources.id })
    .from(resources)
    .innerJoin(resourceServices, eq(resourceServices.resourceId, resources.id))
    .where(and(eq(resources.branchId, branchId), eq(resourceServices.productId, product.id)))
    .orderBy(asc(resources.id))
    .limit(1);
  if (!resource) throw new Error(`demo order: nobody performs ${product.nameEn} at branch ${branchId}`);
  const busyUntil = new Date(end.getTime() + product.bufferMinutes * 60_000);
  await tx.insert(reservations).values({
    resourceId: resource.id,
    orderItemId: line!.id,
    kind: 'booking',
    period: sql`tstzrange(${start.toISOString()}::timestamptz, ${busyUntil.toISOString()}::timestamptz, '[)')`,
  });
  await tx.insert(payments).values({
    orderId: order!.id,
    reference: orderNumber,
    provider: 'cash',
    method: 'cash',
    amount: total,
    // Paid in cash at the counter as the visit ended (the desk's "cash received").
    status: 'paid',
    paidAt: end,
  });
}
