import { documentFacts, firstPih, verifySignedInvoice } from '@hajz/zatca';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../db/retry.ts';
import { eInvoiceDocuments, egsUnits, orders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditNoteDraft, invoiceDraft, issueOptions, productionUnit } from '../../test/e-invoicing.ts';
import { createEgsUnit, EgsUnitNotReadyError, issueDocument, recordVerdict } from './index.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const documentsOf = (unitId: number) =>
  db
    .select()
    .from(eInvoiceDocuments)
    .where(eq(eInvoiceDocuments.unitId, unitId))
    .orderBy(asc(eInvoiceDocuments.icv));
const headOf = async (unitId: number) =>
  (await db.select().from(egsUnits).where(eq(egsUnits.id, unitId)))[0]!;
const issue = (unitId: number, number: string, price?: number) =>
  issueDocument(db, unitId, () => invoiceDraft(number, price), issueOptions);

/** ICV 1..n in order, each PIH the previous document's hash (the first: the hash of "0"), as the XML states. */
function expectChain(documents: (typeof eInvoiceDocuments.$inferSelect)[]) {
  documents.forEach((d, i) => {
    expect(d.icv).toBe(i + 1);
    expect(d.pih).toBe(i === 0 ? firstPih : documents[i - 1]!.hash);
    const facts = documentFacts(d.signedXml);
    expect({
      icv: facts.icv,
      pih: facts.pih,
      uuid: facts.uuid,
      number: facts.number,
      hash: facts.hash,
    }).toEqual({
      icv: d.icv,
      pih: d.pih,
      uuid: d.uuid,
      number: d.number,
      hash: d.hash,
    });
    expect(verifySignedInvoice(d.signedXml)).toEqual([]);
  });
}

