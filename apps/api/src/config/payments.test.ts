import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { apsEnvVars } from './payments.ts';

/** The APS options config.ts builds when APS is the payment provider. */
function apsOptionsFromEnv(env: Record<string, string>) {
  const { payments } = loadConfig({ PAYMENT_PROVIDER: 'aps', ...env });
  if (payments.provider !== 'aps') throw new Error('APS was not chosen');
  return payments.aps;
}

const REQUIRED = {
  APS_MERCHANT_IDENTIFIER: 'MxvOupuG',
  APS_ACCESS_CODE: 'SILgpo7pWbmzuURp2qri',
  APS_SHA_REQUEST_PHRASE: 'req',
  APS_SHA_RESPONSE_PHRASE: 'res',
  APS_FALLBACK_EMAIL: 'payments@hajz.test',
};

describe('APS settings from the environment', () => {
  it('reads the required settings and defaults to the sandbox with SHA-256', () => {
    expect(apsOptionsFromEnv(REQUIRED)).toEqual({
      merchantIdentifier: 'MxvOupuG',
      accessCode: 'SILgpo7pWbmzuURp2qri',
      shaRequestPhrase: 'req',
      shaResponsePhrase: 'res',
      shaType: 'sha256',
      checkoutUrl: 'https://sbcheckout.payfort.com/FortAPI/paymentPage',
      apiUrl: 'https://sbpaymentservices.payfort.com/FortAPI/paymentApi',
      fallbackEmail: 'payments@hajz.test',
    });
  });

  it('takes the back office SHA type and production URLs', () => {
    const options = apsOptionsFromEnv({
      ...REQUIRED,
      APS_SHA_TYPE: 'SHA-512',
      APS_CHECKOUT_URL: 'https://checkout.payfort.com/FortAPI/paymentPage',
      APS_API_URL: 'https://paymentservices.payfort.com/FortAPI/paymentApi',
    });
    expect(options).toMatchObject({
      shaType: 'sha512',
      checkoutUrl: 'https://checkout.payfort.com/FortAPI/paymentPage',
      apiUrl: 'https://paymentservices.payfort.com/FortAPI/paymentApi',
    });
  });

  it('fails loudly, naming the variable, when a required one is missing or blank', () => {
    for (const name of Object.keys(REQUIRED)) {
      expect(() => apsOptionsFromEnv({ ...REQUIRED, [name]: '  ' })).toThrow(name);
    }
  });

  it('refuses a malformed SHA type, URL or email', () => {
    expect(() => apsOptionsFromEnv({ ...REQUIRED, APS_SHA_TYPE: 'MD5' })).toThrow('APS_SHA_TYPE');
    expect(() => apsOptionsFromEnv({ ...REQUIRED, APS_API_URL: 'ftp://x' })).toThrow('APS_API_URL');
    expect(() => apsOptionsFromEnv({ ...REQUIRED, APS_FALLBACK_EMAIL: 'nobody' })).toThrow(
      'APS_FALLBACK_EMAIL',
    );
  });

  it('documents every variable it reads', () => {
    expect(apsEnvVars.map((v) => v.name).sort()).toEqual(
      [...Object.keys(REQUIRED), 'APS_SHA_TYPE', 'APS_CHECKOUT_URL', 'APS_API_URL'].sort(),
    );
    for (const name of Object.keys(REQUIRED)) {
      expect(apsEnvVars.find((v) => v.name === name)?.default).toBeNull();
    }
  });
});
