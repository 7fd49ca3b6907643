/**
 * Issue 18 item 12: two real server processes on one PostgreSQL, as two replicas behind a load balancer.
 * - no double booking: customers race for one slot through both processes;
 * - each outbox delivery happens once (one confirmation SMS per order across both logs);
 * - each periodic job run is claimed by one process;
 * - a rolling restart (SIGTERM one, start it again, then the other) under steady load fails no request.
 * PostgreSQL only (*.pg.test.ts): PGlite is embedded in one process.
 */
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, databaseName, dropDatabase, urlFor, withAdmin } from '../test/postgres-databases.ts';
import { serverProcess, type ServerProcess } from '../test/deploy-server-process.ts';

// An empty database of its own beside the run's others (the servers migrate and seed it, as in production).
const base = process.env.TEST_DATABASE_URL!;
const name = `${databaseName(base)}__two_processes`;
const databaseUrl = urlFor(base, name);
const env = {
  NODE_ENV: 'production',
  DEMO: 'true',
  DATABASE_URL: databaseUrl,
  JWT_SECRET: 'two-processes-test-secret-of-at-least-32-chars',
  SERVE_WEB: 'false',
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'info',
  // Periodic jobs every second, so both processes compete for every run.
  PAYMENT_RECONCILE_SECONDS: '1',
  OTP_IP_HOURLY_LIMIT: '1000',
  OTP_NUMBER_HOURLY_LIMIT: '100',
};

let a: ServerProcess;
let b: ServerProcess;
let db: pg.Pool;

