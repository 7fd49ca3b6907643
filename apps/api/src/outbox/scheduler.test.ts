/** Periodic jobs claimed through the database: each due run happens once, whichever process gets there first. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { scheduledJobs } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createScheduler, type Job } from './scheduler.ts';

const silent = { error: () => undefined };
let t: TestApp;
let second: Database;
beforeAll(async () => {
  t = await createTestApp({ seed: false, outbox: { start: false } });
  const url = t.databaseUrl;
  second = url ? await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 5 }) : t.database;
});
afterAll(async () => {
  if (second !== t.database) await second.close();
  await t.close();
});

describe('scheduled jobs', () => {
  it('two processes asking at once run a due job once, and not again before its interval', async () => {
    let runs = 0;
    const job: Job = {
      name: 'test.once',
      everySeconds: 3600,
      run: async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 50));
      },
    };
    const a = createScheduler(t.database.db, [job], silent, 60_000);
    const b = createScheduler(second.db, [job], silent, 60_000);
    const ran = await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(runs).toBe(1);
    expect(ran.flat()).toEqual(['test.once']);
    expect(await a.runDue()).toEqual([]);
    await a.dueNow();
    expect(await b.runDue()).toEqual(['test.once']);
    expect(runs).toBe(2);
  });

  it('a failing run is recorded and the job still moves on to its next time', async () => {
    const job: Job = {
      name: 'test.failing',
      everySeconds: 3600,
      run: async () => {
        throw new Error('provider down');
      },
    };
    const s = createScheduler(t.database.db, [job], silent, 60_000);
    expect(await s.runDue()).toEqual(['test.failing']);
    const [row] = await t.database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'test.failing'));
    expect(row!.lastError).toBe('provider down');
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    expect(await s.runDue()).toEqual([]);
  });

  it('a run whose process died is taken over when its lease ends', async () => {
    const job: Job = { name: 'test.lease', everySeconds: 3600, run: async () => undefined };
    const s = createScheduler(t.database.db, [job], silent, 60_000);
    await s.dueNow();
    // A process claimed it and died: locked, never finished.
    await t.database.db
      .update(scheduledJobs)
      .set({ lockedUntil: sql`now() + interval '1 hour'` })
      .where(eq(scheduledJobs.name, 'test.lease'));
    expect(await s.runDue()).toEqual([]);
    await t.database.db
      .update(scheduledJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, 'test.lease'));
    expect(await s.runDue()).toEqual(['test.lease']);
  });
});
