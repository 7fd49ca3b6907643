/** `payment.refund_due` → the provider refund (outcome.ts), retried by the outbox until the provider takes it. */
import type { Consumer } from '../../outbox/outbox.ts';
import type { PaymentsContext } from './context.ts';
import { refundPayment } from './outcome.ts';
import { refundDue } from './participant.ts';

export const refundsConsumer = (ctx: PaymentsContext): Consumer => ({
  name: 'refunds',
  events: [refundDue],
  // A provider outage can last hours: tries spread over about a day before an operator has to look.
  maxAttempts: 12,
  handle: async (event) => {
    await refundPayment(ctx, Number(event.payload.payment_id));
  },
});
