/**
 * Reporting (issue 26 item 5; ADR 0048): every issued document is published (`e_invoice.issued`) in the
 * transaction that issued it, and this outbox consumer reports it to Fatoora (`reportSingle`, Basic auth with the
 * unit's CSID) and records the verdict: REPORTED (with Fatoora's warnings kept) or NOT_REPORTED (with its errors
 * and warnings kept; the document keeps its slot in the chain). Fatoora down (an `unavailable` error) throws, so
 * the outbox retries with its backoff until it answers.
 *
 * Order: a delivery reports, in ICV order, every document of its unit still pending up to its own. So a later
 * document is never reported before an earlier one that is still pending: were the earlier one's delivery waiting
 * out a backoff, the later one's reports it first, or fails on it and waits too. A document already decided is not
 * sent again; two processes racing on one would send the same UUID and hash twice, which Fatoora answers alike.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eInvoiceDocuments, egsUnits } from '../../db/schema.ts';
import type { FatooraClient, ReportResult } from '../../integrations/fatoora/interface.ts';
import type { Consumer, OutboxEvent } from '../../outbox/outbox.ts';
import { recordVerdict } from './chain.ts';
import { unitCredentials, type EInvoicingKeys } from './onboarding.ts';

/** The event every issued document publishes (outbox/events.ts). */
export const DOCUMENT_ISSUED = 'e_invoice.issued';

export type ReportingDeps = {
  db: Db;
  fatoora: FatooraClient;
  keys: EInvoicingKeys;
  now?: () => Date;
};

/** Fatoora's messages kept with the document: warnings when reported; errors, then warnings, when not. */
function verdictOf(result: ReportResult) {
  const { errorMessages, warningMessages } = result.validationResults;
  return result.reportingStatus === 'REPORTED'
    ? { status: 'reported' as const, messages: warningMessages }
    : { status: 'not_reported' as const, messages: [...errorMessages, ...warningMessages] };
}

/**
 * Reports the unit's pending documents up to `icv` (all of them without it), in ICV order; returns how many were
 * decided. Throws Fatoora's error (after recording what was decided before it) when one could not be reported.
 */
export async function reportPending(
  deps: ReportingDeps,
  unitId: number,
  icv = Number.MAX_SAFE_INTEGER,
): Promise<number> {
  const [unit] = await deps.db.select().from(egsUnits).where(eq(egsUnits.id, unitId));
  if (!unit) throw new Error(`EGS unit ${unitId} does not exist`);
  const pending = await deps.db
    .select({
      id: eInvoiceDocuments.id,
      uuid: eInvoiceDocuments.uuid,
      hash: eInvoiceDocuments.hash,
      signedXml: eInvoiceDocuments.signedXml,
    })
    .from(eInvoiceDocuments)
    .where(
      and(
        eq(eInvoiceDocuments.unitId, unitId),
        eq(eInvoiceDocuments.status, 'pending'),
        lte(eInvoiceDocuments.icv, icv),
      ),
    )
    .orderBy(asc(eInvoiceDocuments.icv));
  if (pending.length === 0) return 0;
  const credentials = unitCredentials(unit, deps.keys);
  for (const document of pending) {
    const result = await deps.fatoora.reportSingle(credentials, {
      invoiceHash: document.hash,
      uuid: document.uuid,
      invoice: Buffer.from(document.signedXml).toString('base64'),
    });
    const verdict = verdictOf(result);
    await recordVerdict(deps.db, document.id, {
      status: verdict.status,
      at: (deps.now ?? (() => new Date()))(),
      messages: verdict.messages,
    });
  }
  return pending.length;
}

type IssuedPayload = { document_id: number; unit_id: number; icv: number };

/**
 * The outbox consumer. Fatoora's 24-hour window is what the tries are sized for: with the outbox's doubling
 * backoff (capped at an hour) 40 tries last well over a day before an operator is asked to replay.
 */
export function eInvoiceReportingConsumer(deps: ReportingDeps): Consumer {
  return {
    name: 'e-invoicing.report',
    events: [DOCUMENT_ISSUED],
    maxAttempts: 40,
    handle: async (event: OutboxEvent) => {
      const payload = event.payload as IssuedPayload;
      await reportPending(deps, payload.unit_id, payload.icv);
    },
  };
}
