import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../integrations/payments/interface.ts';
import type { SmsProvider } from '../../integrations/sms/interface.ts';
import type { OrderLifecycle } from '../../lifecycle/order-lifecycle.ts';
import type { Worker } from '../../outbox/worker.ts';

/** What the payments module works with: one provider, chosen at start (sandbox by default). */
export type PaymentsContext = {
  db: Db;
  provider: PaymentProvider;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  /** Signs our own payment links (payment page, card setup page). */
  linkKey: Buffer;
  /** The order lifecycle built in app.ts: every transition goes through it. */
  lifecycle: OrderLifecycle;
  /** The outbox worker: a request that must answer with a reaction's result delivers it at once (deliverNow). */
  outbox: Worker;
};
