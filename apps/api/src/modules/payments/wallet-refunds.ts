/** Refunds go back where the money came from (issue 27 item 6, ADR 0053): what the notification says. */
import { isWalletMethod } from '../../integrations/payments/wallets/interface.ts';
import type { Refund } from '../../lifecycle/order-lifecycle.ts';

/** What the customer's notification says the refund went back to. */
export const refundTarget = (method: string): Refund['to'] =>
  isWalletMethod(method) || method === 'apple_pay' ? method : 'card';
