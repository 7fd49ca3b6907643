// Guests' server-rendered pages under load, every public page in English and Arabic, with the guest page cache
// off (every request renders) and on (GUEST_PAGE_CACHE_SECONDS, the default), in one run on one build.
// Usage: npm run bench:pages (builds first) or node bench/pages.mjs [--duration=5] [--warmup=1]
// [--connections=50] [--pages=/,/ar]. See docs/performance.md.
import {
  cliArgs,
  loadLine,
  machineInfo,
  runMain,
  startHajz,
  stopAll,
  table,
  writeResult,
} from './lib/server.mjs';
import { loadTester } from './lib/load.mjs';

const args = cliArgs();
const CONNECTIONS = Number(args.connections ?? 50);
const DURATION_S = Number(args.duration ?? 5);
const WARMUP_S = Number(args.warmup ?? 1);
const TOTAL_TIMEOUT_MS = 20 * 60_000;
const TARGETS = { reqPerSec: 2000, p99Ms: 50 };
/** The public pages of issue 18 (`/product/first`: the demo shop's first product, looked up at start). */
const PUBLIC = ['/', '/services', '/branches', '/shop', '/gift-cards', '/product/first', '/contact'];
const PAGES = args.pages
  ? args.pages.split(',')
  : [...PUBLIC, ...PUBLIC.map((p) => (p === '/' ? '/ar' : `/ar${p}`))];
const gzip = { 'accept-encoding': 'gzip, br' };

async function measureAll(label, env) {
  const server = await startHajz(env);
  console.log(`\n${label}: server up on ${server.origin} after ${server.bootMs} ms`);
  const { measure } = loadTester({ connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S });
  try {
    const products = await (await fetch(`${server.origin}/api/v1/products?type=product`)).json();
    const first = String(products.data.products[0].id);
    const rows = [];
    for (const page of PAGES) {
      const url = server.origin + page.replace('/product/first', `/product/${first}`);
      rows.push(await measure(label, `${label} ${page}`, url, gzip));
    }
    return rows;
  } finally {
    await server.close();
  }
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error(`bench:pages gave up after ${TOTAL_TIMEOUT_MS / 60_000} min`);
    stopAll().finally(() => process.exit(1));
  }, TOTAL_TIMEOUT_MS);
  watchdog.unref();
  const machine = machineInfo();
  console.log(
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, node ${machine.node}`,
  );
  console.log(loadLine('at start'));
  console.log(
    `${CONNECTIONS} connections, gzip, ${WARMUP_S} s warm-up + ${DURATION_S} s per page, as a guest.`,
  );

  const before = await measureAll('no cache', { GUEST_PAGE_CACHE_SECONDS: '0' });
  const after = await measureAll('cache', {});
  const rows = PAGES.map((page, i) => {
    const [b, a] = [before[i], after[i]];
    const met = a.reqPerSec >= TARGETS.reqPerSec && a.p99Ms <= TARGETS.p99Ms && a.non2xx + a.errors === 0;
    return {
      page,
      'wire B': a.bodyBytes,
      'req/s before': b.reqPerSec,
      'p99 before': b.p99Ms,
      'req/s after': a.reqPerSec,
      'p99 after': a.p99Ms,
      'max after': a.maxMs,
      ratio: `${(a.reqPerSec / Math.max(1, b.reqPerSec)).toFixed(1)}×`,
      'non2xx/err': `${b.non2xx + a.non2xx}/${b.errors + b.timeouts + a.errors + a.timeouts}`,
      target: met ? 'met' : 'MISSED',
    };
  });
  const date = new Date().toISOString();
  console.log(`\nResults (${date}; target ≥ ${TARGETS.reqPerSec} req/s and p99 ≤ ${TARGETS.p99Ms} ms)\n`);
  console.log(table(rows));
  const missed = rows.filter((r) => r.target !== 'met').length;
  console.log(`\n${rows.length - missed}/${rows.length} pages meet the target.`);
  console.log(loadLine('at end'));
  const file = writeResult('pages', { date, machine, targets: TARGETS, rows, before, after });
  console.log(`Wrote ${file}`);
}

runMain(main);
