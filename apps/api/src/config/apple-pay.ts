/**
 * Apple Pay settings (ADR 0061): the Apple merchant identity used for merchant validation, and the Apple Pay
 * configuration APS keeps apart from the card one. With the sandbox card gateway none is needed (Apple Pay is
 * simulated); with APS, Apple Pay is offered only once the merchant identity certificate and key are set.
 */
import { doc, envVars, text, type Values } from './fields.ts';

export const applePayFields = {
  APPLE_PAY_MERCHANT_ID: doc(
    text().transform((v) => v ?? 'merchant.sa.hajz.sandbox'),
    'Apple Pay merchant identifier (Apple Developer: Certificates, Identifiers & Profiles > Merchant IDs).',
    'merchant.sa.hajz.sandbox',
  ),
  APPLE_PAY_DISPLAY_NAME: doc(
    text().transform((v) => v ?? 'Hajz'),
    'The merchant name Apple shows on the payment sheet.',
    'Hajz',
  ),
  APPLE_PAY_DOMAIN: doc(
    text().refine((v) => v === undefined || /^[a-z0-9.-]+$/i.test(v), {
      error: 'must be a host name (no scheme, no path)',
    }),
    'The domain the checkout is served from, registered with Apple for the merchant id. Default: the host of PUBLIC_URL.',
  ),
  APPLE_PAY_DOMAIN_ASSOCIATION_PATH: doc(
    text(),
    'Path of the domain-association file Apple gives when the domain is registered for the merchant id; served at /.well-known/apple-developer-merchantid-domain-association (unset: that path is a 404).',
  ),
  APPLE_PAY_CERT_PATH: doc(
    text(),
    'Path of the Apple Pay merchant identity certificate (PEM), presented to Apple for merchant validation. Needed for Apple Pay with aps.',
  ),
  APPLE_PAY_KEY_PATH: doc(
    text(),
    "Path of the merchant identity certificate's private key (PEM). Secret. Needed for Apple Pay with aps.",
  ),
  APS_APPLE_PAY_ACCESS_CODE: doc(
    text(),
    'APS access code of the Apple Pay configuration (back office: Apple Pay settings). Secret. Default: APS_ACCESS_CODE.',
  ),
  APS_APPLE_PAY_SHA_REQUEST_PHRASE: doc(
    text(),
    'SHA request phrase of the APS Apple Pay configuration. Secret. Default: APS_SHA_REQUEST_PHRASE.',
  ),
  APS_APPLE_PAY_SHA_RESPONSE_PHRASE: doc(
    text(),
    'SHA response phrase of the APS Apple Pay configuration. Secret. Default: APS_SHA_RESPONSE_PHRASE.',
  ),
};

/** Every Apple Pay setting, with its meaning. */
export const applePayEnvVars = envVars(applePayFields);

export type ApplePaySettings = {
  merchantId: string;
  displayName: string;
  /** Null: the host of the public origin. */
  domain: string | null;
  /** The file Apple verifies the domain with, or null (not served). */
  domainAssociationPath: string | null;
  /** Both paths, or null (Apple Pay is then not offered with aps). */
  identityFiles: { certificate: string; privateKey: string } | null;
  aps: { accessCode?: string; shaRequestPhrase?: string; shaResponsePhrase?: string };
};

export function applePaySettings(v: Values<typeof applePayFields>): ApplePaySettings {
  return {
    merchantId: v.APPLE_PAY_MERCHANT_ID,
    displayName: v.APPLE_PAY_DISPLAY_NAME,
    domain: v.APPLE_PAY_DOMAIN ?? null,
    domainAssociationPath: v.APPLE_PAY_DOMAIN_ASSOCIATION_PATH ?? null,
    identityFiles:
      v.APPLE_PAY_CERT_PATH && v.APPLE_PAY_KEY_PATH
        ? { certificate: v.APPLE_PAY_CERT_PATH, privateKey: v.APPLE_PAY_KEY_PATH }
        : null,
    aps: {
      accessCode: v.APS_APPLE_PAY_ACCESS_CODE,
      shaRequestPhrase: v.APS_APPLE_PAY_SHA_REQUEST_PHRASE,
      shaResponsePhrase: v.APS_APPLE_PAY_SHA_RESPONSE_PHRASE,
    },
  };
}
