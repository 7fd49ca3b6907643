/**
 * Issuing after the commit (ADR 0050), against the app itself (its lifecycle, its outbox, its onboarding against the
 * Fatoora simulation): a sale answers at once when signing cannot happen (the unit's key will not open), and its
 * invoice is issued when the fault clears; a cancellation delivered before its invoice's issuance waits for it; a
 * redelivery, or two deliveries at once, issue nothing twice. The outbox loop is not started: each test delivers
 * with `drain`, so what is pending between tries is visible.
 */
import { documentFacts, verifySignedInvoice } from '@hajz/zatca';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  eInvoiceDocuments,
  eInvoiceRequests,
  egsUnits,
  outboxDeliveries,
  outboxEvents,
} from '../../db/schema.ts';
import { openPrivateKey } from '../../integrations/fatoora/seal.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { call, type Json } from '../../test/call.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { breakKey as breakUnitKey, mendKey as mendUnitKey } from '../../test/e-invoicing.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { issueDue, onboard, onboardedUnit, sellerFromSettings } from './index.ts';

let t: TestApp;
let db: Db;
let fx: Fixture;
let customers: { id: number; token: string }[];
let unitId: number;
let sealedKey: string;

beforeAll(async () => {
  t = await createTestApp({ outbox: { start: false } });
  db = t.database.db;
  await onboard(t.app.context.eInvoicing, t.app.config.fatoora.simulationOtp);
  const unit = (await onboardedUnit(db))!;
  unitId = unit.id;
  sealedKey = unit.privateKeySealed!;
  fx = await createFixture(t, { resources: 2, price: 23_000 });
  customers = await createCustomers(t, 4);
});
afterAll(() => t.close());

/** Past any backoff the outbox set (5 s doubling per try, in the app's defaults). */
const pastBackoff = { aheadMs: 10 * 60_000 };

/** The unit's key can no longer be opened: every signature fails until it is mended. */
const breakKey = () => breakUnitKey(db, unitId);
const mendKey = () => mendUnitKey(db, unitId, sealedKey);

async function cashSale(customer: { token: string }, time: string) {
  await holdService(t, fx, customer.token, time);
  const res = await checkout(t, customer.token, 'cash');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { order: res.body.data.order as Json };
}

const documentsOf = (orderId: number) =>
  db
    .select()
    .from(eInvoiceDocuments)
    .where(eq(eInvoiceDocuments.orderId, orderId))
    .orderBy(asc(eInvoiceDocuments.icv));
const requestsOf = (orderId: number) =>
  db
    .select()
    .from(eInvoiceRequests)
    .where(eq(eInvoiceRequests.orderId, orderId))
    .orderBy(asc(eInvoiceRequests.id));

/** The issuing deliveries of an order's requests, oldest first. */
const issueDeliveries = (orderId: number) =>
  db
    .select({
      id: outboxDeliveries.id,
      status: outboxDeliveries.status,
      attempts: outboxDeliveries.attempts,
      lastError: outboxDeliveries.lastError,
    })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    .where(
      sql`${outboxDeliveries.consumer} = 'e-invoicing.issue' and ${outboxEvents.payload}->>'order_id' = ${String(orderId)}`,
    )
    .orderBy(asc(outboxDeliveries.id));

