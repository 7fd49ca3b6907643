import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, tz, type Fixture } from '../../test/booking.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';
import { insertOrder } from '../../test/orders-history.ts';
import { checkout, holdService, slotDate } from '../../test/orders.ts';

let t: TestApp;
let fx: Fixture;
type Customer = { id: number; token: string };
let customers: Customer[];
beforeAll(async () => {
  // test/orders-history.ts' insertOrder writes orders straight into the tables, many at one time, without bookings.
  t = await createTestApp({ invariants: false });
  fx = await createFixture(t, { resources: 3, price: 23000 });
  customers = await createCustomers(t, 10);
});
afterAll(() => t.close());
const customer = () => customers.shift()!;
const get = (token: string, url: string, lang?: 'en' | 'ar') =>
  call(t, 'GET', url, undefined, { token, lang });

const minute = 60_000;
const day = 86_400_000;

describe('GET orders: paging and tabs', () => {
  // 13 active (confirmed, in the future), 8 history (completed, cancelled, expired, payment failed) and 2 orders
  // the customer never really placed (replaced by a new checkout, ended by a cart edit), created a minute apart.
  let owner: Customer;
  let visible: { id: number; active: boolean }[];
  beforeAll(async () => {
    owner = customer();
    const now = Date.now();
    const kinds = [
      ...Array.from({ length: 13 }, () => ({ status: 'confirmed', active: true })),
      ...[
        'completed',
        'completed',
        'cancelled',
        'cancelled',
        'expired',
        'expired',
        'payment_failed',
        'completed',
      ].map((status) => ({ status, active: false })),
    ];
    visible = [];
    for (const [i, kind] of kinds.entries()) {
      const row = await insertOrder(t, fx, owner.id, {
        status: kind.status,
        createdAt: new Date(now - (i + 10) * minute),
        startAt:
          kind.status === 'confirmed' ? new Date(now + 3 * day + i * 3_600_000) : new Date(now - 10 * day),
        closeReason: ['cancelled', 'expired', 'payment_failed'].includes(kind.status) ? 'customer' : null,
      });
      visible.push({ id: row.id, active: kind.active });
    }
    for (const reason of ['replaced', 'cart_changed']) {
      await insertOrder(t, fx, owner.id, {
        status: 'expired',
        createdAt: new Date(now - minute),
        closeReason: reason,
        startAt: new Date(now + 5 * day),
      });
    }
  });

  it('gives 10 per page, newest first, with next/prev links and the total', async () => {
    const first = await get(owner.token, '/api/v1/orders');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { orders: page, pagination_options } = first.body.data;
    expect(page.map((o: Json) => o.id)).toEqual(visible.slice(0, 10).map((o) => o.id));
    expect(pagination_options).toEqual({
      current_page: 1,
      last_page: 3,
      per_page: 10,
      total: 21,
      next_page_url: '/api/v1/orders?page=2',
      prev_page_url: null,
    });
    const last = (await get(owner.token, pagination_options.next_page_url.replace('2', '3'))).body.data;
    expect(last.orders.map((o: Json) => o.id)).toEqual([visible[20]!.id]);
    expect(last.pagination_options).toMatchObject({
      next_page_url: null,
      prev_page_url: '/api/v1/orders?page=2',
    });
  });

  it('beyond the last page: an empty list with a link back to the last page', async () => {
    const res = await get(owner.token, '/api/v1/orders?page=9');
    expect(res.status).toBe(200);
    expect(res.body.data.orders).toEqual([]);
    expect(res.body.data.pagination_options).toMatchObject({
      current_page: 9,
      last_page: 3,
      total: 21,
      next_page_url: null,
      prev_page_url: '/api/v1/orders?page=3',
    });
  });

  it('active=1 and active=0 split by the status flag and keep the filter in the links; walking covers all once', async () => {
    const walk = async (url: string | null) => {
      const seen: Json[] = [];
      while (url) {
        const res = await get(owner.token, url);
        expect(res.status).toBe(200);
        seen.push(...res.body.data.orders);
        url = res.body.data.pagination_options.next_page_url;
        if (url) expect(url).toMatch(/^\/api\/v1\/orders\?active=[01]&page=\d+$/);
      }
      return seen;
    };
    const active = await walk('/api/v1/orders?active=1');
    const history = await walk('/api/v1/orders?active=0');
    expect(active.map((o) => o.id)).toEqual(visible.filter((o) => o.active).map((o) => o.id));
    expect(history.map((o) => o.id)).toEqual(visible.filter((o) => !o.active).map((o) => o.id));
    expect(active.every((o) => o.status.display_active_in_order_history_app === '1')).toBe(true);
    expect(history.every((o) => o.status.display_active_in_order_history_app === '0')).toBe(true);
    expect(history.find((o) => o.status.name === 'cancelled')?.status.value).toBe(9);
    const second = (await get(owner.token, '/api/v1/orders?active=1&page=2')).body.data.pagination_options;
    expect(second).toMatchObject({
      total: 13,
      last_page: 2,
      prev_page_url: '/api/v1/orders?active=1&page=1',
    });
    expect(second.next_page_url).toBeNull();
  });

  it('tab=completed and tab=cancelled split the history: a cancelled, expired or unpaid order is not completed', async () => {
    const statuses = async (url: string) => {
      const res = await get(owner.token, url);
      expect(res.status).toBe(200);
      if (res.body.data.pagination_options.next_page_url)
        expect(res.body.data.pagination_options.next_page_url).toContain('tab=');
      return (res.body.data.orders as Json[]).map((o) => o.status.name as string);
    };
    expect(await statuses('/api/v1/orders?active=0&tab=completed')).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    expect((await statuses('/api/v1/orders?active=0&tab=cancelled')).sort()).toEqual([
      'cancelled',
      'cancelled',
      'expired',
      'expired',
      'payment_failed',
    ]);
    const active = await get(owner.token, '/api/v1/orders?tab=active&page=2');
    expect(active.body.data.pagination_options).toMatchObject({
      total: 13,
      prev_page_url: '/api/v1/orders?tab=active&page=1',
    });
    // Both filters hold: no order is active and cancelled at once.
    expect(await statuses('/api/v1/orders?active=1&tab=cancelled')).toEqual([]);
  });

  it('refuses a bad page or tab with a translated 422', async () => {
    for (const query of ['page=0', 'page=abc', 'active=2', 'active=yes', 'tab=history', 'tab=']) {
      const res = await get(owner.token, `/api/v1/orders?${query}`, 'ar');
      expect(res.status, query).toBe(422);
      expect(res.body.message).toMatch(arabicLetters);
    }
  });

  it('needs sign-in, and another customer sees none of these orders', async () => {
    expect((await call(t, 'GET', '/api/v1/orders')).status).toBe(401);
    const stranger = customer();
    const res = await get(stranger.token, '/api/v1/orders');
    expect(res.body.data.orders).toEqual([]);
    expect(res.body.data.pagination_options.total).toBe(0);
  });
});

