// Orders with e-invoicing on vs off (issue 26 "Measure", ADR 0050; docs/performance.md "E-invoicing"), in one run on
// one machine and one build, alternated round by round: the same cash checkout through the API (in-process inject,
// PGlite) in an app whose EGS unit is onboarded against the Fatoora simulation ("on") and in one without ("off").
// Per round and mode: N carts held first (not timed), then N checkouts, C at a time, with the outbox worker running
// as in production (woken by each commit: on "on", every sale's invoice is issued, signed, chained and reported by
// it); timed until the last answer (orders/s answered) and until the outbox has nothing left (orders/s documented).
// Then the cost of issuing one document on the chain (lock the unit, build, sign, insert, advance the head), p50/p99
// of wall-clock and CPU time, over D documents.
// Usage: npm run bench:einvoice-orders [-- --orders=40 --rounds=3 --concurrency=4 --docs=200]
import { randomUUID } from 'node:crypto';
import { issueDocument, onboard, onboardedUnit } from '../apps/api/src/modules/e-invoicing/index.ts';
import { openPrivateKey } from '../apps/api/src/integrations/fatoora/seal.ts';
import { createCustomers, createFixture, dayFromToday, type Fixture } from '../apps/api/src/test/booking.ts';
import { invoiceDraft } from '../apps/api/src/test/e-invoicing.ts';
import { createTestApp, type TestApp } from '../apps/api/src/test/test-app.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ORDERS = arg('orders', 40);
const ROUNDS = arg('rounds', 3);
const CONCURRENCY = arg('concurrency', 4);
const DOCS = arg('docs', 200);
const RESOURCES = 8;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const r1 = (x: number) => (Math.round(x * 10) / 10).toFixed(1);
const r2 = (x: number) => (Math.round(x * 100) / 100).toFixed(2);
const median = (xs: number[]) => pct(xs, 50);

type Mode = 'off' | 'on';
type Setup = { t: TestApp; fx: Fixture; customers: { id: number; token: string }[]; used: number };

async function setup(mode: Mode): Promise<Setup> {
  const t = await createTestApp({ outbox: { start: false }, invariants: false });
  if (mode === 'on') await onboard(t.app.context.eInvoicing, t.app.config.fatoora.simulationOtp);
  const fx = await createFixture(t, { resources: RESOURCES, price: 23_000 });
  const customers = await createCustomers(t, ORDERS * (ROUNDS + 1));
  t.app.context.outbox.start();
  return { t, fx, customers, used: 0 };
}

const ipOf = (k: number) => `198.51.${(k >> 8) & 255}.${k & 255 || 1}`;

/** Holds a slot for the next N customers (one by one: not what is measured). */
async function holdCarts(s: Setup): Promise<number[]> {
  const ks = Array.from({ length: ORDERS }, (_, i) => s.used + i);
  s.used += ORDERS;
  for (const k of ks) {
    const slot = Math.floor(k / RESOURCES);
    const held = await s.t.app.inject({
      method: 'POST',
      url: '/api/v1/cart',
      remoteAddress: ipOf(k),
      headers: { authorization: `Bearer ${s.customers[k]!.token}` },
      payload: {
        product_id: s.fx.productId,
        branch_id: s.fx.branchId,
        date: dayFromToday(2 + Math.floor(slot / 8)),
        selectedTime: `${String(9 + (slot % 8)).padStart(2, '0')}:00`,
      },
    });
    if (held.statusCode !== 201) throw new Error(`hold ${k}: ${held.statusCode} ${held.payload}`);
  }
  return ks;
}

/** Until the outbox has nothing left to deliver now (documents issued and reported, SMS sent…). */
async function drained(s: Setup) {
  while ((await s.t.app.context.outbox.drain()) > 0);
}

