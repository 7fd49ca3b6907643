/**
 * E-invoicing as an order lifecycle participant (ADR 0050, superseding the in-transaction issue of ADR 0047/0048):
 * in the transition's own transaction it only records what must be documented — an `e_invoice_requests` row and an
 * `e_invoice.due` outbox event — and the document is issued after the commit by the outbox consumer (issuing.ts).
 * The intent is as durable as the sale; signing, the unit's lock and Fatoora are never on the sale's path.
 *
 * - `confirmed` (card paid, cash confirmed, gift card sold, gifted booking paid): the sale, once per order (a late
 *   payment reviving an order confirms it again). Off (nothing recorded) until a unit is onboarded (a production
 *   CSID) and the seller's registration is known (business settings: CR number and national address).
 * - `released` with status cancelled: the cancellation, once, of an order whose sale was recorded (ADR 0049: a credit
 *   note for all not yet credited; a late cancel keeping a deposit: all but the deposit, ADR 0054).
 * - `refunded` on an order still sold, of money that paid for the sale: the refund (a credit note for its amount,
 *   capped at what is left when it is issued). An order sold before e-invoicing was on has no sale recorded: none.
 */
import type { Seller } from '@hajz/zatca';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eInvoiceRequests } from '../../db/schema.ts';
import { retainedOf, type Participant, type TransitionContext } from '../../lifecycle/order-lifecycle.ts';
import { onboardedUnit } from './units.ts';

export type EInvoicingParticipantOptions = {
  /** The seller as registered with ZATCA (name, VAT number, CR, national address); null: not known, so off. */
  seller: (tx: Db) => Promise<Seller | null>;
};

type Cause = 'sale' | 'cancellation' | 'refund';

async function recorded(tx: Db, orderId: number, cause: Cause): Promise<boolean> {
  const [row] = await tx
    .select({ id: eInvoiceRequests.id })
    .from(eInvoiceRequests)
    .where(and(eq(eInvoiceRequests.orderId, orderId), eq(eInvoiceRequests.cause, cause)))
    .limit(1);
  return row !== undefined;
}

/** Records the request and its event in the transition's transaction. */
async function record(
  { tx, order, now, publish }: TransitionContext,
  request: { cause: Cause; amount?: number; refundTo?: string },
): Promise<void> {
  const [row] = await tx
    .insert(eInvoiceRequests)
    .values({
      orderId: order.id,
      cause: request.cause,
      amount: request.amount ?? null,
      refundTo: request.refundTo ?? null,
      occurredAt: now,
    })
    .returning({ id: eInvoiceRequests.id });
  await publish(tx, 'e_invoice.due', { request_id: row!.id, order_id: order.id });
}

export function eInvoicingParticipant(options: EInvoicingParticipantOptions): Participant {
  return {
    name: 'e-invoicing',
    confirmed: async (context) => {
      const { tx, order } = context;
      if (await recorded(tx, order.id, 'sale')) return;
      if (!(await onboardedUnit(tx)) || !(await options.seller(tx))) return;
      await record(context, { cause: 'sale' });
    },
    released: async (context) => {
      if (context.status !== 'cancelled') return;
      const { tx, order } = context;
      if (!(await recorded(tx, order.id, 'sale')) || (await recorded(tx, order.id, 'cancellation'))) return;
      // A late cancel keeps the deposit (ADR 0054): that part stays sold, the rest is credited — the request carries
      // it as a negative amount (all that is left when issued but that much; issuing.ts).
      const kept = retainedOf(context);
      await record(context, {
        cause: 'cancellation',
        ...(kept > 0 ? { amount: -kept } : {}),
        refundTo: context.refundTo ?? 'original',
      });
    },
    refunded: async (context) => {
      const { tx, order, refund } = context;
      // A cancelled order's credit note covers all of it, whatever is refunded after; a payment the order refused
      // was never part of the sale.
      if (order.status === 'cancelled' || !refund.ofSale || refund.amount <= 0) return;
      if (!(await recorded(tx, order.id, 'sale'))) return;
      // STC Pay, Tabby, Tamara (ADR 0053): the credit note names the sale's own means of payment.
      const refundTo = refund.to === 'card' || refund.to === 'wallet' ? refund.to : 'original';
      await record(context, { cause: 'refund', amount: refund.amount, refundTo });
    },
  };
}
