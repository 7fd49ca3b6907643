/**
 * An EGS unit's private key at rest: AES-256-GCM under a key derived (HKDF-SHA256) per purpose from one secret
 * (EINVOICE_KEY_SECRET, or in the demo and development the app's own secret: `einvoiceKeySecret`). The purpose
 * is also the authenticated data, so a value sealed for one purpose does not open for another; a changed byte, a
 * wrong secret or a wrong purpose fails to open. The format is `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * A SealKey never prints: it is not a string, and JSON/inspect show "[seal key]".
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { inspect } from 'node:util';

const VERSION = 'v1';

export class SealKey {
  readonly #key: Buffer;
  readonly purpose: string;

  constructor(secret: string | Uint8Array, purpose: string) {
    if (secret.length < 32) throw new Error('the sealing secret must be at least 32 characters or bytes');
    this.purpose = purpose;
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'hajz-seal', `${VERSION}:${purpose}`, 32));
  }

  /** @internal for sealPrivateKey / openPrivateKey */
  bytes(): Buffer {
    return this.#key;
  }

  toJSON(): string {
    return '[seal key]';
  }

  [inspect.custom](): string {
    return `SealKey(${this.purpose})`;
  }
}

export class SealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealError';
  }
}

/** The purpose e-invoicing keys are sealed for. */
export const EGS_PRIVATE_KEY = 'einvoice:egs-private-key';
/** The purpose a CSID's API secret (Basic auth with its certificate) is sealed for. */
export const CSID_SECRET = 'einvoice:csid-secret';

/** EINVOICE_KEY_SECRET when set, else the app's own secret (modules/auth resolveSecret: JWT_SECRET or DATA_DIR's). */
export function einvoiceKeySecret(
  configured: string | undefined,
  appSecret: Uint8Array,
): string | Uint8Array {
  return configured ?? appSecret;
}

export function sealPrivateKey(pem: string, key: SealKey): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.bytes(), iv);
  cipher.setAAD(Buffer.from(key.purpose));
  const ciphertext = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openPrivateKey(sealed: string, key: SealKey): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new SealError('not a sealed key');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes(), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(key.purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SealError('the sealed key does not open: changed, or sealed with another secret or purpose');
  }
}
