/** Refunds go back where the money came from (issue 27 item 6, ADR 0053): the gateway of the payment's method. */
import {
  bnplMethods,
  isWalletMethod,
  type BnplMethod,
  type RefundRequest,
} from '../../integrations/payments/wallets/interface.ts';
import type { RefundResult } from '../../integrations/payments/interface.ts';
import type { AppContext } from '../../app-context.ts';
import type { Refund } from '../../lifecycle/order-lifecycle.ts';

const isBnpl = (method: string): method is BnplMethod => (bnplMethods as readonly string[]).includes(method);

export function refunderOf(
  ctx: Pick<AppContext, 'provider' | 'wallets'>,
  method: string,
): { refund(request: RefundRequest): Promise<RefundResult> } {
  if (method === 'stc_pay') return ctx.wallets.stcPay;
  if (isBnpl(method)) return ctx.wallets.bnpl[method];
  return ctx.provider;
}

/** What the customer's notification says the refund went back to. */
export const refundTarget = (method: string): Refund['to'] => (isWalletMethod(method) ? method : 'card');
