/** Picks the payment provider from the environment at startup; a real provider with missing settings fails loudly. */
import type { FastifyPluginAsync } from 'fastify';
import { apsEnvVars, apsOptionsFromEnv } from './aps/env.ts';
import { createApsProvider } from './aps/provider.ts';
import type { PaymentProvider } from './interface.ts';
import { createSandboxGateway } from './sandbox/gateway.ts';
import type { SmsEnvVar } from '../sms/select-provider.ts';

export const paymentEnvVars: readonly SmsEnvVar[] = [
  {
    name: 'PAYMENT_PROVIDER',
    default: 'sandbox',
    meaning:
      'Card gateway: sandbox (a local hosted card page with test cards; no money moves) or aps (Amazon Payment Services).',
  },
  ...apsEnvVars,
];

export type SelectedPayments = {
  provider: PaymentProvider;
  /** The sandbox gateway's own pages, served by the app under /sandbox-gateway. */
  sandboxRoutes?: FastifyPluginAsync;
};

type Env = Record<string, string | undefined>;

export function selectPaymentProvider(
  env: Env,
  sandbox: { secret: string; notify: (params: Record<string, string>) => Promise<void> },
): SelectedPayments {
  const choice = (env.PAYMENT_PROVIDER ?? '').trim().toLowerCase() || 'sandbox';
  switch (choice) {
    case 'sandbox': {
      const gateway = createSandboxGateway({ secret: sandbox.secret, notify: sandbox.notify });
      return { provider: gateway.provider, sandboxRoutes: gateway.routes };
    }
    case 'aps':
      return { provider: createApsProvider(apsOptionsFromEnv(env)) };
    default:
      throw new Error(`PAYMENT_PROVIDER must be sandbox or aps; got "${env.PAYMENT_PROVIDER}"`);
  }
}
