import { vatContained } from '@hajz/contracts/cart-rules';
import { checkBusinessRules, documentFacts, halalas, verifySignedInvoice } from '@hajz/zatca';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { eInvoiceDocuments, eInvoiceRequests, orderItems, orders } from '../../db/schema.ts';
import type { TransitionContext } from '../../lifecycle/order-lifecycle.ts';
import { issueOptions, productionUnit, testSeller } from '../../test/e-invoicing.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eInvoicingParticipant, issueDocument, issueDue } from './index.ts';
import { orderInvoiceDraft } from './order-document.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const participant = eInvoicingParticipant({ seller: async () => testSeller });
const now = new Date('2026-11-27T09:00:00Z');

/** The seed's sold orders, each with its items, as the lifecycle hands them to a participant. */
async function soldOrders() {
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.status, ['confirmed', 'completed']))
    .orderBy(asc(orders.id));
  const items = await db.select().from(orderItems);
  return rows.map((order) => ({ order, items: items.filter((i) => i.orderId === order.id) }));
}

// What it publishes in the confirming transaction: `e_invoice.due` per sale recorded (ADR 0050); what issuing publishes
// after it: `e_invoice.issued` per document (reporting.ts).
const published: { type: string; payload: Record<string, unknown> }[] = [];
const publish: TransitionContext['publish'] = async (_tx, type, payload) => {
  published.push({ type, payload: payload as Record<string, unknown> });
  return published.length;
};
const confirm = (order: TransitionContext['order'], items: TransitionContext['items']) =>
  db.transaction((tx) => participant.confirmed!({ tx: tx as unknown as Db, order, items, now, publish }));
const issuing = () => ({ db, openPrivateKey: issueOptions.openPrivateKey, seller: async () => testSeller });

const amount = (xml: string, element: string) =>
  halalas(new RegExp(`<cbc:${element} currencyID="SAR">([^<]+)<`).exec(xml)![1]!);

