/**
 * What the owner sees of e-invoicing in the back office (issue 26 item 6): the unit's state with the 12-hour alert's
 * figures (how many documents wait for Fatoora or were refused, how many sales have no document yet, how old the
 * oldest of them is), the alerts every back-office page shows, the documents with their reporting, and a document's
 * signed XML.
 */
import {
  CSID_EXPIRY_WARNING_DAYS,
  REPORTING_ALERT_HOURS,
  type EInvoicingAlerts,
  type AdminEInvoice,
  type AdminEInvoicesResponse,
  type AdminEInvoicingStatus,
  type EInvoiceStatus,
} from '@hajz/contracts/admin-e-invoicing';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eInvoiceDocuments, eInvoiceRequests } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { eInvoicingStatus, type EInvoicingDeps } from './onboarding.ts';
import { onboardedUnit } from './units.ts';

const PER_PAGE = 20;

const asDate = (v: string | Date | null) => (v === null ? null : new Date(v));

/**
 * How many documents wait for Fatoora or were refused (the status index), how many sales, cancellations and refunds
 * still have no document (ADR 0050: a request the outbox could not issue stays pending, on the requests' state index),
 * and the oldest of them all: when the document was issued, or when the sale without one happened.
 */
async function unreportedFigures(db: Db) {
  const [[counts], [requests]] = await Promise.all([
    db
      .select({
        pending: sql<number>`count(*) filter (where ${eInvoiceDocuments.status} = 'pending')`.mapWith(Number),
        notReported:
          sql<number>`count(*) filter (where ${eInvoiceDocuments.status} = 'not_reported')`.mapWith(Number),
        oldest: sql<Date | null>`min(${eInvoiceDocuments.issuedAt})`.mapWith(asDate),
      })
      .from(eInvoiceDocuments)
      .where(inArray(eInvoiceDocuments.status, ['pending', 'not_reported'])),
    db
      .select({
        notIssued: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<Date | null>`min(${eInvoiceRequests.occurredAt})`.mapWith(asDate),
      })
      .from(eInvoiceRequests)
      .where(eq(eInvoiceRequests.state, 'pending')),
  ]);
  const oldest = [counts?.oldest ?? null, requests?.oldest ?? null]
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    pending: counts?.pending ?? 0,
    notReported: counts?.notReported ?? 0,
    notIssued: requests?.notIssued ?? 0,
    oldest: oldest ?? null,
  };
}

const ageSecondsOf = (oldest: Date | null, at: Date) =>
  oldest ? Math.max(0, Math.floor((at.getTime() - oldest.getTime()) / 1000)) : null;
const overdue = (ageSeconds: number | null) =>
  ageSeconds !== null && ageSeconds > REPORTING_ALERT_HOURS * 3600;

/** The unit's state and the reporting figures; `now` decides the oldest document's age. */
export async function adminStatus(deps: EInvoicingDeps): Promise<AdminEInvoicingStatus> {
  const status = await eInvoicingStatus(deps);
  const at = (deps.now ?? (() => new Date()))();
  const figures = await unreportedFigures(deps.db);
  const ageSeconds = ageSecondsOf(figures.oldest, at);
  return {
    environment: status.environment,
    unit: status.unit ? { id: status.unit.id, serial_number: status.unit.serialNumber } : null,
    csid_state: status.state,
    csid_expires_at: status.expiresAt?.toISOString() ?? null,
    csid_expired: status.expired,
    pending: figures.pending,
    not_reported: figures.notReported,
    not_issued: figures.notIssued,
    oldest_unreported_at: figures.oldest?.toISOString() ?? null,
    oldest_unreported_age_seconds: ageSeconds,
    alert: overdue(ageSeconds),
  };
}

/**
 * What every back-office page tells the owner (small reads, each on an index): documents older than 12 hours not
 * reported or sales that old not documented, and a production certificate that ends within 30 days or has ended.
 */
export async function eInvoicingAlerts(deps: EInvoicingDeps): Promise<EInvoicingAlerts> {
  const at = (deps.now ?? (() => new Date()))();
  const [unit, figures] = await Promise.all([onboardedUnit(deps.db), unreportedFigures(deps.db)]);
  const expiresAt = unit?.csidExpiresAt ?? null;
  const warnFrom = at.getTime() + CSID_EXPIRY_WARNING_DAYS * 86_400_000;
  return {
    reporting:
      figures.oldest && overdue(ageSecondsOf(figures.oldest, at))
        ? {
            pending: figures.pending,
            not_reported: figures.notReported,
            not_issued: figures.notIssued,
            oldest_unreported_at: figures.oldest.toISOString(),
          }
        : null,
    certificate:
      expiresAt && expiresAt.getTime() <= warnFrom
        ? { expires_at: expiresAt.toISOString(), expired: expiresAt.getTime() <= at.getTime() }
        : null,
  };
}

type Row = typeof eInvoiceDocuments.$inferSelect;

const view = (row: Row): AdminEInvoice => ({
  id: row.id,
  order_id: row.orderId,
  kind: row.kind as AdminEInvoice['kind'],
  number: row.number,
  icv: row.icv,
  uuid: row.uuid,
  hash: row.hash,
  status: row.status as EInvoiceStatus,
  issued_at: row.issuedAt.toISOString(),
  reported_at: row.reportedAt?.toISOString() ?? null,
  warnings: row.warnings,
});

/** The documents, newest first, filtered by order, ICV and reporting status; 20 a page. */
export async function listDocuments(
  db: Db,
  query: { page: number; order_id?: number; icv?: number; status?: EInvoiceStatus },
): Promise<AdminEInvoicesResponse> {
  const where: SQL[] = [];
  if (query.order_id !== undefined) where.push(eq(eInvoiceDocuments.orderId, query.order_id));
  if (query.icv !== undefined) where.push(eq(eInvoiceDocuments.icv, query.icv));
  if (query.status !== undefined) where.push(eq(eInvoiceDocuments.status, query.status));
  const rows = await db
    .select()
    .from(eInvoiceDocuments)
    .where(and(...where))
    .orderBy(desc(eInvoiceDocuments.id))
    .limit(PER_PAGE + 1)
    .offset((query.page - 1) * PER_PAGE);
  return {
    documents: rows.slice(0, PER_PAGE).map(view),
    page: query.page,
    has_more: rows.length > PER_PAGE,
  };
}

/** A document's signed XML and its number (the download's name); 404 for an unknown id. */
export async function documentXml(db: Db, id: number): Promise<{ number: string; xml: string }> {
  const [row] = await db
    .select({ number: eInvoiceDocuments.number, xml: eInvoiceDocuments.signedXml })
    .from(eInvoiceDocuments)
    .where(eq(eInvoiceDocuments.id, id));
  if (!row) throw new HttpError(404, 'e_invoicing.document_not_found');
  return row;
}
