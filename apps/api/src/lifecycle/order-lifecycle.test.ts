/**
 * The lifecycle's contract: participants run in the listed order inside the transition's transaction, one that
 * throws rolls the whole transition back (events included), and after-commit work never runs for a rollback.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxEvents } from '../db/schema.ts';
import { afterCommit, transaction } from '../db/transaction.ts';
import { createCustomers, createFixture, type Fixture } from '../test/booking.ts';
import { checkout, holdService, orderRow } from '../test/orders.ts';
import { createPublisher, type Consumer } from '../outbox/outbox.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createOrderLifecycle, lockOrder, type Participant } from './order-lifecycle.ts';

let t: TestApp;
let fx: Fixture;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  // Lifecycles built here with only some participants confirm orders without making their bookings.
  t = await createTestApp({ invariants: false });
  fx = await createFixture(t, { resources: 3 });
  customers = await createCustomers(t, 3);
});
afterAll(async () => t.close());

async function pendingOrder(index: number, time: string) {
  const c = customers[index]!;
  await holdService(t, fx, c.token, time);
  const res = await checkout(t, c.token, 'card');
  expect(res.status).toBe(201);
  return orderRow(t, res.body.data.order.order_number);
}

function recorder(calls: string[], name: string, options: { failOn?: string } = {}): Participant {
  const step = (hook: string) => async () => {
    calls.push(`${name}.${hook}`);
    if (options.failOn === hook) throw new Error(`${name} refused`);
  };
  return {
    name,
    confirming: async () => {
      await step('confirming')();
      return true;
    },
    confirmed: step('confirmed'),
    released: step('released'),
  };
}

const listener: Consumer = { name: 'listener', events: ['order.confirmed'], handle: async () => undefined };
const eventsOf = async (orderId: number) =>
  (await t.database.db.select().from(outboxEvents)).filter((e) => e.payload.order_id === orderId);

describe('order lifecycle', () => {
  it('runs participants in the listed order, then publishes the event and wakes the outbox after the commit', async () => {
    const order = await pendingOrder(0, '10:00');
    const calls: string[] = [];
    let woken = 0;
    const lifecycle = createOrderLifecycle(
      [recorder(calls, 'first'), recorder(calls, 'second'), recorder(calls, 'third')],
      createPublisher([listener], () => {
        calls.push('after-commit');
        woken++;
      }),
    );
    const before = (await eventsOf(order.id)).length;
    await transaction(t.database.db, async (tx) => {
      expect(await lifecycle.confirm(tx, (await lockOrder(tx, order.id))!, new Date())).toBe(true);
      expect(woken).toBe(0); // not before the commit
    });
    expect(calls).toEqual([
      'first.confirming',
      'second.confirming',
      'third.confirming',
      'first.confirmed',
      'second.confirmed',
      'third.confirmed',
      'after-commit',
    ]);
    expect((await orderRow(t, order.orderNumber)).status).toBe('confirmed');
    expect((await eventsOf(order.id)).slice(before).map((e) => e.type)).toEqual(['order.confirmed']);
  });

  it('a participant that throws rolls the transition back: no status change, no event, no after-commit work', async () => {
    const order = await pendingOrder(1, '11:00');
    const calls: string[] = [];
    let afterCommitRan = false;
    const lifecycle = createOrderLifecycle(
      [
        recorder(calls, 'first'),
        recorder(calls, 'second', { failOn: 'confirmed' }),
        recorder(calls, 'third'),
      ],
      createPublisher([listener], () => calls.push('after-commit')),
    );
    const before = await eventsOf(order.id);
    await expect(
      transaction(t.database.db, async (tx) => {
        afterCommit(tx, () => {
          afterCommitRan = true;
        });
        await lifecycle.confirm(tx, (await lockOrder(tx, order.id))!, new Date());
      }),
    ).rejects.toThrow('second refused');
    expect(calls).toEqual([
      'first.confirming',
      'second.confirming',
      'third.confirming',
      'first.confirmed',
      'second.confirmed',
    ]);
    expect(afterCommitRan).toBe(false);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('pending_payment');
    expect(await eventsOf(order.id)).toEqual(before);
  });

  it('close publishes the ending as order.<status> with its reason, after the participants released', async () => {
    const order = await pendingOrder(2, '12:00');
    const calls: string[] = [];
    const lifecycle = createOrderLifecycle(
      [recorder(calls, 'only')],
      createPublisher([], () => undefined),
    );
    await transaction(t.database.db, async (tx) => {
      await lifecycle.close(tx, (await lockOrder(tx, order.id))!, 'expired', 'payment_timeout', new Date(), {
        keepHolds: true,
      });
    });
    expect(calls).toEqual(['only.released']);
    const last = (await eventsOf(order.id)).at(-1)!;
    expect([last.type, last.payload.reason, last.payload.order_number]).toEqual([
      'order.expired',
      'payment_timeout',
      order.orderNumber,
    ]);
  });

  it('refuses two participants with one name (the list in app.ts is the one place they are named)', () => {
    expect(() =>
      createOrderLifecycle(
        [recorder([], 'twin'), recorder([], 'twin')],
        createPublisher([], () => undefined),
      ),
    ).toThrow('duplicate lifecycle participant');
  });

  it('the app lists its participants in order', () => {
    expect(t.app.context.lifecycle.participants).toEqual([
      'gifting',
      'redemptions',
      'gift-card-sales',
      'invoices',
      'home-visits',
      'bookings',
      'payments',
      'deposits',
      'fulfilment',
      'loyalty',
      'referrals',
      // Last: records what the sale, cancellation or refund must have documented; the outbox issues it after the
      // commit (ADR 0050).
      'e-invoicing',
    ]);
  });
});
