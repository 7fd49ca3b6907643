/**
 * Tabby / Tamara for a total (ADR 0053): available within the provider's limits, else a translated reason
 * ("Tabby is for totals between 10 and 10,000 SAR"); with the instalment preview the providers require.
 */
import { formatAmount } from '@hajz/contracts/money';
import type { Locale } from '@hajz/contracts/locale';
import { format, translate } from '../../i18n/messages.ts';
import {
  instalmentPlan,
  type BnplMethod,
  type WalletGateways,
} from '../../integrations/payments/wallets/interface.ts';

export type BnplAvailability = {
  available: boolean;
  reason: string | null;
  preview: { count: number; first: number; rest: number; text: string };
};

export function bnplAvailability(
  wallets: WalletGateways,
  method: BnplMethod,
  total: number,
  locale: Locale,
): BnplAvailability {
  const gateway = wallets.bnpl[method];
  const { min, max } = gateway.limits;
  const available = total >= min && total <= max;
  const plan = instalmentPlan(total, gateway.instalments);
  return {
    available,
    reason: available
      ? null
      : format(locale, 'payment.bnpl_limits', {
          name: translate(locale, `payment.${method}`),
          min: String(min / 100),
          max: (max / 100).toLocaleString('en-US'),
        }),
    preview: {
      ...plan,
      text: format(locale, 'payment.bnpl_preview', {
        count: String(plan.count),
        amount: formatAmount(plan.first),
      }),
    },
  };
}
