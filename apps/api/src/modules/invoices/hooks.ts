/**
 * Plugs invoicing into the order lifecycle (modules/orders/lifecycle.ts) at module load: every confirmation —
 * a cash order at checkout, a card payment, a late payment reviving an order — issues the invoice in the same
 * transaction. The app imports this module through the invoice routes.
 */
import { registerOrderHooks } from '../orders/lifecycle.ts';
import { issueInvoice } from './queries.ts';

export const unregisterInvoiceHooks = registerOrderHooks({
  confirmed: ({ tx, order, now }) => issueInvoice(tx, order, now),
});
