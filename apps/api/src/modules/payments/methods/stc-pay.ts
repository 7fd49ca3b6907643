/** STC Pay (issue 27 item 4): listed in the registry, not offered until its handler is built. */
import { notBuilt } from './rules.ts';
import type { PaymentMethodHandler } from './types.ts';

export const stcPay: PaymentMethodHandler = {
  id: 'stc_pay',
  ready: false,
  online: true,
  createdMessage: 'orders.created_card',
  refusal: () => null,
  start: notBuilt('stc_pay'),
  refund: notBuilt('stc_pay'),
};
