/** Builds the wallet and BNPL gateways: the local sandbox ones (no keys needed, ADR 0053). */
import type { FastifyPluginAsync } from 'fastify';
import type { SmsProvider } from '../../sms/interface.ts';
import type { BnplMethod, WalletGateways } from './interface.ts';
import { createSandboxBnpl } from './sandbox-bnpl.ts';
import { createSandboxStcPay } from './sandbox-stc-pay.ts';

export type SelectedWallets = { gateways: WalletGateways; sandboxRoutes?: FastifyPluginAsync };

export function selectWalletGateways(input: {
  sms: SmsProvider;
  secret: string;
  notify: (method: BnplMethod, params: Record<string, string>) => Promise<void>;
}): SelectedWallets {
  const bnpl = createSandboxBnpl({ secret: input.secret, notify: input.notify });
  return {
    gateways: { stcPay: createSandboxStcPay({ sms: input.sms }), bnpl: bnpl.gateways },
    sandboxRoutes: bnpl.routes,
  };
}
