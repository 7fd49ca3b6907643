/** What POST orders needs for STC Pay, Tabby and Tamara (ADR 0053), handed in by the route like the card page URL. */
import type { Locale } from '@hajz/contracts/locale';
import type { StcPayStateResponse } from '@hajz/contracts/wallet-payments';
import type { WalletMethod } from '../../integrations/payments/wallets/interface.ts';

export { isWalletMethod } from '../../integrations/payments/wallets/interface.ts';

export type WalletOrderDeps = {
  /** The gateway's name stored with the payment. */
  providerName(method: WalletMethod): string;
  /** Throws the translated 422 when the method does not take this total (BNPL limits). */
  check(method: WalletMethod, total: number, locale: Locale): void;
  /** The method's part of the order's `payment` answer. */
  payment(
    method: WalletMethod,
    orderNumber: string,
    deadline: Date,
    mobile: string | undefined,
  ): {
    create_token_url: { url: string };
    redirect_url: string | null;
    stc_pay: StcPayStateResponse | null;
  };
};
