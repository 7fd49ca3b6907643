/**
 * Credit notes (issue 26 item 1, ADR 0049): what is sold and then given back is credited by a 381 on the same unit,
 * in the same chain, naming the invoice (BillingReference) and why. A cancellation credits all that is left; a refund
 * on a sold order credits its amount; a payment the order refused, or a refund after the cancellation, credits
 * nothing more. Against the app itself (its lifecycle, its onboarding against the Fatoora simulation). The sales
 * that are not bookings bought for oneself go through the same routes: a gift card sold (out of scope) and a gifted
 * booking paid, one invoice each.
 */
import { checkBusinessRules, documentFacts, verifySignedInvoice } from '@hajz/zatca';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { businessSettings, eInvoiceDocuments, orders, products } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { transaction } from '../../db/transaction.ts';
import type { Refund } from '../../lifecycle/order-lifecycle.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { call, mobiles, type Json } from '../../test/call.ts';
import { checkout, holdService, paymentRows } from '../../test/orders.ts';
import { testCards, walk } from '../../test/payments-browser.ts';
import { documentsOf, onlyInvoiceOf, xmlAmount as amount } from '../../test/e-invoicing.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { onboard } from './index.ts';

let t: TestApp;
let db: Db;
let fx: Fixture;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp({ outbox: { start: false } });
  db = t.database.db;
  fx = await createFixture(t, { resources: 3, price: 23_000 });
  customers = await createCustomers(t, 8);
});
afterAll(() => t.close());

/** What a document comes to with VAT, to the halala (its rounding included, ADR 0043). */
const gross = (xml: string) => amount(xml, 'TaxInclusiveAmount') + amount(xml, 'PayableRoundingAmount');

async function cashSale(customer: { token: string }, time: string) {
  await holdService(t, fx, customer.token, time);
  const res = await checkout(t, customer.token, 'cash');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.order as Json;
}

async function cardSale(customer: { token: string }, time: string) {
  await holdService(t, fx, customer.token, time);
  const res = await checkout(t, customer.token, 'card');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
  expect(landing.query.get('status')).toBe('success');
  return res.body.data.order as Json;
}

