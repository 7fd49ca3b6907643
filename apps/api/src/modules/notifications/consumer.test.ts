/**
 * What lands in the notification centre from the order lifecycle's events, through the outbox: each kind, once,
 * recorded in the language the customer ordered in (names in both), whatever the redeliveries.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxDeliveries } from '../../db/schema.ts';
import { call, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { shiftOrderTimes } from '../../test/orders-history.ts';
import { checkout, expireNow, holdService, orderRow } from '../../test/orders.ts';
import { reconcile } from '../orders/jobs.ts';
import { createSandboxTestApp, type SandboxTestApp } from '../../test/payments-sandbox-app.ts';
import { testCards, walk } from '../../test/payments-browser.ts';

let t: SandboxTestApp;
let fx: Fixture;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createSandboxTestApp();
  fx = await createFixture(t, { resources: 3, price: 23000 });
  customers = await createCustomers(t, 6);
});
afterAll(async () => t.close());

const of = async (userId: number) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => ({
    kind: n.kind,
    locale: n.locale,
    params: n.params,
  }));

async function cardOrder(index: number, time: string, card: { number: string }, lang: 'en' | 'ar' = 'en') {
  const c = customers[index]!;
  await holdService(t, fx, c.token, time);
  const res = await checkout(t, c.token, 'card', { lang });
  expect(res.status).toBe(201);
  await walk(t, res.body.data.payment.create_token_url.url, { card });
  await t.app.context.outbox.drain();
  return { c, order: res.body.data.order as Json };
}

describe('notifications from order events', () => {
  it('a paid booking: booking_confirmed with branch, date and time, in the language it was ordered in', async () => {
    const { c, order } = await cardOrder(0, '09:00', testCards.success, 'ar');
    const list = await of(c.id);
    expect(list).toEqual([
      {
        kind: 'booking_confirmed',
        locale: 'ar',
        params: expect.objectContaining({ order_number: order.order_number, time: '09:00' }),
      },
    ]);
    expect(String(list[0]!.params.branch)).toMatch(/[\u0600-\u06FF]/);
    // The centre shows it in the language the customer reads it in, branch included (issue 30 item 24: an English
    // booking's notification on the Arabic page was in English, and the other way round).
    const read = async (lang: 'en' | 'ar') =>
      (await call(t, 'GET', '/api/v1/notifications', undefined, { token: c.token, lang })).body.data
        .notifications[0] as { title: string; body: string; locale: string };
    const [en, ar] = [await read('en'), await read('ar')];
    expect(en.locale).toBe('en');
    expect(`${en.title} ${en.body}`).not.toMatch(/[\u0600-\u06FF]/);
    expect(en.body).toContain(String(list[0]!.params.branch_en));
    expect(ar.locale).toBe('ar');
    expect(ar.body).toContain(String(list[0]!.params.branch_ar));
  });

  it('cancelled and refunded to the card: booking_cancelled then refund_issued, each once', async () => {
    const { c, order } = await cardOrder(1, '10:00', testCards.success);
    expect(
      (await call(t, 'GET', `/api/v1/orders/${order.id}/cancel`, undefined, { token: c.token })).status,
    ).toBe(200);
    await t.app.context.outbox.drain();
    // A redelivery (lost acknowledgement) writes nothing more.
    await t.database.db.update(outboxDeliveries).set({ status: 'pending' });
    await t.app.context.outbox.drain();
    const kinds = (await of(c.id)).map((n) => n.kind).sort();
    expect(kinds).toEqual(['booking_cancelled', 'booking_confirmed', 'refund_issued']);
    const refund = (await of(c.id)).find((n) => n.kind === 'refund_issued')!;
    expect(refund.params).toEqual({ order_number: order.order_number, amount: order.total, to: 'card' });
  });

  it('a declined card whose order runs out of time: payment_failed', async () => {
    const { c, order } = await cardOrder(2, '11:00', testCards.declined);
    await expireNow(t, order.order_number);
    await reconcile(t.app.context);
    expect((await of(c.id)).map((n) => n.kind)).toEqual(['payment_failed']);
    expect((await orderRow(t, order.order_number)).status).toBe('payment_failed');
  });

  it('a completed booking: points_earned with the points', async () => {
    const c = customers[3]!;
    await holdService(t, fx, c.token, '12:00');
    const res = await checkout(t, c.token, 'cash');
    await shiftOrderTimes(t, res.body.data.order.id, -3 * 86_400_000);
    await reconcile(t.app.context);
    const points = (await of(c.id)).find((n) => n.kind === 'points_earned');
    expect(points?.params).toEqual({ order_number: res.body.data.order.order_number, points: 230 });
  });

  it('a bought gift card: gift_card_received with its serial and amount', async () => {
    const c = customers[4]!;
    const designs = (await call(t, 'GET', '/api/v1/gift-card-designs')).body.data.designs as Json[];
    const design = designs[0]!;
    const add = await call(
      t,
      'POST',
      '/api/v1/cart',
      { product_id: design.id, branch_id: design.branch_ids[0], quantity: 1, amount: design.amounts[0] },
      { token: c.token },
    );
    expect(add.status).toBe(201);
    const res = await checkout(t, c.token, 'card');
    await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    await t.app.context.outbox.drain();
    const received = (await of(c.id)).find((n) => n.kind === 'gift_card_received');
    expect(received?.params).toEqual({ serial_number: expect.any(String), amount: design.amounts[0] });
  });
});
