/**
 * Builds the wallet and BNPL gateways config.ts chose (config/wallets.ts): each the local sandbox (no keys needed,
 * ADR 0053) or its real adapter (ADR 0062): STC Pay through APS, Tabby and Tamara over their HTTP APIs.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config.ts';
import type { SmsProvider } from '../../sms/interface.ts';
import { createApsStcPay } from '../aps/stc-pay.ts';
import type { BnplMethod, WalletGateways } from './interface.ts';
import { createSandboxBnpl } from './sandbox-bnpl.ts';
import { createSandboxStcPay } from './sandbox-stc-pay.ts';
import { createTabbyGateway } from './tabby-http.ts';
import { createTamaraGateway } from './tamara-http.ts';

export type SelectedWallets = { gateways: WalletGateways; sandboxRoutes?: FastifyPluginAsync };

export function selectWalletGateways(input: {
  config: Pick<Config, 'wallets'>;
  sms: SmsProvider;
  secret: string;
  notify: (method: BnplMethod, params: Record<string, string>) => Promise<void>;
}): SelectedWallets {
  const { stcPay, tabby, tamara } = input.config.wallets;
  const sandbox = createSandboxBnpl({ secret: input.secret, notify: input.notify });
  const usesSandbox = tabby.provider === 'sandbox' || tamara.provider === 'sandbox';
  return {
    gateways: {
      stcPay:
        stcPay.provider === 'aps' ? createApsStcPay(stcPay.aps) : createSandboxStcPay({ sms: input.sms }),
      bnpl: {
        tabby: tabby.provider === 'tabby' ? createTabbyGateway(tabby.tabby) : sandbox.gateways.tabby,
        tamara: tamara.provider === 'tamara' ? createTamaraGateway(tamara.tamara) : sandbox.gateways.tamara,
      },
    },
    sandboxRoutes: usesSandbox ? sandbox.routes : undefined,
  };
}
