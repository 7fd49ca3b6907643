/**
 * The outbox against a real database (PGlite, and PostgreSQL in the CI's --pg pass): delivery after a crash,
 * leases, dead letters and replay, and two workers draining one table with no duplicate and no loss.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { outboxDeliveries, outboxEvents, users } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createPublisher, type Consumer, type OutboxEvent } from './outbox.ts';
import { createWorker, type WorkerOptions } from './worker.ts';
import type { Catalogue } from './events.ts';

/** The worker's own tests publish made-up events (the app's catalogue is events.ts): any object payload. */
const testEvents: Catalogue = Object.fromEntries(
  [
    'x.happened',
    'x.lease',
    'x.now',
    'x.operator',
    'x.pair',
    'x.permanent',
    'x.poison',
    'x.restart',
    'x.rolled',
  ].map((type) => [type, z.looseObject({})]),
);

const silent = { warn: () => undefined, error: () => undefined };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, outbox: { start: false } });
});
afterAll(async () => t.close());

/** A consumer that counts what it handled, per event id; `fail` decides per event whether to throw. */
function counting(name: string, type: string, fail: (e: OutboxEvent) => boolean = () => false) {
  const handled = new Map<number, number>();
  const consumer: Consumer = {
    name,
    events: [type],
    handle: async (event) => {
      if (fail(event)) throw new Error(`poison ${event.id}`);
      handled.set(event.id, (handled.get(event.id) ?? 0) + 1);
    },
  };
  return { consumer, handled };
}

const worker = (db: Database['db'], consumers: Consumer[], options: WorkerOptions = {}) =>
  createWorker(db, consumers, silent, { pollMs: 3_600_000, backoffMs: 0, ...options }, (publish) => ({
    publish,
  }));

async function publishMany(
  consumers: Consumer[],
  type: string,
  count: number,
  wake: () => unknown = () => 0,
) {
  const publish = createPublisher(consumers, () => void wake(), testEvents);
  const ids: number[] = [];
  await transaction(t.database.db, async (tx) => {
    for (let i = 0; i < count; i++) ids.push(await publish(tx, type, { n: i }));
  });
  return ids;
}

const statusOf = async (consumer: string, eventId: number) => {
  const [row] = await t.database.db
    .select({ status: outboxDeliveries.status, attempts: outboxDeliveries.attempts })
    .from(outboxDeliveries)
    .where(and(eq(outboxDeliveries.eventId, eventId), eq(outboxDeliveries.consumer, consumer)));
  return row!;
};

describe('publish', () => {
  it('writes the event and one delivery per listed consumer in the caller’s transaction, and wakes after commit', async () => {
    const a = counting('a', 'x.happened');
    const b = counting('b', 'x.happened');
    let woken = 0;
    const [id] = await publishMany([a.consumer, b.consumer], 'x.happened', 1, () => woken++);
    expect(woken).toBe(1);
    const rows = await t.database.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.eventId, id!));
    expect(rows.map((r) => [r.consumer, r.status]).sort()).toEqual([
      ['a', 'pending'],
      ['b', 'pending'],
    ]);
  });

  it('writes nothing and wakes nobody when the transaction rolls back', async () => {
    const a = counting('a-rollback', 'x.rolled');
    let woken = 0;
    const publish = createPublisher([a.consumer], () => woken++, testEvents);
    const before = (await t.database.db.select().from(outboxEvents)).length;
    await expect(
      transaction(t.database.db, async (tx) => {
        await publish(tx, 'x.rolled', {});
        throw new Error('the transition failed');
      }),
    ).rejects.toThrow('the transition failed');
    expect(woken).toBe(0);
    expect((await t.database.db.select().from(outboxEvents)).length).toBe(before);
  });
});

