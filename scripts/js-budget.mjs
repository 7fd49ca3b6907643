#!/usr/bin/env node
// The JavaScript each public page loads, from the web build's route manifest (deterministic: no browser), against
// the budgets in scripts/js-budget.json (issue 18). Prints a table; exits 1 when a page is over its budget or loads
// a chunk that must stay out of customer pages (admin, maps). Usage: node scripts/js-budget.mjs [--json]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The chunks a route loads on first paint: the client entry, then every route module from the root down. */
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
 * One row per page: gzipped bytes, chunk count, budget, and what is wrong with it (empty when fine). `textOf`
 * reads a chunk, for the libraries that must stay out of public pages (`forbiddenCode`: a name and a string
 * that library's code always contains, e.g. zod's "$ZodType").
 */
export function check(manifest, budgets, sizeOf, textOf = () => '') {
  return Object.entries(budgets.pages).map(([page, { route, budgetKb }]) => {
    const files = chunksOf(manifest, route);
    const bytes = files.reduce((sum, f) => sum + sizeOf(f), 0) + sizeOf(budgets.manifestFile ?? '');
    const forbidden = files.filter((f) => budgets.forbidden.some((p) => new RegExp(p).test(f)));
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

function main() {
  const root = resolve(import.meta.dirname, '..');
  const assets = join(root, 'apps/web/build/client/assets');
  const manifestName = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!manifestName) throw new Error(`no route manifest in ${assets}: run npm run build first`);
  const source = readFileSync(join(assets, manifestName), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  const budgets = JSON.parse(readFileSync(join(root, 'scripts/js-budget.json'), 'utf8'));
  budgets.manifestFile = `/assets/${manifestName}`;
  const cache = new Map();
  const sizeOf = (file) => {
    if (!file) return 0;
    if (!cache.has(file))
      cache.set(file, gzipSync(readFileSync(join(root, 'apps/web/build/client', file)), { level: 9 }).length);
    return cache.get(file);
  };
  const textOf = (file) => (file ? readFileSync(join(root, 'apps/web/build/client', file), 'utf8') : '');
  const rows = check(manifest, budgets, sizeOf, textOf);
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  console.log('| page | JS gzip KB | chunks | budget KB | |\n|---|--:|--:|--:|---|');
  for (const r of rows)
    console.log(
      `| ${r.page} | ${(r.bytes / 1024).toFixed(1)} | ${r.chunks} | ${r.budgetKb} | ${r.problems.join('; ') || 'ok'} |`,
    );
  const bad = rows.filter((r) => r.problems.length > 0);
  if (bad.length > 0) {
    console.error(`\nJS budget: ${bad.length} page(s) over budget or loading forbidden chunks`);
    process.exit(1);
  }
  console.log(`\nJS budget: all ${rows.length} public pages within budget`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
