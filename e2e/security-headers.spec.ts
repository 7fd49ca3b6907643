/** Issue 18 D6 and item 3: pages carry a strict policy with a fresh nonce, guests share renders, customers do not. */
import { expect, test } from './test';
import { randomMobile, signInByApi } from './auth-support';

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

test('a guest page: strict policy, its scripts carry the nonce, a fresh nonce on every answer', async ({
  request,
}) => {
  const first = await request.get('/services');
  const second = await request.get('/services');
  const [a, b] = [first.headers()['content-security-policy']!, second.headers()['content-security-policy']!];
  expect(a).toContain("script-src 'self' 'nonce-");
  expect(a).toContain("frame-ancestors 'none'");
  expect(a).toContain("object-src 'none'");
  expect(first.headers()['x-frame-options']).toBe('DENY');
  expect(first.headers()['x-content-type-options']).toBe('nosniff');
  const [na, nb] = [nonceOf(a)!, nonceOf(b)!];
  expect(na).not.toBe(nb);
  const [htmlA, htmlB] = [await first.text(), await second.text()];
  // Every inline script is allowed by this answer's nonce, and only by it.
  const inline = [...htmlA.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${na}"`);
  expect(htmlB).not.toContain(na);
  // The second guest got the same render (shared), with its own nonce.
  expect(htmlB).toBe(htmlA.replaceAll(na, nb));
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

test("a customer's page is rendered for them alone and never stored", async ({ page }) => {
  await signInByApi(page, randomMobile(), {
    first_name: 'Noura',
    last_name: 'Alqahtani',
    gender: 'Female',
    date_of_birth: '1992-03-04',
  });
  const res = await page.request.get('/dashboard/profile');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(res.headers()['content-security-policy']).toContain("'nonce-");
});

test('canonical links come from configuration, not from the Host header', async ({ request }) => {
  const res = await request.get('/branches', { headers: { host: 'evil.example' } });
  const html = await res.text();
  expect(html).not.toContain('evil.example');
  expect(html).toMatch(/rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/branches"/);
});
