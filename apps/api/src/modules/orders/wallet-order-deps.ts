/** Builds POST orders' wallet dependencies from the app context (ADR 0053). */
import { HttpError } from '../../plugins/errors.ts';
import { signLink } from '../../lib/signed-link.ts';
import type { AppContext } from '../../app-context.ts';
import type { BnplMethod, WalletGateways } from '../../integrations/payments/wallets/interface.ts';
import type { Locale } from '@hajz/contracts/locale';
import { otpRules } from '@hajz/contracts/auth';
import type { WalletOrderDeps } from './wallet-order.ts';

type Availability = (
  wallets: WalletGateways,
  method: BnplMethod,
  total: number,
  locale: Locale,
) => { available: boolean; reason: string | null };

export function walletOrderDeps(context: AppContext, availability: Availability): WalletOrderDeps {
  return {
    providerName: (method) =>
      method === 'stc_pay' ? context.wallets.stcPay.name : context.wallets.bnpl[method].name,
    check(method, total, locale) {
      if (method === 'stc_pay') return;
      const { available, reason } = availability(context.wallets, method, total, locale);
      if (!available)
        throw new HttpError(
          422,
          'payment.bnpl_limits',
          { payment_method_id: [reason ?? ''] },
          undefined,
          undefined,
          {
            name: method === 'tabby' ? 'Tabby' : 'Tamara',
            min: String(context.wallets.bnpl[method].limits.min / 100),
            max: (context.wallets.bnpl[method].limits.max / 100).toLocaleString('en-US'),
          },
        );
    },
    payment(method, orderNumber, deadline, mobile) {
      if (method === 'stc_pay')
        return {
          create_token_url: { url: '' },
          redirect_url: null,
          stc_pay: {
            mobile_masked: `${(mobile ?? '').slice(0, 2)}*****${(mobile ?? '').slice(-2)}`,
            otp_expires_at: null,
            tries_left: otpRules.maxAttempts,
          },
        };
      const url = `/api/v1/payments/bnpl/checkout/${orderNumber}?${signLink(context.linkKey, 'pay', orderNumber, deadline)}`;
      return { create_token_url: { url }, redirect_url: url, stc_pay: null };
    },
  };
}
