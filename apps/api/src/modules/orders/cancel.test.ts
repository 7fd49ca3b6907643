import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessSettings, orders, outboxEvents } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { invoiceLinksWith } from '../invoices/service.ts';
import { reconcile } from '../orders/jobs.ts';
import { createSandboxTestApp, type SandboxTestApp } from '../../test/payments-sandbox-app.ts';
import { testCards, walk } from '../../test/payments-browser.ts';
import { cancelOwnOrder } from './cancel.ts';
import { getOrderDetails } from './history.ts';
import { checkout, getCart, holdService, paymentRows, reservationsOf } from '../../test/orders.ts';

let t: SandboxTestApp;
let fx: Fixture;
type Customer = { id: number; token: string };
let customers: Customer[];
beforeAll(async () => {
  t = await createSandboxTestApp();
  fx = await createFixture(t, { resources: 1, price: 23000 });
  customers = await createCustomers(t, 16);
});
afterAll(async () => {
  await t.close();
});
const customer = () => customers.shift()!;
const cancel = (c: Customer, id: number, o: { method?: 'GET' | 'POST'; lang?: 'en' | 'ar' } = {}) =>
  call(t, o.method ?? 'GET', `/api/v1/orders/${id}/cancel`, o.method === 'POST' ? {} : undefined, {
    token: c.token,
    lang: o.lang,
  });
/** Every ending of an order, as its lifecycle events record it (what the promo/gift card/points participant sees). */
const releasesOf = async (id: number) =>
  (await t.database.db.select().from(outboxEvents).orderBy(outboxEvents.id)).filter(
    (e) =>
      ['order.expired', 'order.payment_failed', 'order.cancelled'].includes(e.type) &&
      e.payload.order_id === id,
  );
const bookingsOf = async (order: Json) => {
  const lines = new Set(order.products.map((p: Json) => p.order_product_id));
  return (await reservationsOf(t, fx.resourceIds)).filter(
    (r) => r.kind === 'booking' && lines.has(r.orderItemId),
  );
};

async function cashOrder(c: Customer, time: string) {
  await holdService(t, fx, c.token, time);
  const res = await checkout(t, c.token, 'cash');
  expect(res.status).toBe(201);
  return res.body.data.order as Json;
}

