/**
 * Invoicing as an order lifecycle participant (listed in app-context.ts): every confirmation — a cash order at checkout, a
 * card payment, a late payment reviving an order — issues the invoice in the same transaction.
 */
import type { Participant } from '../../lifecycle/order-lifecycle.ts';
import { issueInvoice } from './queries.ts';

export const invoicesParticipant: Participant = {
  name: 'invoices',
  confirmed: ({ tx, order, now }) => issueInvoice(tx, order, now),
};
