// Shared helpers for the bench scripts: start the production server (or any node script) on
// 127.0.0.1 with a throw-away data dir, wait until it answers, stop it on exit or error.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = join(repoRoot, 'bench/results');
export const HOST = '127.0.0.1';

/** Ask the OS for a free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

const children = new Set();
const tempDirs = new Set();

/** mkdtemp under the OS temp dir; removed by the caller, or at exit if the script dies first. */
function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}
function removeTemp(dir) {
  tempDirs.delete(dir);
  rmSync(dir, { recursive: true, force: true });
}

/** Kill every child we started (SIGTERM, then SIGKILL after a grace period). */
export async function stopAll() {
  await Promise.all([...children].map((c) => stop(c)));
}

/** Stop one child process started by `startProcess`; resolves once it has exited. */
/**
 * Runs a bench's `main`: exit 0 when it ends; on an error print it, run `onError`, stop every process started and
 * exit with the code set (or 1).
 */
export function runMain(main, onError = () => {}) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      onError();
      stopAll().finally(() => process.exit(process.exitCode || 1));
    },
  );
}

export function stop(child, graceMs = 5000) {
  children.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      ok();
    });
    child.kill('SIGTERM');
  });
}

// Make sure nothing is left behind if the script crashes or is interrupted.
let cleaning = false;
function emergencyCleanup() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  children.clear();
  for (const dir of tempDirs) {
    try {
      removeTemp(dir);
    } catch {
      // best effort
    }
  }
}
process.on('exit', emergencyCleanup);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (cleaning) return;
    cleaning = true;
    emergencyCleanup();
    process.exit(130);
  });
}

/**
 * Spawn `node <script>` with extra env, keep the last lines of its output for error messages,
 * and resolve once `GET <healthPath>` answers 200 (or reject after `timeoutMs`).
 */
export async function startProcess({
  name,
  script,
  args = [],
  nodeArgs = [],
  env = {},
  port,
  healthPath,
  timeoutMs = 60_000,
}) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const tail = [];
  const keep = (chunk) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    if (tail.length > 40) tail.splice(0, tail.length - 40);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.tail = tail;
  // An exit we did not ask for (crash, OOM, killed by someone else) is reported with its last output.
  child.once('exit', (code, signal) => {
    if (!children.has(child)) return;
    children.delete(child);
    console.error(`\n! ${name} (pid ${child.pid}) exited unexpectedly: code ${code}, signal ${signal}`);
    if (tail.length) console.error(tail.slice(-20).join('\n'));
  });

  const url = `http://${HOST}:${port}${healthPath}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      children.delete(child);
      throw new Error(
        `${name} exited with code ${child.exitCode} before becoming healthy:\n${tail.join('\n')}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop(child);
  throw new Error(`${name} did not answer 200 on ${url} within ${timeoutMs} ms:\n${tail.join('\n')}`);
}

/**
 * Copy the production build into a throw-away tree so that a concurrent `npm run build` (which wipes
 * and rewrites apps/web/build with new hashed file names) cannot break a bench run half-way.
 * The copy mirrors the repo layout (apps/api finds apps/web/build via ../..), and node_modules
 * folders are symlinked back to the real ones so package resolution is unchanged.
 */
export function snapshotBuild() {
  const need = ['apps/api/dist/server.js', 'apps/web/build/server/index.js', 'apps/web/build/client'];
  for (const f of need) {
    if (!existsSync(join(repoRoot, f))) throw new Error(`${f} is missing: run "npm run build" first`);
  }
  const root = tempDir('hajz-bench-build-');
  const copy = (rel) => {
    if (existsSync(join(repoRoot, rel))) cpSync(join(repoRoot, rel), join(root, rel), { recursive: true });
  };
  const link = (rel) => {
    if (existsSync(join(repoRoot, rel))) symlinkSync(join(repoRoot, rel), join(root, rel), 'dir');
  };
  for (const rel of ['package.json', 'apps/api/package.json', 'apps/api/dist', 'apps/api/drizzle']) copy(rel);
  for (const rel of ['apps/web/package.json', 'apps/web/build']) copy(rel);
  for (const rel of ['node_modules', 'apps/api/node_modules', 'apps/web/node_modules']) link(rel);
  return root;
}

