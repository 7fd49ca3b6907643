/**
 * Issuing after the commit (ADR 0050): the participant (participant.ts) records what an order's sale, cancellation or
 * refund must have documented — an `e_invoice_requests` row and an `e_invoice.due` event, in the transition's own
 * transaction — and this outbox consumer issues the document on the unit's chain (chain.ts, under the unit row's
 * lock), so a fault in signing (a key that will not open) or anywhere in e-invoicing never holds up or fails a sale:
 * the delivery fails and the outbox retries it with its backoff until the fault clears.
 *
 * Exactly once per request: each is issued in one transaction that locks the request row, finds it still pending,
 * issues its document (ICV, PIH, signature, insert, the unit's head and `e_invoice.issued` for reporting) and marks it
 * issued with the document's id (unique). A redelivery, or a second worker on another replica, waits on the row lock
 * and then finds it resolved: it writes nothing. A crash before the commit leaves the request pending, the chain
 * untouched: no ICV burnt, none given twice.
 *
 * In the order's order: a delivery issues every pending request of its order up to its own, oldest first, so a
 * credit note never comes before its invoice (a cancellation delivered while the sale's invoice is failing waits on
 * it and is retried), and what a credit note credits is computed from the documents issued before it.
 */
import { halalas, type Seller } from '@hajz/zatca';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eInvoiceDocuments, eInvoiceRequests, orders } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { itemsOf } from '../../lifecycle/order-lifecycle.ts';
import type { Consumer, OutboxEvent, Publish } from '../../outbox/outbox.ts';
import { issueDocument, type DocumentDraft } from './chain.ts';
import { amountCreditNoteDraft, orderCreditNoteDraft, orderInvoiceDraft } from './order-document.ts';
import { onboardedUnit } from './units.ts';

/** The event the participant publishes with each request (outbox/events.ts). */
export const DOCUMENT_DUE = 'e_invoice.due';

export type IssuingDeps = {
  db: Db;
  /** Opens the unit's sealed private key (integrations/fatoora's openPrivateKey with the app's SealKey). */
  openPrivateKey: (sealed: string) => string;
  /** The seller as registered with ZATCA, or null when not known. */
  seller: (tx: Db) => Promise<Seller | null>;
};

/** E-invoicing cannot issue right now (no onboarded unit, the seller's registration incomplete): retried. */
export class EInvoicingUnavailableError extends Error {
  readonly retryable = true;
  constructor(message: string) {
    super(message);
    this.name = 'EInvoicingUnavailableError';
  }
}

type Request = typeof eInvoiceRequests.$inferSelect;

/** What a stored document came to with VAT (TaxInclusiveAmount plus any rounding), halalas. */
function documentGross(xml: string): number {
  const amount = (element: string) => {
    const match = new RegExp(`<cbc:${element} currencyID="SAR">([^<]+)<`).exec(xml);
    return match ? halalas(match[1]!) : 0;
  };
  return amount('TaxInclusiveAmount') + amount('PayableRoundingAmount');
}

/**
 * The document a request calls for, or null when there is nothing to document: a sale whose invoice exists, a
 * credit with no invoice or nothing left uncredited (ADR 0049's rules, on the documents issued so far).
 */
async function draftOf(tx: Db, request: Request, seller: Seller): Promise<DocumentDraft | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
  if (!order) throw new Error(`order ${request.orderId} does not exist`);
  const items = await itemsOf(tx, order.id);
  const documents = await tx
    .select({ kind: eInvoiceDocuments.kind, signedXml: eInvoiceDocuments.signedXml })
    .from(eInvoiceDocuments)
    .where(eq(eInvoiceDocuments.orderId, order.id))
    .orderBy(asc(eInvoiceDocuments.id));
  const invoice = documents.find((d) => d.kind === 'invoice');
  if (request.cause === 'sale')
    return invoice ? null : orderInvoiceDraft(order, items, seller, request.occurredAt);
  if (!invoice) return null;
  const credited = documents.filter((d) => d.kind === 'credit_note');
  const left =
    documentGross(invoice.signedXml) - credited.reduce((n, d) => n + documentGross(d.signedXml), 0);
  // A negative amount (a cancel that keeps a deposit, ADR 0054): all that is left but that much.
  const credit =
    request.amount === null
      ? left
      : request.amount < 0
        ? left + request.amount
        : Math.min(request.amount, left);
  if (credit <= 0) return null;
  const cause = request.cause === 'cancellation' ? 'cancellation' : 'refund';
  const rank = credited.length + 1;
  const to = (request.refundTo ?? 'original') as 'card' | 'wallet' | 'original';
  // Nothing credited yet and all of it to credit: the invoice mirrored, line by line.
  return credited.length === 0 && credit === left
    ? orderCreditNoteDraft(order, items, seller, request.occurredAt, rank, cause)
    : amountCreditNoteDraft(order, seller, request.occurredAt, rank, { cause, amount: credit, to });
}

/** Resolves one request, once: issues its document (or notes there is none) in one transaction. */
async function resolve(deps: IssuingDeps, publish: Publish, requestId: number): Promise<void> {
  await transaction(deps.db, async (tx) => {
    // The request's lock first, then (in issueDocument) the unit's: every issuer takes them in this order.
    const [request] = await tx
      .select()
      .from(eInvoiceRequests)
      .where(eq(eInvoiceRequests.id, requestId))
      .for('update');
    if (!request || request.state !== 'pending') return;
    const unit = await onboardedUnit(tx);
    if (!unit) throw new EInvoicingUnavailableError('no EGS unit is onboarded');
    const seller = await deps.seller(tx);
    if (!seller) throw new EInvoicingUnavailableError("the seller's registration is incomplete");
    const draft = await draftOf(tx, request, seller);
    const document = draft
      ? await issueDocument(tx, unit.id, () => draft, { openPrivateKey: deps.openPrivateKey, publish })
      : null;
    await tx
      .update(eInvoiceRequests)
      .set({
        state: document ? 'issued' : 'nothing',
        documentId: document?.id ?? null,
        resolvedAt: new Date(),
      })
      .where(eq(eInvoiceRequests.id, request.id));
  });
}

/**
 * Issues the order's pending requests up to `requestId` (all of them without it), oldest first; returns how many
 * were pending. Throws at the first that fails (what was issued before it stays issued).
 */
export async function issueDue(
  deps: IssuingDeps,
  publish: Publish,
  orderId: number,
  requestId?: number,
): Promise<number> {
  const pending = await deps.db
    .select({ id: eInvoiceRequests.id })
    .from(eInvoiceRequests)
    .where(
      and(
        eq(eInvoiceRequests.orderId, orderId),
        eq(eInvoiceRequests.state, 'pending'),
        requestId === undefined ? undefined : lte(eInvoiceRequests.id, requestId),
      ),
    )
    .orderBy(asc(eInvoiceRequests.id));
  for (const { id } of pending) await resolve(deps, publish, id);
  return pending.length;
}

type DuePayload = { request_id: number; order_id: number };

/**
 * The outbox consumer. A fault is retried with the outbox's doubling backoff (capped at an hour); 40 tries last more
 * than a day, like reporting's (reporting.ts), before an operator is asked to replay.
 */
export function eInvoiceIssuingConsumer(deps: IssuingDeps): Consumer {
  return {
    name: 'e-invoicing.issue',
    events: [DOCUMENT_DUE],
    maxAttempts: 40,
    handle: async (event: OutboxEvent, { publish }) => {
      const payload = event.payload as DuePayload;
      await issueDue(deps, publish, payload.order_id, payload.request_id);
    },
  };
}
