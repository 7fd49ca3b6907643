import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { paymentEnvVars } from '../../config/payments.ts';
import { selectPaymentProvider } from './select-provider.ts';

const sandbox = { secret: 'x'.repeat(40), notify: async () => undefined };
const aps = {
  PAYMENT_PROVIDER: 'aps',
  APS_MERCHANT_IDENTIFIER: 'merchant',
  APS_ACCESS_CODE: 'access',
  APS_SHA_REQUEST_PHRASE: 'request-phrase',
  APS_SHA_RESPONSE_PHRASE: 'response-phrase',
  APS_FALLBACK_EMAIL: 'payments@hajz.example',
};

describe('selectPaymentProvider', () => {
  it('defaults to the sandbox gateway, with its pages', () => {
    const chosen = selectPaymentProvider(loadConfig({}), sandbox);
    expect(chosen.provider.name).toBe('sandbox');
    expect(chosen.sandboxRoutes).toBeTypeOf('function');
    expect(selectPaymentProvider(loadConfig({ PAYMENT_PROVIDER: ' Sandbox ' }), sandbox).provider.name).toBe(
      'sandbox',
    );
  });

  it('picks APS when configured, and fails loudly when a setting is missing', () => {
    const chosen = selectPaymentProvider(loadConfig(aps), sandbox);
    expect(chosen.provider.name).toBe('aps');
    expect(chosen.sandboxRoutes).toBeUndefined();
    expect(() => selectPaymentProvider(loadConfig({ ...aps, APS_ACCESS_CODE: '' }), sandbox)).toThrow(
      /APS_ACCESS_CODE/,
    );
  });

  it('refuses an unknown provider', () => {
    expect(() => selectPaymentProvider(loadConfig({ PAYMENT_PROVIDER: 'paypal' }), sandbox)).toThrow(
      /sandbox or aps/,
    );
  });

  it('documents every setting it reads', () => {
    const names = paymentEnvVars.map((v) => v.name);
    for (const name of Object.keys(aps)) expect(names).toContain(name);
  });
});
