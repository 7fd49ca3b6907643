/** STC Pay (issue 27 item 4, ADR 0053): a one-time code texted to the wallet's number; refunds to the wallet. */
import { refundToStcPay, startStcPay } from './wallet-rules.ts';
import type { PaymentMethodHandler } from './types.ts';

export const stcPay: PaymentMethodHandler = {
  id: 'stc_pay',
  ready: true,
  online: true,
  createdMessage: 'orders.created_card',
  refusal: () => null,
  start: startStcPay,
  refund: refundToStcPay,
};
