/** An EGS private key sealed at rest: opens with the same secret and purpose only, and never prints. */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { generateEgsKeyPair } from './csr.ts';
import {
  EGS_PRIVATE_KEY,
  einvoiceKeySecret,
  openPrivateKey,
  sealPrivateKey,
  SealError,
  SealKey,
} from './seal.ts';

const secret = 'a-long-enough-secret-for-the-tests-0123456789';

describe('sealPrivateKey / openPrivateKey', () => {
  const { privateKeyPem } = generateEgsKeyPair();
  const key = new SealKey(secret, EGS_PRIVATE_KEY);

  it('round-trips, and seals the same key differently each time without showing it', () => {
    const sealed = sealPrivateKey(privateKeyPem, key);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(openPrivateKey(sealed, key)).toBe(privateKeyPem);
    expect(sealPrivateKey(privateKeyPem, key)).not.toBe(sealed);
  });

  it('refuses a changed ciphertext, tag or iv', () => {
    const sealed = sealPrivateKey(privateKeyPem, key);
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    for (const tampered of [
      [version, iv, tag, flip(ciphertext)],
      [version, iv, flip(tag), ciphertext],
      [version, flip(iv), tag, ciphertext],
    ]) {
      expect(() => openPrivateKey(tampered.join('.'), key)).toThrow(SealError);
    }
    expect(() => openPrivateKey(`v2.${iv}.${tag}.${ciphertext}`, key)).toThrow('not a sealed key');
    expect(() => openPrivateKey('garbage', key)).toThrow(SealError);
  });

  it('opens only with the same secret and the same purpose', () => {
    const sealed = sealPrivateKey(privateKeyPem, key);
    expect(() => openPrivateKey(sealed, new SealKey(`${secret}!`, EGS_PRIVATE_KEY))).toThrow(SealError);
    expect(() => openPrivateKey(sealed, new SealKey(secret, 'another:purpose'))).toThrow(SealError);
    expect(openPrivateKey(sealed, new SealKey(secret, EGS_PRIVATE_KEY))).toBe(privateKeyPem);
  });

  it('wants a secret of at least 32, takes the configured one over the app’s, and never prints a key', () => {
    expect(() => new SealKey('short', EGS_PRIVATE_KEY)).toThrow(/at least 32/);
    const appSecret = new TextEncoder().encode('x'.repeat(48));
    expect(einvoiceKeySecret(undefined, appSecret)).toBe(appSecret);
    expect(einvoiceKeySecret(secret, appSecret)).toBe(secret);
    expect(JSON.stringify({ key })).toBe('{"key":"[seal key]"}');
    expect(inspect(key)).toBe(`SealKey(${EGS_PRIVATE_KEY})`);
    expect(`${inspect({ key })}`).not.toMatch(/[A-Za-z0-9+/]{40}/);
  });
});
