/** Tamara, buy now pay later (issue 27 item 5, ADR 0053): the provider's hosted checkout, within its amount limits. */
import { refundThroughBnpl, startBnpl, withinBnplLimits } from './wallet-rules.ts';
import type { PaymentMethodHandler } from './types.ts';
import { bnplInstalments } from '../../../integrations/payments/wallets/limits.ts';

export const tamara: PaymentMethodHandler = {
  id: 'tamara',
  ready: true,
  online: true,
  createdMessage: 'orders.created_card',
  instalments: bnplInstalments.tamara,
  refusal: withinBnplLimits('tamara'),
  start: startBnpl('tamara'),
  refund: refundThroughBnpl('tamara'),
};
