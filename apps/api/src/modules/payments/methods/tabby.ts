/** Tabby, buy now pay later (issue 27 item 5, ADR 0053): the provider's hosted checkout, within its amount limits. */
import { refundThroughBnpl, startBnpl, withinBnplLimits } from './wallet-rules.ts';
import type { PaymentMethodHandler } from './types.ts';
import { bnplInstalments } from '../../../integrations/payments/wallets/limits.ts';

export const tabby: PaymentMethodHandler = {
  id: 'tabby',
  ready: true,
  online: true,
  createdMessage: 'orders.created_card',
  instalments: bnplInstalments.tabby,
  refusal: withinBnplLimits('tabby'),
  start: startBnpl('tabby'),
  refund: refundThroughBnpl('tabby'),
};
