/** The README's configuration table and the settings schema name the same variables (issue 25 item 4). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables, loadConfig } from './config.ts';
import { repoRoot } from './paths.ts';

/** The variables named in the first column of the README's "## Configuration" table. */
function readmeVariables(): string[] {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]!.split(/^## /m)[0]!;
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1]!);
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
}

describe('the README configuration table', () => {
  it('lists every variable of the schema, and only those, once', () => {
    const listed = readmeVariables();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...configVariables].sort());
  });
});

describe('loadConfig', () => {
  it('names every missing or malformed variable in one message', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'eighty',
        SMS_PROVIDER: 'unifonic',
        PAYMENT_PROVIDER: 'aps',
        APS_MERCHANT_IDENTIFIER: 'm',
        APS_ACCESS_CODE: 'a',
        APS_SHA_REQUEST_PHRASE: 'q',
        APS_SHA_RESPONSE_PHRASE: 'r',
        APS_FALLBACK_EMAIL: 'payments@hajz.example',
        APS_SHA_TYPE: 'MD5',
        MAP_PROVIDER: 'google',
        TAQNYAT_BASE_URL: 'ftp://taqnyat',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  - PORT: Invalid input: expected number, received NaN; got "eighty"',
      '  - TAQNYAT_BASE_URL must be an http(s) URL; got "ftp://taqnyat"',
      '  - APS_SHA_TYPE must be SHA-256, SHA-512 or SHA-128; got "MD5"',
      '  - UNIFONIC_APP_SID is required when SMS_PROVIDER=unifonic',
      '  - UNIFONIC_SENDER_ID is required when SMS_PROVIDER=unifonic',
      '  - GOOGLE_MAPS_API_KEY is required when MAP_PROVIDER=google',
    ]);
  });

  it('onboards the demo against the simulation by default; FATOORA_DEMO_ONBOARD=false leaves it to the owner', () => {
    expect(loadConfig({}).fatoora.demoOnboard).toBe(true);
    expect(loadConfig({ FATOORA_DEMO_ONBOARD: ' False ' }).fatoora.demoOnboard).toBe(false);
    expect(loadConfig({ FATOORA_DEMO_ONBOARD: 'true' }).fatoora.demoOnboard).toBe(true);
    expect(() => loadConfig({ FATOORA_DEMO_ONBOARD: 'maybe' })).toThrow(
      'FATOORA_DEMO_ONBOARD must be true or false; got "maybe"',
    );
  });

  it('does not echo a secret back', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET: Too small/);
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
  });

  it('types each provider from its settings', () => {
    const config = loadConfig({
      SMS_PROVIDER: ' Taqnyat ',
      TAQNYAT_TOKEN: ' t ',
      TAQNYAT_SENDER: 'Hajz',
      MAP_PROVIDER: 'nominatim',
      NOMINATIM_USER_AGENT: 'Hajz/1.0',
      GA4_API_SECRET: 'g',
    });
    expect(config.sms).toEqual({ provider: 'taqnyat', token: 't', sender: 'Hajz', baseUrl: undefined });
    expect(config.maps.geocoder).toEqual({
      provider: 'nominatim',
      userAgent: 'Hajz/1.0',
      baseUrl: undefined,
    });
    expect(config.payments).toEqual({ provider: 'sandbox' });
    expect(config.tracking).toEqual({ ga4: { apiSecret: 'g', baseUrl: undefined } });
  });
});
