#!/usr/bin/env node
/**
 * No folder-level import cycle among the API's modules (apps/api/src/modules/*), production files only (ADR 0036).
 *
 * dependency-cruiser finds the imports (`cruise`, the project's config); this builds the graph of module folders
 * from them and fails on any strongly connected group, naming one import per edge. Its folder-scope `circular`
 * rule cannot do this: it counts test files and cycles through lib/ and plugins/, which are not module walls.
 */
import { cruise } from 'dependency-cruiser';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const modulesRoot = 'apps/api/src/modules/';
const require = createRequire(import.meta.url);
/** Test files cross modules on purpose (their helpers live in src/test/); not part of the walls (api-walls.cjs). */
const testPatterns = require('./api-walls.cjs').testFiles.map((p) => new RegExp(p));
const isTestFile = (path) => testPatterns.some((p) => p.test(path));

const moduleOf = (path) =>
  path.startsWith(modulesRoot) ? path.slice(modulesRoot.length).split('/')[0] : null;

/** Module → module edges, each with the first import that makes it. */
export function moduleGraph(modules) {
  const edges = new Map();
  for (const m of modules) {
    const from = moduleOf(m.source);
    if (!from || isTestFile(m.source)) continue;
    for (const d of m.dependencies) {
      const to = moduleOf(d.resolved);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map();
      if (!out.has(to)) out.set(to, `${m.source} → ${d.resolved}`);
      edges.set(from, out);
    }
  }
  return edges;
}

/** Strongly connected groups of more than one module (Tarjan). */
export function cycles(edges) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return found;
}

/** The cycles among the modules under `paths` (relative to `baseDir`), each with the imports that tie it. */
export async function moduleCycles(paths = ['apps/api/src'], baseDir = process.cwd()) {
  // The API imports by relative paths only: no tsconfig paths to resolve (the web app's `~/` is not cruised here).
  const { tsConfig: _webAliases, ...options } = require('../.dependency-cruiser.cjs').options;
  const { output } = await cruise(paths, { ...options, baseDir, outputType: 'json' });
  const result = typeof output === 'string' ? JSON.parse(output) : output;
  const edges = moduleGraph(result.modules);
  return cycles(edges).map((group) => ({
    modules: group,
    imports: group.flatMap((from) =>
      [...(edges.get(from) ?? [])].filter(([to]) => group.includes(to)).map(([, via]) => via),
    ),
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = await moduleCycles(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
  for (const cycle of found) {
    console.error(`error api-module-cycle: ${cycle.modules.join(', ')}`);
    for (const via of cycle.imports) console.error(`    ${via}`);
  }
  if (found.length > 0) {
    console.error(
      `\n${found.length} import cycle(s) among apps/api/src/modules/* (lint/api-module-cycles.mjs)`,
    );
    process.exit(1);
  }
}