const cancel = async (customer: { token: string }, orderId: number) => {
  const res = await call(t, 'POST', `/api/v1/orders/${orderId}/cancel`, undefined, { token: customer.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** Money given back through the provider, as the payments module announces it (the lifecycle's `refunded`). */
const refund = (orderId: number, given: Refund) =>
  transaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    await t.app.context.lifecycle.refunded(tx, order!, given);
  });

/** Every credit note is a signed 381 that passes the rules and names the order's invoice with a reason. */
function expectCreditNote(xml: string, invoiceNumber: string, reason: RegExp) {
  expect(verifySignedInvoice(xml)).toEqual([]);
  expect(checkBusinessRules(xml)).toEqual([]);
  expect(documentFacts(xml)).toMatchObject({ kind: 'credit_note', billingReference: invoiceNumber });
  expect(xml).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
  expect(/<cbc:InstructionNote>([^<]+)</.exec(xml)?.[1]).toMatch(reason);
}
const cancellation = /^Order cancelled \/ إلغاء الطلب$/;
const refunded = /^Amount refunded \/ استرداد مبلغ$/;

describe('credit notes', () => {
  it('none while no unit is onboarded: a cancelled sale leaves no document', async () => {
    const customer = customers[0]!;
    const order = await cashSale(customer, '09:00');
    await cancel(customer, order.id);
    expect(await documentsOf(t, order.id)).toEqual([]);
    expect(await db.select().from(eInvoiceDocuments)).toEqual([]);
  });

  it('a cancelled cash sale: one credit note for the whole invoice, line for line', async () => {
    await onboard(t.app.context.eInvoicing, t.app.config.fatoora.simulationOtp);
    const customer = customers[1]!;
    const order = await cashSale(customer, '10:00');
    await cancel(customer, order.id);
    const [invoice, note, ...more] = await documentsOf(t, order.id);
    expect(more).toEqual([]);
    expect(invoice!.kind).toBe('invoice');
    expect(note).toMatchObject({ kind: 'credit_note', number: `${order.order_number}-CN1` });
    expectCreditNote(note!.signedXml, order.order_number, cancellation);
    for (const element of [
      'LineExtensionAmount',
      'TaxExclusiveAmount',
      'TaxInclusiveAmount',
      'PayableAmount',
    ])
      expect(amount(note!.signedXml, element), element).toBe(amount(invoice!.signedXml, element));
    expect(gross(note!.signedXml)).toBe(order.total);
    // The same unit, next in its chain.
    expect(note!.unitId).toBe(invoice!.unitId);
    expect(note!.icv).toBe(invoice!.icv + 1);
    expect(note!.pih).toBe(invoice!.hash);
  });

  it('a cancelled card sale: one credit note; the card refund that follows credits nothing more', async () => {
    const customer = customers[2]!;
    const order = await cardSale(customer, '11:00');
    expect((await documentsOf(t, order.id)).map((d) => d.kind)).toEqual(['invoice']);
    await cancel(customer, order.id);
    // The card refund went through the provider (deliverNow) and was announced after the cancellation.
    expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['refunded']);
    const documents = await documentsOf(t, order.id);
    expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    expectCreditNote(documents[1]!.signedXml, order.order_number, cancellation);
    expect(gross(documents[1]!.signedXml)).toBe(order.total);
  });

  it('partial refunds: a credit note for each part; the cancellation credits what is left; nothing beyond', async () => {
    const customer = customers[3]!;
    const order = await cardSale(customer, '12:00');
    expect(order.total).toBe(23_000);
    await refund(order.id, { amount: 5_000, to: 'card', ofSale: true });
    await refund(order.id, { amount: 3_050, to: 'wallet', ofSale: true });
    // A payment the order refused (doubled, late) was never part of the sale.
    await refund(order.id, { amount: 23_000, to: 'card', ofSale: false });
    let documents = await documentsOf(t, order.id);
    expect(documents.map((d) => [d.kind, d.number])).toEqual([
      ['invoice', order.order_number],
      ['credit_note', `${order.order_number}-CN1`],
      ['credit_note', `${order.order_number}-CN2`],
    ]);
    expect(documents.slice(1).map((d) => gross(d.signedXml))).toEqual([5_000, 3_050]);
    for (const note of documents.slice(1)) expectCreditNote(note.signedXml, order.order_number, refunded);

    await cancel(customer, order.id);
    // And the card refund of the whole payment after it: covered by the cancellation's note.
    await refund(order.id, { amount: 23_000, to: 'card', ofSale: true });
    documents = await documentsOf(t, order.id);
    expect(documents.map((d) => d.number)).toEqual([
      order.order_number,
      `${order.order_number}-CN1`,
      `${order.order_number}-CN2`,
      `${order.order_number}-CN3`,
    ]);
    const last = documents[3]!;
    expectCreditNote(last.signedXml, order.order_number, cancellation);
    expect(gross(last.signedXml)).toBe(23_000 - 5_000 - 3_050);
    // Never more credited than invoiced.
    expect(documents.slice(1).reduce((n, d) => n + gross(d.signedXml), 0)).toBe(
      gross(documents[0]!.signedXml),
    );
  });

  it('a refund larger than what is left credits only what is left', async () => {
    const customer = customers[4]!;
    const order = await cashSale(customer, '13:00');
    await refund(order.id, { amount: 20_000, to: 'wallet', ofSale: true });
    await refund(order.id, { amount: 20_000, to: 'wallet', ofSale: true });
    await refund(order.id, { amount: 1, to: 'wallet', ofSale: true });
    const notes = (await documentsOf(t, order.id)).filter((d) => d.kind === 'credit_note');
    expect(notes.map((d) => gross(d.signedXml))).toEqual([20_000, 3_000]);
  });

  it('a late cancel keeping a deposit (ADR 0054): the credit note covers all but the deposit kept', async () => {
    const customer = customers[5]!;
    const [before] = await db.select({ hours: businessSettings.cancelWindowHours }).from(businessSettings);
    await db
      .update(products)
      .set({ depositKind: 'percent', depositValue: 20 })
      .where(eq(products.id, fx.productId));
    await db.update(businessSettings).set({ cancelWindowHours: 72 });
    invalidateReads(db);
    try {
      const order = await cardSale(customer, '14:00');
      expect(order).toMatchObject({ total: 23_000, deposit_amount: 4_600 });
      expect((await paymentRows(t, order.id)).map((p) => [p.status, p.amount])).toEqual([['paid', 4_600]]);
      await cancel(customer, order.id);
      const documents = await documentsOf(t, order.id);
      expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
      expectCreditNote(documents[1]!.signedXml, order.order_number, cancellation);
      expect(gross(documents[1]!.signedXml)).toBe(23_000 - 4_600);
      // All of what was paid is the deposit kept: nothing goes back.
      expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['paid']);
    } finally {
      await db
        .update(products)
        .set({ depositKind: 'none', depositValue: 0 })
        .where(eq(products.id, fx.productId));
      await db.update(businessSettings).set({ cancelWindowHours: before!.hours });
      invalidateReads(db);
    }
  });

  it('a gift card sold through the shop: one invoice, its line out of scope (VATEX-SA-OOS, ADR 0043), no VAT', async () => {
    const customer = customers[6]!;
    const design = (await call(t, 'GET', '/api/v1/gift-card-designs')).body.data.designs[0] as Json;
    const added = await call(
      t,
      'POST',
      '/api/v1/cart',
      { product_id: design.id, branch_id: design.branch_ids[0], quantity: 1, amount: design.amounts[0] },
      { token: customer.token },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const res = await checkout(t, customer.token, 'card');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    expect(landing.query.get('status')).toBe('success');
    const order = res.body.data.order as Json;
    expect(order.total).toBe(design.amounts[0]);

    const xml = await onlyInvoiceOf(t, order);
    // One line, category O at 0 %, the VAT breakdown out of scope with its exemption code: no VAT at all.
    expect(xml.match(/<cac:InvoiceLine>/g)).toHaveLength(1);
    expect(/<cac:ClassifiedTaxCategory>\s*<cbc:ID[^>]*>([^<]+)</.exec(xml)?.[1]).toBe('O');
    expect([...xml.matchAll(/<cbc:TaxExemptionReasonCode>([^<]+)</g)].map((m) => m[1])).toEqual([
      'VATEX-SA-OOS',
    ]);
    expect(amount(xml, 'TaxAmount')).toBe(0);
    expect(gross(xml)).toBe(order.total);
    expect(amount(xml, 'PayableAmount')).toBe(order.total);
  });

  it('a gifted booking paid by card: one invoice, for the sender’s order, its service at the standard rate', async () => {
    const sender = customers[7]!;
    await holdService(t, fx, sender.token, '15:00');
    const res = await checkout(t, sender.token, 'card', {
      body: {
        is_gifted_order: '1',
        gifted_order_data: {
          first_name: 'Noura',
          last_name: 'Alqahtani',
          mobile_code: '966',
          mobile_number: `966${mobiles('56')()}`,
        },
        gift_message: 'Happy birthday!',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    expect(landing.query.get('status')).toBe('success');
    const order = res.body.data.order as Json;
    expect(order.total).toBe(23_000);

    const xml = await onlyInvoiceOf(t, order);
    expect(/<cac:ClassifiedTaxCategory>\s*<cbc:ID[^>]*>([^<]+)</.exec(xml)?.[1]).toBe('S');
    expect(xml).not.toContain('VATEX-SA-OOS');
    // 230.00 with VAT: 200.00 + 30.00.
    expect(amount(xml, 'TaxExclusiveAmount')).toBe(20_000);
    expect(amount(xml, 'TaxAmount')).toBe(3_000);
    expect(gross(xml)).toBe(order.total);
    expect(amount(xml, 'PayableAmount')).toBe(order.total);
  });

  it("the unit's chain over invoices and credit notes is gap-free and unforked, every document signed and valid", async () => {
    await t.app.context.outbox.drain();
    const all = await db.select().from(eInvoiceDocuments).orderBy(asc(eInvoiceDocuments.icv));
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((d) => d.unitId)).size).toBe(1);
    all.forEach((d, i) => {
      expect(d.icv).toBe(i + 1);
      if (i > 0) expect(d.pih).toBe(all[i - 1]!.hash);
      expect(documentFacts(d.signedXml)).toMatchObject({ icv: d.icv, pih: d.pih, hash: d.hash });
      expect(verifySignedInvoice(d.signedXml), d.number).toEqual([]);
      expect(checkBusinessRules(d.signedXml), d.number).toEqual([]);
    });
  });

  it("each is reported like an invoice: the Fatoora simulation checks and accepts every one of the unit's documents", async () => {
    await t.app.context.outbox.drain();
    const all = await db.select().from(eInvoiceDocuments).orderBy(asc(eInvoiceDocuments.icv));
    expect(all.filter((d) => d.kind === 'credit_note').length).toBeGreaterThanOrEqual(5);
    expect(all.map((d) => [d.number, d.status, d.warnings])).toEqual(
      all.map((d) => [d.number, 'reported', expect.anything()]),
    );
  });
});
