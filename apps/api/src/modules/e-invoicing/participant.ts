/**
 * E-invoicing as an order lifecycle participant: when an order becomes a sale (`confirmed`: card paid, cash
 * confirmed, gift card sold, gifted booking paid), its simplified tax invoice is issued on the business's EGS unit in
 * the confirming transaction; to be listed after the other participants, so that the unit's lock is held for as short
 * as possible (ADR 0047). Off (it does nothing) until a unit is onboarded (a production CSID) and the seller's
 * registration is known (business settings: CR number and national address). Built in app-context.ts and listed
 * last among the participants (ADR 0048).
 */
import type { Seller } from '@hajz/zatca';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eInvoiceDocuments } from '../../db/schema.ts';
import type { Participant } from '../../lifecycle/order-lifecycle.ts';
import { issueDocument, type IssueOptions } from './chain.ts';
import { orderInvoiceDraft } from './order-document.ts';
import { onboardedUnit } from './units.ts';

export type EInvoicingParticipantOptions = Omit<IssueOptions, 'now' | 'publish'> & {
  /** The seller as registered with ZATCA (name, VAT number, CR, national address); null: not known, so off. */
  seller: (tx: Db) => Promise<Seller | null>;
};

export function eInvoicingParticipant(options: EInvoicingParticipantOptions): Participant {
  return {
    name: 'e-invoicing',
    confirmed: async ({ tx, order, items, now, publish }) => {
      const unit = await onboardedUnit(tx);
      if (!unit) return;
      const seller = await options.seller(tx);
      if (!seller) return;
      // A late payment reviving an order confirms it again: its invoice is issued once.
      const [existing] = await tx
        .select({ id: eInvoiceDocuments.id })
        .from(eInvoiceDocuments)
        .where(and(eq(eInvoiceDocuments.orderId, order.id), eq(eInvoiceDocuments.kind, 'invoice')));
      if (existing) return;
      await issueDocument(tx, unit.id, () => orderInvoiceDraft(order, items, seller, now), {
        openPrivateKey: options.openPrivateKey,
        now,
        // The document's `e_invoice.issued` goes out with the sale's own events (reporting.ts).
        publish,
      });
    },
  };
}
