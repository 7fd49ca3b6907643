/**
 * Delivers the outbox and runs the periodic jobs: one loop per process, woken after each local commit that
 * published something, and on a timer for the rest (other replicas' events, backoffs, jobs).
 *
 * A delivery is claimed with FOR UPDATE SKIP LOCKED and leased (`locked_until`): two processes never hold the same
 * one, and one that dies mid-way lets it go when the lease ends, so it is delivered again (at least once). A
 * failure backs off exponentially; after `maxAttempts` the delivery is dead-lettered until an operator replays it.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/retry.ts';
import { outboxDeliveries, outboxEvents } from '../db/schema.ts';
import { createPublisher, type Consumer, type Delivery, type OutboxEvent, type Publish } from './outbox.ts';
import { createScheduler, type Job } from './scheduler.ts';

export type WorkerOptions = {
  /** How often to look without being woken (other replicas' events, backoffs, jobs). */
  pollMs?: number;
  /** How long a claimed delivery stays ours; longer than any consumer takes. */
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** First backoff; doubles per failed try, at most `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Benchmarks only: false makes every publish a no-op, to measure what writing the outbox costs. */
  write?: boolean;
};

type Log = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

type Claimed = { id: number; consumer: string; attempts: number; event: OutboxEvent };

export type DeadLetter = {
  id: number;
  eventId: number;
  type: string;
  consumer: string;
  attempts: number;
  lastError: string | null;
};

/**
 * The outbox of one process: `publish` (from its consumers' subscriptions, waking this loop after each commit) and
 * the loop that delivers. What is built on `publish` and handed to every delivery (the order lifecycle) comes from
 * `using`; the periodic jobs, which work through all of it, come at `start`. Nothing is completed afterwards.
 */
export function createWorker<C extends Delivery>(
  db: Db,
  consumers: readonly Consumer<C>[],
  log: Log,
  options: WorkerOptions,
  using: (publish: Publish) => C,
) {
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 50;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffMs = options.backoffMs ?? 5_000;
  const maxBackoffMs = options.maxBackoffMs ?? 3_600_000;
  const byName = new Map(consumers.map((c) => [c.name, c]));
  let scheduler = createScheduler(db, [], log, leaseMs);
  const publish: Publish = options.write === false ? async () => 0 : createPublisher(consumers, wake);
  const context = using(publish);

  /** Claims due deliveries (all, or one order's events of one type) that no other worker holds. */
  async function claim(only?: { type: string; orderId: number }, aheadMs = 0): Promise<Claimed[]> {
    const filter = only
      ? sql`and event_id in (select id from ${outboxEvents} where type = ${only.type} and payload->>'order_id' = ${String(only.orderId)})`
      : sql``;
    const result = await db.execute(sql`
      with due as (
        select id from ${outboxDeliveries}
        where status = 'pending' and available_at <= now() + make_interval(secs => ${aheadMs / 1000})
          and (locked_until is null or locked_until <= now()) ${filter}
        order by available_at, id
        limit ${batchSize}
        for update skip locked
      )
      update ${outboxDeliveries} d
      set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = d.attempts + 1
      from due, ${outboxEvents} e
      where d.id = due.id and e.id = d.event_id
      returning d.id, d.consumer, d.attempts, e.id as event_id, e.type, e.payload, e.created_at`);
    return rowsOf<{
      id: number | string;
      consumer: string;
      attempts: number;
      event_id: number | string;
      type: string;
      payload: Record<string, unknown> | string;
      created_at: Date | string;
    }>(result)
      .map((r) => ({
        id: Number(r.id),
        consumer: r.consumer,
        attempts: r.attempts,
        event: {
          id: Number(r.event_id),
          type: r.type,
          payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
          createdAt: new Date(r.created_at),
        },
      }))
      .sort((a, b) => a.id - b.id);
  }

  async function deliver(delivery: Claimed): Promise<void> {
    const consumer = byName.get(delivery.consumer);
    try {
      if (!consumer) throw new Error(`no consumer named ${delivery.consumer}`);
      await consumer.handle(delivery.event, context);
      await db
        .update(outboxDeliveries)
        .set({ status: 'done', deliveredAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(outboxDeliveries.id, delivery.id));
    } catch (error) {
      const limit = consumer?.maxAttempts ?? maxAttempts;
      // An error that says it cannot succeed (a bad number, bad credentials) is not tried again.
      const permanent = (error as { retryable?: unknown } | null)?.retryable === false;
      const dead = permanent || delivery.attempts >= limit;
      const wait = Math.min(maxBackoffMs, backoffMs * 2 ** (delivery.attempts - 1));
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outboxDeliveries)
        .set({
          status: dead ? 'dead' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 2000),
          availableAt: sql`now() + make_interval(secs => ${wait / 1000})`,
        })
        .where(eq(outboxDeliveries.id, delivery.id));
      const context = {
        consumer: delivery.consumer,
        eventId: delivery.event.id,
        attempts: delivery.attempts,
      };
      if (dead) log.error({ ...context, err: error }, 'outbox delivery dead-lettered');
      else log.warn({ ...context, err: error }, 'outbox delivery failed; will retry');
    }
  }

  /** Delivers what is due now, batch after batch; returns how many deliveries were attempted. */
  async function drainOnce(aheadMs = 0): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await claim(undefined, aheadMs);
      for (const delivery of batch) await deliver(delivery);
      attempted += batch.length;
      if (batch.length < batchSize) return attempted;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  /** One pass: due jobs, then deliveries. Overlapping calls fold into one more pass. */
  function tick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await scheduler.runDue();
          await drainOnce();
        } catch (error) {
          log.error({ err: error }, 'outbox pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  /**
   * After a local commit that published: deliver soon rather than at the next poll. On the next turn of the event
   * loop, so a request that delivers its own event at once (deliverNow) claims it first and answers with it.
   */
  function wake() {
    // Checked again when it runs: a stop in between wins.
    if (!stopped) setImmediate(() => !stopped && void tick());
  }

  return {
    /** Writes an event and its deliveries in the caller's transaction (outbox.ts). */
    publish,
    /** What every delivery is handed (built by `using` on `publish`). */
    context,
    /**
     * Starts the loop (timer unref'd: it never keeps the process alive) with the periodic jobs it runs; a restart
     * without `jobs` keeps the ones it had.
     */
    start(jobs?: readonly Job[]) {
      if (!stopped) return;
      stopped = false;
      if (jobs) scheduler = createScheduler(db, jobs, log, leaseMs);
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
      void tick();
    },
    /** Stops taking work and waits for the pass under way (graceful shutdown). */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    wake,
    /**
     * Tests and tools: deliver everything due now (or within `aheadMs`: a retry waiting out its backoff), and wait
     * for a pass this process started meanwhile, so that what was due is delivered when this returns.
     */
    async drain(options: { aheadMs?: number } = {}): Promise<number> {
      let attempted = 0;
      do {
        await running;
        attempted += await drainOnce(options.aheadMs);
      } while (running);
      return attempted;
    },
    /**
     * Delivers one order's pending events of one type now, in this call (a cancellation answers with its refund's
     * outcome). Deliveries another worker holds are left to it: still exactly one delivery at a time. When this
     * process's own loop claimed them first (woken by the same commit, it can run before this call on a busy
     * machine), its pass is waited for, so the answer still comes after the delivery.
     */
    async deliverNow(type: string, orderId: number): Promise<void> {
      const claimed = await claim({ type, orderId });
      for (const delivery of claimed) await deliver(delivery);
      if (claimed.length === 0) await running;
    },
    runJobsNow: (now?: () => Date) => scheduler.runDue(now),
    async deadLetters(limit = 100): Promise<DeadLetter[]> {
      const rows = await db
        .select({
          id: outboxDeliveries.id,
          eventId: outboxDeliveries.eventId,
          type: outboxEvents.type,
          consumer: outboxDeliveries.consumer,
          attempts: outboxDeliveries.attempts,
          lastError: outboxDeliveries.lastError,
        })
        .from(outboxDeliveries)
        .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
        .where(eq(outboxDeliveries.status, 'dead'))
        .orderBy(asc(outboxDeliveries.id))
        .limit(limit);
      return rows;
    },
    /** Puts dead deliveries back in line with a fresh count of tries; returns how many. */
    async replay(ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(outboxDeliveries)
        .set({ status: 'pending', attempts: 0, availableAt: sql`now()`, lockedUntil: null })
        .where(and(inArray(outboxDeliveries.id, ids), eq(outboxDeliveries.status, 'dead')))
        .returning({ id: outboxDeliveries.id });
      wake();
      return rows.length;
    },
  };
}
export type Worker<C extends Delivery = Delivery> = ReturnType<typeof createWorker<C>>;
