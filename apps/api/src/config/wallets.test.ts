import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { selectWalletGateways } from '../integrations/payments/wallets/select.ts';

const APS = {
  APS_MERCHANT_IDENTIFIER: 'MxvOupuG',
  APS_ACCESS_CODE: 'SILgpo7pWbmzuURp2qri',
  APS_SHA_REQUEST_PHRASE: 'req',
  APS_SHA_RESPONSE_PHRASE: 'res',
  APS_FALLBACK_EMAIL: 'payments@hajz.test',
};
const select = (env: Record<string, string>) =>
  selectWalletGateways({
    config: loadConfig(env),
    sms: { name: 'console', send: async () => ({ id: 'x' }) } as never,
    secret: 'k'.repeat(64),
    notify: async () => undefined,
  });

describe('wallet settings from the environment', () => {
  it('defaults to the sandboxes, no keys needed', () => {
    const { gateways, sandboxRoutes } = select({});
    expect([gateways.stcPay.name, gateways.bnpl.tabby.name, gateways.bnpl.tamara.name]).toEqual([
      'sandbox_stc_pay',
      'sandbox_tabby',
      'sandbox_tamara',
    ]);
    expect(sandboxRoutes).toBeDefined();
  });

  it('chooses the real adapters with their keys (STC Pay on the APS credentials)', () => {
    const env = {
      ...APS,
      STC_PAY_PROVIDER: 'aps',
      TABBY_PROVIDER: 'Tabby',
      TABBY_SECRET_KEY: 'sk_test_1',
      TABBY_MERCHANT_CODE: 'HAJZSA',
      TABBY_WEBHOOK_SECRET: 'shared',
      TAMARA_PROVIDER: 'tamara',
      TAMARA_API_TOKEN: 't',
      TAMARA_NOTIFICATION_TOKEN: 'n',
    };
    expect(loadConfig(env).wallets.tabby).toEqual({
      provider: 'tabby',
      tabby: {
        secretKey: 'sk_test_1',
        merchantCode: 'HAJZSA',
        webhookHeader: { name: 'X-Hajz-Webhook', value: 'shared' },
        apiUrl: 'https://api.tabby.sa',
      },
    });
    const { gateways, sandboxRoutes } = select(env);
    expect([gateways.stcPay.name, gateways.bnpl.tabby.name, gateways.bnpl.tamara.name]).toEqual([
      'aps_stc_pay',
      'tabby',
      'tamara',
    ]);
    expect(sandboxRoutes).toBeUndefined();
  });

  it('a chosen provider without its keys is one start-up message naming each, secrets never echoed', () => {
    let message = '';
    try {
      loadConfig({
        STC_PAY_PROVIDER: 'aps',
        TABBY_PROVIDER: 'tabby',
        TAMARA_PROVIDER: 'tamara',
        TABBY_SECRET_KEY: 'sk_x',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  - APS_MERCHANT_IDENTIFIER is required when STC_PAY_PROVIDER=aps',
      '  - APS_ACCESS_CODE is required when STC_PAY_PROVIDER=aps',
      '  - APS_SHA_REQUEST_PHRASE is required when STC_PAY_PROVIDER=aps',
      '  - APS_SHA_RESPONSE_PHRASE is required when STC_PAY_PROVIDER=aps',
      '  - APS_FALLBACK_EMAIL is required when STC_PAY_PROVIDER=aps',
      '  - TABBY_MERCHANT_CODE is required when TABBY_PROVIDER=tabby',
      '  - TABBY_WEBHOOK_SECRET is required when TABBY_PROVIDER=tabby',
      '  - TAMARA_API_TOKEN is required when TAMARA_PROVIDER=tamara',
      '  - TAMARA_NOTIFICATION_TOKEN is required when TAMARA_PROVIDER=tamara',
    ]);
    expect(() => loadConfig({ TABBY_PROVIDER: 'klarna' })).toThrow('TABBY_PROVIDER must be sandbox or tabby');
  });
});
