/** Payment settings: the card gateway, and Amazon Payment Services' credentials when it is the one. */
import {
  APS_SANDBOX_API_URL,
  APS_SANDBOX_CHECKOUT_URL,
  type ApsOptions,
} from '../integrations/payments/aps/provider.ts';
import { parseShaType } from '../integrations/payments/aps/signature.ts';
import { choice, doc, envVars, got, httpUrl, text, type Requirement, type Values } from './fields.ts';

/** Amazon Payment Services' settings. */
const apsFields = {
  APS_MERCHANT_IDENTIFIER: doc(
    text(),
    'APS merchant identifier (back office: Integration Settings > Security Settings).',
  ),
  APS_ACCESS_CODE: doc(text(), 'APS access code (Security Settings). Secret.'),
  APS_SHA_REQUEST_PHRASE: doc(
    text(),
    'SHA request phrase: signs what we send to APS (Security Settings). Secret.',
  ),
  APS_SHA_RESPONSE_PHRASE: doc(
    text(),
    'SHA response phrase: checks what APS sends us (Security Settings). Secret.',
  ),
  APS_SHA_TYPE: doc(
    text()
      .transform((v) => v ?? 'SHA-256')
      .refine((v) => parseShaType(v) !== null, {
        error: (issue) => `must be SHA-256, SHA-512 or SHA-128; ${got(issue.input)}`,
      })
      .transform((v) => parseShaType(v)!),
    'SHA type set in the APS back office: SHA-256, SHA-512 or SHA-128 (SHA-1, not recommended).',
    'SHA-256',
  ),
  APS_CHECKOUT_URL: doc(
    httpUrl().transform((v) => v ?? APS_SANDBOX_CHECKOUT_URL),
    'APS merchant page (card form) URL. The default is the sandbox; production is https://checkout.payfort.com/FortAPI/paymentPage.',
    APS_SANDBOX_CHECKOUT_URL,
  ),
  APS_API_URL: doc(
    httpUrl().transform((v) => v ?? APS_SANDBOX_API_URL),
    'APS server-to-server API URL. The default is the sandbox; production is https://paymentservices.payfort.com/FortAPI/paymentApi.',
    APS_SANDBOX_API_URL,
  ),
  APS_FALLBACK_EMAIL: doc(
    text().refine((v) => v === undefined || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), {
      error: (issue) => `must be an email address; ${got(issue.input)}`,
    }),
    'Email sent to APS (which requires one) for customers who gave none, e.g. payments@your-domain.',
  ),
};

export const paymentFields = {
  PAYMENT_PROVIDER: doc(
    choice(['sandbox', 'aps']),
    'Card gateway: sandbox (a local hosted card page with test cards; no money moves) or aps (Amazon Payment Services).',
    'sandbox',
  ),
  ...apsFields,
};

/** Every APS setting, with its meaning. */
export const apsEnvVars = envVars(apsFields);

/** Every payment setting, with its meaning. */
export const paymentEnvVars = envVars(paymentFields);

/** What APS needs, whoever uses it (cards, STC Pay). */
export const apsRequired = [
  'APS_MERCHANT_IDENTIFIER',
  'APS_ACCESS_CODE',
  'APS_SHA_REQUEST_PHRASE',
  'APS_SHA_RESPONSE_PHRASE',
  'APS_FALLBACK_EMAIL',
] as const;

export const paymentRequirements: Requirement[] = [
  {
    when: 'PAYMENT_PROVIDER',
    is: 'aps',
    required: apsRequired,
  },
];

export type PaymentSettings = { provider: 'sandbox' } | { provider: 'aps'; aps: ApsOptions };

export function paymentSettings(
  v: Values<typeof paymentFields>,
  set: (value: string | undefined) => string,
): PaymentSettings {
  if (v.PAYMENT_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  return { provider: 'aps', aps: apsOptions(v, set) };
}

/** The APS credentials and URLs (the card gateway's, and STC Pay's when it goes through APS: config/wallets.ts). */
export function apsOptions(
  v: Values<typeof apsFields>,
  set: (value: string | undefined) => string,
): ApsOptions {
  return {
    merchantIdentifier: set(v.APS_MERCHANT_IDENTIFIER),
    accessCode: set(v.APS_ACCESS_CODE),
    shaRequestPhrase: set(v.APS_SHA_REQUEST_PHRASE),
    shaResponsePhrase: set(v.APS_SHA_RESPONSE_PHRASE),
    shaType: v.APS_SHA_TYPE,
    checkoutUrl: v.APS_CHECKOUT_URL,
    apiUrl: v.APS_API_URL,
    fallbackEmail: set(v.APS_FALLBACK_EMAIL),
  };
}
