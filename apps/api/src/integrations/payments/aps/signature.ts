/**
 * The APS (PayFort) message signature, as the API reference's "Signature" section describes it
 * (docs.payfort.com/docs/api/build/index.html#signature; paymentservices.amazon.com/docs/developer-resources/signature):
 * 1. take every parameter of the message, mandatory and optional, except `signature` itself;
 * 2. sort them by name, ascending and case-sensitive;
 * 3. write each as `name=value` and concatenate them without a separator;
 * 4. put the SHA request phrase (or, for what APS sends us, the SHA response phrase) before and after;
 * 5. hash with the merchant's SHA type: SHA-256 (recommended), SHA-512 or "SHA-128" (their name for SHA-1).
 * The docs do not drop empty values (the vendor PHP SDK concatenates every key as it is), so neither do we.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** 'sha1' is what the APS back office calls "SHA-128 (not recommended)". */
export type ApsShaType = 'sha256' | 'sha512' | 'sha1';

/** Signed values are strings on the wire (form fields, or JSON strings); numbers are accepted for convenience. */
export type ApsParams = Readonly<Record<string, string | number>>;

/**
 * Fields of a tokenization form that stay out of its signature: the docs say so for the card fields of the
 * Merchant Page 2.0 request, and APS's own WooCommerce plugin adds `remember_me` after signing too. They are
 * typed or ticked by the customer on the page, so the merchant could not have signed them anyway.
 */
export const TOKENIZATION_UNSIGNED_FIELDS: readonly string[] = [
  'card_security_code',
  'card_number',
  'expiry_date',
  'card_holder_name',
  'remember_me',
];

/** The string that gets hashed; exported so a test can show it against the documented example. */
export function signatureBase(params: ApsParams, phrase: string): string {
  const body = Object.keys(params)
    .filter((key) => key !== 'signature')
    // Plain code-unit order: "case-sensitive" in the docs, and what PHP's ksort does for ASCII keys.
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${key}=${String(params[key])}`)
    .join('');
  return `${phrase}${body}${phrase}`;
}

/** The signature for a request we send (pass the SHA request phrase). Lowercase hex. */
export function signRequest(params: ApsParams, phrase: string, type: ApsShaType = 'sha256'): string {
  return createHash(type).update(signatureBase(params, phrase), 'utf8').digest('hex');
}

/**
 * Whether `params.signature` is APS's signature of the other parameters under the SHA response phrase.
 * Compared in constant time; the docs' own example prints the hex in upper case, so case is ignored.
 */
export function verifyResponse(
  params: Readonly<Record<string, string | number | undefined>>,
  phrase: string,
  type: ApsShaType = 'sha256',
): boolean {
  const received = params.signature;
  if (typeof received !== 'string' || !/^[0-9a-fA-F]+$/.test(received)) return false;
  const rest: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) rest[key] = value;
  }
  const expected = Buffer.from(signRequest(rest, phrase, type), 'utf8');
  const actual = Buffer.from(received.toLowerCase(), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Reads the back office's spelling of the SHA type ("SHA-256", "sha512", "SHA-128", …); null when unknown. */
export function parseShaType(value: string): ApsShaType | null {
  const normalised = value.trim().toLowerCase().replace(/[-_ ]/g, '');
  if (normalised === 'sha256') return 'sha256';
  if (normalised === 'sha512') return 'sha512';
  if (normalised === 'sha128' || normalised === 'sha1') return 'sha1';
  return null;
}
