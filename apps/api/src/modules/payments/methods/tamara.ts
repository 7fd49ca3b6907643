/** Tamara, buy now pay later (issue 27 item 5): listed in the registry, not offered until its handler is built. */
import { notBuilt } from './rules.ts';
import type { PaymentMethodHandler } from './types.ts';

export const tamara: PaymentMethodHandler = {
  id: 'tamara',
  ready: false,
  online: true,
  createdMessage: 'orders.created_card',
  refusal: () => null,
  start: notBuilt('tamara'),
  refund: notBuilt('tamara'),
};
