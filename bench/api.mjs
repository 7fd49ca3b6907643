// autocannon against the production API on 127.0.0.1, next to a bare Fastify hello-world measured
// in the same run. Usage: npm run bench:api (builds first) or node bench/api.mjs [--duration=10]
// [--warmup=2] [--connections=50] [--info=false]. See docs/performance.md.
import { join } from 'node:path';
import {
  HOST,
  cliArgs,
  freePort,
  loadLine,
  machineInfo,
  repoRoot,
  runMain,
  startHajz,
  startProcess,
  stop,
  stopAll,
  table,
  writeResult,
} from './lib/server.mjs';
import { loadTester } from './lib/load.mjs';

const args = cliArgs();
const CONNECTIONS = Number(args.connections ?? 50);
const DURATION_S = Number(args.duration ?? 10);
const WARMUP_S = Number(args.warmup ?? 2);
const INFO = args.info !== 'false'; // --info=false skips the informational rows
const TOTAL_TIMEOUT_MS = 10 * 60_000;

const TARGETS = { ratioOfHello: 0.4, p99Ms: 25 };
const { measure } = loadTester({ connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S });
const ENDPOINTS = ['/api/v1/products', '/api/v1/branches'];
const ENCODINGS = [
  { name: 'identity', headers: {} },
  { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
];

async function main() {
  const watchdog = setTimeout(() => {
    console.error(`bench:api gave up after ${TOTAL_TIMEOUT_MS / 60_000} min`);
    stopAll().finally(() => process.exit(1));
  }, TOTAL_TIMEOUT_MS);
  watchdog.unref();

  const machine = machineInfo();
  console.log(
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, node ${machine.node}`,
  );
  console.log(loadLine('at start'));
  console.log(
    `autocannon runs in this process and shares the ${machine.cores} cores with the server under test:` +
      ' figures are lower than on a dedicated load generator, for both the app and the baseline.',
  );

  console.log('Starting production server (apps/api/dist/server.js) with a fresh PGlite data dir…');
  const server = await startHajz();
  console.log(`Server up on ${server.origin} after ${server.bootMs} ms`);
  let hello;
  try {
    const helloPort = await freePort();
    hello = await startProcess({
      name: 'fastify hello-world',
      script: join(repoRoot, 'bench/lib/hello.mjs'),
      port: helloPort,
      healthPath: '/',
      env: { PORT: String(helloPort) },
    });
    const helloUrl = `http://${HOST}:${helloPort}/`;
    console.log(`Hello-world up on ${helloUrl}`);
    console.log(
      `\n${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s measured, one target at a time:`,
    );

    // Baseline first and last, so drift (thermal, noisy neighbours) shows up.
    const rows = [];
    rows.push(await measure('baseline', 'hello-world (before)', helloUrl, {}));
    for (const path of ENDPOINTS) {
      for (const enc of ENCODINGS) {
        rows.push(await measure('target', `${path} [${enc.name}]`, server.origin + path, enc.headers));
      }
    }
    if (INFO) {
      // Informational, no target: where does the time go?
      const o = server.origin;
      rows.push(await measure('info', 'info: Hajz stack, no DB (404)', `${o}/api/v1/__bench_nope`, {}, 404));
      rows.push(await measure('info', 'info: /api/health (SELECT 1)', `${o}/api/health`, {}));
      rows.push(await measure('info', 'info: GET / SSR page [gzip]', `${o}/`, ENCODINGS[1].headers));
    }
    rows.push(await measure('baseline', 'hello-world (after)', helloUrl, {}));

    const helloRows = rows.filter((r) => r.kind === 'baseline');
    const helloRps = helloRows.reduce((s, r) => s + r.reqPerSec, 0) / helloRows.length;
    for (const r of rows) r.ratio = r.reqPerSec / helloRps;

    const date = new Date().toISOString();
    console.log(
      `\nResults (${date}; hello-world baseline = mean of before/after = ${Math.round(helloRps)} req/s)\n`,
    );
    console.log(
      table(
        rows.map((r) => ({
          target: r.label,
          'wire B': r.bodyBytes,
          enc: r.servedEncoding,
          'req/s': r.reqPerSec,
          'p50 ms': r.p50Ms,
          'p99 ms': r.p99Ms,
          'max ms': r.maxMs,
          non2xx: r.non2xx,
          errors: r.errors + r.timeouts,
          '% of hello': Math.round(r.ratio * 1000) / 10,
        })),
      ),
    );

    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    const targetRows = [];
    for (const r of rows.filter((x) => x.kind === 'target')) {
      targetRows.push(
        {
          endpoint: r.label,
          target: `req/s ≥ ${TARGETS.ratioOfHello * 100}% of hello-world`,
          result: `${(r.ratio * 100).toFixed(1)}%`,
          status: verdict(r.ratio >= TARGETS.ratioOfHello),
        },
        {
          endpoint: r.label,
          target: `p99 ≤ ${TARGETS.p99Ms} ms @ ${CONNECTIONS} conn`,
          result: `${r.p99Ms} ms`,
          status: verdict(r.p99Ms <= TARGETS.p99Ms),
        },
        {
          endpoint: r.label,
          target: 'no non-2xx / errors',
          result: `${r.non2xx} / ${r.errors + r.timeouts}`,
          status: verdict(r.non2xx === 0 && r.errors + r.timeouts === 0),
        },
      );
    }
    console.log('\nTargets:');
    console.log(table(targetRows));
    const missed = targetRows.filter((r) => r.status !== 'met').length;
    console.log(`\n${targetRows.length - missed}/${targetRows.length} targets met.`);

    console.log(loadLine('at end'));
    const file = writeResult('api', {
      date,
      machine,
      method: {
        tool: 'autocannon (node API, same process as this script)',
        connections: CONNECTIONS,
        warmupS: WARMUP_S,
        durationS: DURATION_S,
        note: 'load generator and servers share the same cores',
      },
      targets: TARGETS,
      helloBaselineRps: Math.round(helloRps),
      rows,
      targetResults: targetRows,
    });
    console.log(`JSON written to ${file}`);
  } finally {
    if (hello) await stop(hello);
    await server.close();
    await stopAll();
  }
}

runMain(main);