describe('the chain of an EGS unit', () => {
  it('numbers invoices and credit notes in one sequence from 1, each PIH the previous hash, the first the hash of "0"', async () => {
    const unit = await productionUnit(db, 'sequence');
    const first = await issue(unit, 'INV-1');
    expect(first.pih).toBe(firstPih);
    // firstPih is ZATCA's: base64 of the hex SHA-256 of "0".
    expect(Buffer.from(firstPih, 'base64').toString()).toBe(
      '5feceb66ffc86f38d952786c6d696c79c2dbc239dd4e91b46729d73a27fb57e9',
    );
    await issue(unit, 'INV-2', 20_000);
    const credit = await issueDocument(db, unit, () => creditNoteDraft('CN-1', 'INV-2', 5_000), issueOptions);
    expect(credit.kind).toBe('credit_note');
    expect(documentFacts(credit.signedXml)).toMatchObject({ kind: 'credit_note', billingReference: 'INV-2' });
    await issue(unit, 'INV-3');
    const documents = await documentsOf(unit);
    expect(documents.map((d) => [d.icv, d.kind, d.number, d.status])).toEqual([
      [1, 'invoice', 'INV-1', 'pending'],
      [2, 'invoice', 'INV-2', 'pending'],
      [3, 'credit_note', 'CN-1', 'pending'],
      [4, 'invoice', 'INV-3', 'pending'],
    ]);
    expectChain(documents);
    const head = await headOf(unit);
    expect([head.lastIcv, head.lastHash]).toEqual([4, documents[3]!.hash]);
  });

  it('gives the build the slot it is signed with', async () => {
    const unit = await productionUnit(db, 'slot');
    await issue(unit, 'A');
    let seen: unknown;
    const doc = await issueDocument(
      db,
      unit,
      (slot) => {
        seen = slot;
        return invoiceDraft(`INV-${slot.icv}`);
      },
      issueOptions,
    );
    expect(seen).toEqual({ icv: 2, pih: doc.pih, uuid: doc.uuid });
    expect(doc.number).toBe('INV-2');
  });

  it('a failure after signing (the insert refused) burns no ICV: the next document takes the slot', async () => {
    const unit = await productionUnit(db, 'insert-fails');
    await issue(unit, 'INV-1');
    let signedFor: number | undefined;
    // Order 2147483000 does not exist: the document is built and signed, then its insert violates the foreign key.
    await expect(
      issueDocument(
        db,
        unit,
        (slot) => {
          signedFor = slot.icv;
          return invoiceDraft('INV-X', 11_500, 2_147_483_000);
        },
        issueOptions,
      ),
    ).rejects.toSatisfy((e) => sqlState(e) === '23503');
    expect(signedFor).toBe(2);
    expect((await headOf(unit)).lastIcv).toBe(1);
    await issue(unit, 'INV-2');
    const documents = await documentsOf(unit);
    expect(documents.map((d) => d.number)).toEqual(['INV-1', 'INV-2']);
    expectChain(documents);
  });

  it('an order is invoiced once: a second invoice for it is refused after signing and burns nothing', async () => {
    const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
    expect(order, 'the seed has an order').toBeDefined();
    const unit = await productionUnit(db, 'order-once');
    await issueDocument(db, unit, () => invoiceDraft('INV-1', 11_500, order!.id), issueOptions);
    await expect(
      issueDocument(db, unit, () => invoiceDraft('INV-1-AGAIN', 11_500, order!.id), issueOptions),
    ).rejects.toSatisfy((e) => sqlState(e) === '23505');
    // A credit note for the same order is its own document.
    const credit = await issueDocument(
      db,
      unit,
      () => ({ ...creditNoteDraft('CN-1', 'INV-1', 2_000), orderId: order!.id }),
      issueOptions,
    );
    expect(credit.icv).toBe(2);
    const documents = await documentsOf(unit);
    expect(documents.map((d) => [d.number, d.orderId])).toEqual([
      ['INV-1', order!.id],
      ['CN-1', order!.id],
    ]);
    expectChain(documents);
  });

  it("the caller's transaction failing after the document was issued undoes the document and the counter together", async () => {
    const unit = await productionUnit(db, 'caller-fails');
    await issue(unit, 'INV-1');
    let issuedInside: number | undefined;
    await expect(
      db.transaction(async (tx) => {
        const doc = await issueDocument(
          tx as unknown as Db,
          unit,
          () => invoiceDraft('INV-LOST'),
          issueOptions,
        );
        issuedInside = doc.icv;
        throw new Error('the sale failed after its invoice was signed and saved');
      }),
    ).rejects.toThrow('the sale failed');
    expect(issuedInside).toBe(2);
    expect((await headOf(unit)).lastIcv).toBe(1);
    expect((await documentsOf(unit)).map((d) => d.number)).toEqual(['INV-1']);
    await issue(unit, 'INV-2');
    expectChain(await documentsOf(unit));
  });

  it('a build that throws leaves nothing behind', async () => {
    const unit = await productionUnit(db, 'build-throws');
    await expect(
      issueDocument(
        db,
        unit,
        () => {
          throw new Error('no seller address');
        },
        issueOptions,
      ),
    ).rejects.toThrow('no seller address');
    // An amount the library refuses (a negative price) fails before anything is signed or stored.
    await expect(issue(unit, 'INV-NEG', -1)).rejects.toThrow(/unitPrice/);
    expect(await documentsOf(unit)).toEqual([]);
    const head = await headOf(unit);
    expect([head.lastIcv, head.lastHash]).toEqual([0, null]);
    expect((await issue(unit, 'INV-1')).icv).toBe(1);
  });

  it('a document Fatoora did not accept keeps its slot: the next one chains onto its hash', async () => {
    const unit = await productionUnit(db, 'rejected');
    const rejected = await issue(unit, 'INV-1');
    await recordVerdict(db, rejected.id, {
      status: 'not_reported',
      at: new Date(),
      messages: [{ type: 'ERROR', code: 'BR-KSA-09', message: 'seller address incomplete' }],
    });
    const next = await issue(unit, 'INV-2');
    expect(next.icv).toBe(2);
    expect(next.pih).toBe(rejected.hash);
    const documents = await documentsOf(unit);
    expect(documents.map((d) => [d.icv, d.status, d.reportAttempts])).toEqual([
      [1, 'not_reported', 1],
      [2, 'pending', 0],
    ]);
    expect(documents[0]!.warnings).toEqual([
      { type: 'ERROR', code: 'BR-KSA-09', message: 'seller address incomplete' },
    ]);
    expectChain(documents);
  });

  it('concurrent issues on one unit stay in one unbroken sequence', async () => {
    const unit = await productionUnit(db, 'concurrent');
    await Promise.all(Array.from({ length: 12 }, (_, i) => issue(unit, `INV-C${i}`, 1_000 + i)));
    const documents = await documentsOf(unit);
    expect(documents).toHaveLength(12);
    expectChain(documents);
  });

  it('each unit has its own sequence', async () => {
    const a = await productionUnit(db, 'own-a');
    const b = await productionUnit(db, 'own-b');
    await issue(a, 'A-1');
    await issue(b, 'B-1');
    await issue(a, 'A-2');
    expect((await documentsOf(a)).map((d) => d.icv)).toEqual([1, 2]);
    expect((await documentsOf(b)).map((d) => [d.icv, d.pih])).toEqual([[1, firstPih]]);
  });

  it('a unit without a production CSID, or none at all, signs nothing', async () => {
    const unit = await createEgsUnit(db, {
      environment: 'simulation',
      serialNumber: '1-Hajz|2-api|3-not-onboarded',
    });
    await expect(issue(unit.id, 'INV-1')).rejects.toBeInstanceOf(EgsUnitNotReadyError);
    await expect(issue(unit.id, 'INV-1')).rejects.toThrow(/'none', not 'production'/);
    await expect(issue(999_999, 'INV-1')).rejects.toThrow(/does not exist/);
    expect(await documentsOf(unit.id)).toEqual([]);
  });

  it('the database refuses a second document with the same ICV and a head without a hash', async () => {
    const unit = await productionUnit(db, 'constraints');
    const doc = await issue(unit, 'INV-1');
    const { id: _id, ...copy } = doc;
    await expect(
      db.insert(eInvoiceDocuments).values({ ...copy, uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be' }),
    ).rejects.toThrow();
    await expect(
      db.update(egsUnits).set({ lastIcv: 5, lastHash: null }).where(eq(egsUnits.id, unit)),
    ).rejects.toThrow();
  });
});
