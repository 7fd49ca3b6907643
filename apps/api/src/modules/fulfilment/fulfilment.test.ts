import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { branches, businessSettings, notifications, orders, products, users } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Json } from '../../test/call.ts';
import { createCustomers } from '../../test/booking.ts';
import { completeFinishedOrders } from '../orders/completion.ts';

// The seed's Olaya branch delivers to Central Riyadh (7 km circle: 30.00, free from 600.00, minimum 200.00) and
// North Riyadh (a polygon: 60.00, free from 1,000.00, minimum 300.00).
const central = { latitude: 24.71, longitude: 46.68 };
const north = { latitude: 24.8, longitude: 46.65 };
const jeddah = { latitude: 21.6, longitude: 39.2 }; // Olaya does not deliver to Jeddah

let t: TestApp;
let customers: { id: number; token: string }[];
let admin: { id: number; token: string };
let olaya: number;
const slugs = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  customers = await createCustomers(t, 12);
  admin = customers.pop()!;
  const db = t.database.db;
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  olaya = (await db.select().from(branches).where(eq(branches.slug, 'riyadh-olaya')))[0]!.id;
  for (const p of await db.select().from(products)) slugs.set(p.slug, p.id);
});
afterAll(() => t.close());

const customer = () => customers.shift()!;
const headers = (method: string) => ({ 'delivery-method': method });