beforeAll(async () => {
  await withAdmin(base, async (admin) => {
    await dropDatabase(admin, name);
    await createDatabase(admin, name);
  });
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  a = await serverProcess('A', env);
  b = await serverProcess('B', env);
  // The first replica migrates and seeds; the second finds both done.
  await a.start();
  await b.start();
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.end();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let ipCounter = 0;

async function call(
  p: ServerProcess,
  method: string,
  path: string,
  o: { token?: string; body?: Json; ip?: string; key?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': o.ip ?? '10.9.0.1' };
  if (o.body) headers['content-type'] = 'application/json';
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.key) headers['idempotency-key'] = o.key;
  const res = await fetch(`${p.origin}/api/v1${path}`, {
    method,
    headers,
    body: o.body ? JSON.stringify(o.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A new customer signed in on `p` (the code from that process's demo outbox: each process keeps its own). */
async function customer(p: ServerProcess, n: number): Promise<string> {
  const mobile = `57${String(2_000_000 + n).padStart(7, '0')}`;
  const ip = `10.9.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
  const sent = await call(p, 'POST', '/account/send-otp', {
    ip,
    body: { mobile_number: mobile, mobile_code: '966', accept_terms: 1 },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const outbox = await call(p, 'GET', `/dev/outbox?mobile_number=966${mobile}`, { ip });
  const otp = /\b(\d{4})\b/.exec(outbox.body.data.messages[0].body)![1]!;
  const verified = await call(p, 'POST', '/account/verify-otp', {
    ip,
    body: { mobile_number: mobile, mobile_code: '966', otp },
  });
  if (verified.body.data?.token) return verified.body.data.token as string;
  const registered = await call(p, 'POST', '/user/register', {
    ip,
    body: {
      mobile_number: mobile,
      mobile_code: '966',
      otp,
      first_name: 'Replica',
      last_name: `Customer ${n}`,
      gender: 'Female',
      date_of_birth: '1990-01-01',
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return registered.body.data.token as string;
}

/** A service and a free slot of it, at least a day ahead. */
async function aSlot() {
  const { body } = await call(a, 'GET', '/products?type=service');
  const tomorrow = Date.now() + 24 * 3600_000;
  for (const product of body.data.products as Json[]) {
    for (const branch of product.branch_ids as number[]) {
      const times = await call(
        a,
        'GET',
        `/product-masters/${product.id}/available-times?branch_id=${branch}&visitors=1`,
      );
      for (const day of times.body.data.times as Json[])
        for (const slot of day.slots as Json[])
          if (new Date(slot.from_date_time).getTime() > tomorrow)
            return { product_id: product.id, branch_id: branch, date: day.date, selectedTime: slot.from };
    }
  }
  throw new Error('no free slot in the demo');
}

const rows = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];

describe('two server processes on one PostgreSQL', () => {
  const orderNumbers: string[] = [];

  it('customers racing for one slot through both processes: no two bookings overlap on a resource', async () => {
    const slot = await aSlot();
    const servers = [a, b];
    const tokens = await Promise.all(Array.from({ length: 8 }, (_, i) => customer(servers[i % 2]!, i)));
    const holds = await Promise.all(
      tokens.map((token, i) =>
        call(servers[i % 2]!, 'POST', '/cart', { token, body: { ...slot, visitors: 1 } }),
      ),
    );
    const winners = tokens.filter((_, i) => holds[i]!.status === 201);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    // Refused: the slot is taken (409/422), or, when the database kept making it lose the race, "busy, try again"
    // (503 with Retry-After, cart/hold.ts). Never a second hold on a taken resource (checked below).
    for (const refused of holds.filter((h) => h.status !== 201))
      expect([409, 422, 503]).toContain(refused.status);
    // Each winner pays cash on the other process than the one it held on.
    const orders = await Promise.all(
      winners.map((token, i) =>
        call(servers[(i + 1) % 2]!, 'POST', '/orders', {
          token,
          key: randomUUID(),
          body: { payment_method_id: 'cash', is_scheduled: '0' },
        }),
      ),
    );
    for (const order of orders) expect(order.status, JSON.stringify(order.body)).toBe(201);
    orderNumbers.push(...orders.map((o) => o.body.data.order.order_number as string));
    const overlaps = await rows(`
      select x.id, y.id from reservations x join reservations y
        on x.resource_id = y.resource_id and x.id < y.id and x.period && y.period`);
    expect(overlaps).toEqual([]);
    const booked = await rows<{ n: number }>(
      `select count(*)::int as n from reservations where kind = 'booking'
         and lower(period) = (select lower(period) from reservations where kind = 'booking' order by id desc limit 1)`,
    );
    expect(booked[0]!.n).toBe(winners.length);
  });

  it('each outbox delivery happens once: one confirmation message per order across both processes', async () => {
    const deadline = Date.now() + 20_000;
    let pending = 1;
    while (pending > 0 && Date.now() < deadline) {
      const [row] = await rows<{ pending: number }>(
        `select count(*)::int as pending from outbox_deliveries where status <> 'done'`,
      );
      pending = row!.pending;
      if (pending > 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(pending).toBe(0);
    const retried = await rows(`select id, consumer, attempts from outbox_deliveries where attempts <> 1`);
    expect(retried).toEqual([]);
    // The log lines come through the processes' pipes a moment after the rows say done: wait for each, then give
    // a duplicate time to show up.
    // The demo sends on WhatsApp's console channel first, SMS otherwise (ADR 0056): one message, whichever.
    const texts = (number: string) =>
      [...a.log, ...b.log].filter(
        (line) => (line.includes('[sms]') || line.includes('[whatsapp]')) && line.includes(number),
      );
    while (orderNumbers.some((n) => texts(n).length === 0) && Date.now() < deadline + 10_000) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    for (const number of orderNumbers) expect(texts(number), number).toHaveLength(1);
  });

  it('each periodic job run is claimed by one process', async () => {
    const before = await rows<{ name: string; runs: number }>(`select name, runs from scheduled_jobs`);
    const seconds = 6;
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const after = await rows<{ name: string; runs: number }>(`select name, runs from scheduled_jobs`);
    const every = await rows<{ name: string }>(`select name from scheduled_jobs`);
    expect(every.map((j) => j.name)).toEqual(expect.arrayContaining(['orders.expire', 'payments.check']));
    for (const job of ['orders.expire', 'payments.check', 'orders.complete']) {
      const ran = after.find((j) => j.name === job)!.runs - (before.find((j) => j.name === job)?.runs ?? 0);
      // Every second, by one of the two: at most one run per second (two processes each running it would double it).
      expect(ran, job).toBeGreaterThanOrEqual(1);
      expect(ran, job).toBeLessThanOrEqual(seconds + 1);
    }
  });

  it('a rolling restart under steady load fails no request', async () => {
    const proxy = await roundRobinProxy([a, b]);
    const results: number[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        try {
          const res = await fetch(`${proxy.origin}/api/v1/branches`, { headers: { connection: 'close' } });
          await res.arrayBuffer();
          results.push(res.status);
        } catch {
          results.push(0);
        }
      }
    };
    const clients = Array.from({ length: 6 }, client);
    for (const replica of [a, b]) {
      await new Promise((r) => setTimeout(r, 1000));
      expect(await replica.stop()).toBe(0);
      await replica.start();
    }
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all(clients);
    await proxy.close();
    const failed = results.filter((s) => s !== 200);
    expect(results.length).toBeGreaterThan(100);
    expect(failed, `${failed.length} of ${results.length} requests failed`).toEqual([]);
  }, 240_000);
});

/**
 * The load balancer of the test, configured like deploy/nginx.conf: round robin; a connection refused or reset before
 * an answer, or a read answered 502/503 by a replica on its way down, goes to the next replica. Any other answer is
 * the client's, and a write is never sent twice.
 */
async function roundRobinProxy(upstreams: ServerProcess[]) {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const idempotent = req.method === 'GET' || req.method === 'HEAD';
      // Each try goes to the replica after the one that refused, whatever other requests did meanwhile.
      const attempt = (index: number, tries: number) => {
        const upstream = upstreams[index % upstreams.length]!;
        const forward = httpRequest(
          {
            host: '127.0.0.1',
            port: upstream.port,
            path: req.url,
            method: req.method,
            headers: req.headers,
            agent: false,
          },
          (answer) => {
            // A replica that is shutting down answers 503 to what reaches it late (Fastify's return503OnClosing):
            // like nginx's proxy_next_upstream http_502 http_503, a read is tried on the next one.
            const status = answer.statusCode ?? 502;
            if ((status === 502 || status === 503) && idempotent && tries > 1) {
              answer.resume();
              return attempt(index + 1, tries - 1);
            }
            res.writeHead(status, answer.headers);
            answer.pipe(res);
          },
        );
        forward.on('error', () =>
          tries > 1 ? attempt(index + 1, tries - 1) : (res.writeHead(502), res.end()),
        );
        forward.end(Buffer.concat(chunks));
      };
      attempt(next++, upstreams.length * 2);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