describe('cancel: cash booking', () => {
  it('frees the time for another customer, voids the cash due, releases once; a second cancel is a no-op', async () => {
    const [a, b] = [customer(), customer()];
    const order = await cashOrder(a, '10:00');
    // Cash due at the branch: nothing was paid, so nothing goes back.
    const details = await call(t, 'GET', `/api/v1/orders/${order.id}`, undefined, { token: a.token });
    expect(details.body.data).toMatchObject({ is_cancelable: true, cancel_refund: null });
    const taken = await call(
      t,
      'POST',
      '/api/v1/cart',
      { product_id: fx.productId, branch_id: fx.branchId, date: order.date, selectedTime: '10:00' },
      { token: b.token },
    );
    expect(taken.status).toBe(409);

    const res = await cancel(a, order.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order cancelled successfully');
    expect(res.body.data.order).toMatchObject({
      id: order.id,
      is_cancelable: false,
      cancelable_until: null,
      payment_status: 'cancelled',
    });
    expect(res.body.data.order.status).toMatchObject({ name: 'cancelled', value: 9 });
    const row = (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    expect([row.status, row.closeReason]).toEqual(['cancelled', 'customer']);
    expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['voided']);
    expect((await releasesOf(order.id)).map((e) => [e.type, e.payload.reason])).toEqual([
      ['order.cancelled', 'customer'],
    ]);

    const again = await cancel(a, order.id, { method: 'POST', lang: 'ar' });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('تم إلغاء الطلب بنجاح');
    const after = (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    expect(after.closedAt).toEqual(row.closedAt);
    expect(await releasesOf(order.id)).toHaveLength(1);

    const free = await holdService(t, fx, b.token, '10:00');
    expect(free).toEqual(expect.any(Number));
  });

  it('ten cancels at once: one cancellation, one release, ten identical answers', async () => {
    const c = customer();
    const order = await cashOrder(c, '11:00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(c, order.id)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.body.message))).toEqual(new Set(['Order cancelled successfully']));
    expect(await releasesOf(order.id)).toHaveLength(1);
  });

  it('a completed booking cannot be cancelled (422, translated)', async () => {
    const c = customer();
    const order = await cashOrder(c, '12:00');
    await t.database.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, order.id));
    const res = await cancel(c, order.id, { lang: 'ar' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('لم يعد بالإمكان إلغاء هذا الطلب');
    expect(await releasesOf(order.id)).toEqual([]);
  });
});

describe('cancel window', () => {
  const hour = 3_600_000;
  const options = (now: Date) => ({
    locale: 'en' as const,
    now,
    invoiceLinks: invoiceLinksWith(t.app.context.linkKey),
  });

  it('just before the deadline (start − 6 h − 1 ms) cancels; at the deadline it is too late and nothing changes', async () => {
    const c = customer();
    const early = await cashOrder(c, '13:00');
    const late = await cashOrder(c, '14:00');
    const deadline = (order: Json) => new Date(new Date(order.products[0].start_at).getTime() - 6 * hour);

    const before = new Date(deadline(early).getTime() - 1);
    const shown = await getOrderDetails(t.database.db, c.id, early.id, options(before));
    expect(shown.is_cancelable).toBe(true);
    expect(new Date(shown.cancelable_until!).getTime()).toBe(deadline(early).getTime());
    const ok = await cancelOwnOrder(t.app.context, c.id, early.id, options(before));
    expect(ok.kind).toBe('cancelled');

    const at = deadline(late);
    const hidden = await getOrderDetails(t.database.db, c.id, late.id, options(at));
    expect([hidden.is_cancelable, hidden.cancelable_until]).toEqual([false, null]);
    const refused = await cancelOwnOrder(t.app.context, c.id, late.id, options(at));
    expect(refused).toEqual({ kind: 'too_late', windowHours: 6 });
    expect((await orderById(late.id)).status).toBe('confirmed');
    expect(await bookingsOf(late)).toHaveLength(1);
    expect(await releasesOf(late.id)).toEqual([]);
  });

  it('the route answers 422 with the reason and the hours filled in, in both languages (business setting)', async () => {
    const c = customer();
    const order = await cashOrder(c, '15:00');
    // The booking is about two days away: a 72-hour window has already closed.
    await setWindow(72);
    try {
      const en = await cancel(c, order.id);
      expect(en.status).toBe(422);
      expect(en.body.message).toBe(
        'This booking can no longer be cancelled online: less than 72 hours before it starts. Please call the branch.',
      );
      const ar = await cancel(c, order.id, { lang: 'ar' });
      expect(ar.body.message).toMatch(arabicLetters);
      expect(ar.body.message).toContain('72 ساعة');
      const details = await call(t, 'GET', `/api/v1/orders/${order.id}`, undefined, { token: c.token });
      expect(details.body.data.is_cancelable).toBe(false);
      expect((await orderById(order.id)).status).toBe('confirmed');
    } finally {
      await setWindow(6);
    }
  });
});

describe('cancel: card payment', () => {
  async function paidOrder(c: Customer, time: string, on: Fixture = fx) {
    await holdService(t, on, c.token, time);
    const res = await checkout(t, c.token, 'card');
    expect(res.status).toBe(201);
    const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    expect(landing.query.get('status')).toBe('success');
    return res.body.data.order as Json;
  }
  const refundNotices = (reference: string) =>
    t.notifications.filter((n) => n.reference === reference && n.status === 'refunded');

  it('refunds through the provider exactly once, even when cancelled twice and reconciled after', async () => {
    const c = customer();
    const order = await paidOrder(c, '09:00');
    // Before: the booking says what a cancel gives back and where (issue 30 item 4); after, nothing more to give.
    const before = await call(t, 'GET', `/api/v1/orders/${order.id}`, undefined, { token: c.token });
    expect(before.body.data.cancel_refund).toEqual({ amount: order.total, to: 'card' });
    const refund = vi.spyOn(t.gateway.provider, 'refund');
    try {
      const res = await cancel(c, order.id);
      expect(res.body.data.order.cancel_refund).toBeNull();
      expect(res.status).toBe(200);
      expect(res.body.data.order.payment_status).toBe('refunded');
      await cancel(c, order.id, { method: 'POST' });
      await reconcile(t.app.context);
      expect(refund).toHaveBeenCalledTimes(1);
      expect(refund.mock.calls[0]![0]).toMatchObject({ reference: order.order_number, amount: order.total });
    } finally {
      refund.mockRestore();
    }
    expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['refunded']);
    await vi.waitFor(() => expect(refundNotices(order.order_number)).toHaveLength(1));
    expect(await releasesOf(order.id)).toHaveLength(1);
    expect(await bookingsOf(order)).toEqual([]);
  });

  it('a refund the provider refuses stays refund_pending and the outbox gives it back later, once', async () => {
    const c = customer();
    const order = await paidOrder(c, '16:00');
    const refund = vi
      .spyOn(t.gateway.provider, 'refund')
      .mockResolvedValueOnce({ status: 'failed', providerCode: 'temporarily_unavailable' });
    try {
      const res = await cancel(c, order.id);
      expect(res.status).toBe(200);
      expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['refund_pending']);
      // Not before its backoff: reconciling now changes nothing.
      await reconcile(t.app.context);
      expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['refund_pending']);
      // Later, the outbox tries again.
      expect(await t.app.context.outbox.drain({ aheadMs: 3_600_000 })).toBeGreaterThanOrEqual(1);
      await reconcile(t.app.context);
      expect(refund).toHaveBeenCalledTimes(2);
    } finally {
      refund.mockRestore();
    }
    expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['refunded']);
    await vi.waitFor(() => expect(refundNotices(order.order_number)).toHaveLength(1));
  });

  it('refunds to the wallet when the business says so: one ledger credit, no provider refund, even cancelled twice', async () => {
    const c = customer();
    const order = await paidOrder(c, '10:00', await createFixture(t, { resources: 1 }));
    const setRefundToWallet = async (on: boolean) => {
      await t.database.db.update(businessSettings).set({ refundToWallet: on });
      invalidateReads(t.database.db);
    };
    await setRefundToWallet(true);
    const before = await call(t, 'GET', `/api/v1/orders/${order.id}`, undefined, { token: c.token });
    expect(before.body.data.cancel_refund).toEqual({ amount: order.total, to: 'wallet' });
    const refund = vi.spyOn(t.gateway.provider, 'refund');
    try {
      expect((await cancel(c, order.id)).status).toBe(200);
      expect((await cancel(c, order.id, { method: 'POST' })).status).toBe(200);
      await reconcile(t.app.context);
      expect(refund).not.toHaveBeenCalled();
    } finally {
      refund.mockRestore();
      await setRefundToWallet(false);
    }
    expect((await paymentRows(t, order.id)).map((p) => [p.status, p.providerCode])).toEqual([
      ['refunded', 'wallet'],
    ]);
    const wallet = await call(t, 'GET', '/api/v1/wallet', undefined, { token: c.token, lang: 'ar' });
    expect(wallet.status).toBe(200);
    expect(wallet.body.data.wallet.balance).toBe(order.total);
    expect(wallet.body.data.entries).toHaveLength(1);
    expect(wallet.body.data.entries[0]).toMatchObject({
      account: 'wallet',
      amount: order.total,
      balance_after: order.total,
      reason: 'refund',
      order_number: order.order_number,
    });
    expect(wallet.body.data.entries[0].reason_text).toMatch(arabicLetters);
  });

  it('an unpaid card order can be cancelled: the open attempt is voided and the cart keeps its line', async () => {
    const c = customer();
    // 11:00 was freed by an earlier cancel (one resource).
    await holdService(t, fx, c.token, '11:00');
    const order = (await checkout(t, c.token, 'card')).body.data.order as Json;
    const res = await cancel(c, order.id);
    expect(res.status).toBe(200);
    expect(res.body.data.order.status.name).toBe('cancelled');
    expect((await paymentRows(t, order.id)).map((p) => p.status)).toEqual(['voided']);
    expect((await getCart(t, c.token)).body.data.cart.products).toHaveLength(1);
  });
});

async function setWindow(hours: number) {
  await t.database.db.update(businessSettings).set({ cancelWindowHours: hours });
  invalidateReads(t.database.db);
}

async function orderById(id: number) {
  return (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
}
