/**
 * The event catalogue (events.ts) holds at compile time and at run time: publishing a type that is not listed, or
 * a payload its schema refuses, is a type error (the @ts-expect-error lines below fail `npm run typecheck` if it
 * ever compiles) and an error before anything is written.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { events } from './events.ts';
import { createPublisher, UnknownEventError, type Publish } from './outbox.ts';

/** A transaction that records what would be written (no consumers: only the event row). */
function recordingTx() {
  const written: unknown[] = [];
  const tx = {
    insert: () => ({
      values: (row: unknown) => {
        written.push(row);
        return { returning: async () => [{ id: written.length }] };
      },
    }),
  };
  return { tx: tx as unknown as Db, written };
}

/** Never called: what the compiler accepts and refuses. */
export function compileTimeChecks(publish: Publish, tx: Db) {
  void publish(tx, 'payment.refund_due', { payment_id: 1, order_id: 2 });
  void publish(tx, 'gift.sent', { gift_id: 1, order_id: 2, extra: 'a publisher may add more' });
  // @ts-expect-error — not in the catalogue
  void publish(tx, 'order.teleported', { order_id: 1 });
  // @ts-expect-error — a required field missing (gift_id)
  void publish(tx, 'gift.sent', { order_id: 2 });
  // @ts-expect-error — a field of the wrong type
  void publish(tx, 'payment.refund_due', { payment_id: '1', order_id: 2 });
  void publish(tx, 'order.refunded', {
    order_id: 1,
    order_number: 'A1',
    user_id: 1,
    locale: 'en',
    amount: 5,
    // @ts-expect-error — a value outside its enum
    to: 'cash',
  });
}

describe('outbox event catalogue', () => {
  const publish = createPublisher([], () => undefined);

  it('writes an event listed with a payload its schema accepts', async () => {
    const { tx, written } = recordingTx();
    expect(await publish(tx, 'payment.refund_due', { payment_id: 1, order_id: 2 })).toBe(1);
    expect(written).toEqual([{ type: 'payment.refund_due', payload: { payment_id: 1, order_id: 2 } }]);
  });

  it('refuses a type that is not in the catalogue, writing nothing', async () => {
    const { tx, written } = recordingTx();
    const untyped = publish as unknown as (tx: Db, type: string, payload: object) => Promise<number>;
    await expect(untyped(tx, 'order.teleported', { order_id: 1 })).rejects.toThrow(UnknownEventError);
    await expect(untyped(tx, 'toString', {})).rejects.toThrow(/not in the catalogue/);
    expect(written).toEqual([]);
  });

  it('refuses a payload its schema does not accept, writing nothing', async () => {
    const { tx, written } = recordingTx();
    const untyped = publish as unknown as (tx: Db, type: string, payload: object) => Promise<number>;
    await expect(untyped(tx, 'gift.sent', { order_id: 2 })).rejects.toThrow(/gift\.sent/);
    await expect(untyped(tx, 'payment.refund_due', { payment_id: '1', order_id: 2 })).rejects.toThrow(
      UnknownEventError,
    );
    expect(written).toEqual([]);
  });

  it('is never retried: the worker dead-letters it at once', () => {
    expect(new UnknownEventError('x').retryable).toBe(false);
  });

  it('lists every type the consumers listen to', () => {
    expect(Object.keys(events)).toEqual(
      expect.arrayContaining([
        'order.confirmed',
        'order.confirmation_resent',
        'payment.refund_due',
        'gift.withdrawn',
      ]),
    );
  });
});
