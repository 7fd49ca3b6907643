import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * An EGS unit (ZATCA's e-invoice generation solution, issue 26, ADR 0047): what signs the business's documents and
 * owns their chain. `last_icv` / `last_hash` are the head of the chain: the counter and hash of the unit's latest
 * document, advanced in the very transaction that inserts that document, under this row's lock (modules/e-invoicing
 * chain.ts). `last_hash` is null until the first document: its PIH is ZATCA's hash of "0" (@hajz/zatca firstPih).
 */
export const egsUnits = pgTable(
  'egs_units',
  {
    id: serial('id').primaryKey(),
    /** Fatoora's environment the unit is onboarded in (ADR 0044): developer-portal, simulation or core. */
    environment: text('environment').notNull(),
    /** The CSR's serial number (`1-solution|2-model|3-serial`): with the VAT number it names the unit. */
    serialNumber: text('serial_number').notNull(),
    csidState: text('csid_state').notNull().default('none'),
    /** The current CSID's certificate (PEM or the base64 DER body Fatoora issues), null before onboarding. */
    certificate: text('certificate'),
    /** The unit's private key as sealed by integrations/fatoora (AES-256-GCM); never the key itself. */
    privateKeySealed: text('private_key_sealed'),
    /** The CSID's API secret (Basic auth with the certificate), sealed like the key. */
    secretSealed: text('secret_sealed'),
    csidExpiresAt: timestamp('csid_expires_at', { withTimezone: true }),
    lastIcv: integer('last_icv').notNull().default(0),
    lastHash: text('last_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('egs_units_serial_unique').on(t.serialNumber),
    check('egs_units_environment', sql`${t.environment} in ('developer-portal', 'simulation', 'core')`),
    check('egs_units_csid_state', sql`${t.csidState} in ('none', 'compliance', 'production')`),
    // The head is empty (no document yet) or names a document: a counter without a hash would fork the chain.
    check('egs_units_chain_head', sql`${t.lastIcv} >= 0 and (${t.lastIcv} = 0) = (${t.lastHash} is null)`),
  ],
);

/**
 * A signed e-invoicing document (simplified tax invoice, credit note, debit note) of an EGS unit, in the unit's one
 * sequence: `icv` 1, 2, 3… with no gap and no repeat, `pih` the hash of the document before it. Written once, in
 * the transaction that advanced the unit; only its reporting state changes afterwards. A document Fatoora did
 * not accept (`not_reported`) keeps its row and its counter: the next document still chains onto its hash.
 * Never deleted with its order (`restrict`).
 */
export const eInvoiceDocuments = pgTable(
  'e_invoice_documents',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => egsUnits.id, { onDelete: 'restrict' }),
    /** The order sold or refunded; null for a document of no order. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    /** The document's own number (cbc:ID); a credit or debit note's BillingReference names an invoice's. */
    number: text('number').notNull(),
    icv: integer('icv').notNull(),
    uuid: uuid('uuid').notNull(),
    /** The previous document's hash (base64), as the XML states it. */
    pih: text('pih').notNull(),
    /** This document's invoice hash (base64): the next document's PIH. */
    hash: text('hash').notNull(),
    signedXml: text('signed_xml').notNull(),
    /** The QR's TLV payload (tags 1–9, base64), as embedded in the XML: what the customer's invoice prints. */
    qr: text('qr').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** Fatoora's warning (and, when not reported, error) messages, as it sent them. */
    warnings: jsonb('warnings').$type<Record<string, unknown>[]>().notNull().default([]),
    reportAttempts: integer('report_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('e_invoice_documents_unit_icv_unique').on(t.unitId, t.icv),
    uniqueIndex('e_invoice_documents_uuid_unique').on(t.uuid),
    index('e_invoice_documents_order').on(t.orderId),
    // An order is sold once: a second invoice for it would be refused after signing and burn nothing (chain.ts).
    uniqueIndex('e_invoice_documents_order_invoice_unique')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    index('e_invoice_documents_icv').on(t.icv),
    index('e_invoice_documents_status').on(t.status, t.createdAt),
    check('e_invoice_documents_kind', sql`${t.kind} in ('invoice', 'credit_note', 'debit_note')`),
    check('e_invoice_documents_status', sql`${t.status} in ('pending', 'reported', 'not_reported')`),
    check('e_invoice_documents_icv', sql`${t.icv} >= 1`),
    check('e_invoice_documents_attempts', sql`${t.reportAttempts} >= 0`),
  ],
);

/**
 * What an order's sale, cancellation or refund must have documented (ADR 0050): written by the e-invoicing
 * participant in the transition's own transaction, with an `e_invoice.due` outbox event; the outbox consumer then
 * issues the document on the unit's chain after the commit (modules/e-invoicing/issuing.ts), so a signing or Fatoora
 * fault never holds up a sale. One row per cause: an order's sale once, its cancellation once, each refund its own.
 * Resolved once, in the transaction that writes its document: `issued` names it (unique: a redelivery or a second
 * worker finds it issued and writes nothing), `nothing` when there was nothing left to credit.
 */
export const eInvoiceRequests = pgTable(
  'e_invoice_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** sale (an invoice), cancellation (a credit note for all not credited yet) or refund (one for `amount`). */
    cause: text('cause').notNull(),
    /**
     * A refund's amount in halalas (VAT included); null for a sale or a cancellation. A cancellation keeping a deposit
     * (ADR 0054) carries −deposit: all not yet credited but the deposit.
     */
    amount: integer('amount'),
    /** Where a refund or cancellation's money went (card, wallet, original): the credit note's payment means. */
    refundTo: text('refund_to'),
    /** When the order was sold, cancelled or refunded: the document's issue date and time. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('pending'),
    documentId: integer('document_id').references(() => eInvoiceDocuments.id, { onDelete: 'restrict' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('e_invoice_requests_order').on(t.orderId, t.id),
    index('e_invoice_requests_state').on(t.state, t.createdAt),
    // One document per request, and a sale or a cancellation recorded once per order.
    uniqueIndex('e_invoice_requests_document_unique').on(t.documentId),
    uniqueIndex('e_invoice_requests_sale_unique')
      .on(t.orderId)
      .where(sql`${t.cause} = 'sale'`),
    uniqueIndex('e_invoice_requests_cancellation_unique')
      .on(t.orderId)
      .where(sql`${t.cause} = 'cancellation'`),
    check('e_invoice_requests_cause', sql`${t.cause} in ('sale', 'cancellation', 'refund')`),
    check('e_invoice_requests_state', sql`${t.state} in ('pending', 'issued', 'nothing')`),
    check('e_invoice_requests_issued', sql`(${t.state} = 'issued') = (${t.documentId} is not null)`),
    check(
      'e_invoice_requests_amount',
      sql`(${t.cause} = 'refund') = (${t.amount} is not null and ${t.amount} > 0)`,
    ),
  ],
);
