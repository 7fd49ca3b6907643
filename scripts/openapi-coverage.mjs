#!/usr/bin/env node
// After a full API run: every operation of the OpenAPI document got a success answer (2xx, or the 303 of a
// redirecting operation) in some test. Each test worker recorded what it received under test-results/openapi-calls/
// (apps/api/src/test/openapi-contract.ts); this unites them. Run by scripts/test-all.mjs after the API suite (a
// single test file run never trips it); by hand: `node scripts/openapi-coverage.mjs` after `vitest run --project api`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const callsDir = 'test-results/openapi-calls';

/** The operations with no success answer received, from the workers' records ({ operations, seen }). */
export function uncovered(records) {
  const documented = new Map();
  const received = new Set();
  for (const { operations, seen } of records) {
    for (const [op, statuses] of Object.entries(operations)) documented.set(op, statuses);
    for (const key of Object.keys(seen)) received.add(key);
  }
  return [...documented]
    .filter(([op, statuses]) => !statuses.some((status) => received.has(`${op} ${status}`)))
    .map(([op, statuses]) => `${op} (documented: ${statuses.join(', ') || 'no success answer'})`)
    .sort();
}

function main() {
  const files = existsSync(callsDir) ? readdirSync(callsDir).filter((f) => f.endsWith('.json')) : [];
  if (files.length === 0) {
    console.error(`No records in ${callsDir}: run the API suite first.`);
    process.exit(1);
  }
  const records = files.map((f) => JSON.parse(readFileSync(join(callsDir, f), 'utf8')));
  const operations = new Set(records.flatMap((r) => Object.keys(r.operations)));
  const missing = uncovered(records);
  if (missing.length > 0) {
    console.error(
      `${missing.length} of ${operations.size} OpenAPI operations got no success answer in any test:\n` +
        missing.map((m) => `  ${m}`).join('\n'),
    );
    process.exit(1);
  }
  console.log(`OpenAPI coverage: all ${operations.size} operations got a success answer in some test.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
