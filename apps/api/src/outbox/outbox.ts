/**
 * The transactional outbox (ADR 0013). `publish(tx, type, payload)` writes the event and one delivery per
 * consumer listed for its type, in the caller's transaction: the reaction exists exactly when the change
 * committed. The worker (worker.ts) delivers after the commit, at least once; consumers are idempotent by event id.
 */
import type { Db } from '../db/client.ts';
import { outboxDeliveries, outboxEvents } from '../db/schema.ts';
import { afterCommit } from '../db/transaction.ts';
import { events, type Catalogue, type EventPayload, type Events } from './events.ts';

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

/** Writes an event of the catalogue (events.ts) with a payload its schema accepts; returns the event's id. */
export type Publish<C extends Catalogue = Events> = <T extends keyof C & string>(
  tx: Db,
  type: T,
  payload: EventPayload<T, C>,
) => Promise<number>;

/** An event outside the catalogue, or a payload its schema refuses: a bug in the publisher, never retried. */
export class UnknownEventError extends Error {
  readonly retryable = false;
}

type Subscriptions = readonly Pick<Consumer, 'name' | 'events'>[];

/**
 * Builds `publish` for a fixed list of consumers; `wake` runs after each commit that published something. Each
 * payload is checked against the catalogue (events.ts; a test may bring its own) before it is written.
 */
export function createPublisher(consumers: Subscriptions, wake: () => void): Publish;
export function createPublisher<C extends Catalogue>(
  consumers: Subscriptions,
  wake: () => void,
  catalogue: C,
): Publish<C>;
export function createPublisher(
  consumers: Subscriptions,
  wake: () => void,
  catalogue: Catalogue = events,
): Publish<Catalogue> {
  const byType = new Map<string, string[]>();
  for (const consumer of consumers) {
    for (const type of consumer.events) byType.set(type, [...(byType.get(type) ?? []), consumer.name]);
  }
  return async (tx, type, payload) => {
    const schema = Object.hasOwn(catalogue, type) ? catalogue[type] : undefined;
    if (!schema)
      throw new UnknownEventError(`outbox event ${type} is not in the catalogue (outbox/events.ts)`);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new UnknownEventError(`outbox event ${type}: ${parsed.error.message}`);
    const [event] = await tx
      .insert(outboxEvents)
      .values({ type, payload: payload as Record<string, unknown> })
      .returning({ id: outboxEvents.id });
    const names = byType.get(type) ?? [];
    if (names.length > 0) {
      await tx.insert(outboxDeliveries).values(names.map((consumer) => ({ eventId: event!.id, consumer })));
      afterCommit(tx, wake);
    }
    return event!.id;
  };
}
