/** Builds the payment provider config.ts chose; its settings were checked at start (config/payments.ts). */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { createApsProvider } from './aps/provider.ts';
import type { PaymentProvider } from './interface.ts';
import { createSandboxGateway } from './sandbox/gateway.ts';

export type SelectedPayments = {
  provider: PaymentProvider;
  /** The sandbox gateway's own pages, served by the app under /sandbox-gateway. */
  sandboxRoutes?: FastifyPluginAsync;
};

export function selectPaymentProvider(
  config: Pick<Config, 'payments'>,
  sandbox: { secret: string; notify: (params: Record<string, string>) => Promise<void> },
): SelectedPayments {
  const { payments } = config;
  switch (payments.provider) {
    case 'sandbox': {
      const gateway = createSandboxGateway({ secret: sandbox.secret, notify: sandbox.notify });
      return { provider: gateway.provider, sandboxRoutes: gateway.routes };
    }
    case 'aps':
      return { provider: createApsProvider(payments.aps) };
  }
}
