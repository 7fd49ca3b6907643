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

/** What a reaction is handed with each delivery: at least `publish`, for events of its own. */
export type Delivery = { publish: Publish };

/** Something that reacts to events after their commit: SMS, notifications, refunds, pixels, push… */
export type Consumer<C extends Delivery = Delivery> = {
  /** Stable: stored on every delivery row. */
  name: string;
  /** Event types it takes. */
  events: readonly string[];
  /**
   * Must be idempotent by `event.id`: a delivery can come again after a crash or a lost acknowledgement.
   * `context` is what the worker was built with (the application's lifecycle and `publish`): a reaction hands on
   * events of its own (a notification on to web push) or moves an order on, without being built after them.
   */
  handle: (event: OutboxEvent, context: C) => Promise<void>;
  /** Tries before the delivery is dead-lettered (default from the outbox options). */
  maxAttempts?: number;
};

export type Publish = (tx: Db, type: string, payload: Record<string, unknown>) => Promise<number>;

/** Builds `publish` for a fixed list of consumers; `wake` runs after each commit that published something. */
export function createPublisher(
  consumers: readonly Pick<Consumer, 'name' | 'events'>[],
  wake: () => void,
): Publish {
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
