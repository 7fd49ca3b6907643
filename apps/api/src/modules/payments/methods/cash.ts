/** Cash (pay at the branch): the order is confirmed at once and its payment is due there. */
import { depositsOnline, giftCardsOnline } from './rules.ts';
import type { PaymentMethodHandler } from './types.ts';

export const cash: PaymentMethodHandler = {
  id: 'cash',
  ready: true,
  online: false,
  createdMessage: 'orders.created_cash',
  refusal: (cart) => giftCardsOnline(cart) ?? depositsOnline(cart),
  start: () => ({ provider: 'cash', status: 'due_at_branch', payment: null }),
  // Nothing was taken online: a cancelled cash order's due is voided (participant.ts), never refunded.
  refund: async () => ({ status: 'failed', providerCode: 'cash' }),
};