describe('delivery', () => {
  it('an event committed while no worker ran (the process died after the commit) is delivered after restart, once', async () => {
    const c = counting('restart', 'x.restart');
    const [id] = await publishMany([c.consumer], 'x.restart', 1);
    // The "restarted" process: a new worker on the same database.
    const after = worker(t.database.db, [c.consumer]);
    await after.drain();
    await after.drain();
    expect(c.handled.get(id!)).toBe(1);
    expect((await statusOf('restart', id!)).status).toBe('done');
  });

  it('a worker that dies mid-delivery lets it go when its lease ends; another worker delivers it', async () => {
    let hung = 0;
    const hanging: Consumer = {
      name: 'lease',
      events: ['x.lease'],
      handle: () => {
        hung++;
        return new Promise(() => undefined); // never settles: the process "died" here
      },
    };
    const [id] = await publishMany([hanging], 'x.lease', 1);
    const dying = worker(t.database.db, [hanging], { leaseMs: 300 });
    void dying.drain();
    await expect.poll(() => hung).toBe(1);
    const c = counting('lease', 'x.lease');
    const other = worker(t.database.db, [c.consumer], { leaseMs: 300 });
    await other.drain();
    expect(c.handled.get(id!)).toBeUndefined(); // still leased to the dead worker
    await new Promise((r) => setTimeout(r, 400));
    await other.drain();
    expect(c.handled.get(id!)).toBe(1);
    expect((await statusOf('lease', id!)).status).toBe('done');
  });

  it('a poison event is dead-lettered after N tries while the others keep flowing; replay delivers it once fixed', async () => {
    let poisoned = true;
    let poisonId = -1;
    const c = counting('poison', 'x.poison', (e) => poisoned && e.id === poisonId);
    const ids = await publishMany([c.consumer], 'x.poison', 5);
    poisonId = ids[2]!;
    const w = worker(t.database.db, [c.consumer], { maxAttempts: 3 });
    for (let i = 0; i < 5; i++) await w.drain();
    expect([...c.handled.keys()].sort()).toEqual(ids.filter((id) => id !== poisonId).sort());
    expect(await statusOf('poison', poisonId)).toEqual({ status: 'dead', attempts: 3 });
    const dead = (await w.deadLetters()).filter((d) => d.eventId === poisonId);
    expect(dead).toMatchObject([
      { consumer: 'poison', type: 'x.poison', attempts: 3, lastError: `poison ${poisonId}` },
    ]);
    poisoned = false;
    expect(await w.replay(dead.map((d) => d.id))).toBe(1);
    await w.drain();
    expect(c.handled.get(poisonId)).toBe(1);
    expect(await w.replay(dead.map((d) => d.id))).toBe(0); // delivered: nothing left to replay
  });

  it('an error that says it cannot succeed is dead-lettered at once', async () => {
    const permanent: Consumer = {
      name: 'permanent',
      events: ['x.permanent'],
      handle: async () => {
        throw Object.assign(new Error('invalid number'), { retryable: false });
      },
    };
    const [id] = await publishMany([permanent], 'x.permanent', 1);
    await worker(t.database.db, [permanent]).drain();
    expect(await statusOf('permanent', id!)).toEqual({ status: 'dead', attempts: 1 });
  });
});

describe('deliver now', () => {
  it('answers after the delivery even when this process’s loop claimed it first', async () => {
    let release: () => void = () => undefined;
    let started = 0;
    let finished = 0;
    const slow: Consumer = {
      name: 'now',
      events: ['x.now'],
      handle: async () => {
        started++;
        await new Promise<void>((r) => (release = r));
        finished++;
      },
    };
    const w = worker(t.database.db, [slow]);
    w.start();
    const publish = createPublisher([slow], () => w.wake(), testEvents);
    await transaction(t.database.db, (tx) => publish(tx, 'x.now', { order_id: 4242 }));
    // The commit woke the loop, which holds the delivery now.
    await expect.poll(() => started).toBe(1);
    let answered = false;
    const now = w.deliverNow('x.now', 4242).then(() => (answered = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(answered).toBe(false);
    release();
    await now;
    expect(finished).toBe(1);
    expect(started).toBe(1);
    await w.stop();
  });
});

describe('two workers on one database', () => {
  it('drain 1,000 events with zero duplicates and zero losses', async () => {
    const c = counting('pair', 'x.pair');
    const ids = await publishMany([c.consumer], 'x.pair', 1000);
    // On PostgreSQL the second worker has a connection pool of its own, as a second server process would.
    const url = t.databaseUrl;
    const second = url ? await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 5 }) : t.database;
    try {
      const a = worker(t.database.db, [c.consumer], { batchSize: 20 });
      const b = worker(second.db, [c.consumer], { batchSize: 20 });
      const [na, nb] = await Promise.all([a.drain(), b.drain()]);
      expect(na + nb).toBe(1000);
      if (url) expect(Math.min(na, nb)).toBeGreaterThan(0);
    } finally {
      if (second !== t.database) await second.close();
    }
    expect(ids.filter((id) => c.handled.get(id) !== 1)).toEqual([]);
    expect(c.handled.size).toBe(1000);
  });
});

describe('operator routes', () => {
  it('admins list dead letters and replay them; customers and guests are refused', async () => {
    const failing: Consumer = {
      name: 'notifications', // a consumer the app knows, so its replayed delivery is handled by the app
      events: ['x.operator'],
      handle: async () => {
        throw new Error('down');
      },
    };
    const [id] = await publishMany([failing], 'x.operator', 1);
    await worker(t.database.db, [failing], { maxAttempts: 1 }).drain();
    const [admin, customer] = await t.database.db
      .insert(users)
      .values([
        { mobileNumber: '966599990001', role: 'admin', isCompleted: true },
        { mobileNumber: '966599990002', isCompleted: true },
      ])
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    const as = async (u: { id: number; tokenVersion: number } | null): Promise<Record<string, string>> =>
      u ? { authorization: `Bearer ${await t.app.tokens.sign(u)}` } : {};
    const list = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/admin/outbox/dead-letters', headers });
    expect((await list(await as(null))).statusCode).toBe(401);
    expect((await list(await as(customer!))).statusCode).toBe(403);
    const res = await list(await as(admin!));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const dead = res.json().data.dead_letters.find((d: { event_id: number }) => d.event_id === id);
    expect(dead).toMatchObject({
      consumer: 'notifications',
      type: 'x.operator',
      attempts: 1,
      last_error: 'down',
    });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/outbox/replay',
      headers: await as(admin!),
      payload: { ids: [dead.id] },
    });
    expect(replay.json().data).toEqual({ replayed: 1 });
    expect((await statusOf('notifications', id!)).status).toBe('pending');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/outbox/replay',
      headers: await as(admin!),
      payload: { ids: [] },
    });
    expect(bad.statusCode).toBe(422);
  });
});
