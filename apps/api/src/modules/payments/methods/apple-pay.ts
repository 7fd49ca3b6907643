/** Apple Pay through the provider's Apple Pay integration (issue 27 item 3). Not offered until its flow is built. */
import { refundThroughProvider, startOnPaymentPage } from './rules.ts';
import type { PaymentMethodHandler } from './types.ts';

export const applePay: PaymentMethodHandler = {
  id: 'apple_pay',
  ready: false,
  online: true,
  createdMessage: 'orders.created_card',
  refusal: () => null,
  start: startOnPaymentPage,
  refund: refundThroughProvider,
};
