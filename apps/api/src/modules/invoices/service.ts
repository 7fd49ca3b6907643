/** The invoice of an order: its signed link for "my bookings", and the document behind the link. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { itemsOf, type OrderRow } from '../../lifecycle/order-lifecycle.ts';
import { signLink } from '../../lib/signed-link.ts';
import { signedInvoiceQr } from '../e-invoicing/index.ts';
import { loadBusiness } from '../settings/index.ts';
import type { InvoiceView } from './document.ts';
import { findInvoice, invoicedOrderIds, issueInvoice } from './queries.ts';
import { qrImageDataUrl } from '../../lib/qr-image.ts';
import { qrAmount, qrTimestamp, zatcaQrPayload } from './zatca-qr.ts';

/** The signed invoice link of each order that has an invoice (what an order's details show). */
export type InvoiceLinks = (db: Db, orders: OrderRow[], now: Date) => Promise<Map<number, string>>;

/** Long enough to open, print or download; short enough that a forwarded link soon stops working. */
export const invoiceLinkTtlMs = 60 * 60_000;
export const invoiceLinkPurpose = 'invoice';

export function invoiceLink(key: Buffer, orderId: number, now: Date): string {
  const expires = new Date(now.getTime() + invoiceLinkTtlMs);
  return `/api/v1/invoices/${orderId}?${signLink(key, invoiceLinkPurpose, String(orderId), expires)}`;
}

/**
 * Links for the orders that have an invoice. An order confirmed before invoicing existed (none in production)
 * gets its invoice now, dated at its confirmation.
 */
export function invoiceLinksWith(key: Buffer): InvoiceLinks {
  return async (db, rows, now) => {
    const invoiced = await invoicedOrderIds(
      db,
      rows.map((o) => o.id),
    );
    const missing = rows.filter(
      (o) => !invoiced.has(o.id) && (o.status === 'confirmed' || o.status === 'completed'),
    );
    for (const order of missing) {
      await issueInvoice(db, order, order.confirmedAt ?? now);
      invoiced.add(order.id);
    }
    return new Map([...invoiced].map((id) => [id, invoiceLink(key, id, now)]));
  };
}

/**
 * Between the lines and the total: the items' total with VAT (the cart's and the order's sub-total, ADR 0019), then
 * discounts (promo, customer class), points (a discount before VAT, ADR 0069) and service fees.
 */
const adjustmentsOf = (order: OrderRow): InvoiceView['adjustments'] => {
  const rows: { key: MessageKey; amount: number }[] = [
    { key: 'invoice.discount', amount: -(order.promoDiscount + order.extraDiscount) },
    { key: 'invoice.loyalty_points', amount: -order.redeemPointsPrice },
    // A delivery order's only fee is its delivery (a cart with services takes its products along: ADR 0024).
    {
      key: order.fulfilment === 'delivery' ? 'invoice.delivery_fee' : 'invoice.service_fee',
      amount: order.serviceFeePrice,
    },
  ];
  const changed = rows.filter((r) => r.amount !== 0);
  return changed.length === 0 ? [] : [{ key: 'invoice.items_total', amount: order.subTotal }, ...changed];
};

/** After the total: what gift cards paid of it, and what was left to pay by card or cash. */
const settlementOf = (order: OrderRow): InvoiceView['settlement'] =>
  order.giftCardDiscount === 0
    ? []
    : [
        { key: 'invoice.paid_gift_card', amount: -order.giftCardDiscount },
        { key: 'invoice.amount_paid', amount: order.total },
      ];

/** Everything the document shows, or null when the order has no invoice. */
export async function loadInvoiceView(
  db: Db,
  orderId: number,
  pdfHref: string | null,
): Promise<InvoiceView | null> {
  const invoice = await findInvoice(db, orderId);
  if (!invoice) return null;
  const [[order], items, business, signedQr] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, orderId)),
    itemsOf(db, orderId),
    loadBusiness(db),
    signedInvoiceQr(db, orderId),
  ]);
  if (!order) return null;
  // A signed invoice's QR (phase 2, tags 1–9: its hash, signature, key and the certificate's signature) when the
  // order has one; else phase 1's from the invoice's own snapshot: what was issued, whatever changed since.
  const qrPayload =
    signedQr ??
    zatcaQrPayload({
      sellerName: invoice.sellerNameAr,
      vatNumber: invoice.sellerVatNumber,
      timestamp: qrTimestamp(invoice.issuedAt),
      totalWithVat: qrAmount(invoice.total),
      vatTotal: qrAmount(invoice.taxAmount),
    });
  return {
    number: invoice.number,
    orderNumber: order.orderNumber,
    issuedAt: invoice.issuedAt,
    timezone: business.timezone,
    seller: {
      nameEn: invoice.sellerNameEn,
      nameAr: invoice.sellerNameAr,
      vatNumber: invoice.sellerVatNumber,
      addressEn: invoice.sellerAddressEn,
      addressAr: invoice.sellerAddressAr,
    },
    customerName: invoice.customerName,
    servedAt: order.deliveryAddress
      ? {
          key: order.fulfilment === 'delivery' ? 'invoice.delivered_to' : 'invoice.visit_at',
          address: order.deliveryAddress.full_address,
        }
      : null,
    paymentMethod: invoice.paymentMethod === 'card' ? 'card' : 'cash',
    lines: items.map((item) => ({
      nameEn: item.nameEn,
      nameAr: item.nameAr,
      quantity: item.quantity,
      visitors: item.visitors,
      size: item.size,
      unitPrice: item.unitPrice,
      taxAmount: item.taxAmount,
      totalPrice: item.totalPrice,
      startAt: item.startAt,
    })),
    adjustments: adjustmentsOf(order),
    settlement: settlementOf(order),
    subTotal: invoice.subTotal,
    taxAmount: invoice.taxAmount,
    total: invoice.total,
    qrPayload,
    qrImage: await qrImageDataUrl(qrPayload),
    pdfHref,
  };
}
