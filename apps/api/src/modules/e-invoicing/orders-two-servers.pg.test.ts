/**
 * Issue 26 item 3 and ADR 0050, end to end: two real server processes (src/server.ts, as two replicas behind a load
 * balancer) on one PostgreSQL database with e-invoicing onboarded take 200 cash orders at once, 100 each; every sale
 * records its request in its own transaction, and the two processes' outbox workers issue the documents after the
 * commits, each on the unit's chain under its row lock. Once the outbox has drained: ICV 1..200 with no gap and no
 * repeat, every PIH the previous document's hash, every signature valid, one invoice per order.
 * PostgreSQL only (*.pg.test.ts): PGlite is embedded in one process.
 */
import { randomUUID } from 'node:crypto';
import { documentFacts, firstPih, verifySignedInvoice } from '@hajz/zatca';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { eInvoiceDocuments, eInvoiceRequests, egsUnits } from '../../db/schema.ts';
import { rowsOf } from '../../db/retry.ts';
import { createCustomers, createFixture, dayFromToday, type Fixture } from '../../test/booking.ts';
import { serverProcess, type ServerProcess } from '../../test/deploy-server-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { onboard, onboardedUnit } from './index.ts';

const ORDERS = 200;
// The servers and the test app share the secret: the customers' tokens, the sealed EGS key and the simulation's CA.
const JWT_SECRET = 'e-invoicing-two-servers-test-secret-0123456789';

let t: TestApp;
let db: Db;
let fixtures: Fixture[];
let customers: { id: number; token: string }[];
let servers: ServerProcess[] = [];

beforeAll(async () => {
  // A copy of the seeded template, migrated; its own outbox not started (the servers' deliver).
  t = await createTestApp({ config: { JWT_SECRET }, outbox: { start: false } });
  db = t.database.db;
  // Five branches of one resource each: every customer's slot is its own, so no hold races another.
  fixtures = [];
  for (let i = 0; i < 5; i++) fixtures.push(await createFixture(t, { resources: 1, price: 23_000 }));
  customers = await createCustomers(t, ORDERS);
  await onboard(t.app.context.eInvoicing, t.app.config.fatoora.simulationOtp);
  const env = {
    NODE_ENV: 'production',
    DEMO: 'true',
    DATABASE_URL: t.databaseUrl!,
    JWT_SECRET,
    SERVE_WEB: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  };
  servers = [await serverProcess('A', env), await serverProcess('B', env)];
  await Promise.all(servers.map((s) => s.start()));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await t?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(server: ServerProcess, path: string, token: string, ip: string, body: Json) {
  const res = await fetch(`${server.origin}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': ip,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** Customer i holds a slot of its own (its branch, day and hour) and pays cash, all on server i % 2. */
async function order(i: number): Promise<number> {
  const server = servers[i % 2]!;
  const { token } = customers[i]!;
  const ip = `10.26.${i >> 8}.${i & 255}`;
  const fx = fixtures[i % 5]!;
  const held = await post(server, '/cart', token, ip, {
    product_id: fx.productId,
    branch_id: fx.branchId,
    date: dayFromToday(2 + Math.floor(i / 40)),
    selectedTime: `${String(9 + (Math.floor(i / 5) % 8)).padStart(2, '0')}:00`,
  });
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  const sold = await post(server, '/orders', token, ip, { payment_method_id: 'cash', is_scheduled: '0' });
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  return sold.body.data.order.id as number;
}

/** Until nothing of e-invoicing waits in the outbox and every request is resolved. */
async function drained(deadline: number) {
  for (;;) {
    const [row] = rowsOf<{ waiting: number; requests: number }>(
      await db.execute(sql`
        select
          (select count(*)::int from outbox_deliveries
            where consumer like 'e-invoicing.%' and status <> 'done') +
          (select count(*)::int from e_invoice_requests where state = 'pending') as waiting,
          (select count(*)::int from e_invoice_requests) as requests`),
    );
    if (row!.waiting === 0 && row!.requests >= ORDERS) return;
    if (Date.now() > deadline) {
      const errors = rowsOf(
        await db.execute(sql`
          select consumer, status, attempts, last_error from outbox_deliveries
          where consumer like 'e-invoicing.%' and status <> 'done' limit 3`),
      );
      throw new Error(`not drained in time: ${JSON.stringify({ ...row, errors })}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('200 concurrent orders through two server processes, e-invoicing on', () => {
  it('every sale is one invoice on one gap-free, unforked chain', async () => {
    // 25 in flight per server at a time, each server taking every other customer.
    const orderIds: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < ORDERS) orderIds.push(await order(next++));
      }),
    );
    expect(new Set(orderIds).size).toBe(ORDERS);
    await drained(Date.now() + 150_000);

    const unit = (await onboardedUnit(db))!;
    const documents = await db
      .select()
      .from(eInvoiceDocuments)
      .where(eq(eInvoiceDocuments.unitId, unit.id))
      .orderBy(asc(eInvoiceDocuments.icv));
    expect(documents.map((d) => d.icv)).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));
    // One invoice per order, for exactly the orders sold.
    expect(documents.every((d) => d.kind === 'invoice')).toBe(true);
    expect(documents.map((d) => d.orderId).sort((x, y) => x! - y!)).toEqual(orderIds.sort((x, y) => x - y));
    documents.forEach((d, i) => {
      const facts = documentFacts(d.signedXml);
      expect(facts.icv, d.number).toBe(d.icv);
      expect(facts.hash, d.number).toBe(d.hash);
      expect(facts.pih, d.number).toBe(i === 0 ? firstPih : documents[i - 1]!.hash);
      expect(verifySignedInvoice(d.signedXml), d.number).toEqual([]);
    });
    const [head] = await db.select().from(egsUnits).where(eq(egsUnits.id, unit.id));
    expect([head!.lastIcv, head!.lastHash]).toEqual([ORDERS, documents.at(-1)!.hash]);
    const requests = await db.select().from(eInvoiceRequests).orderBy(asc(eInvoiceRequests.id));
    expect(requests).toHaveLength(ORDERS);
    expect(requests.every((r) => r.state === 'issued' && r.cause === 'sale')).toBe(true);
    // Each delivered to Fatoora (the servers' simulations) with a verdict.
    expect(documents.filter((d) => d.status === 'pending')).toEqual([]);
  }, 480_000);
});