async function round(s: Setup) {
  const ks = await holdCarts(s);
  await drained(s);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ks.length) {
        const k = ks[next++]!;
        const t0 = performance.now();
        const res = await s.t.app.inject({
          method: 'POST',
          url: '/api/v1/orders',
          remoteAddress: ipOf(k),
          headers: { authorization: `Bearer ${s.customers[k]!.token}`, 'idempotency-key': randomUUID() },
          payload: { payment_method_id: 'cash', is_scheduled: '0' },
        });
        latencies.push(performance.now() - t0);
        if (res.statusCode !== 201) throw new Error(`checkout ${k}: ${res.statusCode} ${res.payload}`);
      }
    }),
  );
  const answered = performance.now() - started;
  await drained(s);
  const documented = performance.now() - started;
  return { answered, documented, latencies };
}

/** Issuing one document on the unit's chain, as the consumer does: wall-clock and CPU per document. */
async function issueCost(s: Setup) {
  const db = s.t.database.db;
  const unit = (await onboardedUnit(db))!;
  const options = {
    openPrivateKey: (sealed: string) => openPrivateKey(sealed, s.t.app.context.eInvoicing.keys.privateKey),
    publish: s.t.app.context.publish,
  };
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < DOCS + 10; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await issueDocument(db, unit.id, () => invoiceDraft(`BENCH-${i}`, 1_000 + i), options);
    const used = process.cpuUsage(c0);
    // The first ten warm the code paths.
    if (i >= 10) {
      wall.push(performance.now() - t0);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { wall, cpu };
}

const setups: Record<Mode, Setup> = { off: await setup('off'), on: await setup('on') };
// A warm-up round each, not counted.
for (const mode of ['off', 'on'] as const) await round(setups[mode]);
const results: Record<Mode, { answered: number[]; documented: number[]; latencies: number[] }> = {
  off: { answered: [], documented: [], latencies: [] },
  on: { answered: [], documented: [], latencies: [] },
};
for (let r = 0; r < ROUNDS; r++) {
  const order: Mode[] = r % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
  for (const mode of order) {
    const res = await round(setups[mode]);
    results[mode].answered.push((ORDERS / res.answered) * 1000);
    results[mode].documented.push((ORDERS / res.documented) * 1000);
    results[mode].latencies.push(...res.latencies);
  }
}
await setups.off.t.app.context.outbox.stop();
const cost = await issueCost(setups.on);

console.log(
  `\nE-invoicing on vs off, Node ${process.version}, PGlite in-process: ${ROUNDS} rounds × ${ORDERS} cash checkouts ` +
    `per mode (${CONCURRENCY} at a time), alternated, after one warm-up round each\n`,
);
console.log(
  '| e-invoicing | orders/s answered (median of rounds) | orders/s documented | checkout p50 ms | checkout p95 ms |',
);
console.log('| --- | --: | --: | --: | --: |');
for (const mode of ['off', 'on'] as const) {
  const m = results[mode];
  console.log(
    `| ${mode} | ${r1(median(m.answered))} | ${r1(median(m.documented))} | ${r1(pct(m.latencies, 50))} | ${r1(pct(m.latencies, 95))} |`,
  );
}
console.log(
  `\nper round, orders/s answered — off: ${results.off.answered.map(r1).join(', ')}; on: ${results.on.answered.map(r1).join(', ')}`,
);
console.log(
  `per round, orders/s documented — off: ${results.off.documented.map(r1).join(', ')}; on: ${results.on.documented.map(r1).join(', ')}`,
);
console.log(
  `\nIssuing one document on the chain (lock, build, sign, insert, advance), ${DOCS} documents, ms\n`,
);
console.log('| | p50 | p99 |');
console.log('| --- | --: | --: |');
console.log(`| wall-clock | ${r2(pct(cost.wall, 50))} | ${r2(pct(cost.wall, 99))} |`);
console.log(`| CPU (user + system) | ${r2(pct(cost.cpu, 50))} | ${r2(pct(cost.cpu, 99))} |`);
await setups.on.t.app.context.outbox.stop();
await setups.off.t.close();
await setups.on.t.close();
process.exit(0);
