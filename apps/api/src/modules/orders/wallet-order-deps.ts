/** POST orders' STC Pay / Tabby / Tamara dependencies from the app context (ADR 0053). */
import { signLink } from '../../lib/signed-link.ts';
import type { AppContext } from '../../app-context.ts';
import type { WalletStartDeps } from '../payments/index.ts';

export const walletOrderDeps = (context: AppContext): WalletStartDeps => ({
  providerName: (method) =>
    method === 'stc_pay' ? context.wallets.stcPay.name : context.wallets.bnpl[method].name,
  checkoutUrl: (orderNumber, expiresAt) =>
    `/api/v1/payments/bnpl/checkout/${orderNumber}?${signLink(context.linkKey, 'pay', orderNumber, expiresAt)}`,
});
