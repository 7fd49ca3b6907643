// Desk calendar benchmark (issue 16 item 3, docs/performance.md "Desk calendar"): GET admin/calendar on a branch
// with 10 resources and 200 bookings on the measured day (and as many on each of the 6 days after it, so the query
// picks one day among 1400), as a receptionist: server time per request (in-process inject: routing, access checks,
// the query, serialisation), p50/p99 of wall and of CPU time, for the day, 3-day and week views. PGlite by default; PostgreSQL when
// BENCH_DATABASE_URL is set (that database is wiped).
// Usage: npm run bench:calendar [-- --requests=200 --bookings=200]
import os from 'node:os';
import { sql } from 'drizzle-orm';
import {
  orderItems,
  orders,
  payments,
  reservations,
  staffBranches,
  staffMembers,
} from '../apps/api/src/db/schema.ts';
import { addDays, zonedInstant } from '../apps/api/src/lib/zoned-time.ts';
import { createCustomers, createFixture, dayFromToday, tz } from '../apps/api/src/test/booking.ts';

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const { createTestApp } = await import('../apps/api/src/test/test-app.ts');

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const REQUESTS = arg('requests', 200);
const BOOKINGS = arg('bookings', 200);
const RESOURCES = 10;
const DAYS = 7;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const r1 = (x: number) => Math.round(x * 10) / 10;

const t = await createTestApp({ invariants: false });
const db = t.database.db;
// 09:00–17:00 with 20-minute services: 24 a resource, 240 places a day for the 200 bookings.
const fx = await createFixture(t, { resources: RESOURCES, duration: 20 });
const customers = await createCustomers(t, 201);
const desk = customers.pop()!;
await db.insert(staffMembers).values({ userId: desk.id, role: 'receptionist' });
await db.insert(staffBranches).values({ userId: desk.id, branchId: fx.branchId });

const first = dayFromToday(3);
let number = 0;
for (let d = 0; d < DAYS; d++) {
  const date = addDays(first, d);
  for (let i = 0; i < BOOKINGS; i++) {
    const resourceId = fx.resourceIds[i % RESOURCES]!;
    const start = new Date(zonedInstant(date, 9 * 60 + Math.floor(i / RESOURCES) * 20, tz));
    const end = new Date(start.getTime() + 20 * 60_000);
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `BENCH${++number}`,
        userId: customers[i % customers.length]!.id,
        status: 'confirmed',
        paymentMethod: 'cash',
        subTotal: 17391,
        taxAmount: 2609,
        total: 20000,
        branchId: fx.branchId,
        confirmedAt: new Date(),
      })
      .returning({ id: orders.id });
    const [line] = await db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productId: fx.productId,
        branchId: fx.branchId,
        type: 'service',
        nameEn: 'Test massage',
        nameAr: 'مساج تجريبي',
        image: '/img/test.svg',
        quantity: 1,
        startAt: start,
        endAt: end,
        visitors: 1,
        unitPrice: 20000,
        totalPrice: 20000,
        taxAmount: 2609,
      })
      .returning({ id: orderItems.id });
    await db.insert(payments).values({
      orderId: order!.id,
      reference: `BENCH${number}`,
      provider: 'cash',
      method: 'cash',
      amount: 20000,
      status: 'due_at_branch',
    });
    await db.insert(reservations).values({
      resourceId,
      orderItemId: line!.id,
      kind: 'booking',
      period: sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
    });
  }
}

async function measure(days: number) {
  const url = `/api/v1/admin/calendar?branch_id=${fx.branchId}&from=${first}&to=${addDays(first, days - 1)}`;
  const call = () => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${desk.token}` } });
  for (let i = 0; i < 10; i++) await call(); // warm-up: caches, JIT
  const times: number[] = [];
  const cpu: number[] = [];
  let count = 0;
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const used = process.cpuUsage();
    const res = await call();
    times.push(performance.now() - started);
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
    if (res.statusCode !== 200)
      throw new Error(`calendar answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    count = (res.json() as { data: { bookings: unknown[] } }).data.bookings.length;
    bytes = res.body.length;
  }
  return `| ${days === 1 ? 'day' : `${days} days`} | ${REQUESTS} | ${count} | ${Math.round(bytes / 1024)} | ${r1(pct(times, 50))} | ${r1(pct(times, 99))} | ${r1(pct(cpu, 50))} | ${r1(pct(cpu, 99))} |`;
}

console.log(
  `\nGET admin/calendar, ${t.database.kind}, ${RESOURCES} resources, ${BOOKINGS} bookings a day over ${DAYS} days\n`,
);
// Wall time is what a caller waits; CPU time is this process's own work for the request (PGlite runs in it), which
// is what the wall time comes down to when no other process competes for the cores.
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs\n`,
);
console.log('| view | requests | bookings | KB | wall p50 ms | wall p99 ms | CPU p50 ms | CPU p99 ms |');
console.log('|---|---|---|---|---|---|---|---|');
for (const days of [1, 3, 7]) console.log(await measure(days));
await t.close();
