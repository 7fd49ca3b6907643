import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { applePayEnvVars } from '../../../config/apple-pay.ts';
import { selectApplePay } from './select.ts';

const aps = {
  PAYMENT_PROVIDER: 'aps',
  APS_MERCHANT_IDENTIFIER: 'm',
  APS_ACCESS_CODE: 'a',
  APS_SHA_REQUEST_PHRASE: 'q',
  APS_SHA_RESPONSE_PHRASE: 'r',
  APS_FALLBACK_EMAIL: 'payments@hajz.example',
};

describe('selectApplePay', () => {
  it('is the sandbox with the sandbox card gateway (no keys)', () => {
    expect(selectApplePay(loadConfig({}))?.name).toBe('sandbox');
  });

  it('with APS: none until the Apple merchant identity is configured, then APS', () => {
    expect(selectApplePay(loadConfig(aps))).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'hajz-apple-'));
    writeFileSync(join(dir, 'cert.pem'), 'CERT');
    writeFileSync(join(dir, 'key.pem'), 'KEY');
    const config = loadConfig({
      ...aps,
      APPLE_PAY_CERT_PATH: join(dir, 'cert.pem'),
      APPLE_PAY_KEY_PATH: join(dir, 'key.pem'),
      APS_APPLE_PAY_ACCESS_CODE: 'apple-access',
    });
    expect(config.applePay).toMatchObject({
      merchantId: 'merchant.sa.hajz.sandbox',
      aps: { accessCode: 'apple-access' },
    });
    expect(selectApplePay(config)?.name).toBe('aps');
  });

  it('documents every setting', () => {
    for (const v of applePayEnvVars) expect(v.meaning.length).toBeGreaterThan(10);
  });
});
