import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// One temporary database per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hajz-e2e-'));
// The screen states this run has scanned for accessibility, one file each (support.ts, expectAccessible).
process.env.E2E_AXE_SCANNED ??= mkdtempSync(join(tmpdir(), 'hajz-axe-'));
const repoRoot = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Three on the 2-core machine: a test spends much of its time waiting on the server and the browser. Measured on
  // pages + catalogue (51 tests), the tests took 91 s and 64 s with three workers against 126 s and 76 s with two,
  // alternating (ADR 0040).
  workers: 3,
  retries: 0,
  // A budget against hangs, not a speed check (speed is measured in bench/): the longest walks (sign-up with four
  // axe scans) take ~20 s on a quiet 2-core machine and a third more under load; 30 s was too close.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: join(repoRoot, 'test-results/e2e.json') }]],
  outputDir: join(repoRoot, 'test-results/e2e-artifacts'),
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    // Recording a trace costs as much CPU as the test itself (a 29-test subset: 104 → 52 CPU-seconds outside the
    // server with it off, ADR 0067), and CI prints failures but keeps no files: traces only where someone can open them.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // The README's start command on a temporary database; its log goes to a file, where the demo's back-office
  // sign-in codes are (auth-support.ts, latestCode).
  webServer: {
    command: `npm start > '${process.env.E2E_DATA_DIR}-server.log'`,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // As behind a load balancer: the client address comes from X-Forwarded-For, so signInByApi can sign each
      // test's customer in from an address of its own instead of all of them sharing 127.0.0.1's rate limits.
      TRUST_PROXY: 'true',
    },
  },
});
