import { describe, expect, it } from 'vitest';
import { newNonce, pagePolicy } from './page-policy.ts';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('page policy', () => {
  it("scripts only from us or with this answer's nonce; no inline script, no eval", () => {
    const d = directives(pagePolicy('/', 'N0nce', { frameOrigins: [] }));
    expect(d['script-src']).toEqual(["'self'", "'nonce-N0nce'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'none'"]);
    expect(d['form-action']).toEqual(["'self'"]);
  });

  it('the cart and the checkout cannot be framed; the card frame and legal pages only by us', () => {
    for (const path of ['/', '/cart', '/ar/cart', '/dashboard/bookings', '/secure-payment-evil'])
      expect(directives(pagePolicy(path, 'n', { frameOrigins: [] }))['frame-ancestors'], path).toEqual([
        "'none'",
      ]);
    for (const path of ['/secure-payment', '/ar/secure-payment', '/terms', '/ar/privacy'])
      expect(directives(pagePolicy(path, 'n', { frameOrigins: [] }))['frame-ancestors'], path).toEqual([
        "'self'",
      ]);
  });

  it("frames our pages and the payment provider's, nothing else", () => {
    const d = directives(pagePolicy('/cart', 'n', { frameOrigins: ['https://checkout.payfort.com'] }));
    expect(d['frame-src']).toEqual(["'self'", 'https://checkout.payfort.com']);
  });

  it('nonces are fresh and long enough', () => {
    const seen = new Set(Array.from({ length: 100 }, newNonce));
    expect(seen.size).toBe(100);
    for (const n of seen) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });
});
