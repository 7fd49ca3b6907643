import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, openSync, closeSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

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

/** A translation's `{{name}}` placeholders filled in, as i18next does (the test's copy of an on-screen text). */
export const fill = (text: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

export const prefix = (locale: 'en' | 'ar', path: string) =>
  locale === 'ar' ? (path === '/' ? '/ar' : `/ar${path}`) : path;

/**
 * What makes one screen state differ from another for an accessibility scan: the language, the path (ids and
 * digits left out), the query's names and values, the open dialogs, the labelled regions showing (a consent banner),
 * the selected tabs, and whether fields are marked invalid or an alert is showing. The same customer's cart with
 * another line in it is the same state.
 */
async function screenState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const digits = (s: string) => s.replace(/[0-9a-f]{8,}|\d+/gi, '#').trim();
    const visible = (e: Element) => (e as HTMLElement).offsetParent !== null || e.getClientRects().length > 0;
    const name = (e: Element) =>
      e.getAttribute('aria-label') ??
      document.getElementById(e.getAttribute('aria-labelledby') ?? '')?.textContent ??
      e.querySelector('h1, h2, h3')?.textContent ??
      '';
    const all = (selector: string) => [...document.querySelectorAll(selector)].filter(visible);
    const url = new URL(location.href);
    const query = [...url.searchParams].map(([k, v]) => `${k}=${digits(v)}`).sort();
    return JSON.stringify({
      lang: document.documentElement.lang,
      path: digits(url.pathname),
      query,
      dialogs: all('[role=dialog], [role=alertdialog], dialog[open]').map((e) => digits(name(e))),
      regions: all('section[aria-label], section[aria-labelledby], [role=region]').map((e) =>
        digits(name(e)),
      ),
      tabs: all('[role=tab][aria-selected=true]').map((e) => digits(e.textContent ?? '')),
      invalid: all('[aria-invalid=true]').length > 0,
      alert: all('[role=alert]').some((e) => (e.textContent ?? '').trim() !== ''),
    });
  });
}

/**
 * Zero serious or critical axe violations (WCAG 2 A/AA rules) — scanned once per screen state per run: a state
 * another test (in any worker) already scanned is not scanned again (ADR 0040). The run's scanned states are files
 * in E2E_AXE_SCANNED (a new directory per run, playwright.config.ts), created exclusively, so one scan claims each.
 */
export async function expectAccessible(page: Page) {
  const state = await screenState(page);
  const dir = process.env.E2E_AXE_SCANNED ?? 'test-results/e2e-axe';
  mkdirSync(dir, { recursive: true });
  const claim = `${dir}/${createHash('sha1').update(state).digest('hex')}`;
  try {
    closeSync(openSync(claim, 'wx'));
  } catch {
    test.info().annotations.push({ type: 'axe', description: `already scanned: ${state}` });
    if (process.env.E2E_AXE_LOG) appendFileSync(process.env.E2E_AXE_LOG, `skip ${state}\n`);
    return;
  }
  const started = Date.now();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  if (process.env.E2E_AXE_LOG)
    appendFileSync(process.env.E2E_AXE_LOG, `scan ${Date.now() - started} ${state}\n`);
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
