/** APS settings from the environment; a missing or malformed one fails loudly at startup, never at the first payment. */
import { APS_SANDBOX_API_URL, APS_SANDBOX_CHECKOUT_URL, type ApsOptions } from './provider.ts';
import { parseShaType } from './signature.ts';

/** `default: null` means there is none: the variable is required when APS is the payment provider. */
export type ApsEnvVar = { name: string; default: string | null; meaning: string };

/** Every APS setting, for the README's configuration table (same shape as smsEnvVars). */
export const apsEnvVars: readonly ApsEnvVar[] = [
  {
    name: 'APS_MERCHANT_IDENTIFIER',
    default: null,
    meaning: 'APS merchant identifier (back office: Integration Settings > Security Settings).',
  },
  {
    name: 'APS_ACCESS_CODE',
    default: null,
    meaning: 'APS access code (Security Settings). Secret.',
  },
  {
    name: 'APS_SHA_REQUEST_PHRASE',
    default: null,
    meaning: 'SHA request phrase: signs what we send to APS (Security Settings). Secret.',
  },
  {
    name: 'APS_SHA_RESPONSE_PHRASE',
    default: null,
    meaning: 'SHA response phrase: checks what APS sends us (Security Settings). Secret.',
  },
  {
    name: 'APS_SHA_TYPE',
    default: 'SHA-256',
    meaning: 'SHA type set in the APS back office: SHA-256, SHA-512 or SHA-128 (SHA-1, not recommended).',
  },
  {
    name: 'APS_CHECKOUT_URL',
    default: APS_SANDBOX_CHECKOUT_URL,
    meaning:
      'APS merchant page (card form) URL. The default is the sandbox; production is https://checkout.payfort.com/FortAPI/paymentPage.',
  },
  {
    name: 'APS_API_URL',
    default: APS_SANDBOX_API_URL,
    meaning:
      'APS server-to-server API URL. The default is the sandbox; production is https://paymentservices.payfort.com/FortAPI/paymentApi.',
  },
  {
    name: 'APS_FALLBACK_EMAIL',
    default: null,
    meaning: 'Email sent to APS (which requires one) for customers who gave none, e.g. payments@your-domain.',
  },
];

type Env = Record<string, string | undefined>;

export function apsOptionsFromEnv(env: Env): ApsOptions {
  const shaTypeText = optional(env, 'APS_SHA_TYPE') ?? 'SHA-256';
  const shaType = parseShaType(shaTypeText);
  if (!shaType) throw new Error(`APS_SHA_TYPE must be SHA-256, SHA-512 or SHA-128; got "${shaTypeText}"`);
  const fallbackEmail = required(env, 'APS_FALLBACK_EMAIL');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(fallbackEmail)) {
    throw new Error(`APS_FALLBACK_EMAIL must be an email address; got "${fallbackEmail}"`);
  }
  return {
    merchantIdentifier: required(env, 'APS_MERCHANT_IDENTIFIER'),
    accessCode: required(env, 'APS_ACCESS_CODE'),
    shaRequestPhrase: required(env, 'APS_SHA_REQUEST_PHRASE'),
    shaResponsePhrase: required(env, 'APS_SHA_RESPONSE_PHRASE'),
    shaType,
    checkoutUrl: url(env, 'APS_CHECKOUT_URL') ?? APS_SANDBOX_CHECKOUT_URL,
    apiUrl: url(env, 'APS_API_URL') ?? APS_SANDBOX_API_URL,
    fallbackEmail,
  };
}

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required for the APS payment provider`);
  return value;
}

function optional(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

function url(env: Env, name: string): string | undefined {
  const value = optional(env, name);
  if (value === undefined) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`${name} must be an http(s) URL; got "${value}"`);
  }
  return value;
}
