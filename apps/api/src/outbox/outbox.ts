/**
 * The transactional outbox (ADR 0013). `publish(tx, type, payload)` writes the event and one delivery per
 * consumer listed for its type, in the caller's transaction: the reaction exists exactly when the change
 * committed. The worker (worker.ts) delivers after the commit, at least once; consumers are idempotent by event id.
 */
import type { Db } from '../db/client.ts';
import { outboxDeliveries, outboxEvents } from '../db/schema.ts';
import { afterCommit } from '../db/transaction.ts';

export type OutboxEvent<P = Record<string, unknown>> = {
  id: number;
  type: string;
  payload: P;
  createdAt: Date;
};

/** Something that reacts to events after their commit: SMS, notifications, refunds, pixels, push… */
export type Consumer = {
  /** Stable: stored on every delivery row. */
  name: string;
  /** Event types it takes. */
  events: readonly string[];
  /** Must be idempotent by `event.id`: a delivery can come again after a crash or a lost acknowledgement. */
  handle: (event: OutboxEvent) => Promise<void>;
  /** Tries before the delivery is dead-lettered (default from the outbox options). */
  maxAttempts?: number;
};

export type Publish = (tx: Db, type: string, payload: Record<string, unknown>) => Promise<number>;

/** Builds `publish` for a fixed list of consumers; `wake` runs after each commit that published something. */
export function createPublisher(consumers: readonly Consumer[], wake: () => void): Publish {
  const byType = new Map<string, string[]>();
  for (const consumer of consumers) {
    for (const type of consumer.events) byType.set(type, [...(byType.get(type) ?? []), consumer.name]);
  }
  return async (tx, type, payload) => {
    const [event] = await tx
      .insert(outboxEvents)
      .values({ type, payload })
      .returning({ id: outboxEvents.id });
    const names = byType.get(type) ?? [];
    if (names.length > 0) {
      await tx.insert(outboxDeliveries).values(names.map((consumer) => ({ eventId: event!.id, consumer })));
      afterCommit(tx, wake);
    }
    return event!.id;
  };
}
