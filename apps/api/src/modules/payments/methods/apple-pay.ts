/**
 * Apple Pay through the provider's Apple Pay integration (issue 27 item 3, ADR 0061): the order waits while the
 * page's ApplePaySession validates the merchant and hands over the token (payments/apple-pay/pay); the money goes
 * back through the provider's Apple Pay configuration.
 */
import { startOnPaymentPage } from './rules.ts';
import type { PaymentMethodHandler } from './types.ts';

export const applePay: PaymentMethodHandler = {
  id: 'apple_pay',
  ready: true,
  online: true,
  createdMessage: 'orders.created_card',
  refusal: () => null,
  start: startOnPaymentPage,
  refund: async ({ applePay }, request) => {
    // The payment was made through the gateway; without one now (a changed configuration) the outbox retries.
    if (!applePay) throw new Error('Apple Pay is not configured: cannot refund');
    return applePay.refund(request);
  },
};
