/**
 * Loyalty points lower the VAT (issue 26 item 1, ADR 0069): a customer's own points are a discount before VAT, so
 * the cart, the order, the printed tax invoice (and its QR), the signed e-invoice (points as an allowance) and the
 * revenue report all state the VAT of what was paid after them — 230.00 SAR less 50.00 SAR of points is VAT 23.48 on
 * 180.00 (it was 30.00). Gift cards stay a payment after VAT (PrepaidAmount), and come after points.
 */
import { vatContained } from '@hajz/contracts/cart-rules';
import { checkBusinessRules, decodeTlv, documentFacts, verifySignedInvoice } from '@hajz/zatca';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { businessSettings, invoices, orderItems, staffMembers } from '../../db/schema.ts';
import { localDate } from '../../lib/zoned-time.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { call, nextIp, type Json } from '../../test/call.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { givePoints, orderBody, pricedCart } from '../../test/pricing.ts';
import { documentsOf, onlyInvoiceOf, xmlAmount as amount } from '../../test/e-invoicing.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { issue } from '../../test/vouchers.ts';
import { onboard } from './index.ts';

let t: TestApp;
let db: Db;
let fx: Fixture;
let owner: { id: number; token: string };
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp({ outbox: { start: false } });
  db = t.database.db;
  fx = await createFixture(t, { resources: 3, price: 23_000 });
  [owner, ...customers] = (await createCustomers(t, 3)) as [typeof owner, ...typeof customers];
  await db.insert(staffMembers).values({ userId: owner.id, role: 'owner' });
  await onboard(t.app.context.eInvoicing, t.app.config.fatoora.simulationOtp);
});
afterAll(() => t.close());

