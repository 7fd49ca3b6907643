/** E-invoicing settings: which Fatoora the app reports to (ADR 0044), and the secret EGS keys are sealed with. */
import {
  fatooraBaseUrls,
  fatooraEnvironments,
  type FatooraEnvironment,
} from '../integrations/fatoora/environments.ts';
import { choice, doc, envVars, got, httpUrl, text, type Requirement, type Values } from './fields.ts';

export const fatooraFields = {
  FATOORA_PROVIDER: doc(
    choice(['simulation', 'fatoora']),
    "Where e-invoices are reported: simulation (a local Fatoora in the server that onboards with a demo one-time code and checks what it receives; nothing reaches ZATCA) or fatoora (ZATCA's platform, FATOORA_ENV).",
    'simulation',
  ),
  FATOORA_ENV: doc(
    choice(fatooraEnvironments),
    "ZATCA's environment with FATOORA_PROVIDER=fatoora: developer-portal (sandbox), simulation (rehearsal with the real Fatoora account) or core (production). Also names the CSR's certificate template.",
    'developer-portal',
  ),
  FATOORA_BASE_URL: doc(
    httpUrl(),
    "Fatoora API origin and path (change only for a test server); by default FATOORA_ENV's, e.g. https://gw-fatoora.zatca.gov.sa/e-invoicing/core.",
  ),
  FATOORA_SIMULATION_OTP: doc(
    text().refine((v) => v === undefined || /^\d{6}$/.test(v), {
      error: (issue) => `must be 6 digits; ${got(issue.input)}`,
    }),
    "The one-time code the local simulation accepts (like the developer portal's 123345). Not a secret: it only onboards against the simulation.",
    '123345',
  ),
  FATOORA_DEMO_ONBOARD: doc(
    choice(['true', 'false']).transform((v) => v === 'true'),
    "Onboard the demo business's EGS unit against the local simulation at first start (the demo or development, with SEED_DEMO and FATOORA_PROVIDER=simulation); false leaves e-invoicing off until an owner onboards in the back office.",
    'true',
  ),
  EINVOICE_KEY_SECRET: doc(
    text().refine((v) => v === undefined || v.length >= 32, {
      error: () => 'must be at least 32 characters',
    }),
    "Seals e-invoicing private keys at rest (AES-256-GCM, a key derived per purpose), at least 32 characters. Secret. Required with FATOORA_PROVIDER=fatoora; otherwise the app's own secret (JWT_SECRET or the one kept in DATA_DIR) is used.",
  ),
};

/** Every e-invoicing setting, with its meaning. */
export const fatooraEnvVars = envVars(fatooraFields);

export const fatooraRequirements: Requirement[] = [
  { when: 'FATOORA_PROVIDER', is: 'fatoora', required: ['EINVOICE_KEY_SECRET'] },
];

export type FatooraSettings = {
  provider: 'simulation' | 'fatoora';
  environment: FatooraEnvironment;
  /** The API's base URL with FATOORA_PROVIDER=fatoora (FATOORA_BASE_URL or the environment's). */
  baseUrl: string;
  simulationOtp: string;
  /** FATOORA_DEMO_ONBOARD: the demo onboards itself at first start (bootstrap.ts onboardDemoEInvoicing). */
  demoOnboard: boolean;
  /** EINVOICE_KEY_SECRET; unset means the app's own secret (seal.ts einvoiceKeySecret). */
  keySecret: string | undefined;
};

export function fatooraSettings(v: Values<typeof fatooraFields>): FatooraSettings {
  return {
    provider: v.FATOORA_PROVIDER,
    environment: v.FATOORA_ENV,
    baseUrl: (v.FATOORA_BASE_URL ?? fatooraBaseUrls[v.FATOORA_ENV]).replace(/\/+$/, ''),
    simulationOtp: v.FATOORA_SIMULATION_OTP ?? '123345',
    demoOnboard: v.FATOORA_DEMO_ONBOARD,
    keySecret: v.EINVOICE_KEY_SECRET,
  };
}
