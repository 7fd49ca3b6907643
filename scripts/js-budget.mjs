#!/usr/bin/env node
// The JavaScript each public page loads, from the web build's route manifest (deterministic: no browser), against
// the budgets in scripts/js-budget.json (issue 18). Prints a table; exits 1 when a page is over its budget or loads
// a chunk that must stay out of customer pages (admin, maps), or when the customer pages' messages bundle holds
// back-office texts (ADR 0027). Usage: node scripts/js-budget.mjs [--json]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The chunks a route loads on its first visit (with the document, ADR 0041): the client entry, then every route module from the root down. */
export function chunksOf(manifest, routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    chain.push(route);
  }
  for (const route of chain.reverse()) {
    if (route.module) files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/**
 * The route manifest a page's HTML carries inline: React Router's lazy route discovery (the default, mode 'lazy')
 * puts only the entry and the page's own routes in it, never the manifest file listing every route, and asks for
 * the others on navigation. So a page pays for its own routes, not for the back office's (ADR 0027).
 */
export function inlineManifest(manifest, routeId) {
  const routes = {};
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) routes[id] = manifest.routes[id];
  return { entry: manifest.entry, routes, url: manifest.url, version: manifest.version };
}

/** The back office's routes (ids `admin.<lang>`, `admin-<screen>.<lang>`: routes.ts, ADR 0027). */
export const adminRouteIds = (manifest) =>
  Object.keys(manifest.routes).filter((id) => /^admin([-.]|$)/.test(id));

/**
 * One row per page: gzipped bytes, chunk count, budget, and what is wrong with it (empty when fine). `textOf`
 * reads a chunk, for the libraries that must stay out of public pages (`forbiddenCode`: a name and a string
 * that library's code always contains, e.g. zod's "$ZodType"). `gzipOf` weighs a text, for the inline manifest.
 */
export function check(manifest, budgets, sizeOf, textOf = () => '', gzipOf = () => 0) {
  // An admin route's own module is admin code wherever it is named; so is any chunk holding the admin texts' URL.
  const adminModules = new Set(adminRouteIds(manifest).map((id) => manifest.routes[id].module));
  return Object.entries(budgets.pages).map(([page, { route, budgetKb }]) => {
    const files = chunksOf(manifest, route);
    const bytes =
      files.reduce((sum, f) => sum + sizeOf(f), 0) + gzipOf(JSON.stringify(inlineManifest(manifest, route)));
    const forbidden = files.filter(
      (f) => adminModules.has(f) || budgets.forbidden.some((p) => new RegExp(p).test(f)),
    );
    const forbiddenCode = Object.entries(budgets.forbiddenCode ?? {}).flatMap(([name, marker]) =>
      files.filter((f) => textOf(f).includes(marker)).map((f) => `${f} contains ${name}`),
    );
    const problems = [
      ...(bytes > budgetKb * 1024 ? [`${(bytes / 1024).toFixed(1)} KB is over ${budgetKb} KB`] : []),
      ...forbidden.map((f) => `loads ${f}, which customer pages must not`),
      ...forbiddenCode.map((p) => `${p}, which customer pages must not load`),
    ];
    return { page, route, bytes, chunks: files.length, budgetKb, problems };
  });
}

/**
 * The customer pages' messages bundles (`{ file: messages }`) must hold none of the back office's namespaces nor
 * any of its longer texts (short words such as "Bookings" are both's): one problem per leak.
 */
export function textLeaks(customerBundles, adminBundles) {
  const leaves = (v) =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(leaves) : [];
  const problems = [];
  for (const [adminFile, admin] of Object.entries(adminBundles))
    for (const [file, messages] of Object.entries(customerBundles)) {
      for (const ns of Object.keys(admin))
        if (ns in messages) problems.push(`${file} holds the admin namespace ${ns} (${adminFile})`);
      const all = JSON.stringify(messages);
      for (const text of leaves(admin))
        if (text.length >= 24 && all.includes(JSON.stringify(text)))
          problems.push(`${file} holds the admin text "${text}" (${adminFile})`);
    }
  return problems;
}

function main() {
  const root = resolve(import.meta.dirname, '..');
  const assets = join(root, 'apps/web/build/client/assets');
  const manifestName = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!manifestName) throw new Error(`no route manifest in ${assets}: run npm run build first`);
  const source = readFileSync(join(assets, manifestName), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  const budgets = JSON.parse(readFileSync(join(root, 'scripts/js-budget.json'), 'utf8'));
  const cache = new Map();
  const sizeOf = (file) => {
    if (!file) return 0;
    if (!cache.has(file))
      cache.set(file, gzipSync(readFileSync(join(root, 'apps/web/build/client', file)), { level: 9 }).length);
    return cache.get(file);
  };
  const textOf = (file) => (file ? readFileSync(join(root, 'apps/web/build/client', file), 'utf8') : '');
  const gzipOf = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
  const rows = check(manifest, budgets, sizeOf, textOf, gzipOf);
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  console.log('| page | JS gzip KB | chunks | budget KB | |\n|---|--:|--:|--:|---|');
  for (const r of rows)
    console.log(
      `| ${r.page} | ${(r.bytes / 1024).toFixed(1)} | ${r.chunks} | ${r.budgetKb} | ${r.problems.join('; ') || 'ok'} |`,
    );
  const bundles = (re) =>
    Object.fromEntries(
      readdirSync(assets)
        .filter((f) => re.test(f))
        .map((f) => [f, JSON.parse(readFileSync(join(assets, f), 'utf8'))]),
    );
  const adminBundles = bundles(/^locale-admin-[a-z]{2}-[\w-]+\.json$/);
  const leaks = textLeaks(bundles(/^locale-[a-z]{2}-[\w-]+\.json$/), adminBundles);
  if (Object.keys(adminBundles).length === 0)
    leaks.push('no admin messages bundle (locale-admin-*.json) to check');
  for (const leak of leaks) console.error(`admin texts: ${leak}`);
  const bad = rows.filter((r) => r.problems.length > 0);
  if (bad.length > 0)
    console.error(`\nJS budget: ${bad.length} page(s) over budget or loading forbidden chunks`);
  if (bad.length > 0 || leaks.length > 0) process.exit(1);
  console.log(`\nJS budget: all ${rows.length} public pages within budget`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
