// Load helpers shared by the API benches (bench/booking.mjs, bench/pricing.mjs): autocannon runs with a warm-up, one
// row per connection count, and a percentile of a sorted sample.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadLine, machineInfo, stopAll, wireGet } from './server.mjs';

/** The value at percentile `p` (0–100) of an ascending array (nearest rank). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export function cannon(url, headers, connections, duration) {
  return new Promise((ok, fail) =>
    autocannon({ url, headers, connections, duration, pipelining: 1, timeout: 10 }, (e, r) =>
      e ? fail(e) : ok(r),
    ),
  );
}

/**
 * autocannon at each connection count (`warmup` s, then `duration` s measured); 1 connection ≈ server time (plus
 * loopback), no queueing. The URL must answer 200 first. One row per connection count, labelled `{ [key]: label }`.
 */
export async function measure(label, url, headers, { connections, warmup, duration, key = 'answer' }) {
  const first = await fetch(url, { headers });
  if (first.status !== 200) throw new Error(`${label}: ${url} answered ${first.status}`);
  await first.arrayBuffer();
  const rows = [];
  for (const n of connections) {
    process.stdout.write(`  ${label}, autocannon ${n} connections: warm-up ${warmup} s… `);
    await cannon(url, headers, n, warmup);
    process.stdout.write(`measure ${duration} s… `);
    const r = await cannon(url, headers, n, duration);
    console.log(`${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`);
    rows.push({
      [key]: label,
      connections: n,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'max ms': r.latency.max,
      non2xx: r.non2xx + r.errors + r.timeouts,
    });
  }
  return rows;
}

/**
 * The start every API bench shares: a 10-minute watchdog, the machine and load lines, a fresh DATA_DIR and a JWT
 * secret for the server (`env`) and for signing tokens, and the machine's description for the result file.
 */
export function benchStart(name) {
  const watchdog = setTimeout(() => {
    console.error(`bench:${name} gave up after 10 min`);
    stopAll().finally(() => process.exit(1));
  }, 10 * 60_000);
  watchdog.unref();
  const machine = machineInfo();
  console.log(
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, node ${machine.node}`,
  );
  console.log(loadLine('at start'));
  const dataDir = mkdtempSync(join(tmpdir(), `hajz-bench-${name}-`));
  const secret = randomBytes(32).toString('hex');
  return { dataDir, secret, env: { JWT_SECRET: secret }, machine };
}

/**
 * One target at a time for the HTTP benches (bench/api.mjs, bench/pages.mjs): probe the URL once (status, size,
 * encoding), warm it up, measure it; one row with the wire size and autocannon's figures.
 */
export function loadTester({ connections, durationS, warmupS, labelWidth = 34 }) {
  async function probe(url, headers, expectStatus) {
    const res = await wireGet(url, headers);
    if (res.status !== expectStatus)
      throw new Error(`${url} answered ${res.status}, expected ${expectStatus}`);
    return res;
  }

  async function measure(kind, label, url, headers, expectStatus = 200) {
    const p = await probe(url, headers, expectStatus);
    process.stdout.write(`  ${label.padEnd(labelWidth)} warm-up ${warmupS} s… `);
    await cannon(url, headers, connections, warmupS);
    process.stdout.write(`measure ${durationS} s… `);
    const r = await cannon(url, headers, connections, durationS);
    const row = {
      kind,
      label,
      url,
      encoding: headers['accept-encoding'] ? 'gzip' : 'identity',
      servedEncoding: p.encoding,
      bodyBytes: p.bytes,
      reqPerSec: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      throughputMBs: Math.round((r.throughput.average / 2 ** 20) * 10) / 10,
    };
    console.log(`${row.reqPerSec} req/s, p99 ${row.p99Ms} ms`);
    return row;
  }

  return { measure };
}
