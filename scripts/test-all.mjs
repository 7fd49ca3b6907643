#!/usr/bin/env node
// `npm test`: every suite — unit, API integration (PGlite), web components, then end-to-end in Chromium.
// `node scripts/test-all.mjs --pg`: the API integration suite again on the PostgreSQL at TEST_DATABASE_URL.
// Prints per-suite counts and a closing "N passed, N failed" line; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { playwrightFailures, vitestFailures } from './test-reports.mjs';
import { callsDir } from './openapi-coverage.mjs';

const pg = process.argv.includes('--pg');
mkdirSync('test-results', { recursive: true });
const results = [];

/** Seconds each suite took, by name: in the summary, and in .ci/run's table of step times. */
const seconds = {};
function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  seconds[name] = Math.round((Date.now() - started) / 1000);
  return r.status ?? 1;
}

/** A runner that exits non-zero with no failed test (crash, no report) still counts as one failure. */
const failures = (failedTests, exitCode) => (exitCode !== 0 && failedTests === 0 ? 1 : failedTests);
function vitest(name, extraArgs, env, out) {
  rmSync(out, { force: true });
  const code = run(
    name,
    'npx',
    ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  const passed = report?.numPassedTests ?? 0;
  const failedTests = vitestFailures(report, process.cwd());
  results.push({
    name,
    passed,
    failed: failures(report?.numFailedTests ?? 0, code),
    exit: code,
    failedTests,
  });
}

/**
 * After the API suite: every OpenAPI operation got a success answer in some test (scripts/openapi-coverage.mjs,
 * from what each worker recorded). Here, not in Vitest's teardown, which cannot reliably fail a run, and only after
 * a full run, so a single file never trips it.
 */
function openApiCoverage() {
  const code = run('OpenAPI operations covered', 'node', ['scripts/openapi-coverage.mjs']);
  results.push({
    name: 'OpenAPI operations covered',
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    exit: code,
    failedTests:
      code === 0
        ? []
        : ['scripts/openapi-coverage.mjs › an OpenAPI operation got no success answer (see above)'],
  });
}

function playwright() {
  const out = 'test-results/e2e.json';
  rmSync(out, { force: true });
  const code = run('end-to-end (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  const s = report?.stats ?? {};
  const passed = (s.expected ?? 0) + (s.flaky ?? 0);
  results.push({
    name: 'end-to-end (Chromium)',
    passed,
    failed: failures(s.unexpected ?? 0, code),
    exit: code,
    skipped: s.skipped ?? 0,
    failedTests: playwrightFailures(report),
  });
}

if (pg) {
  if (!process.env.TEST_DATABASE_URL) {
    console.error('TEST_DATABASE_URL is required with --pg');
    process.exit(2);
  }
  // Files in parallel: each test app copies the run's template into a database of its own (ADR 0040).
  rmSync(callsDir, { recursive: true, force: true });
  vitest('API integration on PostgreSQL', ['--project', 'api'], {}, 'test-results/vitest-pg.json');
  openApiCoverage();
} else {
  rmSync(callsDir, { recursive: true, force: true });
  vitest('unit + API (PGlite) + web components', [], {}, 'test-results/vitest.json');
  openApiCoverage();
  if (!process.argv.includes('--no-e2e')) {
    playwright();
    // The e2e run built the app: each public page's JavaScript against its budget (scripts/js-budget.json).
    const code = run('JS budget per public page', 'node', ['scripts/js-budget.mjs']);
    results.push({
      name: 'JS budget per public page',
      passed: code === 0 ? 1 : 0,
      failed: code === 0 ? 0 : 1,
      exit: code,
      failedTests:
        code === 0
          ? []
          : ['scripts/js-budget.mjs › a public page is over its JS budget (see the table above)'],
    });
  }
}

const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log('\n--- summary');
for (const r of results)
  console.log(
    `${r.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}` +
      ` (${seconds[r.name]} s)`,
  );
const failedTests = results.flatMap((r) => r.failedTests);
for (const line of failedTests) console.log(`FAILED ${line}`);
const suites = results.map((r) => ({ name: r.name, seconds: seconds[r.name] }));
writeFileSync(
  `test-results/summary${pg ? '-pg' : ''}.json`,
  JSON.stringify({ passed, failed, failedTests, suites }),
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.some((r) => r.exit !== 0) ? 1 : 0);
