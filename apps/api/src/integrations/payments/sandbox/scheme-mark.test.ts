import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxGateway } from './gateway.ts';

// The card page in a real browser, under its own Content-Security-Policy: the mark shows the scheme from the first
// six digits as they are typed, mada first from the published BIN list (issue 27 item 2).
let browser: Browser;
beforeAll(async () => {
  // The browser the end-to-end tests drive (e2e/browser.ts): Debian's Chromium.
  const executablePath =
    process.env.E2E_CHROMIUM ??
    ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
}, 60_000);
afterAll(() => browser?.close());

async function cardPage(language: 'en' | 'ar') {
  const gateway = createSandboxGateway({ secret: 's', now: () => new Date(), notify: async () => {} });
  const app = Fastify();
  await app.register(gateway.routes, { prefix: '/sandbox-gateway' });
  const page = gateway.provider.tokenizationPage({
    reference: 'HZ1',
    language,
    returnUrl: '/api/v1/payments/return',
    rememberCard: false,
  });
  if (page.kind !== 'redirect') throw new Error('expected a redirect');
  const response = await app.inject({ url: page.url });
  await app.close();
  return response;
}

describe('the sandbox card page shows the scheme at once', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`mada for a published BIN, Visa or Mastercard otherwise (${language})`, async () => {
      const response = await cardPage(language);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (m) => m.type() === 'error' && violations.push(m.text()));
      await page.route('http://sandbox.test/card', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          headers: { 'content-security-policy': csp },
          body: response.body,
        }),
      );
      await page.goto('http://sandbox.test/card');
      const mark = page.locator('#card-scheme');
      const number = page.locator('#number');
      await expect.poll(() => mark.getAttribute('data-scheme')).toBe('');
      await number.fill('44640');
      await expect.poll(() => mark.getAttribute('data-scheme')).toBe('');
      await number.pressSequentially('4');
      await expect.poll(() => mark.getAttribute('data-scheme')).toBe('mada');
      expect(await mark.textContent()).toBe('mada');
      await number.fill('5297 41');
      await expect.poll(() => mark.getAttribute('data-scheme')).toBe('mada');
      await number.fill('4111 11');
      await expect.poll(() => mark.getAttribute('data-scheme')).toBe('visa');
      await number.fill('5555 5555 5555 4444');
      await expect.poll(() => mark.getAttribute('data-scheme')).toBe('mastercard');
      expect(violations).toEqual([]);
      await page.close();
    }, 60_000);
  }
});