describe('e-invoicing as a lifecycle participant', () => {
  it('does nothing while no unit is onboarded', async () => {
    const [first] = await soldOrders();
    expect(first, 'the seed has a sold order').toBeDefined();
    await confirm(first!.order, first!.items);
    expect(await db.select().from(eInvoiceRequests)).toEqual([]);
    expect(await db.select().from(eInvoiceDocuments)).toEqual([]);
    expect(published).toEqual([]);
  });

  it("records each sale once in its transaction; issuing then signs each order's invoice once, chained, to the halala", async () => {
    const unit = await productionUnit(db, 'participant');
    const sold = await soldOrders();
    expect(sold.length).toBeGreaterThan(0);
    for (const { order, items } of sold) await confirm(order, items);
    // Confirmed again (a late payment reviving an order): nothing new.
    await confirm(sold[0]!.order, sold[0]!.items);

    // In the confirming transactions: a request and its event per sale, no document (nothing signed on the sale's path).
    const requests = await db.select().from(eInvoiceRequests).orderBy(asc(eInvoiceRequests.id));
    expect(requests.map((r) => [r.orderId, r.cause, r.state, r.occurredAt])).toEqual(
      sold.map((s) => [s.order.id, 'sale', 'pending', now]),
    );
    expect(published).toEqual(
      requests.map((r) => ({ type: 'e_invoice.due', payload: { request_id: r.id, order_id: r.orderId } })),
    );
    expect(await db.select().from(eInvoiceDocuments)).toEqual([]);
    published.length = 0;

    // After the commit, the outbox's consumer issues them; issuing again (a redelivery) issues nothing more.
    for (const { order } of sold) expect(await issueDue(issuing(), publish, order.id)).toBe(1);
    for (const { order } of sold) expect(await issueDue(issuing(), publish, order.id)).toBe(0);

    const documents = await db
      .select()
      .from(eInvoiceDocuments)
      .where(eq(eInvoiceDocuments.unitId, unit))
      .orderBy(asc(eInvoiceDocuments.icv));
    expect(documents.map((d) => d.orderId)).toEqual(sold.map((s) => s.order.id));
    const resolved = await db.select().from(eInvoiceRequests).orderBy(asc(eInvoiceRequests.id));
    expect(resolved.map((r) => [r.state, r.documentId])).toEqual(documents.map((d) => ['issued', d.id]));
    // Each document, once, with its place in the chain: the reporting consumer's work list.
    expect(published).toEqual(
      documents.map((d) => ({
        type: 'e_invoice.issued',
        payload: { document_id: d.id, unit_id: unit, icv: d.icv, order_id: d.orderId },
      })),
    );
    documents.forEach((d, i) => {
      const { order } = sold[i]!;
      expect(d.icv).toBe(i + 1);
      // Issued as of the sale, whenever it is signed.
      expect(d.issuedAt).toEqual(now);
      expect(documentFacts(d.signedXml)).toMatchObject({
        number: order.orderNumber,
        kind: 'invoice',
        icv: i + 1,
      });
      expect(verifySignedInvoice(d.signedXml), order.orderNumber).toEqual([]);
      expect(checkBusinessRules(d.signedXml), order.orderNumber).toEqual([]);
      // What was sold with VAT (before gift cards paid part of it; points are a discount, ADR 0069) and what was
      // left to pay, to the halala: when no VAT-exclusive amount reaches the price, the halala short is the rounding
      // (ADR 0043).
      const rounding = /PayableRoundingAmount currencyID="SAR">([^<]+)</.exec(d.signedXml);
      const roundingHalalas = rounding ? halalas(rounding[1]!) : 0;
      expect(amount(d.signedXml, 'TaxInclusiveAmount') + roundingHalalas, order.orderNumber).toBe(
        order.total + order.giftCardDiscount,
      );
      expect(amount(d.signedXml, 'PayableAmount'), order.orderNumber).toBe(order.total);
    });
  });

  it('maps promo, class and points discounts to allowances, fees to a line, gift cards to prepaid, a gift card sold out of scope', async () => {
    const unit = await productionUnit(db, 'mapping');
    const [{ order, items }] = (await soldOrders()) as [Awaited<ReturnType<typeof soldOrders>>[number]];
    const service = { ...items[0]!, quantity: 2, visitors: 1, unitPrice: 16_000, totalPrice: 32_000 };
    const card = {
      ...items[0]!,
      id: -1,
      type: 'gift_card',
      nameEn: 'Gift card',
      quantity: 1,
      unitPrice: 10_000,
      totalPrice: 10_000,
    };
    // Sold: 32,000 + 10,000 − 2,000 promo − 1,000 class + 1,500 fee − 700 points = 39,800 (points are a discount,
    // ADR 0069); paid 5,000 by gift card. The VAT is on the standard-rated 29,800 alone (the card sold is out of scope).
    const priced = {
      ...order,
      locale: 'en',
      promoCode: 'WELCOME',
      promoDiscount: 2_000,
      extraDiscount: 1_000,
      serviceFeePrice: 1_500,
      giftCardDiscount: 5_000,
      redeemPointsPrice: 700,
      total: 34_800,
    };
    // Of no order in the database (order 1 is invoiced by the test above): the mapping is what is checked.
    const doc = await issueDocument(
      db,
      unit,
      () => ({ ...orderInvoiceDraft(priced, [service, card], testSeller, now), orderId: null }),
      issueOptions,
    );
    expect(checkBusinessRules(doc.signedXml)).toEqual([]);
    expect(verifySignedInvoice(doc.signedXml)).toEqual([]);
    const rounding = /PayableRoundingAmount currencyID="SAR">([^<]+)</.exec(doc.signedXml);
    expect(amount(doc.signedXml, 'TaxInclusiveAmount') + (rounding ? halalas(rounding[1]!) : 0)).toBe(39_800);
    expect(amount(doc.signedXml, 'AllowanceTotalAmount')).toBeGreaterThan(0);
    expect(doc.signedXml).toContain('<cbc:AllowanceChargeReason>Loyalty points</cbc:AllowanceChargeReason>');
    expect(amount(doc.signedXml, 'TaxAmount')).toBe(vatContained(29_800));
    expect(amount(doc.signedXml, 'PrepaidAmount')).toBe(5_000);
    expect(amount(doc.signedXml, 'PayableAmount')).toBe(34_800);
    expect(doc.signedXml).toContain('<cbc:InvoicedQuantity unitCode="PCE">2</cbc:InvoicedQuantity>');
    expect(doc.signedXml).toContain('VATEX-SA-OOS');
    expect(doc.signedXml).toContain('<cbc:Name>Service fee</cbc:Name>');
  });
});
