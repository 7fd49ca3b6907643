import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createCustomers } from '../../test/booking.ts';
import { InsufficientBalanceError } from '../ledger/ledger.ts';
import { GiftCardExpiredError, redeem } from './issue.ts';
import { inDays, issue, ledgerOf, orderFor } from '../../test/vouchers.ts';

let t: TestApp;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  // Tests vouchers' redeem() itself: a debit with no order redemption row.
  t = await createTestApp({ invariants: false });
  customers = await createCustomers(t, 10);
});
afterAll(() => t.close());
const customer = () => customers.shift()!;
const db = () => t.database.db;
const get = (url: string, token?: string, lang: 'en' | 'ar' = 'en') =>
  call(t, 'GET', url, undefined, { token, lang });
const spend = (cardId: number, amount: number, orderId: number) =>
  db().transaction((tx) => redeem(tx, cardId, amount, orderId));

describe('gift cards: statuses and lists', () => {
  it('lists what is usable now in list_available_vouchers, and every card with its status in vouchers', async () => {
    const me = customer();
    const unused = await issue(db(), me.id, {
      serialNumber: 'T-UNUSED',
      value: 20000,
      expiresAt: inDays(30),
    });
    const partly = await issue(db(), me.id, {
      serialNumber: 'T-PARTLY',
      value: 30000,
      expiresAt: inDays(60),
    });
    const used = await issue(db(), me.id, { serialNumber: 'T-USED', value: 10000 });
    await issue(db(), me.id, { serialNumber: 'T-EXPIRED', value: 10000, expiresAt: inDays(-1) });
    const order = await orderFor(db(), me.id);
    await spend(partly.id, 5000, order.id);
    await spend(used.id, 10000, order.id);
    void unused;

    const available = await get('/api/v1/vouchers/list_available_vouchers?page=1', me.token);
    expect(available.status).toBe(200);
    expect(available.headers['cache-control']).toBe('no-store');
    // Soonest to expire first; the used and the expired cards are not offered.
    expect(available.body.data.vouchers).toEqual([
      {
        serial_number: 'T-UNUSED',
        voucher_group_name: 'Birthday card',
        value: 20000,
        card_image: null,
        remaining_amount: 20000,
        expiry_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+03:00$/),
        status: 'Not Used',
      },
      expect.objectContaining({ serial_number: 'T-PARTLY', remaining_amount: 25000, status: 'Not Used' }),
    ]);
    expect(available.body.data.pagination_options).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 30,
      total: 2,
      next_page_url: null,
      prev_page_url: null,
    });

    const all = await get('/api/v1/vouchers', me.token);
    const statuses = Object.fromEntries(
      all.body.data.vouchers.map((v: { serial_number: string; status: string }) => [
        v.serial_number,
        v.status,
      ]),
    );
    expect(statuses).toEqual({
      'T-UNUSED': 'Not Used',
      'T-PARTLY': 'Not Used',
      'T-USED': 'Used',
      'T-EXPIRED': 'Expired',
    });
    // Newest first.
    expect(all.body.data.vouchers[0].serial_number).toBe('T-EXPIRED');
  });

  it('a card with nothing left is Used even once expired; an expired one with something left is Expired', async () => {
    const me = customer();
    const card = await issue(db(), me.id, { serialNumber: 'T-DRAINED-OLD', value: 1000 });
    await spend(card.id, 1000, (await orderFor(db(), me.id)).id);
    await issue(db(), me.id, { serialNumber: 'T-LEFT-OLD', value: 1000, expiresAt: inDays(-5) });
    await db().execute(`update gift_cards set expires_at = now() - interval '1 day' where id = ${card.id}`);
    const drained = await get('/api/v1/vouchers/T-DRAINED-OLD', me.token);
    expect(drained.body.data).toMatchObject({ status: 'Used', remaining_amount: 0 });
    const left = await get('/api/v1/vouchers/T-LEFT-OLD', me.token);
    expect(left.body.data).toMatchObject({ status: 'Expired', remaining_amount: 1000 });
  });

  it('pages by 30', async () => {
    const me = customer();
    for (let i = 0; i < 31; i++) await issue(db(), me.id, { value: 100 + i });
    const first = await get('/api/v1/vouchers/list_available_vouchers?page=1', me.token);
    expect(first.body.data.vouchers).toHaveLength(30);
    expect(first.body.data.pagination_options).toMatchObject({
      total: 31,
      last_page: 2,
      per_page: 30,
      next_page_url: '/api/v1/vouchers/list_available_vouchers?page=2',
    });
    const second = await get('/api/v1/vouchers/list_available_vouchers?page=2', me.token);
    expect(second.body.data.vouchers).toHaveLength(1);
    expect(second.body.data.pagination_options.prev_page_url).toBe(
      '/api/v1/vouchers/list_available_vouchers?page=1',
    );
    const all = await get('/api/v1/vouchers?page=2', me.token);
    expect(all.body.data.vouchers).toHaveLength(1);
    expect((await get('/api/v1/vouchers?page=0', me.token)).status).toBe(422);
  });

  it('needs sign-in, and shows nobody else’s cards', async () => {
    const me = customer();
    const other = customer();
    await issue(db(), other.id, { serialNumber: 'T-THEIRS' });
    expect((await get('/api/v1/vouchers/list_available_vouchers')).status).toBe(401);
    expect((await get('/api/v1/vouchers')).status).toBe(401);
    expect((await get('/api/v1/vouchers/T-THEIRS')).status).toBe(401);
    expect((await get('/api/v1/vouchers', me.token)).body.data.vouchers).toEqual([]);
    const theirs = await get('/api/v1/vouchers/T-THEIRS', me.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('This gift card does not exist');
    const unknown = await get('/api/v1/vouchers/NO-SUCH-CARD', me.token, 'ar');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('بطاقة الهدية هذه غير موجودة');
    expect((await get('/api/v1/vouchers/T-THEIRS', other.token)).status).toBe(200);
  });
});

