#!/usr/bin/env node
// Phone-sized screenshots of the home page in English and Arabic for the README.
// Usage: node scripts/screenshots.mjs http://localhost:3000
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [name, path, locale] of [
  ['home-en', '/', 'en-US'],
  ['home-ar', '/ar', 'ar-SA'],
]) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
  await page.close();
}
await browser.close();
console.log('wrote docs/screenshots/home-en.png and home-ar.png');
