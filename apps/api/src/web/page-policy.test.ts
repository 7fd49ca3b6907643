import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, newNonce, nonceSource, pagePolicy } from './page-policy.ts';
import { loadConfig } from '../config.ts';
import { mapPolicyOrigins, selectDisplay } from '../integrations/maps/select-provider.ts';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('page policy', () => {
  it("scripts only from us or with this answer's nonce; no inline script, no eval", () => {
    const d = directives(pagePolicy('/', [nonceSource('N0nce')], { frameOrigins: [] }));
    expect(d['script-src']).toEqual(["'self'", "'nonce-N0nce'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'none'"]);
    expect(d['form-action']).toEqual(["'self'"]);
  });

  it('the cart and the checkout cannot be framed; the card frame and legal pages only by us', () => {
    for (const path of ['/', '/cart', '/ar/cart', '/dashboard/bookings', '/secure-payment-evil'])
      expect(directives(pagePolicy(path, [], { frameOrigins: [] }))['frame-ancestors'], path).toEqual([
        "'none'",
      ]);
    for (const path of ['/secure-payment', '/ar/secure-payment', '/terms', '/ar/privacy'])
      expect(directives(pagePolicy(path, [], { frameOrigins: [] }))['frame-ancestors'], path).toEqual([
        "'self'",
      ]);
  });

  it('workers from a blob (the check-in scanner) only in the back office', () => {
    for (const path of ['/admin', '/admin/check-in', '/ar/admin/check-in'])
      expect(directives(pagePolicy(path, [], { frameOrigins: [] }))['worker-src'], path).toEqual([
        "'self'",
        'blob:',
      ]);
    for (const path of ['/', '/cart', '/ar', '/administration', '/dashboard/bookings'])
      expect(directives(pagePolicy(path, [], { frameOrigins: [] }))['worker-src'], path).toEqual(["'self'"]);
  });

  it("frames our pages and the payment provider's, nothing else", () => {
    const d = directives(pagePolicy('/cart', [], { frameOrigins: ['https://checkout.payfort.com'] }));
    expect(d['frame-src']).toEqual(["'self'", 'https://checkout.payfort.com']);
  });

  it("a shared page's policy names the hash of each of its inline scripts, not the external ones", () => {
    const html =
      '<head><script>a()</script><script type="module" nonce="x">b()</script>' +
      '<script src="/assets/c.js"></script><script>a()</script></head>';
    const hashes = inlineScriptHashes(html);
    // sha256("a()") and sha256("b()"), each once.
    expect(hashes).toEqual([
      "'sha256-" + createHash('sha256').update('a()').digest('base64') + "'",
      "'sha256-" + createHash('sha256').update('b()').digest('base64') + "'",
    ]);
    expect(directives(pagePolicy('/', hashes, { frameOrigins: [] }))['script-src']).toEqual([
      "'self'",
      ...hashes,
    ]);
  });

  it('a hosted map style (MAP_STYLE_URL) lets the map reach its origin for data and images, and nothing else', () => {
    const display = selectDisplay(
      loadConfig({
        MAP_STYLE_URL: 'https://tiles.example.sa/styles/streets/style.json?key=k',
      }),
    );
    const origins = mapPolicyOrigins(display);
    expect(origins).toEqual(['https://tiles.example.sa']);
    const d = directives(pagePolicy('/', [], { frameOrigins: [], mapOrigins: origins }));
    expect(d['connect-src']).toEqual(["'self'", 'https://tiles.example.sa']);
    expect(d['img-src']).toContain('https://tiles.example.sa');
    expect(d['script-src']).toEqual(["'self'"]);
    // Offline or pmtiles: our own origin only, the policy unchanged.
    expect(mapPolicyOrigins(selectDisplay(loadConfig({})))).toEqual([]);
    expect(mapPolicyOrigins(selectDisplay(loadConfig({ MAP_PMTILES_PATH: '/data/sa.pmtiles' })))).toEqual([]);
    expect(() =>
      mapPolicyOrigins(selectDisplay(loadConfig({ MAP_STYLE_URL: 'http://tiles.example.sa/style.json' }))),
    ).toThrow(/https/);
  });

  it('nonces are fresh and long enough', () => {
    const seen = new Set(Array.from({ length: 100 }, newNonce));
    expect(seen.size).toBe(100);
    for (const n of seen) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });
});
