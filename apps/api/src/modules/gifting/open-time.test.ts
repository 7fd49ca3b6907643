/**
 * "Let them choose" (issue 13, ADR 0021): a gift paid by card with no time; the recipient chooses one within the
 * business's validity period, or the gift expires and the sender is refunded to the wallet.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { gifts, notifications, orderItems } from '../../db/schema.ts';
import { call, mobiles, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, overlappingReservations, type Fixture } from '../../test/booking.ts';
import { createSandboxTestApp, type SandboxTestApp } from '../../test/payments-sandbox-app.ts';
import { accountFor, type Customer } from '../../test/gifting.ts';
import { testCards, walk } from '../../test/payments-browser.ts';
import { checkout, holdService, paymentRows, reservationsOf, slotDate } from '../../test/orders.ts';
import { completeFinishedOrders } from '../orders/completion.ts';
import { expireOpenGifts } from './expiry.ts';

let t: SandboxTestApp;
let fx: Fixture;
let customers: Customer[];
const nextNational = mobiles('55');
const dayMs = 86_400_000;

beforeAll(async () => {
  t = await createSandboxTestApp();
  customers = await createCustomers(t, 12);
});
beforeEach(async () => {
  fx = await createFixture(t, { resources: 1, price: 23000 });
});
afterAll(() => t.close());

const customer = () => customers.shift()!;
const openGift = (national: string) => ({
  is_gifted_order: '1',
  gifted_order_data: {
    first_name: 'Noura',
    last_name: 'Alqahtani',
    mobile_number: `966${national}`,
    locale: 'en',
    open_time: '1',
  },
});

/** An open-time gift paid by card (the sender held 10:00 to put the service in the cart). */
async function sendOpenGift(sender: Customer, national: string) {
  await holdService(t, fx, sender.token, '10:00');
  const res = await checkout(t, sender.token, 'card', { body: openGift(national) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
  expect(landing.query.get('status')).toBe('success');
  const order = res.body.data.order as Json;
  const [gift] = await t.database.db.select().from(gifts).where(eq(gifts.orderId, order.id));
  return { order, gift: gift! };
}

describe('let them choose', () => {
  it('is paid by card only: cash is a translated 422', async () => {
    const sender = customer();
    await holdService(t, fx, sender.token, '10:00');
    const res = await checkout(t, sender.token, 'cash', { body: openGift(nextNational()), lang: 'ar' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['gifted_order_data.open_time']);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('paid: the held time goes back, the line has no time, the text asks them to choose by the date; they choose, then accept', async () => {
    const sender = customer();
    const national = nextNational();
    const recipient = await accountFor(t, national);
    const { order, gift } = await sendOpenGift(sender, national);
    const line = order.products[0].order_product_id as number;
    expect(gift.openTime).toBe(true);
    expect(gift.scheduleBy!.getTime() - Date.now()).toBeGreaterThan(59 * dayMs);
    expect(gift.scheduleBy!.getTime() - Date.now()).toBeLessThanOrEqual(60 * dayMs);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, line));
    expect([item!.startAt, item!.endAt]).toEqual([null, null]);
    expect((await reservationsOf(t, fx.resourceIds)).filter((r) => r.orderItemId === line)).toEqual([]);
    // 10:00 is free for anyone again.
    await holdService(t, fx, customer().token, '10:00');

    await t.app.context.outbox.drain();
    const [sms] = t.sms.outbox(`966${national}`);
    // Who sent a gift and the link to it (ADR 0056): the gift's page says what it is and by when to choose.
    expect(sms!.body).toContain('Test Customer sent you a gift');
    expect(sms!.body).toContain(`/gift-list?gift=${gift.id}`);

    const seen = await call(t, 'GET', `/api/v1/gifted-orders/${gift.id}`, undefined, {
      token: recipient.token,
    });
    expect(seen.body.data.gifted_order.schedule_by).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(seen.body.data.gifted_order.products[0].start_at).toBeNull();
    const accept = () =>
      call(t, 'POST', `/api/v1/gifted-orders/${gift.id}/accept`, {}, { token: recipient.token });
    const early = await accept();
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Choose a time for this gift first');

    const times = await call(
      t,
      'GET',
      `/api/v1/gifted-orders/${gift.id}/available-times?order_product_id=${line}`,
      undefined,
      { token: recipient.token },
    );
    const slot = (times.body.data.times as Json[])
      .find((d) => d.date === slotDate)!
      .slots.find((s: Json) => s.from === '13:00');
    const moved = await call(
      t,
      'POST',
      `/api/v1/gifted-orders/${gift.id}/schedule`,
      { order_product_id: line, start_at: slot.from_date_time, end_at: slot.to_date_time },
      { token: recipient.token },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.gifted_order.products[0].start_at).toContain(`${slotDate}T13:00`);
    expect((await reservationsOf(t, fx.resourceIds)).filter((r) => r.orderItemId === line)).toHaveLength(1);
    expect((await accept()).body.data.gifted_order.status).toBe('accepted');
    expect(await overlappingReservations(t)).toEqual([]);
  });

  it('never completes while no time is chosen', async () => {
    const sender = customer();
    const { order } = await sendOpenGift(sender, nextNational());
    await completeFinishedOrders(t.app.context.lifecycle, t.database.db, new Date(Date.now() + 30 * dayMs));
    const seen = await call(t, 'GET', `/api/v1/orders/${order.id}`, undefined, { token: sender.token });
    expect(seen.body.data.status.name).toBe('confirmed');
  });

  it('not scheduled by its date: expires once, the sender refunded to the wallet (no card refund) and told', async () => {
    const sender = customer();
    const national = nextNational();
    const recipient = await accountFor(t, national);
    const { order, gift } = await sendOpenGift(sender, national);
    const refund = vi.spyOn(t.gateway.provider, 'refund');
    // Its 60 days are over (the other tests' gifts still have theirs).
    const due = new Date(Date.now() - 1000);
    try {
      expect(await expireOpenGifts(t.app.context, new Date())).toBe(0);
      await t.database.db.update(gifts).set({ scheduleBy: due }).where(eq(gifts.id, gift.id));
      expect(await expireOpenGifts(t.app.context, new Date())).toBe(1);
      expect(await expireOpenGifts(t.app.context, new Date())).toBe(0);
      expect(refund).not.toHaveBeenCalled();
    } finally {
      refund.mockRestore();
    }
    const [ended] = await t.database.db.select().from(gifts).where(eq(gifts.id, gift.id));
    expect(ended!.status).toBe('expired');
    expect((await paymentRows(t, order.id)).map((p) => [p.status, p.providerCode])).toEqual([
      ['refunded', 'wallet'],
    ]);
    const wallet = await call(t, 'GET', '/api/v1/wallet', undefined, { token: sender.token });
    expect(wallet.body.data.wallet.balance).toBe(order.total);
    await t.app.context.outbox.drain();
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, sender.id));
    expect(notes.map((n) => n.kind)).toContain('gift_expired');
    expect(notes.map((n) => n.kind)).not.toContain('booking_cancelled');
    const moved = await call(
      t,
      'POST',
      `/api/v1/gifted-orders/${gift.id}/schedule`,
      {
        order_product_id: order.products[0].order_product_id,
        start_at: `${slotDate}T13:00:00+03:00`,
        end_at: `${slotDate}T14:00:00+03:00`,
      },
      { token: recipient.token },
    );
    expect(moved.status).toBe(409);
  });
});
