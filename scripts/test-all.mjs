#!/usr/bin/env node
// `npm test`: every suite — unit, API integration (PGlite), web components, then end-to-end in Chromium; with
// TEST_DATABASE_URL set (CI), the API integration suite again on that PostgreSQL, beside the end-to-end run.
// `node scripts/test-all.mjs --pg`: only the API integration suite on the PostgreSQL at TEST_DATABASE_URL.
// Prints per-suite counts and a closing "N passed, N failed" line; exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { playwrightFailures, vitestFailures } from './test-reports.mjs';
import { callsDir } from './openapi-coverage.mjs';

const pg = process.argv.includes('--pg');
// Only the PostgreSQL pass may see TEST_DATABASE_URL: with it set, the API tests would run on PostgreSQL instead.
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pg) delete process.env.TEST_DATABASE_URL;
mkdirSync('test-results', { recursive: true });
const results = [];

/** Seconds each suite took, by name: in the summary, and in .ci/run's table of step times. */
const seconds = {};
/** Runs a suite with its output on ours; its exit code. Asynchronous, so that a suite beside it keeps flowing. */
function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => {
      seconds[name] = Math.round((Date.now() - started) / 1000);
      done(code ?? 1);
    });
  });
}

/**
 * `run` without blocking, its output to a file: the caller prints it once the suite it ran beside has ended, so that
 * two suites running side by side don't interleave their logs. Resolves to the exit code and that printer.
 */
function runBeside(name, cmd, args, env = {}) {
  const log = `test-results/${name.replace(/\W+/g, '-')}.log`;
  const started = Date.now();
  return new Promise((done) => {
    const out = createWriteStream(log);
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      seconds[name] = Math.round((Date.now() - started) / 1000);
      const print = () => {
        console.log(`\n=== ${name}: ${cmd} ${args.join(' ')} (ran beside the end-to-end tests)`);
        console.log(readFileSync(log, 'utf8'));
      };
      out.end(() => done({ code: code ?? 1, print }));
    });
  });
}

/** A runner that exits non-zero with no failed test (crash, no report) still counts as one failure. */
const failures = (failedTests, exitCode) => (exitCode !== 0 && failedTests === 0 ? 1 : failedTests);
const vitestArgs = (extraArgs, out) => [
  'vitest',
  'run',
  ...extraArgs,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
];
function vitestResult(name, code, out) {
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  results.push({
    name,
    passed: report?.numPassedTests ?? 0,
    failed: failures(report?.numFailedTests ?? 0, code),
    exit: code,
    failedTests: vitestFailures(report, process.cwd()),
  });
}
async function vitest(name, extraArgs, env, out) {
  rmSync(out, { force: true });
  vitestResult(name, await run(name, 'npx', vitestArgs(extraArgs, out), env), out);
}

/**
 * After the API suite: every OpenAPI operation got a success answer in some test (scripts/openapi-coverage.mjs,
 * from what each worker recorded). Here, not in Vitest's teardown, which cannot reliably fail a run, and only after
 * a full run, so a single file never trips it.
 */
async function openApiCoverage(name = 'OpenAPI operations covered') {
  const code = await run(name, 'node', ['scripts/openapi-coverage.mjs']);
  results.push({
    name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    exit: code,
    failedTests:
      code === 0
        ? []
        : ['scripts/openapi-coverage.mjs › an OpenAPI operation got no success answer (see above)'],
  });
}

async function playwright() {
  const out = 'test-results/e2e.json';
  rmSync(out, { force: true });
  const code = await run('end-to-end (Chromium)', 'npx', [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
  ]);
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

const pgName = 'API integration on PostgreSQL';
const pgOut = 'test-results/vitest-pg.json';
if (pg) {
  if (!process.env.TEST_DATABASE_URL) {
    console.error('TEST_DATABASE_URL is required with --pg');
    process.exit(2);
  }
  // Files in parallel: each test app copies the run's template into a database of its own (ADR 0040).
  rmSync(callsDir, { recursive: true, force: true });
  await vitest(pgName, ['--project', 'api'], {}, pgOut);
  await openApiCoverage();
} else {
  rmSync(callsDir, { recursive: true, force: true });
  await vitest('unit + API (PGlite) + web components', [], {}, 'test-results/vitest.json');
  await openApiCoverage();
  // With TEST_DATABASE_URL, the PostgreSQL pass runs beside the end-to-end tests: those wait on the browser and the
  // server far more than they compute (measured: ~0.3 of the two cores busy), so the pass fills the idle cores
  // instead of adding its minutes after them (ADR 0067). Its OpenAPI check follows it, on what it recorded.
  let pgPass = null;
  if (pgUrl) {
    rmSync(callsDir, { recursive: true, force: true });
    rmSync(pgOut, { force: true });
    pgPass = runBeside(pgName, 'npx', vitestArgs(['--project', 'api'], pgOut), { TEST_DATABASE_URL: pgUrl });
  }
  if (!process.argv.includes('--no-e2e')) {
    await playwright();
    // The e2e run built the app: each public page's JavaScript against its budget (scripts/js-budget.json).
    const code = await run('JS budget per public page', 'node', ['scripts/js-budget.mjs']);
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
  if (pgPass) {
    const { code, print } = await pgPass;
    print();
    vitestResult(pgName, code, pgOut);
    await openApiCoverage('OpenAPI operations covered on PostgreSQL');
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
