// Booking benchmark of the production API build (see docs/performance.md, "Booking"):
// (a) GET product-masters/{id}/available-times for a branch with 10 resources and 500 bookings over 30 days,
//     public (cached answer) and as a customer editing a line (computed every time): autocannon at 1 connection
//     (≈ server time), 10 and 50; (b) 1,000 concurrent hold attempts on one slot: winners, 409s, overlaps.
// Usage: npm run bench:booking (builds the API first) or node bench/booking.mjs [--duration=10] [--attempts=1000]
// [--connections=1,10,50]. On PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/hajz_bench (schema wiped).
import { rmSync } from 'node:fs';
import {
  countOverlaps,
  insertBenchData,
  openSetupDb,
  riyadhDate,
  signToken,
  startApi,
} from './lib/booking-data.mjs';
import { benchStart, measure as measureLoad, percentile } from './lib/load.mjs';
import { cliArgs, loadLine, runMain, stopAll, table, writeResult } from './lib/server.mjs';

const args = cliArgs();
const DURATION_S = Number(args.duration ?? 10);
const WARMUP_S = Number(args.warmup ?? 2);
const CONNECTIONS = String(args.connections ?? '1,10,50')
  .split(',')
  .map(Number);
const ATTEMPTS = Number(args.attempts ?? 1000);
const TARGETS = { p99Ms: 10, reqPerSec: 1000 };
const databaseUrl = process.env.DATABASE_URL || undefined;

const round = (x) => Math.round(x * 10) / 10;

async function wipePostgres() {
  const q = await openSetupDb({ databaseUrl });
  await q.query('drop schema if exists public cascade');
  await q.query('drop schema if exists drizzle cascade');
  await q.query('create schema public');
  await q.close();
}

/** autocannon at each connection count; 1 connection ≈ server time (plus loopback), no queueing. */
const measure = (label, url, headers) =>
  measureLoad(label, url, headers, { connections: CONNECTIONS, warmup: WARMUP_S, duration: DURATION_S });

