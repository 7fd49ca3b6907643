import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

type Dict = { [key: string]: string | Dict };

/** Reads a translation from the app's own locale files, so tests follow the copy. */
export function tr(locale: 'en' | 'ar', ns: string, key: string): string {
  const file = resolve(import.meta.dirname, `../apps/web/app/locales/${locale}/${ns}.json`);
  const dict = JSON.parse(readFileSync(file, 'utf8')) as Dict;
  const value = key
    .split('.')
    .reduce<string | Dict | undefined>((d, k) => (typeof d === 'object' ? d[k] : undefined), dict);
  if (typeof value !== 'string') throw new Error(`no ${locale}/${ns}:${key}`);
  return value;
}

export const prefix = (locale: 'en' | 'ar', path: string) =>
  locale === 'ar' ? (path === '/' ? '/ar' : `/ar${path}`) : path;

/** Zero serious or critical axe violations (WCAG 2 A/AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

/** Waits until React has hydrated (the client entry marks it) so clicks reach handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Every request to another host is refused, and remembered so a test can say none was tried (issue 14). */
export async function blockOtherHosts(context: BrowserContext): Promise<string[]> {
  const attempted: string[] = [];
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue();
    attempted.push(route.request().url());
    return route.abort();
  });
  return attempted;
}