describe('gift cards: details', () => {
  it('has every spec §3 field, the remaining amount from the ledger and the redeem history newest first', async () => {
    const me = customer();
    const card = await issue(db(), me.id, {
      serialNumber: 'T-DETAIL',
      value: 30000,
      image: '/img/gift-card.svg',
      voucherOrderNumber: 'HZ9001',
      descriptionEn: '<p>Use it <em>anywhere</em>.</p>',
      descriptionAr: '<p>استخدمها <em>في أي مكان</em>.</p>',
    });
    const first = await orderFor(db(), me.id);
    const second = await orderFor(db(), me.id);
    await spend(card.id, 5000, first.id);
    await spend(card.id, 2550, second.id);

    const res = await get('/api/v1/vouchers/T-DETAIL', me.token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      serial_number: 'T-DETAIL',
      voucher_group_name: 'Birthday card',
      total: 30000,
      remaining_amount: 22450,
      currency: 'SAR',
      status: 'Not Used',
      card_image: '/img/gift-card.svg',
      description: '<p>Use it <em>anywhere</em>.</p>',
      voucher_order_number: 'HZ9001',
      // 15% contained in 300.00: 39.13, the rest before VAT.
      sub_total: 26087,
      tax: 3913,
      tax_rate: 15,
      discounts: 0,
    });
    expect(data.sub_total + data.tax - data.discounts).toBe(data.total);
    expect(data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(data.redeem_history).toEqual([
      {
        date: expect.stringMatching(/\+03:00$/),
        order_number: second.orderNumber,
        amount: 2550,
        kind: 'order',
      },
      {
        date: expect.stringMatching(/\+03:00$/),
        order_number: first.orderNumber,
        amount: 5000,
        kind: 'order',
      },
    ]);
    const ledger = await ledgerOf(db(), card.id);
    expect(ledger.balance).toBe(22450);
    expect(ledger.sum).toBe(22450);

    const ar = await get('/api/v1/vouchers/T-DETAIL', me.token, 'ar');
    expect(ar.body.data).toMatchObject({
      voucher_group_name: 'بطاقة عيد الميلاد',
      description: '<p>استخدمها <em>في أي مكان</em>.</p>',
    });
  });

  it('serves the description sanitised: no scripts, handlers, styles or non-https links', async () => {
    const me = customer();
    await issue(db(), me.id, {
      serialNumber: 'T-XSS',
      descriptionEn:
        '<script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<p onclick="alert(3)" style="color:red">Hi <strong>there</strong><br>' +
        '<a href="javascript:alert(4)">bad</a> <a href="//evil.test/">relative</a> ' +
        '<a href="https://rawnaq.test/terms" onmouseover="alert(5)" target="_top">terms</a></p>' +
        '<iframe src="https://evil.test"></iframe><ul><li>one</li></ul>',
      descriptionAr: '<script>alert(1)</script>',
    });
    const res = await get('/api/v1/vouchers/T-XSS', me.token);
    expect(res.body.data.description).toBe(
      '<p>Hi <strong>there</strong><br />' +
        '<a>bad</a> <a>relative</a> ' +
        '<a href="https://rawnaq.test/terms" rel="noopener noreferrer nofollow">terms</a></p>' +
        '<ul><li>one</li></ul>',
    );
    // Nothing readable left: the web shows its default description.
    const ar = await get('/api/v1/vouchers/T-XSS', me.token, 'ar');
    expect(ar.body.data.description).toBeNull();
  });

  it("shows Reem's demo card: 300.00 with 50.00 spent on her older booking", async () => {
    const [reem] = await db().select().from(users).where(eq(users.mobileNumber, '966500000103'));
    const token = await t.app.tokens.sign(reem!);
    const res = await get('/api/v1/vouchers/DEMO-REEM-0300', token);
    expect(res.body.data).toMatchObject({ total: 30000, remaining_amount: 25000, status: 'Not Used' });
    expect(res.body.data.redeem_history).toHaveLength(1);
    const orders = await get('/api/v1/orders?active=0', token);
    const older = orders.body.data.orders.find(
      (o: { order_number: string }) => o.order_number === res.body.data.redeem_history[0].order_number,
    );
    expect(older).toMatchObject({ gift_card_discount: 5000 });
    expect(res.body.data.redeem_history[0].amount).toBe(5000);
  });
});

