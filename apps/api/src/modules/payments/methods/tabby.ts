/** Tabby, buy now pay later (issue 27 item 5): listed in the registry, not offered until its handler is built. */
import { notBuilt } from './rules.ts';
import type { PaymentMethodHandler } from './types.ts';

export const tabby: PaymentMethodHandler = {
  id: 'tabby',
  ready: false,
  online: true,
  createdMessage: 'orders.created_card',
  refusal: () => null,
  start: notBuilt('tabby'),
  refund: notBuilt('tabby'),
};