/** 1,000 points (5 halalas each: 50.00 SAR) and a 230.00 SAR booking, checked out by cash with the points used. */
async function saleWithPoints(
  customer: { id: number; token: string },
  time: string,
  giftCards: string[] = [],
) {
  await givePoints(t, customer.id, 1000);
  await holdService(t, fx, customer.token, time);
  const selection = { use_points: true, gift_cards: giftCards };
  const cart = await pricedCart(t, customer.token, selection);
  const res = await checkout(t, customer.token, 'cash', { body: orderBody(selection) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { cart, order: res.body.data.order as Json };
}

describe('loyalty points are a discount before VAT', () => {
  it('the cart, the order, its line, the printed invoice and its QR state the VAT of 180.00, not of 230.00', async () => {
    const customer = customers[0]!;
    const { cart, order } = await saleWithPoints(customer, '10:00');
    const vat = vatContained(18_000); // 23.48
    expect(vat).toBe(2348);
    expect(cart).toMatchObject({ redeem_points_price: 5000, tax_amount: vat, total: 18_000 });
    expect(order).toMatchObject({ redeem_points_price: 5000, tax_amount: vat, total: 18_000 });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ totalPrice: 23_000, discountAmount: 0, pointsAmount: 5000, taxAmount: vat });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({ total: 18_000, taxAmount: vat, subTotal: 18_000 - vat });

    // The signed e-invoice: the points an allowance (without their VAT), the VAT on 156.52, nothing prepaid.
    const xml = await onlyInvoiceOf(t, order);
    expect(xml).toContain('<cbc:AllowanceChargeReason>Loyalty points</cbc:AllowanceChargeReason>');
    expect(amount(xml, 'LineExtensionAmount')).toBe(20_000);
    expect(amount(xml, 'AllowanceTotalAmount')).toBe(20_000 - (18_000 - vat)); // 43.48
    expect(amount(xml, 'TaxExclusiveAmount')).toBe(18_000 - vat);
    expect(amount(xml, 'TaxAmount')).toBe(vat);
    expect(amount(xml, 'TaxInclusiveAmount')).toBe(18_000);
    expect(amount(xml, 'PrepaidAmount')).toBe(0);
    expect(amount(xml, 'PayableAmount')).toBe(18_000);

    // The printed invoice: points among the discounts, before the total; no "paid with" rows after it.
    const details = await call(t, 'GET', `/api/v1/orders/${order.id}`, undefined, { token: customer.token });
    const page = await t.app.inject({
      method: 'GET',
      url: details.body.data.invoice_link,
      remoteAddress: nextIp(),
    });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    const totals = html.slice(html.indexOf('class="totals"'));
    for (const text of ['نقاط الولاء', 'Loyalty points', '\u221250.00', '156.52', '23.48', '180.00'])
      expect(totals, text).toContain(text);
    expect(totals.indexOf('Loyalty points')).toBeLessThan(totals.indexOf('156.52'));
    expect(totals).not.toContain('-50.00'); // a discount's sign is the true minus, not a hyphen
    expect(html).not.toContain('Paid with');
    // Its QR is the signed invoice's (phase 2, once the outbox signed it above): tag 4 the total with VAT, tag 5 the VAT.
    const qr = decodeTlv(Buffer.from(/data-zatca-qr="([^"]*)"/.exec(html)![1]!, 'base64'));
    expect(qr.filter((f) => f.tag === 4 || f.tag === 5).map((f) => f.value.toString())).toEqual([
      '180.00',
      '23.48',
    ]);
    expect(qr.map((f) => f.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('points come before a gift card; the card is prepaid; a cancellation credits the invoice, allowance and all', async () => {
    const customer = customers[1]!;
    const card = await issue(db, customer.id, { value: 10_000 });
    const { order } = await saleWithPoints(customer, '11:00', [card.serialNumber]);
    expect(order).toMatchObject({
      redeem_points_price: 5000,
      gift_card_discount: 10_000,
      tax_amount: vatContained(18_000),
      total: 8000,
    });
    const cancelled = await call(t, 'POST', `/api/v1/orders/${order.id}/cancel`, undefined, {
      token: customer.token,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [invoice, note, ...more] = await documentsOf(t, order.id);
    expect(more).toEqual([]);
    expect(amount(invoice!.signedXml, 'PrepaidAmount')).toBe(10_000);
    expect(amount(invoice!.signedXml, 'PayableAmount')).toBe(8000);
    expect(documentFacts(note!.signedXml)).toMatchObject({
      kind: 'credit_note',
      billingReference: order.order_number,
    });
    expect(verifySignedInvoice(note!.signedXml)).toEqual([]);
    expect(checkBusinessRules(note!.signedXml)).toEqual([]);
    expect(note!.signedXml).toContain(
      '<cbc:AllowanceChargeReason>Loyalty points</cbc:AllowanceChargeReason>',
    );
    for (const element of ['AllowanceTotalAmount', 'TaxAmount', 'TaxInclusiveAmount', 'PrepaidAmount'])
      expect(amount(note!.signedXml, element), element).toBe(amount(invoice!.signedXml, element));
  });

  it('the revenue report counts what was sold after points, by day, branch, service and staff', async () => {
    const [business] = await db.select().from(businessSettings);
    const today = localDate(Date.now(), business!.timezone);
    const res = await call(
      t,
      'GET',
      `/api/v1/admin/reports?from=${today}&to=${today}&branch_id=${fx.branchId}`,
      undefined,
      { token: owner.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const revenue = res.body.data.revenue as Json;
    // The kept sale (180.00, VAT 23.48); the cancelled one is invoiced and cancelled, not revenue.
    expect(revenue.revenue).toMatchObject({ count: 1, total: 18_000, vat: vatContained(18_000) });
    expect(revenue.cancelled).toMatchObject({ count: 1, total: 18_000 });
    const service = (revenue.by_service as Json[]).find((r) => r.kind === 'product' && r.id === fx.productId);
    expect(service).toMatchObject({ quantity: 1, total: 18_000, vat: vatContained(18_000) });
    const staff = (revenue.by_staff as Json[]).reduce((n, r) => n + r.total, 0);
    expect(staff).toBe(18_000);
  });
});
