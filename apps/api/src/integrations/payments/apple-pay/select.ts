/** Builds the Apple Pay gateway beside the card provider config.ts chose (ADR 0061). */
import { readFileSync } from 'node:fs';
import type { Config } from '../../../config.ts';
import { createApsApplePay } from '../aps/apple-pay.ts';
import { createAppleMerchantValidator, type AppleTransport } from './apple-merchant-validation.ts';
import type { ApplePayGateway } from './interface.ts';
import { createSandboxApplePay } from './sandbox.ts';

/**
 * Null when the card provider cannot take Apple Pay as configured (APS without the Apple merchant identity): the
 * method is then not offered. The identity's files are read once, at start.
 */
export function selectApplePay(
  config: Pick<Config, 'payments' | 'applePay'>,
  options: { fetch?: typeof fetch; transport?: AppleTransport } = {},
): ApplePayGateway | null {
  const { payments, applePay } = config;
  if (payments.provider === 'sandbox') return createSandboxApplePay({ merchantId: applePay.merchantId });
  if (!applePay.identityFiles) return null;
  const validateMerchant = createAppleMerchantValidator(
    {
      merchantId: applePay.merchantId,
      certificate: readFileSync(applePay.identityFiles.certificate, 'utf8'),
      privateKey: readFileSync(applePay.identityFiles.privateKey, 'utf8'),
    },
    { transport: options.transport },
  );
  const aps = payments.aps;
  return {
    name: 'aps',
    validateMerchant,
    ...createApsApplePay({
      merchantIdentifier: aps.merchantIdentifier,
      accessCode: applePay.aps.accessCode ?? aps.accessCode,
      shaRequestPhrase: applePay.aps.shaRequestPhrase ?? aps.shaRequestPhrase,
      shaResponsePhrase: applePay.aps.shaResponsePhrase ?? aps.shaResponsePhrase,
      shaType: aps.shaType,
      apiUrl: aps.apiUrl,
      fallbackEmail: aps.fallbackEmail,
      fetch: options.fetch ?? aps.fetch,
    }),
  };
}
