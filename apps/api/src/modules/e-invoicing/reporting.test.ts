/**
 * Reporting through the outbox (issue 26 item 5, ADR 0048), against the app's own Fatoora simulation (which checks
 * every document with @hajz/zatca's verifier and the chain): a sale is reported; an outage is retried with the
 * outbox's backoff; NOT_REPORTED is kept with Fatoora's messages; the unit's documents reach Fatoora in ICV order.
 * The outbox loop is not started: each test delivers with `drain`, so what is pending between tries is visible.
 */
import { verifySignedInvoice } from '@hajz/zatca';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { eInvoiceDocuments, outboxDeliveries, outboxEvents } from '../../db/schema.ts';
import { openPrivateKey } from '../../integrations/fatoora/seal.ts';
import type { FatooraSimulation } from '../../integrations/fatoora/simulation/simulation.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { invoiceDraft } from '../../test/e-invoicing.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { issueDocument, onboard, onboardedUnit, type EInvoicingDeps } from './index.ts';

let t: TestApp;
let db: Db;
let deps: EInvoicingDeps;
let simulation: FatooraSimulation;
let unitId: number;
let fx: Fixture;
let customers: { id: number; token: string }[];

beforeAll(async () => {
  t = await createTestApp({ outbox: { start: false } });
  db = t.database.db;
  deps = t.app.context.eInvoicing;
  simulation = t.app.context.fatoora.simulation!;
  await onboard(deps, t.app.config.fatoora.simulationOtp);
  unitId = (await onboardedUnit(db))!.id;
  fx = await createFixture(t, { resources: 2, price: 23_000 });
  customers = await createCustomers(t, 2);
});
afterAll(() => t.close());

const documents = () =>
  db
    .select()
    .from(eInvoiceDocuments)
    .where(eq(eInvoiceDocuments.unitId, unitId))
    .orderBy(asc(eInvoiceDocuments.icv));

/** A document of no order on the onboarded unit, published like every other (the chain's own issue). */
const issue = (number: string) =>
  issueDocument(db, unitId, () => invoiceDraft(number), {
    openPrivateKey: (sealed) => openPrivateKey(sealed, deps.keys.privateKey),
    publish: t.app.context.publish,
  });

const reportDeliveries = () =>
  db
    .select({ status: outboxDeliveries.status, attempts: outboxDeliveries.attempts })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    .where(eq(outboxDeliveries.consumer, 'e-invoicing.report'))
    .orderBy(asc(outboxDeliveries.id));

/** Past any backoff the outbox set (5 s doubling per try, in the app's defaults). */
const pastBackoff = { aheadMs: 10 * 60_000 };

