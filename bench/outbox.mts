// Outbox benchmark (issue 12, docs/performance.md "Outbox"): on PGlite and, when BENCH_DATABASE_URL is set, on
// PostgreSQL — (1) throughput: N events drained by 1 and by 2 workers; (2) delivery lag from commit to the
// consumer, p50/p99, for the worker the commit wakes and for a poll-only worker (another replica); (3) what the
// outbox write costs POST orders: the same cash checkout with and without it, in one run.
// Usage: npm run bench:outbox [-- --events=5000 --rate=200 --seconds=5 --checkouts=40]
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { transaction } from '../apps/api/src/db/transaction.ts';
import { createCustomers, createFixture, dayFromToday } from '../apps/api/src/test/booking.ts';
import { createPublisher, type Consumer } from '../apps/api/src/outbox/outbox.ts';
import { createWorker } from '../apps/api/src/outbox/worker.ts';
import { createTestApp } from '../apps/api/src/test/test-app.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const EVENTS = arg('events', 5000);
const RATE = arg('rate', 200);
const SECONDS = arg('seconds', 5);
const CHECKOUTS = arg('checkouts', 40);
const silent = { warn: () => undefined, error: () => undefined };
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const r1 = (x: number) => Math.round(x * 10) / 10;

async function fresh(url?: string): Promise<Database> {
  const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 10 });
  if (db.kind === 'postgres') {
    await db.db.execute(sql`drop schema if exists public cascade`);
    await db.db.execute(sql`drop schema if exists drizzle cascade`);
    await db.db.execute(sql`create schema public`);
  }
  await db.migrate();
  return db;
}

async function throughput(kind: string, url?: string) {
  const rows: string[] = [];
  for (const workers of [1, 2]) {
    const a = await fresh(url);
    const b = url ? await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 10 }) : a;
    let handled = 0;
    const consumer: Consumer = { name: 'bench', events: ['bench.event'], handle: async () => void handled++ };
    const publish = createPublisher([consumer], () => undefined);
    for (let i = 0; i < EVENTS; i += 100) {
      await transaction(a.db, async (tx) => {
        for (let j = i; j < Math.min(EVENTS, i + 100); j++) await publish(tx, 'bench.event', { j });
      });
    }
    const pool = [a, b]
      .slice(0, workers)
      .map((d) => createWorker(d.db, [consumer], [], silent, { batchSize: 50 }));
    const started = performance.now();
    await Promise.all(pool.map((w) => w.drain()));
    const ms = performance.now() - started;
    rows.push(
      `| ${kind} | ${workers} | ${EVENTS} | ${handled} | ${Math.round(ms)} | ${Math.round((handled / ms) * 1000)} |`,
    );
    if (b !== a) await b.close();
    await a.close();
  }
  return rows;
}

async function lag(kind: string, url?: string) {
  const rows: string[] = [];
  for (const setup of ['woken', 'poll-only'] as const) {
    const db = await fresh(url);
    const lags: number[] = [];
    const consumer: Consumer = {
      name: 'bench',
      events: ['bench.event'],
      handle: async (e) => void lags.push(Date.now() - Number(e.payload.committed)),
    };
    const worker = createWorker(db.db, [consumer], [], silent, { pollMs: 250 });
    const publish = createPublisher([consumer], () => (setup === 'woken' ? worker.wake() : undefined));
    worker.start();
    const total = RATE * SECONDS;
    const started = Date.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      // The payload carries the commit time: written just before the commit, read by the consumer after it.
      await transaction(
        db.db,
        async (tx) => void (await publish(tx, 'bench.event', { committed: Date.now() })),
      );
    }
    for (let i = 0; i < 100 && lags.length < total; i++) await new Promise((r) => setTimeout(r, 100));
    await worker.stop();
    rows.push(
      `| ${kind} | ${setup} | ${RATE}/s × ${SECONDS} s | ${lags.length} | ${pct(lags, 50)} | ${pct(lags, 99)} |`,
    );
    await db.close();
  }
  return rows;
}

async function checkoutCost() {
  const rows: string[] = [];
  const results: Record<string, number[]> = {};
  for (const write of [true, false]) {
    const t = await createTestApp({ outbox: { write, start: false } });
    const fx = await createFixture(t, { resources: 8 });
    const customers = await createCustomers(t, CHECKOUTS + 5);
    const times: number[] = [];
    for (let i = 0; i < CHECKOUTS + 5; i++) {
      const c = customers[i]!;
      const headers = { authorization: `Bearer ${c.token}` };
      // In-process requests (no network): an address per customer, as real customers have, past the per-IP limits.
      const ip = `198.51.100.${(i % 250) + 1}`;
      const hour = String(9 + (i % 8)).padStart(2, '0');
      const day = dayFromToday(2 + Math.floor(i / 8));
      const held = await t.app.inject({
        method: 'POST',
        url: '/api/v1/cart',
        headers,
        remoteAddress: ip,
        payload: { product_id: fx.productId, branch_id: fx.branchId, date: day, selectedTime: `${hour}:00` },
      });
      if (held.statusCode !== 201) throw new Error(`hold: ${held.statusCode} ${held.payload}`);
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        remoteAddress: ip,
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: { payment_method_id: 'cash' },
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.payload}`);
      if (i >= 5) times.push(ms); // the first five warm the code paths
    }
    results[write ? 'with' : 'without'] = times;
    await t.close();
  }
  const w = results.with!;
  const wo = results.without!;
  rows.push(`| outbox written (A) | ${w.length} | ${r1(pct(w, 50))} | ${r1(pct(w, 95))} |`);
  rows.push(`| no outbox write (B) | ${wo.length} | ${r1(pct(wo, 50))} | ${r1(pct(wo, 95))} |`);
  rows.push(
    `| A / B | | ×${(pct(w, 50) / pct(wo, 50)).toFixed(2)} | ×${(pct(w, 95) / pct(wo, 95)).toFixed(2)} |`,
  );
  return rows;
}

const url = process.env.BENCH_DATABASE_URL;
const kinds: [string, string | undefined][] = [
  ['PGlite', undefined],
  ...(url ? [['PostgreSQL', url] as [string, string]] : []),
];
console.log(
  `\n### Throughput (${EVENTS} events, batches of 50)\n| db | workers | events | delivered | ms | events/s |\n|---|--:|--:|--:|--:|--:|`,
);
for (const [kind, u] of kinds) for (const row of await throughput(kind, u)) console.log(row);
console.log(
  `\n### Commit-to-delivery lag (poll every 250 ms)\n| db | worker | load | delivered | p50 ms | p99 ms |\n|---|---|---|--:|--:|--:|`,
);
for (const [kind, u] of kinds) for (const row of await lag(kind, u)) console.log(row);
console.log(
  `\n### POST orders (cash), in-process, PGlite\n| | checkouts | p50 ms | p95 ms |\n|---|--:|--:|--:|`,
);
for (const row of await checkoutCost()) console.log(row);
process.exit(0);
