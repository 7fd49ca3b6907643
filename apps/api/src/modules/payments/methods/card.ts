/** Card (mada, Visa, Mastercard): the provider's card page in the pop-up, 3-D Secure, refunds to the card. */
import { cardSchemes } from '@hajz/contracts/payment-methods';
import { refundThroughProvider, startOnPaymentPage } from './rules.ts';
import type { PaymentMethodHandler } from './types.ts';

export const card: PaymentMethodHandler = {
  id: 'card',
  ready: true,
  online: true,
  schemes: cardSchemes,
  createdMessage: 'orders.created_card',
  refusal: () => null,
  start: startOnPaymentPage,
  refund: refundThroughProvider,
};
