import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../integrations/payments/interface.ts';
import type { SmsProvider } from '../../integrations/sms/interface.ts';

/** What the payments module works with: one provider, chosen at start (sandbox by default). */
export type PaymentsContext = {
  db: Db;
  provider: PaymentProvider;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  /** Signs our own payment links (payment page, card setup page). */
  linkKey: Buffer;
};
