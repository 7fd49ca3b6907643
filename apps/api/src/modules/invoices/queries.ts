import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessSettings, invoices, users } from '../../db/schema.ts';
import type { OrderRow } from '../../lifecycle/order-lifecycle.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

async function nextInvoiceNumber(tx: Db): Promise<string> {
  const result = await tx.execute(sql`select nextval('invoice_number_seq')::text as n`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: string }[] }).rows) as {
    n: string;
  }[];
  return `INV-${rows[0]!.n.padStart(6, '0')}`;
}

/**
 * Issues the order's invoice once (a second call, or a concurrent one, changes nothing): a number, the seller as
 * the business is registered now, the customer's name and the order's totals. Runs inside the confirming
 * transaction, so an order is never confirmed without its invoice.
 */
export async function issueInvoice(tx: Db, order: OrderRow, issuedAt: Date): Promise<void> {
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, order.id));
  if (existing) return;
  const [[business], [customer]] = await Promise.all([
    tx.select().from(businessSettings).limit(1),
    tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, order.userId)),
  ]);
  if (!business) throw new Error('business_settings is empty: run the seed');
  await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      number: await nextInvoiceNumber(tx),
      issuedAt,
      sellerNameEn: business.nameEn,
      sellerNameAr: business.nameAr,
      sellerVatNumber: business.vatNumber,
      sellerAddressEn: business.addressEn,
      sellerAddressAr: business.addressAr,
      customerName: customer ? `${customer.first} ${customer.last}`.trim() : '',
      paymentMethod: order.paymentMethod,
      // What was sold, with VAT, after discounts (points among them, ADR 0069) and with fees: gift cards pay part of
      // it (they are payment-like: docs/decisions/0011-pricing.md), they do not lower it.
      subTotal: soldFor(order) - order.taxAmount,
      taxAmount: order.taxAmount,
      total: soldFor(order),
      currency: business.currency,
    })
    .onConflictDoNothing({ target: invoices.orderId });
}

/** The order's total with VAT before gift cards paid part of it (points are a discount: ADR 0069). */
export const soldFor = (order: { total: number; giftCardDiscount: number }) =>
  order.total + order.giftCardDiscount;

export async function invoicedOrderIds(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  return new Set(rows.map((r) => r.orderId));
}

export async function findInvoice(db: Db, orderId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}