describe('gift cards: redeeming through the ledger', () => {
  it('never overdraws; a retry for the same order is the same debit; an expired card is refused', async () => {
    const me = customer();
    const card = await issue(db(), me.id, { value: 3000 });
    const order = await orderFor(db(), me.id);
    await expect(spend(card.id, 3001, order.id)).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect((await ledgerOf(db(), card.id)).balance).toBe(3000);
    const once = await spend(card.id, 2000, order.id);
    const again = await spend(card.id, 2000, order.id);
    expect(once).toEqual({ balanceAfter: 1000, replayed: false });
    expect(again).toEqual({ balanceAfter: 1000, replayed: true });
    await expect(spend(card.id, 1001, (await orderFor(db(), me.id)).id)).rejects.toBeInstanceOf(
      InsufficientBalanceError,
    );
    const expired = await issue(db(), me.id, { value: 3000, expiresAt: inDays(-1) });
    await expect(spend(expired.id, 100, order.id)).rejects.toBeInstanceOf(GiftCardExpiredError);
    const ledger = await ledgerOf(db(), card.id);
    expect(ledger.entries.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [3000, 3000],
      [-2000, 1000],
    ]);
  });

  it('20 concurrent orders of 7.00 on a 100.00 card: exactly 14 succeed and the entries add up', async () => {
    const me = customer();
    const card = await issue(db(), me.id, { value: 10000 });
    const orders = await Promise.all(Array.from({ length: 20 }, () => orderFor(db(), me.id)));
    const results = await Promise.allSettled(orders.map((o) => spend(card.id, 700, o.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(14);
    const ledger = await ledgerOf(db(), card.id);
    expect(ledger.balance).toBe(200);
    expect(ledger.sum).toBe(200);
    expect(ledger.entries.every((e) => e.balanceAfter >= 0)).toBe(true);
  });
});
