/**
 * Deposits and the cancellation policy (issue 28): what is charged now and at the visit, refund before the window and
 * forfeit inside it on a fake clock, a no-show forfeiting once (twice marked, raced), the rest paid at the desk.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessSettings, invoices, notifications, products } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import type { Fixture } from '../../test/booking.ts';
import type { Person } from '../../test/staff.ts';
import {
  depositEntries as depositEntriesOf,
  depositScene,
  paidDeposit as paidDepositAt,
} from '../../test/deposits.ts';
import { createSandboxTestApp, type SandboxTestApp } from '../../test/payments-sandbox-app.ts';
import { payHosted, testCards, walk } from '../../test/payments-browser.ts';
import { checkout, getCart, holdService, paymentRows, paymentStatus, slotDate } from '../../test/orders.ts';
import { dayOfWeek } from '../../lib/zoned-time.ts';
import { invoiceLinksWith } from '../invoices/service.ts';
import { cancelOwnOrder } from '../orders/cancel.ts';
import { getOrderDetails } from '../orders/history.ts';
import { markNoShow } from '../check-in/visit.ts';
import { restRefusal } from './rest.ts';

let t: SandboxTestApp;
let fx: Fixture;
let customers: Person[];
let desk: Person;
const hour = 3_600_000;

beforeAll(async () => {
  t = await createSandboxTestApp();
  // 20 % of 123.45 SAR: 24.69 SAR now, 98.76 SAR at the visit.
  ({ fx, customers, desk } = await depositScene(t));
});
afterAll(() => t.close());

const customer = () => customers.shift()!;
const depositEntries = (orderId: number) => depositEntriesOf(t, orderId);
const options = (now: Date) => ({
  locale: 'en' as const,
  now,
  invoiceLinks: invoiceLinksWith(t.app.context.linkKey),
});
const setWindow = async (hours: number) => {
  await t.database.db.update(businessSettings).set({ cancelWindowHours: hours });
  invalidateReads(t.database.db);
};

const paidDeposit = (c: Person, time: string) => paidDepositAt(t, fx, c, time);

describe('paying a deposit', () => {
  it('the cart shows due now and at the visit with the policy; cash is refused; the card is charged the deposit only', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '09:00');
    const cart = (await getCart(t, c.token)).body.data.cart;
    expect(cart.total).toBe(12345);
    expect(cart.deposit).toMatchObject({
      amount: 2469,
      due_now: 2469,
      due_at_visit: 9876,
      cancellation_window_hours: 6,
      lines: [{ amount: 2469 }],
    });
    expect(cart.deposit.policy).toContain('6 hours');
    // Cash is listed but refused with the reason (the registry, ADR 0052); the online methods take the deposit.
    const methods = cart.payment_methods as Json[];
    // Tamara's minimum is above this deposit: listed, refused with its limits (the test below).
    expect(methods.filter((m) => m.available).map((m) => m.id)).toEqual([
      'card',
      'apple_pay',
      'stc_pay',
      'tabby',
    ]);
    expect(methods.find((m) => m.id === 'cash')).toMatchObject({
      available: false,
      reason: 'A booking with a deposit is paid online: choose another payment method',
    });

    const cash = await checkout(t, c.token, 'cash', { lang: 'ar' });
    expect(cash.status).toBe(422);
    expect(cash.body.message).toMatch(arabicLetters);
    expect(cash.body.errors.payment_method_id).toHaveLength(1);

    const res = await checkout(t, c.token, 'card');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    expect(landing.query.get('status')).toBe('success');
    const body = res.body as Json;
    expect(body.data.order).toMatchObject({ total: 12345, deposit_amount: 2469, due_at_visit: 9876 });
    expect(body.data.confirmation_message.message_1).toContain('deposit');
    const rows = await paymentRows(t, body.data.order.id);
    expect(rows.map((p) => [p.status, p.amount])).toEqual([['paid', 2469]]);
    expect(await depositEntries(body.data.order.id)).toEqual([{ amount: 2469, reason: 'deposit_held' }]);
    // The confirmation says the policy again once paid: the paid answer the web shows, and the notification.
    const paid = await paymentStatus(t, c.token, body.data.payment.merchant_reference);
    expect(paid.body.data).toMatchObject({ status: true });
    expect(paid.body.data.message).toContain(cart.deposit.policy);
    await t.app.context.outbox.drain();
    for (const lang of ['en', 'ar'] as const) {
      const list = (await call(t, 'GET', '/api/v1/notifications', undefined, { token: c.token, lang })).body
        .data.notifications as { kind: string; body: string }[];
      const confirmed = list.find((n) => n.kind === 'booking_confirmed')!;
      expect(confirmed.body, lang).toContain(
        lang === 'en' ? 'Free cancellation up to 6 hours' : 'الإلغاء مجاني حتى 6 ساعات',
      );
    }
  });

  it('any online method takes a deposit; Tabby / Tamara limits apply to what is charged now (ADR 0052, 0053)', async () => {
    const [before] = await t.database.db
      .select({ methods: businessSettings.paymentMethods })
      .from(businessSettings);
    await t.database.db
      .update(businessSettings)
      .set({ paymentMethods: ['card', 'stc_pay', 'tabby', 'tamara', 'cash'] });
    invalidateReads(t.database.db);
    try {
      const c = customer();
      await holdService(t, fx, c.token, '15:00');
      const cart = (await getCart(t, c.token)).body.data.cart;
      const available = (cart.payment_methods as Json[]).filter((m) => m.available).map((m) => m.id);
      // 24.69 SAR now: within Tabby's 10–10,000 SAR; under Tamara's 100 SAR (though the whole 123.45 SAR is not).
      expect(available).toEqual(['card', 'stc_pay', 'tabby']);
      expect((cart.payment_methods as Json[]).find((m) => m.id === 'tamara')!.reason).toContain('100');
      expect((cart.payment_methods as Json[]).find((m) => m.id === 'tabby')!.instalments).toMatchObject({
        count: 4,
        amount: 618,
        rest: 617,
      });
      expect((await checkout(t, c.token, 'tamara')).status).toBe(422);
      const res = await checkout(t, c.token, 'tabby');
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.payment.redirect_url).toMatch(/^\/api\/v1\/payments\/bnpl\/checkout\//);
      expect(res.body.data.order).toMatchObject({ total: 12345, deposit_amount: 2469, due_at_visit: 9876 });
      const rows = await paymentRows(t, res.body.data.order.id);
      expect(rows.map((p) => [p.method, p.status, p.amount])).toEqual([['tabby', 'initiated', 2469]]);
      // The hosted checkout charges the deposit only, and the order is confirmed.
      const landing = await payHosted(t, res.body.data.payment.redirect_url, 'approve');
      expect(landing.query.get('status')).toBe('success');
      const paid = await paymentRows(t, res.body.data.order.id);
      expect(paid.map((p) => [p.status, p.amount])).toEqual([['paid', 2469]]);
      expect(await depositEntries(res.body.data.order.id)).toEqual([
        { amount: 2469, reason: 'deposit_held' },
      ]);
    } finally {
      await t.database.db.update(businessSettings).set({ paymentMethods: before!.methods });
      invalidateReads(t.database.db);
    }
  });

  it('GET settings publishes the cancellation window; products carry their deposit', async () => {
    const res = await call(t, 'GET', '/api/v1/settings');
    expect(res.status).toBe(200);
    expect(res.body.data.settings.cancellation_window_hours).toBe(6);
    const product = await call(t, 'GET', `/api/v1/products/${fx.productId}`);
    expect(product.body.data.product).toMatchObject({ deposit_percent: 20, deposit_amount: null });
  });
});

describe('peak hours (ADR 0064)', () => {
  it('a deposit "at peak hours only" is asked for a time in the peak hours and not outside; products and settings say so', async () => {
    const day = dayOfWeek(slotDate);
    await t.database.db
      .update(businessSettings)
      .set({ peakHours: [{ day, start_at: '09:00', end_at: '12:00' }] });
    await t.database.db.update(products).set({ depositPeakOnly: true }).where(eq(products.id, fx.productId));
    invalidateReads(t.database.db);
    try {
      const [peak, calm] = [customer(), customer()];
      await holdService(t, fx, peak.token, '11:00');
      await holdService(t, fx, calm.token, '12:00');
      const atPeak = (await getCart(t, peak.token)).body.data.cart;
      expect(atPeak.deposit).toMatchObject({ amount: 2469, due_now: 2469, due_at_visit: 9876 });
      expect(atPeak.deposit.policy).toContain('6 hours');
      const offPeak = (await getCart(t, calm.token)).body.data.cart;
      expect(offPeak.deposit).toMatchObject({
        amount: 0,
        due_now: 12345,
        due_at_visit: 0,
        lines: [],
        policy: null,
      });
      // Paying off peak: the whole price online, no deposit held.
      const res = await checkout(t, calm.token, 'card');
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.order).toMatchObject({ total: 12345, deposit_amount: 0, due_at_visit: 0 });

      const product = await call(t, 'GET', `/api/v1/products/${fx.productId}`);
      expect(product.body.data.product).toMatchObject({ deposit_percent: 20, deposit_peak_only: true });
      const settings = await call(t, 'GET', '/api/v1/settings');
      expect(settings.body.data.settings.peak_hours).toEqual([{ day, start_at: '09:00', end_at: '12:00' }]);
    } finally {
      await t.database.db.update(businessSettings).set({ peakHours: [] });
      await t.database.db
        .update(products)
        .set({ depositPeakOnly: false })
        .where(eq(products.id, fx.productId));
      invalidateReads(t.database.db);
    }
  });
});

describe('cancelling: the window on a fake clock', () => {
  it('one hour before the window closes: the deposit is refunded to the card, once', async () => {
    const c = customer();
    const { data } = await paidDeposit(c, '10:00');
    const start = new Date(data.order.products[0].start_at).getTime();
    const before = new Date(start - 7 * hour);
    const refund = vi.spyOn(t.gateway.provider, 'refund');
    try {
      const first = await cancelOwnOrder(t.app.context, c.id, data.order.id, options(before));
      expect(first).toMatchObject({ kind: 'cancelled', keptDeposit: 0 });
      const again = await cancelOwnOrder(t.app.context, c.id, data.order.id, options(before));
      expect(again.kind).toBe('already_cancelled');
      expect(refund).toHaveBeenCalledTimes(1);
      expect(refund.mock.calls[0]![0]).toMatchObject({ amount: 2469 });
    } finally {
      refund.mockRestore();
    }
    expect(await depositEntries(data.order.id)).toEqual([
      { amount: 2469, reason: 'deposit_held' },
      { amount: -2469, reason: 'deposit_refunded' },
    ]);
    expect((await paymentRows(t, data.order.id)).map((p) => p.status)).toEqual(['refunded']);
  });

  it('inside the window: the order says so before, the cancel keeps the deposit, nothing is refunded', async () => {
    const c = customer();
    const { data } = await paidDeposit(c, '11:00');
    const start = new Date(data.order.products[0].start_at).getTime();
    const inside = new Date(start - 5 * hour);
    const shown = await getOrderDetails(t.database.db, c.id, data.order.id, options(inside));
    expect([shown.is_cancelable, shown.cancel_keeps_deposit]).toEqual([true, true]);
    expect(shown.cancellation_policy).toContain('6 hours');
    const outside = await getOrderDetails(
      t.database.db,
      c.id,
      data.order.id,
      options(new Date(start - 7 * hour)),
    );
    expect([outside.is_cancelable, outside.cancel_keeps_deposit]).toEqual([true, false]);

    const refund = vi.spyOn(t.gateway.provider, 'refund');
    try {
      const result = await cancelOwnOrder(t.app.context, c.id, data.order.id, options(inside));
      expect(result).toMatchObject({ kind: 'cancelled', keptDeposit: 2469 });
      await cancelOwnOrder(t.app.context, c.id, data.order.id, options(inside));
      expect(refund).not.toHaveBeenCalled();
    } finally {
      refund.mockRestore();
    }
    expect(await depositEntries(data.order.id)).toEqual([
      { amount: 2469, reason: 'deposit_held' },
      { amount: -2469, reason: 'deposit_forfeited' },
    ]);
    expect((await paymentRows(t, data.order.id)).map((p) => p.status)).toEqual(['paid']);
  });

  it('the route says the deposit is kept, in both languages (a 72-hour window has closed)', async () => {
    const c = customer();
    const { data } = await paidDeposit(c, '12:00');
    await setWindow(72);
    try {
      const details = await call(t, 'GET', `/api/v1/orders/${data.order.id}`, undefined, { token: c.token });
      expect(details.body.data.cancel_keeps_deposit).toBe(true);
      const res = await call(t, 'GET', `/api/v1/orders/${data.order.id}/cancel`, undefined, {
        token: c.token,
        lang: 'ar',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(arabicLetters);
      expect(res.body.message).toContain('24.69');
    } finally {
      await setWindow(6);
    }
    expect((await depositEntries(data.order.id)).map((e) => e.reason)).toEqual([
      'deposit_held',
      'deposit_forfeited',
    ]);
  });
});

describe('no-show', () => {
  const desker = { userId: 0, authorize: () => undefined };

  it('keeps the deposit once (marked twice, five at once) and tells the customer by notification and SMS', async () => {
    const c = customer();
    const { data } = await paidDeposit(c, '13:00');
    const after = new Date(new Date(data.order.products[0].start_at).getTime() + hour);
    const desk0 = { ...desker, userId: desk.id };
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        markNoShow(t.database.db, t.app.context.publish, desk0, data.order.id, after),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const again = await markNoShow(t.database.db, t.app.context.publish, desk0, data.order.id, after).catch(
      (e: { statusCode?: number }) => e.statusCode,
    );
    expect(again).toBe(409);
    expect(await depositEntries(data.order.id)).toEqual([
      { amount: 2469, reason: 'deposit_held' },
      { amount: -2469, reason: 'deposit_forfeited' },
    ]);
    await t.app.context.outbox.drain();
    await t.app.context.outbox.drain();
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, data.order.id), eq(notifications.kind, 'no_show_recorded')));
    expect(rows).toHaveLength(1);
    const sms = t.sms
      .outbox()
      .filter((m) => m.body.includes(data.order.order_number) && m.body.includes('24.69'));
    expect(sms).toHaveLength(1);
  });
});

describe('the rest at the visit', () => {
  it('the desk records it once (cash or card), the deposit is applied in the ledger', async () => {
    const c = customer();
    const { data } = await paidDeposit(c, '14:00');
    const pay = (lang: 'en' | 'ar' = 'en') =>
      call(
        t,
        'POST',
        `/api/v1/admin/bookings/${data.order.id}/visit-paid`,
        { method: 'card' },
        {
          token: desk.token,
          lang,
        },
      );
    const res = await pay();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      deposit_amount: 2469,
      visit_due: 0,
      visit_paid_method: 'card',
      visit_paid_at: expect.any(String),
    });
    const again = await pay('ar');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(arabicLetters);
    expect((await depositEntries(data.order.id)).map((e) => e.reason)).toEqual([
      'deposit_held',
      'deposit_applied',
    ]);
  });
});

describe('paying the rest online before the visit (ADR 0064)', () => {
  const payRest = (c: Person, orderId: number, lang: 'en' | 'ar' = 'en') =>
    call(
      t,
      'POST',
      `/api/v1/orders/${orderId}/pay-rest`,
      { payment_method_id: 'card' },
      { token: c.token, lang },
    );
  const details = async (c: Person, orderId: number) =>
    (await call(t, 'GET', `/api/v1/orders/${orderId}`, undefined, { token: c.token })).body.data;

  it('charges exactly the rest once; a second attempt and the desk find nothing due; the invoice stands as issued', async () => {
    const c = customer();
    const { data } = await paidDeposit(c, '16:00');
    const before = await details(c, data.order.id);
    expect(before).toMatchObject({ can_pay_rest: true, due_at_visit: 9876, rest_paid_at: null });

    const res = await payRest(c, data.order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toContain('98.76');
    expect(res.body.data.payment).toMatchObject({ reference: `${data.order.order_number}-R1`, amount: 9876 });
    const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    expect(landing.query.get('status')).toBe('success');

    const rows = await paymentRows(t, data.order.id);
    expect(rows.map((p) => [p.purpose, p.status, p.amount])).toEqual([
      ['order', 'paid', 2469],
      ['rest', 'paid', 9876],
    ]);
    const after = await details(c, data.order.id);
    expect(after).toMatchObject({ can_pay_rest: false, rest_paid_method: 'online', payment_status: 'paid' });
    expect(after.rest_paid_at).toEqual(expect.any(String));

    const again = await payRest(c, data.order.id, 'ar');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(arabicLetters);
    const desk0 = await call(
      t,
      'POST',
      `/api/v1/admin/bookings/${data.order.id}/visit-paid`,
      { method: 'cash' },
      { token: desk.token },
    );
    expect(desk0.status).toBe(409);
    const seen = await call(t, 'GET', `/api/v1/admin/bookings/${data.order.id}`, undefined, {
      token: desk.token,
    });
    expect(seen.body.data).toMatchObject({
      visit_due: 0,
      visit_paid_method: 'online',
      deposit_status: 'held',
    });
    // One invoice, issued at the checkout for the whole order: paying the rest is not a new sale.
    const issued = await t.database.db.select().from(invoices).where(eq(invoices.orderId, data.order.id));
    expect(issued.map((i) => i.total)).toEqual([12345]);
    // The deposit stays held until the visit is over (a cancel may still refund or keep it).
    expect((await depositEntries(data.order.id)).map((e) => e.reason)).toEqual(['deposit_held']);
  });

  it('two attempts paid at once: one is kept, the other given back in full', async () => {
    const c = customer();
    const { data } = await paidDeposit(c, '09:00');
    const [first, second] = [await payRest(c, data.order.id), await payRest(c, data.order.id)];
    expect([first.status, second.status]).toEqual([201, 201]);
    const refund = vi.spyOn(t.gateway.provider, 'refund');
    try {
      const landings = await Promise.all(
        [first, second].map((r) =>
          walk(t, r.body.data.payment.create_token_url.url, { card: testCards.success }),
        ),
      );
      expect(landings.map((l) => l.query.get('status')).sort()).toEqual(['failed', 'success']);
      await t.app.context.outbox.drain();
      expect(refund).toHaveBeenCalledTimes(1);
      expect(refund.mock.calls[0]![0]).toMatchObject({ amount: 9876 });
    } finally {
      refund.mockRestore();
    }
    const rest = (await paymentRows(t, data.order.id)).filter((p) => p.purpose === 'rest');
    expect(rest.map((p) => p.status).sort()).toEqual(['paid', 'refunded']);
  });

  it('a late cancel after paying the rest keeps only the deposit: the rest goes back whole', async () => {
    const c = customer();
    const { data } = await paidDeposit(c, '10:00');
    const res = await payRest(c, data.order.id);
    await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    const start = new Date(data.order.products[0].start_at).getTime();
    const refund = vi.spyOn(t.gateway.provider, 'refund');
    try {
      const result = await cancelOwnOrder(
        t.app.context,
        c.id,
        data.order.id,
        options(new Date(start - 2 * hour)),
      );
      expect(result).toMatchObject({ kind: 'cancelled', keptDeposit: 2469 });
      await t.app.context.outbox.drain();
      expect(refund).toHaveBeenCalledTimes(1);
      expect(refund.mock.calls[0]![0]).toMatchObject({ amount: 9876 });
    } finally {
      refund.mockRestore();
    }
    expect((await paymentRows(t, data.order.id)).map((p) => [p.purpose, p.status])).toEqual([
      ['order', 'paid'],
      ['rest', 'refunded'],
    ]);
    expect((await depositEntries(data.order.id)).map((e) => e.reason)).toEqual([
      'deposit_held',
      'deposit_forfeited',
    ]);
  });

  it("another customer's booking is a 404; a booking with nothing due or a visit under way is a 409", async () => {
    const [c, other] = [customer(), customer()];
    const { data } = await paidDeposit(c, '11:00');
    expect((await payRest(other, data.order.id)).status).toBe(404);
    // The desk took it first: nothing left.
    await call(
      t,
      'POST',
      `/api/v1/admin/bookings/${data.order.id}/visit-paid`,
      { method: 'card' },
      { token: desk.token },
    );
    const none = await payRest(c, data.order.id);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Nothing is left to pay for this booking');
    expect((await details(c, data.order.id)).can_pay_rest).toBe(false);
    // Once the visit has started, the rest is the desk's.
    const start = new Date(data.order.products[0].start_at);
    const owed = { status: 'confirmed', noShowAt: null, dueAtVisit: 9876, visitPaidAt: null };
    expect(restRefusal(owed, start, new Date(start.getTime() - 1))).toBeNull();
    expect(restRefusal(owed, start, start)).toBe('deposits.rest_too_late');
  });
});
