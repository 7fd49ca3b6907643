/**
 * Transactions with an after-commit phase. `afterCommit(tx, work)` queues in-process work (waking the outbox
 * worker, dropping a cache) that runs only once the transaction has committed, and never after a rollback.
 * Anything that talks to the outside world or may fail goes through the outbox instead (src/outbox), so it
 * survives a crash between the commit and the send.
 */
import type { Db } from './client.ts';

type Work = () => void;
const queues = new WeakMap<object, Work[]>();

export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  // Nested in a transaction of ours (a savepoint): its work waits for the outer commit, in the outer queue.
  const outer = queues.get(db);
  const queued: Work[] = outer ?? [];
  const result = await db.transaction(async (tx) => {
    queues.set(tx, queued);
    try {
      return await work(tx as unknown as Db);
    } finally {
      queues.delete(tx);
    }
  });
  if (!outer) for (const run of queued) run();
  return result;
}

/** Queues `work` for after the commit of `tx`, once per distinct function (a cache dropped once is enough). */
export function afterCommit(tx: Db, work: Work): void {
  const queue = queues.get(tx);
  if (!queue)
    throw new Error('afterCommit needs a transaction opened with transaction() from db/transaction.ts');
  if (!queue.includes(work)) queue.push(work);
}
