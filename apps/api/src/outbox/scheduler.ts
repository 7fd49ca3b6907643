/**
 * Periodic jobs on the outbox's mechanism: a row per job in `scheduled_jobs`; a process claims a due run with
 * FOR UPDATE SKIP LOCKED and moves `next_run_at` on in the same statement, so with any number of replicas each
 * run happens once. A process that dies mid-run lets the next one run it when its lease ends.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/retry.ts';
import { scheduledJobs } from '../db/schema.ts';

export type Job = {
  name: string;
  everySeconds: number;
  run: (now: Date) => Promise<unknown>;
};

type Log = { error: (obj: object, msg: string) => void };

export function createScheduler(db: Db, jobs: readonly Job[], log: Log, leaseMs: number) {
  const byName = new Map(jobs.map((j) => [j.name, j]));
  let registered = false;

  async function register() {
    if (registered || jobs.length === 0) return;
    await db
      .insert(scheduledJobs)
      .values(jobs.map((j) => ({ name: j.name })))
      .onConflictDoNothing();
    registered = true;
  }

  /** Claims one due job run, or null. */
  async function claim(): Promise<Job | null> {
    const names = [...byName.keys()];
    // One statement: the row is locked, skipped by others, and its next run moved on before anyone else looks.
    const result = await db.execute(sql`
      with due as (
        select name from ${scheduledJobs}
        where name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )}) and next_run_at <= now() and (locked_until is null or locked_until <= now())
        order by next_run_at
        limit 1
        for update skip locked
      )
      update ${scheduledJobs} j
      set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), runs = j.runs + 1
      from due where j.name = due.name
      returning j.name`);
    const [row] = rowsOf<{ name: string }>(result);
    return row ? byName.get(row.name)! : null;
  }

  async function finish(job: Job, error: unknown) {
    await db
      .update(scheduledJobs)
      .set({
        lockedUntil: null,
        lastRunAt: sql`now()`,
        nextRunAt: sql`now() + make_interval(secs => ${job.everySeconds})`,
        lastError: error === undefined ? null : String(error instanceof Error ? error.message : error),
      })
      .where(eq(scheduledJobs.name, job.name));
  }

  return {
    /** Runs every job that is due now (each claimed first); returns the names run. */
    async runDue(now?: () => Date): Promise<string[]> {
      if (jobs.length === 0) return [];
      await register();
      const ran: string[] = [];
      for (let job = await claim(); job; job = await claim()) {
        let failure: unknown;
        try {
          await job.run(now ? now() : new Date());
        } catch (error) {
          failure = error;
          log.error({ err: error, job: job.name }, 'scheduled job failed');
        }
        await finish(job, failure);
        ran.push(job.name);
      }
      return ran;
    },
    /** Tests and operators: make jobs due now. */
    async dueNow(names = [...byName.keys()]) {
      await register();
      await db
        .update(scheduledJobs)
        .set({ nextRunAt: sql`now()` })
        .where(inArray(scheduledJobs.name, names));
    },
  };
}
