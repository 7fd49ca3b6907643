/**
 * The chain of an EGS unit (issue 26 item 3, ADR 0047): every document — invoice, credit note, debit note — takes
 * the unit's next counter (ICV = last + 1) and the previous document's hash (PIH; the first takes ZATCA's hash of
 * "0"), is built and signed with @hajz/zatca, stored, and advances the unit, all in one transaction under the unit
 * row's lock (SELECT … FOR UPDATE): one writer per unit at a time, in every process on the database. A failure
 * anywhere before the commit (a build, the signature, the insert, the caller's own transaction) undoes it all: no
 * counter is burnt and none is given twice. The unique (unit_id, icv) index is the backstop.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { buildInvoice, firstPih, signInvoice, type DocumentInput } from '@hajz/zatca';
import type { Db } from '../../db/client.ts';
import { eInvoiceDocuments, egsUnits } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import type { Publish } from '../../outbox/outbox.ts';

/** What the chain gives the document being issued. */
export type ChainSlot = { icv: number; pih: string; uuid: string };

/** What the caller supplies: the document without its place in the chain, and the order it belongs to. */
export type DocumentDraft = {
  orderId: number | null;
  document: Omit<DocumentInput, 'icv' | 'pih' | 'uuid'>;
};

export type IssuedDocument = typeof eInvoiceDocuments.$inferSelect;

export type IssueOptions = {
  /** Opens the unit's sealed private key (integrations/fatoora's openPrivateKey with the app's SealKey). */
  openPrivateKey: (sealed: string) => string;
  /** The signing time (XAdES SigningTime); now by default. */
  now?: Date;
  /**
   * The outbox's publish: every document issued publishes `e_invoice.issued` in its own transaction, so it is
   * reported exactly when it exists (reporting.ts, ADR 0048).
   */
  publish: Publish;
};

/** The unit does not exist, or cannot sign yet (not onboarded: no production CSID, certificate or key). */
export class EgsUnitNotReadyError extends Error {
  constructor(
    readonly unitId: number,
    readonly csidState: string | null,
  ) {
    super(
      csidState === null
        ? `EGS unit ${unitId} does not exist`
        : `EGS unit ${unitId} cannot sign documents: its CSID is '${csidState}', not 'production'`,
    );
    this.name = 'EgsUnitNotReadyError';
  }
}

/**
 * Issues the unit's next document. `db` may be the app's database or a transaction the caller has open (then this
 * is a savepoint inside it, and the caller's rollback undoes the document and the counter together). `build` runs
 * under the lock with the slot it is given (it may read in `tx`); what it returns is built, signed and stored.
 */
export async function issueDocument(
  db: Db,
  unitId: number,
  build: (slot: ChainSlot, tx: Db) => DocumentDraft | Promise<DocumentDraft>,
  options: IssueOptions,
): Promise<IssuedDocument> {
  return transaction(db, async (tx) => {
    const [unit] = await tx.select().from(egsUnits).where(eq(egsUnits.id, unitId)).for('update');
    if (!unit) throw new EgsUnitNotReadyError(unitId, null);
    if (unit.csidState !== 'production' || !unit.certificate || !unit.privateKeySealed)
      throw new EgsUnitNotReadyError(unitId, unit.csidState);

    const slot: ChainSlot = { icv: unit.lastIcv + 1, pih: unit.lastHash ?? firstPih, uuid: randomUUID() };
    const draft = await build(slot, tx);
    const signed = signInvoice(buildInvoice({ ...draft.document, ...slot }), {
      privateKeyPem: options.openPrivateKey(unit.privateKeySealed),
      certificatePem: unit.certificate,
      signingTime: options.now,
    });

    const [document] = await tx
      .insert(eInvoiceDocuments)
      .values({
        unitId,
        orderId: draft.orderId,
        kind: draft.document.kind,
        number: draft.document.number,
        icv: slot.icv,
        uuid: slot.uuid,
        pih: slot.pih,
        hash: signed.hash,
        signedXml: signed.xml,
        qr: signed.qr,
        issuedAt: draft.document.issuedAt,
      })
      .returning();
    // Compare-and-set on the head read under the lock: were the lock ever bypassed, this updates nothing and the
    // transaction fails rather than fork the chain.
    const advanced = await tx
      .update(egsUnits)
      .set({ lastIcv: slot.icv, lastHash: signed.hash, updatedAt: new Date() })
      .where(and(eq(egsUnits.id, unitId), eq(egsUnits.lastIcv, unit.lastIcv)))
      .returning({ id: egsUnits.id });
    if (advanced.length !== 1) throw new Error(`EGS unit ${unitId}: the chain head moved under its lock`);
    await options.publish(tx, 'e_invoice.issued', {
      document_id: document!.id,
      unit_id: unitId,
      icv: slot.icv,
      order_id: draft.orderId,
    });
    return document!;
  });
}

/**
 * Fatoora's verdict on a document (item 5's reporting records it). Only the reporting state changes: a document
 * not reported keeps its row, its ICV and its hash, and the unit's next document still chains onto it (ADR 0047).
 */
export async function recordVerdict(
  db: Db,
  documentId: number,
  verdict: { status: 'reported' | 'not_reported'; at: Date; messages: Record<string, unknown>[] },
): Promise<void> {
  const updated = await db
    .update(eInvoiceDocuments)
    .set({
      status: verdict.status,
      reportedAt: verdict.status === 'reported' ? verdict.at : null,
      warnings: verdict.messages,
      reportAttempts: sql`${eInvoiceDocuments.reportAttempts} + 1`,
    })
    .where(eq(eInvoiceDocuments.id, documentId))
    .returning({ id: eInvoiceDocuments.id });
  if (updated.length !== 1) throw new Error(`e-invoicing document ${documentId} does not exist`);
}

/**
 * The QR of an order's signed simplified tax invoice (tags 1–9, base64, as embedded in its XML), or null when the
 * order has none (sold before e-invoicing was on): what the customer's invoice prints in place of phase 1's.
 */
export async function signedInvoiceQr(db: Db, orderId: number): Promise<string | null> {
  const [document] = await db
    .select({ qr: eInvoiceDocuments.qr })
    .from(eInvoiceDocuments)
    .where(and(eq(eInvoiceDocuments.orderId, orderId), eq(eInvoiceDocuments.kind, 'invoice')));
  return document?.qr ?? null;
}
