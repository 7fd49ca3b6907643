/**
 * E-invoicing as an order lifecycle participant: when an order becomes a sale (`confirmed`: card paid, cash
 * confirmed, gift card sold, gifted booking paid), its simplified tax invoice is issued on the business's EGS unit in
 * the confirming transaction; to be listed after the other participants, so that the unit's lock is held for as short
 * as possible (ADR 0047). Off (it does nothing) until a unit is onboarded (a production CSID) and the seller's
 * registration is known (business settings: CR number and national address). Built in app-context.ts and listed
 * last among the participants (ADR 0048).
 *
 * What is sold and then given back is credited (ADR 0049): a cancelled order's invoice by a credit note for all of
 * it that is not credited yet (`released`, status cancelled); a refund on an order still sold by a credit note for
 * the amount refunded (`refunded`), never more than what is left uncredited. On the unit that issued the invoice's
 * chain (the one unit), with the invoice's number as the BillingReference.
 */
import { halalas, type Seller } from '@hajz/zatca';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eInvoiceDocuments } from '../../db/schema.ts';
import {
  retainedOf,
  type OrderRow,
  type Participant,
  type TransitionContext,
} from '../../lifecycle/order-lifecycle.ts';
import { issueDocument, type IssueOptions } from './chain.ts';
import {
  amountCreditNoteDraft,
  orderCreditNoteDraft,
  orderInvoiceDraft,
  type CreditCause,
} from './order-document.ts';
import { onboardedUnit } from './units.ts';

export type EInvoicingParticipantOptions = Omit<IssueOptions, 'now' | 'publish'> & {
  /** The seller as registered with ZATCA (name, VAT number, CR, national address); null: not known, so off. */
  seller: (tx: Db) => Promise<Seller | null>;
};

/** What a stored document came to with VAT (TaxInclusiveAmount plus any rounding), halalas. */
function documentGross(xml: string): number {
  const amount = (element: string) => {
    const match = new RegExp(`<cbc:${element} currencyID="SAR">([^<]+)<`).exec(xml);
    return match ? halalas(match[1]!) : 0;
  };
  return amount('TaxInclusiveAmount') + amount('PayableRoundingAmount');
}

export function eInvoicingParticipant(options: EInvoicingParticipantOptions): Participant {
  /**
   * Credits `amount` of the order's invoice (all that is left when null; all but −amount when negative). Nothing when the order has no invoice (sold
   * before e-invoicing was on, or never sold), when everything is credited already, or when no unit is onboarded.
   */
  async function credit(
    { tx, order, items, now, publish }: TransitionContext,
    cause: CreditCause,
    amount: number | null,
    to: 'card' | 'wallet' | 'original',
  ): Promise<void> {
    const unit = await onboardedUnit(tx);
    if (!unit) return;
    const seller = await options.seller(tx);
    if (!seller) return;
    const documents = await tx
      .select({ kind: eInvoiceDocuments.kind, signedXml: eInvoiceDocuments.signedXml })
      .from(eInvoiceDocuments)
      .where(eq(eInvoiceDocuments.orderId, order.id))
      .orderBy(asc(eInvoiceDocuments.id));
    const invoice = documents.find((d) => d.kind === 'invoice');
    if (!invoice) return;
    const credited = documents.filter((d) => d.kind === 'credit_note');
    const left =
      documentGross(invoice.signedXml) - credited.reduce((n, d) => n + documentGross(d.signedXml), 0);
    // A negative amount: all that is left but that much (what a late cancel keeps).
    const credit = amount === null ? left : amount < 0 ? left + amount : Math.min(amount, left);
    if (credit <= 0) return;
    const rank = credited.length + 1;
    await issueDocument(
      tx,
      unit.id,
      () =>
        // Nothing credited yet and all of it to credit: the invoice mirrored, line by line.
        credited.length === 0 && credit === left
          ? orderCreditNoteDraft(order, items, seller, now, rank, cause)
          : amountCreditNoteDraft(order, seller, now, rank, { cause, amount: credit, to }),
      { openPrivateKey: options.openPrivateKey, now, publish },
    );
  }

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
    released: async (context) => {
      if (context.status !== 'cancelled') return;
      // A late cancel keeps the deposit (ADR 0054): that part stays sold, the rest is credited.
      const kept = retainedOf(context);
      await credit(context, 'cancellation', kept > 0 ? -kept : null, context.refundTo ?? 'original');
    },
    refunded: async (context) => {
      // A cancelled order's credit note covers all of it, whatever is refunded after; a payment the order refused
      // was never part of the sale.
      if (isCancelled(context.order) || !context.refund.ofSale) return;
      await credit(context, 'refund', context.refund.amount, context.refund.to);
    },
  };
}

const isCancelled = (order: OrderRow) => order.status === 'cancelled';