async function buy(token: string, slug: string, quantity = 1) {
  const res = await call(
    t,
    'POST',
    '/api/v1/cart',
    { product_id: slugs.get(slug), branch_id: olaya, quantity },
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function saveAddress(token: string, point: { latitude: number; longitude: number }) {
  const res = await call(
    t,
    'POST',
    '/api/v1/addresses',
    { title: 'Home', full_address: `Street ${point.latitude}`, ...point },
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.address.id as number;
}

async function cartWith(token: string, method: string, query = '', lang: 'en' | 'ar' = 'en') {
  const res = await call(t, 'GET', `/api/v1/cart${query}`, undefined, {
    token,
    lang,
    headers: headers(method),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.cart as Json & { fulfilment: Json; total: number; order_service_fees_price: number };
}

const order = (token: string, method: string, body: Json = {}, lang: 'en' | 'ar' = 'en') =>
  call(
    t,
    'POST',
    '/api/v1/orders',
    { payment_method_id: 'cash', is_scheduled: '0', ...body },
    {
      token,
      lang,
      headers: { ...headers(method), 'idempotency-key': crypto.randomUUID() },
    },
  );

const step = (id: number, status: string, token = admin.token) =>
  call(t, 'POST', `/api/v1/admin/orders/${id}/fulfilment`, { status }, { token });

const details = async (token: string, id: number) => {
  const res = await call(t, 'GET', `/api/v1/orders/${id}`, undefined, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json & { fulfilment: Json; status: { name: string }; is_cancelable: boolean };
};

describe('shop products: pickup or delivery (service_reservation)', () => {
  it('picked up by default: ready after the preparation time, then ready, then collected — which completes it', async () => {
    const c = customer();
    await buy(c.token, 'tahara-musk');
    const cart = await cartWith(c.token, 'reservation');
    expect(cart.fulfilment).toMatchObject({
      kind: 'pickup',
      available: ['delivery', 'pickup'],
      applied: true,
      fee: 0,
    });
    expect(cart.fulfilment.ready_at).toMatch(/\+03:00$/);

    const res = await order(c.token, 'reservation');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.order.id as number;
    expect(res.body.data.order.fulfilment).toMatchObject({
      kind: 'pickup',
      kind_text: 'Pickup at the branch',
      status: 'preparing',
    });
    expect((await details(c.token, id)).fulfilment).toMatchObject({
      status: 'preparing',
      status_text: 'Preparing',
    });

    // One step at a time, by an admin only.
    expect((await step(id, 'picked_up')).status).toBe(409);
    expect((await step(id, 'ready_for_pickup', c.token)).status).toBe(403);
    expect((await step(id, 'ready_for_pickup')).status).toBe(200);
    const ready = await details(c.token, id);
    expect(ready.fulfilment).toMatchObject({ status: 'ready_for_pickup', status_text: 'Ready for pickup' });
    expect(ready.is_cancelable).toBe(false);
    // Not completed by the clock (a shop order used to complete 14 days after payment): only by its last step.
    await completeFinishedOrders(
      t.app.context.lifecycle,
      t.database.db,
      new Date(Date.now() + 30 * 86_400_000),
    );
    expect((await details(c.token, id)).status.name).toBe('confirmed');
    const done = await step(id, 'picked_up');
    expect(done.body.data).toMatchObject({ status: 'completed', fulfilment_status: 'picked_up' });
    expect((await details(c.token, id)).status.name).toBe('completed');
    expect((await step(id, 'picked_up')).status).toBe(409);

    await t.app.context.outbox.drain();
    const told = await t.database.db.select().from(notifications).where(eq(notifications.orderId, id));
    expect(told.filter((n) => n.kind === 'order_progress').map((n) => n.params.status)).toEqual([
      'ready_for_pickup',
      'picked_up',
    ]);
    const [branch] = await t.database.db.select().from(branches).where(eq(branches.id, olaya));
    // In the language they ordered in (English here), whatever the language they read it in.
    const list = await call(t, 'GET', '/api/v1/notifications', undefined, { token: c.token, lang: 'ar' });
    const bodies = (list.body.data.notifications as { body: string }[]).map((n) => n.body);
    expect(bodies).toContain(`Your order is ready to pick up at ${branch!.nameEn}`);
  });

  it('delivered: needs an address inside a zone and above its minimum; the fee, the address and the steps follow', async () => {
    const c = customer();
    await buy(c.token, 'tahara-musk'); // 90.00
    const none = await cartWith(c.token, 'delivery');
    expect(none.fulfilment).toMatchObject({
      kind: 'delivery',
      applied: false,
      message: 'Choose the address to deliver to',
    });
    expect((await order(c.token, 'delivery')).status).toBe(409);

    const far = await saveAddress(c.token, jeddah);
    const outside = await cartWith(c.token, 'delivery', `?delivery_address_id=${far}`, 'ar');
    expect(outside.fulfilment).toMatchObject({
      applied: false,
      message: 'لا نوصل إلى هذا العنوان بعد. اختر عنوانًا آخر أو استلم من الفرع',
    });

    const home = await saveAddress(c.token, north);
    const low = await cartWith(c.token, 'delivery', `?delivery_address_id=${home}`);
    expect(low.fulfilment).toMatchObject({
      applied: false,
      message: 'Delivery to North Riyadh needs an order of at least 300.00\u00a0SAR',
    });
    const refused = await order(c.token, 'delivery', { delivery_address_id: String(home) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Delivery to North Riyadh needs an order of at least 300.00\u00a0SAR');

    await buy(c.token, 'cambodian-oud-oil'); // + 650.00 = 740.00
    const cart = await cartWith(c.token, 'delivery', `?delivery_address_id=${home}`);
    expect(cart.fulfilment).toMatchObject({
      kind: 'delivery',
      applied: true,
      address_id: home,
      fee: 6000,
      message:
        'North Riyadh: delivery 60.00\u00a0SAR, free from 1,000.00\u00a0SAR. Minimum order 300.00\u00a0SAR',
      address: { title: 'Home', full_address: 'Street 24.8' },
    });
    expect(cart.order_service_fees_price).toBe(6000);
    expect(cart.total).toBe(74000 + 6000);

    const res = await order(c.token, 'delivery', { delivery_address_id: String(home) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.order.id as number;
    expect(res.body.data.order).toMatchObject({
      total: 80000,
      order_service_fee_price: 6000,
      fulfilment: {
        kind: 'delivery',
        status: 'preparing',
        address: { title: 'Home', full_address: 'Street 24.8', latitude: 24.8, longitude: 46.65 },
        ready_at: null,
      },
    });
    // The address as ordered: editing the saved one later does not move the delivery.
    await call(
      t,
      'PUT',
      `/api/v1/addresses/${home}`,
      { title: 'Old home', full_address: 'Elsewhere', ...north },
      { token: c.token },
    );
    expect((await details(c.token, id)).fulfilment).toMatchObject({
      address: { full_address: 'Street 24.8' },
    });

    const invoiceLink = (await details(c.token, id)).invoice_link as string;
    const invoice = await t.app.inject({ method: 'GET', url: invoiceLink });
    expect(invoice.body).toContain('Delivered to');
    expect(invoice.body).toContain('Street 24.8');
    expect(invoice.body).toContain('Delivery fee');

    expect((await step(id, 'out_for_delivery')).status).toBe(200);
    const cancel = await call(t, 'POST', `/api/v1/orders/${id}/cancel`, {}, { token: c.token });
    expect(cancel.status).toBeGreaterThanOrEqual(400);
    expect((await step(id, 'delivered')).body.data.status).toBe('completed');
  });

  it('free from the zone’s threshold; someone else’s address is not one of yours', async () => {
    const c = customer();
    const stranger = customer();
    await buy(c.token, 'cambodian-oud-oil'); // 650.00 ≥ 600.00
    const mine = await saveAddress(c.token, central);
    const theirs = await saveAddress(stranger.token, central);
    const cart = await cartWith(c.token, 'delivery', `?delivery_address_id=${mine}`);
    expect(cart.fulfilment).toMatchObject({
      applied: true,
      fee: 0,
      zone: { name: 'Central Riyadh', fee: 0, free_above: 60000 },
    });
    expect(cart.total).toBe(65000);
    const other = await cartWith(c.token, 'delivery', `?delivery_address_id=${theirs}`);
    expect(other.fulfilment).toMatchObject({
      applied: false,
      message: 'This address is not one of your saved addresses. Choose another one',
    });
  });
});

describe('the three business types', () => {
  async function asBusiness(type: string, work: () => Promise<void>) {
    await t.database.db.update(businessSettings).set({ businessType: type });
    invalidateReads(t.database.db);
    try {
      await work();
    } finally {
      await t.database.db.update(businessSettings).set({ businessType: 'service_reservation' });
      invalidateReads(t.database.db);
    }
  }

  it('food ordering offers dine-in; an online store does not (it picks up instead)', async () => {
    const c = customer();
    await buy(c.token, 'tahara-musk');
    await asBusiness('food_ordering', async () => {
      const cart = await cartWith(c.token, 'dine_in');
      expect(cart.fulfilment).toMatchObject({
        kind: 'dine_in',
        available: ['delivery', 'pickup', 'dine_in'],
        applied: true,
      });
      const res = await order(c.token, 'dine_in');
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = res.body.data.order.id as number;
      expect((await step(id, 'served')).body.data).toMatchObject({
        status: 'completed',
        fulfilment_status: 'served',
      });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(row).toMatchObject({ fulfilment: 'dine_in', fulfilmentStatus: 'served', status: 'completed' });
    });
    const d = customer();
    await buy(d.token, 'tahara-musk');
    await asBusiness('online_store', async () => {
      const cart = await cartWith(d.token, 'dine_in');
      expect(cart.fulfilment).toMatchObject({ kind: 'pickup', available: ['delivery', 'pickup'] });
    });
  });

  it('a booking is at the branch, with nothing to choose, whatever the header says', async () => {
    const c = customer();
    const res = await call(t, 'GET', '/api/v1/cart', undefined, {
      token: c.token,
      headers: headers('delivery'),
    });
    expect(res.body.data.cart.fulfilment).toMatchObject({ kind: 'at_branch', available: [] });
  });
});