describe('issuing after the commit', () => {
  it('a sale answers at once while signing fails; its invoice is issued and reported once the fault clears', async () => {
    await breakKey();
    const { order } = await cashSale(customers[0]!, '09:00');
    expect(order.status).toMatchObject({ name: 'confirmed' });
    // The sale recorded what must be documented, in its own transaction; nothing is signed on its path.
    expect((await requestsOf(order.id)).map((r) => [r.cause, r.state])).toEqual([['sale', 'pending']]);
    expect(await documentsOf(order.id)).toEqual([]);

    await t.app.context.outbox.drain();
    expect(await documentsOf(order.id)).toEqual([]);
    const [failed] = await issueDeliveries(order.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toBeTruthy();
    const [unit] = await db.select().from(egsUnits).where(eq(egsUnits.id, unitId));
    expect(unit!.lastIcv).toBe(0);

    await mendKey();
    await t.app.context.outbox.drain(pastBackoff);
    const [invoice, ...more] = await documentsOf(order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', icv: 1, number: order.order_number });
    expect(verifySignedInvoice(invoice!.signedXml)).toEqual([]);
    expect((await requestsOf(order.id)).map((r) => [r.state, r.documentId])).toEqual([
      ['issued', invoice!.id],
    ]);
    expect(await issueDeliveries(order.id)).toMatchObject([{ status: 'done', attempts: 2 }]);
    // Then reported as every document is.
    await t.app.context.outbox.drain();
    expect((await documentsOf(order.id))[0]).toMatchObject({ status: 'reported' });
  });

  it('a cancellation delivered before its invoice is issued issues the invoice first, then the credit note', async () => {
    await breakKey();
    const customer = customers[1]!;
    const { order } = await cashSale(customer, '10:00');
    const cancelled = await call(t, 'POST', `/api/v1/orders/${order.id}/cancel`, undefined, {
      token: customer.token,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await requestsOf(order.id)).map((r) => r.cause)).toEqual(['sale', 'cancellation']);
    // Both deliveries fail on the sale's invoice: the cancellation's waits for it rather than credit nothing.
    await t.app.context.outbox.drain();
    expect(await documentsOf(order.id)).toEqual([]);
    expect((await issueDeliveries(order.id)).map((d) => d.status)).toEqual(['pending', 'pending']);

    // The fault clears; the sale's delivery is still waiting out a longer backoff when the cancellation's comes.
    await mendKey();
    const [sale] = await issueDeliveries(order.id);
    await db
      .update(outboxDeliveries)
      .set({ availableAt: sql`now() + interval '1 day'` })
      .where(eq(outboxDeliveries.id, sale!.id));
    await t.app.context.outbox.drain(pastBackoff);
    const documents = await documentsOf(order.id);
    expect(documents.map((d) => [d.kind, d.number])).toEqual([
      ['invoice', order.order_number],
      ['credit_note', `${order.order_number}-CN1`],
    ]);
    expect(documents[1]!.icv).toBe(documents[0]!.icv + 1);
    expect(documentFacts(documents[1]!.signedXml)).toMatchObject({ billingReference: order.order_number });
    // The sale's own delivery, when due, finds its request issued: nothing more.
    await t.app.context.outbox.drain({ aheadMs: 2 * 86_400_000 });
    expect(await documentsOf(order.id)).toHaveLength(2);
    expect((await issueDeliveries(order.id)).map((d) => d.status)).toEqual(['done', 'done']);
  });

  it('a redelivery, or two deliveries at once, issue nothing twice', async () => {
    const { order } = await cashSale(customers[2]!, '11:00');
    // Two issuers at once on the order's pending request (as two replicas' workers would be): one document.
    const deps = {
      db,
      openPrivateKey: (sealed: string) => openPrivateKey(sealed, t.app.context.eInvoicing.keys.privateKey),
      seller: sellerFromSettings,
    };
    const publish = t.app.context.publish;
    await Promise.all([issueDue(deps, publish, order.id), issueDue(deps, publish, order.id)]);
    expect(await documentsOf(order.id)).toHaveLength(1);

    // The outbox delivers the request's event (its acknowledgement lost, it comes again): nothing more.
    await t.app.context.outbox.drain();
    const [delivery] = await issueDeliveries(order.id);
    expect(delivery).toMatchObject({ status: 'done' });
    await db
      .update(outboxDeliveries)
      .set({ status: 'pending', availableAt: sql`now()` })
      .where(eq(outboxDeliveries.id, delivery!.id));
    await t.app.context.outbox.drain();
    expect(await issueDeliveries(order.id)).toMatchObject([{ status: 'done', attempts: 2 }]);
    const documents = await documentsOf(order.id);
    expect(documents).toHaveLength(1);
    expect((await requestsOf(order.id)).map((r) => [r.state, r.documentId])).toEqual([
      ['issued', documents[0]!.id],
    ]);
    // And the unit's chain has one document per request issued, with no gap.
    const all = await db
      .select({ icv: eInvoiceDocuments.icv })
      .from(eInvoiceDocuments)
      .where(eq(eInvoiceDocuments.unitId, unitId))
      .orderBy(asc(eInvoiceDocuments.icv));
    const issued = await db.select().from(eInvoiceRequests).where(eq(eInvoiceRequests.state, 'issued'));
    expect(all.map((d) => d.icv)).toEqual(Array.from({ length: issued.length }, (_, i) => i + 1));
  });
});
