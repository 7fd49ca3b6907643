/**
 * Deposits as an order lifecycle participant (listed in app-context.ts): a paid order's deposit is held in the
 * ledger when it is confirmed; a cancel refunds it (before the window) or keeps it (a customer's late cancel, the
 * close says so); a completed visit applies it to the bill. See ledger.ts for "exactly once".
 */
import type { Participant } from '../../lifecycle/order-lifecycle.ts';
import { holdDeposit, settleDeposit } from './ledger.ts';

export const depositsParticipant: Participant = {
  name: 'deposits',
  confirmed: ({ tx, order }) => holdDeposit(tx, order),
  released: async ({ tx, order, status, keepDeposit }) => {
    if (status !== 'cancelled') return;
    await settleDeposit(tx, order, keepDeposit ? 'forfeited' : 'refunded');
  },
  completed: async ({ tx, order }) => {
    await settleDeposit(tx, order, 'applied');
  },
};