async function availability(origin, data, secret) {
  const url = `${origin}/api/v1/product-masters/${data.productId}/available-times?branch_id=${data.branchId}`;
  const probe = await (await fetch(url)).json();
  const dates = probe.data.times.length;
  const slots = probe.data.times.reduce((n, d) => n + d.slots.length, 0);
  const bytes = JSON.stringify(probe).length;
  console.log(`  answer: ${dates} dates, ${slots} slots, ${bytes} bytes`);
  // A customer editing a cart line: the answer is theirs (own hold free) and computed on every request.
  const editor = data.customerIds.at(-1);
  const authorization = `Bearer ${await signToken(secret, editor)}`;
  const line = await fetch(`${origin}/api/v1/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({
      product_id: data.productId,
      branch_id: data.branchId,
      date: riyadhDate(5),
      selectedTime: '18:00',
    }),
  });
  if (line.status !== 201)
    throw new Error(`could not add the editing line: ${line.status} ${await line.text()}`);
  const { data: added } = await line.json();
  // Compressed, as a browser asks for it.
  const encoding = { 'accept-encoding': 'br, gzip' };
  const rows = [
    ...(await measure('public (cached ≤ 2 s)', url, encoding)),
    ...(await measure('editing a line (computed)', `${url}&cart_product_id=${added.cart_product_id}`, {
      ...encoding,
      authorization,
    })),
  ];
  return { dates, slots, bytes, rows };
}

async function contention(origin, data, secret) {
  const date = riyadhDate(2);
  // Free resources at 10:00–11:15 (60 minutes + 15 buffer) on that date: the most that can win.
  const slotStart = Date.parse(`${date}T10:00:00+03:00`);
  const slotEnd = slotStart + 75 * 60_000;
  const free = data.resourceIds.filter(
    (id) => !data.busy.get(id).some(([s, e]) => s < slotEnd && slotStart < e),
  ).length;
  const tokens = await Promise.all(data.customerIds.slice(0, ATTEMPTS).map((id) => signToken(secret, id)));
  const body = JSON.stringify({
    product_id: data.productId,
    branch_id: data.branchId,
    date,
    selectedTime: '10:00',
  });
  const started = performance.now();
  const results = await Promise.all(
    tokens.map(async (token) => {
      const t0 = performance.now();
      try {
        const res = await fetch(`${origin}/api/v1/cart`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - t0 };
      } catch (error) {
        return { status: `error ${error.cause?.code ?? error.message}`, ms: performance.now() - t0 };
      }
    }),
  );
  const wallMs = performance.now() - started;
  const byStatus = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    date,
    freeResources: free,
    attempts: ATTEMPTS,
    successes: byStatus[201] ?? 0,
    conflicts: byStatus[409] ?? 0,
    other: Object.fromEntries(Object.entries(byStatus).filter(([s]) => s !== '201' && s !== '409')),
    p50Ms: round(percentile(ms, 50)),
    p99Ms: round(percentile(ms, 99)),
    maxMs: round(ms.at(-1)),
    wallMs: Math.round(wallMs),
  };
}

async function main() {
  const { dataDir, secret, env, machine } = benchStart('booking');
  const dbName = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (fresh DATA_DIR)';
  try {
    if (databaseUrl) await wipePostgres();
    console.log(`Database: ${dbName}. First start (migrations + demo seed)…`);
    const first = await startApi({ dataDir, env });
    await first.close();
    const q = await openSetupDb({ dataDir, databaseUrl });
    const data = await insertBenchData(q, { customers: ATTEMPTS + 1 });
    await q.close();
    console.log(
      `Inserted a branch with ${data.resourceIds.length} resources, 500 bookings over 30 days, ${data.customerIds.length} customers.`,
    );
    const server = await startApi({ dataDir, env });
    console.log(`API up on ${server.origin} after ${server.bootMs} ms\n(a) available-times`);
    let a;
    let b;
    try {
      a = await availability(server.origin, data, secret);
      console.log(`(b) ${ATTEMPTS} concurrent hold attempts on one slot`);
      b = await contention(server.origin, data, secret);
    } finally {
      await server.close();
    }
    const check = await openSetupDb({ dataDir, databaseUrl });
    b.overlaps = await countOverlaps(check);
    const [{ n }] = await check.query(`select count(*)::int as n from reservations where kind = 'hold'`);
    b.holdsWritten = Number(n) - 1; // minus the editing line's hold
    await check.close();

    const date = new Date().toISOString();
    console.log(
      `\nResults (${date}, ${dbName})\n\n(a) GET available-times: ${a.dates} dates, ${a.slots} slots, 10 resources, 500 bookings\n`,
    );
    console.log(table(a.rows));
    console.log(
      `\n(b) ${b.attempts} concurrent POST /cart for ${b.date} 10:00 (${b.freeResources} of 10 resources free)\n`,
    );
    const contentionRow = {
      attempts: b.attempts,
      'free resources': b.freeResources,
      successes: b.successes,
      conflicts: b.conflicts,
      other: Object.keys(b.other).length ? JSON.stringify(b.other) : 0,
      'p50 ms': b.p50Ms,
      'p99 ms': b.p99Ms,
      'wall ms': b.wallMs,
      'holds in db': b.holdsWritten,
      overlaps: b.overlaps,
    };
    console.log(table([contentionRow]));
    const publicRows = a.rows.filter((r) => r.answer.startsWith('public'));
    const seq = publicRows.find((r) => r.connections === 1) ?? publicRows[0];
    const best = Math.max(...publicRows.map((r) => r['req/s']));
    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    const targets = [
      {
        target: `public available-times p99 ≤ ${TARGETS.p99Ms} ms (${seq.connections} connection)`,
        result: `${seq['p99 ms']} ms`,
        status: verdict(seq['p99 ms'] <= TARGETS.p99Ms),
      },
      {
        target: `public available-times ≥ ${TARGETS.reqPerSec} req/s`,
        result: `${best} req/s`,
        status: verdict(best >= TARGETS.reqPerSec),
      },
      {
        target: 'successes = free resources',
        result: `${b.successes} / ${b.freeResources}`,
        status: verdict(b.successes === b.freeResources),
      },
      {
        target: 'every other attempt 409, none 5xx',
        result: `${b.conflicts} × 409`,
        status: verdict(b.conflicts === b.attempts - b.freeResources),
      },
      {
        target: 'overlapping reservations = 0',
        result: String(b.overlaps),
        status: verdict(b.overlaps === 0),
      },
    ];
    console.log('\nTargets:');
    console.log(table(targets));
    console.log(loadLine('at end'));
    const file = writeResult('booking', {
      date,
      machine,
      database: dbName,
      targets: TARGETS,
      availability: a,
      contention: b,
      targetResults: targets,
    });
    console.log(`JSON written to ${file}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await stopAll();
  }
}

runMain(main);
