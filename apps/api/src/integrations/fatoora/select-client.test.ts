/** The settings choose the client: by default the in-process simulation behind the same HTTP adapter. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { onboard, submitted } from '../../test/fatoora.ts';
import { createFatooraHttpClient } from './http-client.ts';
import { selectFatooraClient } from './select-client.ts';
import { createFatooraSimulation, FIRST_PIH, SIMULATION_BASE_URL } from './simulation/simulation.ts';

describe('the e-invoicing settings', () => {
  it('default to the simulation on the developer portal with its demo code', () => {
    expect(loadConfig({}).fatoora).toEqual({
      provider: 'simulation',
      environment: 'developer-portal',
      baseUrl: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
      simulationOtp: '123345',
      demoOnboard: true,
      keySecret: undefined,
    });
  });

  it('point the real adapter at an environment or a test server, and want the sealing secret for it', () => {
    expect(() => loadConfig({ FATOORA_PROVIDER: 'fatoora' })).toThrow(
      'EINVOICE_KEY_SECRET is required when FATOORA_PROVIDER=fatoora',
    );
    const keySecret = 'k'.repeat(40);
    const core = loadConfig({
      FATOORA_PROVIDER: 'Fatoora',
      FATOORA_ENV: 'core',
      EINVOICE_KEY_SECRET: keySecret,
    });
    expect(core.fatoora).toMatchObject({
      provider: 'fatoora',
      baseUrl: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
    });
    const local = loadConfig({
      FATOORA_PROVIDER: 'fatoora',
      FATOORA_BASE_URL: 'http://127.0.0.1:9999/e-invoicing/simulation/',
      EINVOICE_KEY_SECRET: keySecret,
    });
    expect(local.fatoora.baseUrl).toBe('http://127.0.0.1:9999/e-invoicing/simulation');
    const selected = selectFatooraClient(local);
    expect(selected).toMatchObject({ environment: 'developer-portal', client: { name: 'fatoora' } });
    expect(selected.simulation).toBeUndefined();
  });

  it('name what is malformed without echoing the secret', () => {
    let message = '';
    try {
      loadConfig({ FATOORA_ENV: 'prod', FATOORA_SIMULATION_OTP: '12', EINVOICE_KEY_SECRET: 'short-secret' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('FATOORA_ENV must be one of developer-portal, simulation or core; got "prod"');
    expect(message).toContain('FATOORA_SIMULATION_OTP must be 6 digits; got "12"');
    expect(message).toContain('EINVOICE_KEY_SECRET must be at least 32 characters');
    expect(message).not.toContain('short-secret');
  });
});

describe('the in-process simulation', () => {
  it('onboards with the configured code and reports, with no network', async () => {
    const { client, simulation } = selectFatooraClient(loadConfig({ FATOORA_SIMULATION_OTP: '654321' }));
    expect(client.name).toBe('simulation');
    await expect(onboard(client)).rejects.toMatchObject({ kind: 'invalid-otp' });
    const { production } = await onboard(client, { otp: '654321' });
    await expect(
      client.reportSingle(production, submitted({ icv: 1, pih: FIRST_PIH })),
    ).resolves.toMatchObject({
      reportingStatus: 'REPORTED',
    });
    expect(simulation?.reported).toHaveLength(1);
  });

  it('still knows the production CSID it issued after a restart with the same seed, and picks up the chain', async () => {
    const seed = 's'.repeat(32);
    const before = createFatooraSimulation({ seed });
    const first = createFatooraHttpClient({ baseUrl: SIMULATION_BASE_URL, fetchImpl: before.fetch });
    const { production } = await onboard(first);
    const one = submitted({ icv: 1, pih: FIRST_PIH });
    await first.reportSingle(production, one);

    const after = createFatooraSimulation({ seed });
    const second = createFatooraHttpClient({ baseUrl: SIMULATION_BASE_URL, fetchImpl: after.fetch });
    const two = await second.reportSingle(production, submitted({ icv: 2, pih: one.invoiceHash }));
    expect(two).toMatchObject({ httpStatus: 200, reportingStatus: 'REPORTED' });
    expect(two.validationResults.infoMessages.map((m) => m.code)).toContain('chain-start');

    const stranger = createFatooraSimulation({ seed: 't'.repeat(32) });
    const third = createFatooraHttpClient({ baseUrl: SIMULATION_BASE_URL, fetchImpl: stranger.fetch });
    await expect(third.reportSingle(production, submitted({ icv: 3 }))).rejects.toMatchObject({
      kind: 'unauthorized',
    });
  });
});