/**
 * Start the production build (`apps/api/dist/server.js`) on a free 127.0.0.1 port with a fresh
 * PGlite data dir. By default it runs from a snapshot of the build (see snapshotBuild);
 * set BENCH_IN_PLACE=1 to run the files in the repo directly.
 * Returns { child, port, origin, dataDir, bootMs, buildRoot, close }.
 */
/** The production build as `npm start` runs it (the demo), on a fresh PGlite; `env` adds settings. */
export async function startHajz(env = {}) {
  const inPlace = process.env.BENCH_IN_PLACE === '1';
  const buildRoot = inPlace ? repoRoot : snapshotBuild();
  const script = join(buildRoot, 'apps/api/dist/server.js');
  if (!existsSync(script)) throw new Error(`${script} is missing: run "npm run build" first`);
  const port = await freePort();
  const dataDir = tempDir('hajz-bench-data-');
  const cleanup = () => {
    removeTemp(dataDir);
    if (!inPlace) removeTemp(buildRoot);
  };
  const started = Date.now();
  let child;
  try {
    child = await startProcess({
      name: 'hajz server',
      script,
      nodeArgs: ['--import', pathToFileURL(join(repoRoot, 'bench/lib/exit-report.mjs')).href],
      port,
      healthPath: '/api/health',
      env: {
        NODE_ENV: 'production',
        DEMO: 'true',
        HOST,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      timeoutMs: 120_000,
    });
  } catch (error) {
    cleanup();
    throw error;
  }
  const bootMs = Date.now() - started;
  return {
    child,
    port,
    origin: `http://${HOST}:${port}`,
    dataDir,
    bootMs,
    buildRoot,
    async close() {
      await stop(child);
      cleanup();
    },
  };
}

/**
 * GET a URL without decoding the body: { status, bytes (as sent on the wire, headers excluded),
 * encoding }. Node's fetch would transparently gunzip, hiding the transferred size.
 */
export function wireGet(url, headers = {}) {
  return new Promise((ok, fail) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () =>
        ok({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] ?? 'identity' }),
      );
      res.on('error', fail);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', fail);
    req.end();
  });
}

/**
 * One line on how busy the machine is. Other processes competing for the same cores skew every
 * figure (both benches are CPU-bound), so the load average is printed next to the results.
 */
export function loadLine(when) {
  const [one, five] = loadavg();
  const cores = availableParallelism();
  const busy = one > cores * 0.5 ? `  ⚠ machine busy (> ${cores * 0.5}): figures will be noisy/low` : '';
  return `Load average ${when}: ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) on ${cores} cores${busy}`;
}

/** Facts about the machine, printed with and stored next to the results. */
export function machineInfo() {
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadavgAtStart: loadavg().map((x) => Math.round(x * 100) / 100),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

/** Write `data` as pretty JSON to bench/results/<name>-<timestamp>.json and <name>-latest.json. */
export function writeResult(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(resultsDir, `${name}-${stamp}.json`);
  const body = JSON.stringify(data, null, 2) + '\n';
  writeFileSync(file, body);
  writeFileSync(join(resultsDir, `${name}-latest.json`), body);
  return file;
}

/** Render rows (array of objects) as an aligned text table; numbers are right-aligned. */
export function table(rows, columns = Object.keys(rows[0] ?? {})) {
  const cells = rows.map((r) =>
    columns.map((c) => (r[c] === undefined || r[c] === null ? '–' : String(r[c]))),
  );
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const numeric = columns.map((c) => rows.every((r) => typeof r[c] === 'number' || r[c] == null));
  const fmt = (row) =>
    '| ' + row.map((v, i) => (numeric[i] ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(' | ') + ' |';
  const sep =
    '|' + widths.map((w, i) => (numeric[i] ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|') + '|';
  return [fmt(columns), sep, ...cells.map(fmt)].join('\n');
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** `--name=value` (or bare `--flag` = 'true') command-line options of a bench script. */
export function cliArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((a) => {
      const [k, v = 'true'] = a.replace(/^--/, '').split('=');
      return [k, v];
    }),
  );
}