describe('reporting through the outbox', () => {
  it('reports a sale: the cash checkout issues a signed document, the delivery reports it, REPORTED is kept', async () => {
    const customer = customers[0]!;
    await holdService(t, fx, customer.token, '10:00');
    const res = await checkout(t, customer.token, 'cash');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The sale recorded what must be documented; the outbox issues it after the commit (ADR 0050), then reports it.
    expect(await documents()).toEqual([]);
    await t.app.context.outbox.drain();

    const [document] = await documents();
    expect(document).toMatchObject({ icv: 1, status: 'pending', kind: 'invoice' });
    expect(verifySignedInvoice(document!.signedXml)).toEqual([]);

    await t.app.context.outbox.drain();
    const [reported] = await documents();
    expect(reported).toMatchObject({ status: 'reported', reportAttempts: 1, warnings: [] });
    expect(reported!.reportedAt).toBeInstanceOf(Date);
    expect(simulation.reported.at(-1)).toMatchObject({
      uuid: document!.uuid,
      invoiceHash: document!.hash,
      icv: '1',
      reportingStatus: 'REPORTED',
    });
    expect(await reportDeliveries()).toEqual([{ status: 'done', attempts: 1 }]);
  });

  it('retries while Fatoora answers 500, with the outbox backoff, until it is reported', async () => {
    const seen = simulation.reported.length;
    simulation.failNext(1, 500);
    const document = await issue('RETRY-1');
    await t.app.context.outbox.drain();
    expect((await documents()).at(-1)).toMatchObject({ id: document.id, status: 'pending' });
    const [waiting] = (await reportDeliveries()).slice(-1);
    expect(waiting).toEqual({ status: 'pending', attempts: 1 });
    expect(simulation.reported).toHaveLength(seen);

    // Not before its backoff: a plain drain leaves it waiting.
    expect(await t.app.context.outbox.drain()).toBe(0);
    await t.app.context.outbox.drain(pastBackoff);
    expect((await documents()).at(-1)).toMatchObject({ id: document.id, status: 'reported' });
    expect((await reportDeliveries()).at(-1)).toEqual({ status: 'done', attempts: 2 });
    expect(simulation.reported.slice(seen).map((r) => r.uuid)).toEqual([document.uuid]);
  });

  it('keeps NOT_REPORTED with Fatoora’s messages, and the next document still chains onto it', async () => {
    const tampered = await issue('TAMPERED-1');
    // Changed after signing (a line's name): the stamp no longer verifies.
    await db
      .update(eInvoiceDocuments)
      .set({ signedXml: sql`replace(${eInvoiceDocuments.signedXml}, 'Haircut', 'Hairdye')` })
      .where(eq(eInvoiceDocuments.id, tampered.id));
    const next = await issue('AFTER-TAMPERED');
    await t.app.context.outbox.drain();

    const rows = await documents();
    const rejected = rows.find((d) => d.id === tampered.id)!;
    expect(rejected).toMatchObject({ status: 'not_reported', reportedAt: null, reportAttempts: 1 });
    expect(rejected.warnings.length).toBeGreaterThan(0);
    expect(rejected.warnings[0]).toMatchObject({ type: 'ERROR', code: 'invalid-invoice' });
    expect(JSON.stringify(rejected.warnings)).toContain('hash_mismatch');
    expect(rows.find((d) => d.id === next.id)).toMatchObject({ status: 'reported', pih: tampered.hash });
    // A verdict is not a failure: both deliveries are done, none to retry.
    expect((await reportDeliveries()).slice(-2)).toEqual([
      { status: 'done', attempts: 1 },
      { status: 'done', attempts: 1 },
    ]);
  });

  it('keeps ICV order under an outage: nothing later is reported while an earlier document is pending', async () => {
    const seen = simulation.reported.length;
    // Down for the first three tries: every delivery fails on its unit's earliest pending document.
    simulation.failNext(3, 503);
    const issued = [await issue('OUTAGE-1'), await issue('OUTAGE-2'), await issue('OUTAGE-3')];
    await t.app.context.outbox.drain();
    const pending = (await documents()).filter((d) => issued.some((i) => i.id === d.id));
    expect(pending.map((d) => d.status)).toEqual(['pending', 'pending', 'pending']);
    expect(simulation.reported).toHaveLength(seen);

    await t.app.context.outbox.drain(pastBackoff);
    const reported = (await documents()).filter((d) => issued.some((i) => i.id === d.id));
    expect(reported.map((d) => d.status)).toEqual(['reported', 'reported', 'reported']);
    // Fatoora received them once each, in ICV order.
    const received = simulation.reported.slice(seen);
    expect(received.map((r) => r.uuid)).toEqual(issued.map((d) => d.uuid));
    expect(received.map((r) => Number(r.icv))).toEqual(issued.map((d) => d.icv));
    expect(received.every((r) => r.reportingStatus === 'REPORTED')).toBe(true);
  });

  it('reports an earlier document first when a later one’s delivery comes before it', async () => {
    const seen = simulation.reported.length;
    const first = await issue('EARLY-1');
    const second = await issue('EARLY-2');
    // The earlier delivery waits out a backoff (as after a failed try); the later one is due now.
    const [firstEvent] = await db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'document_id' = ${String(first.id)}`);
    await db
      .update(outboxDeliveries)
      .set({ availableAt: sql`now() + interval '5 minutes'` })
      .where(eq(outboxDeliveries.eventId, firstEvent!.id));
    await t.app.context.outbox.drain();

    expect(simulation.reported.slice(seen).map((r) => r.uuid)).toEqual([first.uuid, second.uuid]);
    const rows = await documents();
    expect(rows.filter((d) => d.id === first.id || d.id === second.id).map((d) => d.status)).toEqual([
      'reported',
      'reported',
    ]);
    // The earlier delivery, when due, finds its document decided and sends nothing again.
    await t.app.context.outbox.drain(pastBackoff);
    expect(simulation.reported.slice(seen)).toHaveLength(2);
  });
});
