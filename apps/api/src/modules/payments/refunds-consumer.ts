/** `payment.refund_due` → the provider refund (outcome.ts), retried by the outbox until the provider takes it. */
import type { AppContext } from '../../app-context.ts';
import type { OrderLifecycle } from '../../lifecycle/order-lifecycle.ts';
import type { Consumer, Delivery } from '../../outbox/outbox.ts';
import { refundPayment } from './outcome.ts';
import { refundDue } from './participant.ts';

/** Built before the lifecycle (which publishes through the outbox it feeds): each delivery hands it over. */
export const refundsConsumer = (
  deps: Pick<AppContext, 'db' | 'provider' | 'wallets' | 'applePay' | 'log'>,
): Consumer<Delivery & { lifecycle: OrderLifecycle }> => ({
  name: 'refunds',
  events: [refundDue],
  // A provider outage can last hours: tries spread over about a day before an operator has to look.
  maxAttempts: 12,
  handle: async (event, { lifecycle }) => {
    await refundPayment({ ...deps, lifecycle }, Number(event.payload.payment_id));
  },
});
