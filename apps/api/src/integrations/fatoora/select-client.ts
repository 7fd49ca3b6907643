/**
 * Builds the Fatoora client config.ts chose (config/fatoora.ts): the real platform over HTTP, or — the default — the
 * local simulation, in-process, behind the very same HTTP adapter (its `fetch` answers without a network).
 */
import type { Config } from '../../config.ts';
import type { FatooraEnvironment } from './environments.ts';
import { createFatooraHttpClient } from './http-client.ts';
import type { FatooraClient, FatooraLanguage } from './interface.ts';
import {
  createFatooraSimulation,
  SIMULATION_BASE_URL,
  type FatooraSimulation,
  type InvoiceVerifier,
} from './simulation/simulation.ts';

export type SelectedFatoora = {
  client: FatooraClient;
  /** The environment CSRs are made for (their certificate template). */
  environment: FatooraEnvironment;
  /** The local simulation when it is the provider (its demo code, its CA, failNext for drills). */
  simulation?: FatooraSimulation;
};

export type FatooraSelectOptions = {
  language?: FatooraLanguage;
  /** Keeps the simulation's CA and credentials across restarts (e.g. derived from the app's secret). */
  simulationSeed?: string | Uint8Array;
  /** @hajz/zatca's verifySignedInvoice, for the simulation to check what it receives. */
  verifyInvoice?: InvoiceVerifier;
};

export function selectFatooraClient(
  config: Pick<Config, 'fatoora'>,
  options: FatooraSelectOptions = {},
): SelectedFatoora {
  const { fatoora } = config;
  const { language } = options;
  switch (fatoora.provider) {
    case 'simulation': {
      const simulation = createFatooraSimulation({
        otp: fatoora.simulationOtp,
        environment: fatoora.environment,
        seed: options.simulationSeed,
        verifyInvoice: options.verifyInvoice,
      });
      const client = createFatooraHttpClient({
        baseUrl: SIMULATION_BASE_URL,
        fetchImpl: simulation.fetch,
        language,
        name: 'simulation',
      });
      return { client, environment: fatoora.environment, simulation };
    }
    case 'fatoora':
      return {
        client: createFatooraHttpClient({ baseUrl: fatoora.baseUrl, language, name: 'fatoora' }),
        environment: fatoora.environment,
      };
  }
}
