/** Issue 18 D6 and item 3: pages carry a strict policy with a fresh nonce, guests share renders, customers do not. */
import { expect, test } from './test';
import { randomMobile, signInByApi } from './auth-support';

const scriptSources = (policy: string) =>
  /(?:^|; )script-src ([^;]+)/
    .exec(policy)![1]!
    .split(' ')
    .filter((s) => s !== "'self'");
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const sha256 = async (text: string) =>
  `'sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('base64')}'`;

test("a guest page is shared: the same bytes for every guest, a policy naming exactly its inline scripts' hashes", async ({
  request,
}) => {
  const first = await request.get('/services');
  const second = await request.get('/services');
  const policy = first.headers()['content-security-policy']!;
  expect(second.headers()['content-security-policy']).toBe(policy);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("'unsafe-inline' ");
  expect(policy).not.toContain("'nonce-");
  expect(first.headers()['x-frame-options']).toBe('DENY');
  expect(first.headers()['x-content-type-options']).toBe('nosniff');
  const html = await first.text();
  expect(await second.text()).toBe(html);
  const inline = inlineScripts(html);
  expect(inline.length).toBeGreaterThan(0);
  expect(new Set(scriptSources(policy))).toEqual(new Set(await Promise.all(inline.map(sha256))));
});

test("a customer's page: rendered for them alone, never stored, its scripts allowed by this answer's nonce", async ({
  page,
}) => {
  await signInByApi(page, randomMobile(), {
    first_name: 'Noura',
    last_name: 'Alqahtani',
    gender: 'Female',
    date_of_birth: '1992-03-04',
  });
  const [a, b] = [await page.request.get('/dashboard/profile'), await page.request.get('/dashboard/profile')];
  expect(a.status()).toBe(200);
  expect(a.headers()['cache-control']).toBe('private, no-store');
  const nonces = [a, b].map((r) => /'nonce-([^']+)'/.exec(r.headers()['content-security-policy']!)![1]!);
  expect(nonces[0]).not.toBe(nonces[1]);
  const html = await a.text();
  for (const script of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g))
    expect(script[1]).toContain(`nonce="${nonces[0]}"`);
});

test('the cart cannot be framed; the card frame page and the legal texts only by us', async ({ request }) => {
  for (const path of ['/cart', '/ar/cart', '/']) {
    const res = await request.get(path);
    expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
  for (const path of ['/secure-payment', '/terms', '/ar/privacy']) {
    const res = await request.get(path);
    expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(res.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
  }
});

test('canonical links come from configuration, not from the Host header', async ({ request }) => {
  const res = await request.get('/branches', { headers: { host: 'evil.example' } });
  const html = await res.text();
  expect(html).not.toContain('evil.example');
  expect(html).toMatch(/rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/branches"/);
});