describe('GET orders/{id}', () => {
  it('answers the spec §3 fields with the products, in the customer language', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '10:00', { visitors: 2 });
    const created = await checkout(t, c.token, 'cash');
    expect(created.status).toBe(201);
    const id = created.body.data.order.id;
    const res = await get(c.token, `/api/v1/orders/${id}`, 'ar');
    expect(res.status).toBe(200);
    const order = res.body.data;
    const start = zonedInstant(slotDate, 10 * 60, tz);
    expect(order).toMatchObject({
      id,
      order_number: created.body.data.order.order_number,
      status_text: 'مؤكد',
      user_name: 'Test Customer',
      number_of_users: 2,
      date: slotDate,
      time: '10:00',
      total: 46000,
      tax_amount: 6000,
      sub_total: 46000,
      customer_arrived: false,
      payment_status: 'due_at_branch',
      can_rate: false,
      has_rating: false,
      is_cancelable: true,
      gifted_info: null,
    });
    expect(new Date(order.cancelable_until).getTime()).toBe(start - 6 * 3_600_000);
    expect(order.cancelable_until).toMatch(/\+03:00$/);
    expect(order.branch_name).toMatch(arabicLetters);
    expect(order.invoice_link).toMatch(new RegExp(`^/api/v1/invoices/${id}\\?exp=\\d+&sig=`));
    expect(order.products).toHaveLength(1);
    expect(order.products[0]).toMatchObject({
      product_master_id: fx.productId,
      branch_id: fx.branchId,
      visitors: 2,
      type: 'service',
      cart_product_id: null,
    });
    expect(order.products[0].order_product_id).toEqual(expect.any(Number));
    expect(order.products[0].name).toMatch(arabicLetters);
    expect(new Date(order.products[0].start_at).getTime()).toBe(start);
    expect(new Date(order.products[0].end_at).getTime()).toBe(start + 60 * minute);
  });

  it("another customer's order is a 404 on details, cancel, rate and rating — and nothing changes", async () => {
    const owner = customer();
    await holdService(t, fx, owner.token, '11:00');
    const id = (await checkout(t, owner.token, 'cash')).body.data.order.id;
    const stranger = customer();
    const attempts = [
      call(t, 'GET', `/api/v1/orders/${id}`, undefined, { token: stranger.token }),
      call(t, 'GET', `/api/v1/orders/${id}/cancel`, undefined, { token: stranger.token }),
      call(t, 'POST', `/api/v1/orders/${id}/cancel`, {}, { token: stranger.token }),
      call(t, 'POST', `/api/v1/orders/${id}/rate`, { rating: 1 }, { token: stranger.token }),
      call(t, 'GET', `/api/v1/orders/${id}/rating`, undefined, { token: stranger.token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This order does not exist');
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('confirmed');
    expect((await get(stranger.token, '/api/v1/orders/999999999')).status).toBe(404);
    expect((await get(stranger.token, '/api/v1/orders/abc')).status).toBe(422);
  });

  it('hides an order a new checkout replaced (a 404, as if it never existed)', async () => {
    const c = customer();
    const replaced = await insertOrder(t, fx, c.id, {
      status: 'expired',
      closeReason: 'replaced',
      createdAt: new Date(),
      startAt: new Date(Date.now() + 4 * day),
    });
    expect((await get(c.token, `/api/v1/orders/${replaced.id}`)).status).toBe(404);
  });

  it('issues the invoice of an order confirmed before invoicing existed, dated at its confirmation', async () => {
    const c = customer();
    const confirmedAt = new Date(Date.now() - 2 * day);
    const old = await insertOrder(t, fx, c.id, {
      status: 'confirmed',
      createdAt: confirmedAt,
      confirmedAt,
      startAt: new Date(Date.now() + 4 * day),
    });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, old.id))).toEqual([]);
    const res = await get(c.token, `/api/v1/orders/${old.id}`);
    expect(res.body.data.invoice_link).toMatch(/^\/api\/v1\/invoices\//);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, old.id));
    expect(invoice!.issuedAt.getTime()).toBe(confirmedAt.getTime());
    expect([invoice!.subTotal, invoice!.taxAmount, invoice!.total]).toEqual([10000, 1500, 11500]);
  });
});
