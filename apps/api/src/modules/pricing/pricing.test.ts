import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  invoices,
  orderItems,
  orderRedemptions,
  orderServiceFees,
  orders,
  products,
} from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { inDays, issue, orderFor } from '../../test/vouchers.ts';
import { createFee, createPromo, givePoints, orderBody, pricedCart } from '../../test/pricing.ts';

let t: TestApp;
let fx: Fixture;
let other: Fixture;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  // Spends cards with vouchers' redeem() (a debit with no order redemption row) to play a card spent elsewhere.
  t = await createTestApp({ invariants: false });
  fx = await createFixture(t, { resources: 20, price: 23000 });
  other = await createFixture(t, { resources: 5, price: 10000 });
  customers = await createCustomers(t, 30);
});
afterAll(() => t.close());
const customer = () => customers.shift()!;

/** A customer with one 230.00 SAR service held. */
async function withCart(time = '10:00', f = fx) {
  const c = customer();
  await holdService(t, f, c.token, time);
  return c;
}

describe('GET cart: promo codes', () => {
  it('applies a percent code: the discount, VAT on the discounted price, the totals add up', async () => {
    const c = await withCart();
    const promo = await createPromo(t, { value: 10 });
    const cart = await pricedCart(t, c.token, { promo_code: promo.code.toLowerCase() });
    expect(cart.promo).toEqual({ code: promo.code, applied: true, message: null });
    expect(cart.promo_discount).toBe(2300);
    expect(cart.tax_amount).toBe(Math.round((20700 * 15) / 115));
    expect(cart.total).toBe(20700);
    // The sub-total is what the items cost with VAT: a code takes off from it, it never rises (issue 18 item 10).
    expect(cart.sub_total).toBe(23000);
    expect(cart.sub_total - cart.promo_discount).toBe(cart.total);
  });

  it('the cart, the order and its tax invoice show one breakdown: sub-total, discount, VAT, total', async () => {
    const c = await withCart('16:00');
    const promo = await createPromo(t, { value: 10 });
    const cart = await pricedCart(t, c.token, { promo_code: promo.code });
    expect((await pricedCart(t, c.token, {})).sub_total).toBe(cart.sub_total);
    const res = await checkout(t, c.token, 'cash', { body: orderBody({ promo_code: promo.code }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body.data.order;
    const figures = ['sub_total', 'promo_discount', 'tax_amount', 'total'] as const;
    expect(Object.fromEntries(figures.map((f) => [f, order[f]]))).toEqual(
      Object.fromEntries(figures.map((f) => [f, cart[f]])),
    );
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({
      total: cart.total,
      taxAmount: cart.tax_amount,
      subTotal: cart.total - cart.tax_amount,
    });
    // The document lists the items' total with VAT (the cart's sub-total) above the discount.
    const details = await call(t, 'GET', `/api/v1/orders/${order.id}`, undefined, { token: c.token });
    const link = details.body.data.invoice_link as string;
    const html = (await t.app.inject({ method: 'GET', url: link })).body;
    // A discount is written with the true minus sign (U+2212), as the app writes it.
    const shown = (amount: number) => `${amount < 0 ? '\u2212' : ''}${(Math.abs(amount) / 100).toFixed(2)}`;
    const amountRow = (label: string, amount: number) =>
      html.search(new RegExp(`${label}</span></th><td><bdi dir="ltr">${shown(amount)}</bdi>`));
    const itemsTotal = amountRow('Items total including VAT', cart.sub_total);
    const discount = amountRow('Discount', -cart.promo_discount);
    expect(itemsTotal).toBeGreaterThan(-1);
    expect(discount).toBeGreaterThan(itemsTotal);
  });

  it('cart writes answer with the cart priced by the selection in their query (removing a line, here)', async () => {
    const c = await withCart('12:00');
    const lineId = await holdService(t, fx, c.token, '14:00');
    const promo = await createPromo(t, { value: 10 });
    const res = await call(t, 'DELETE', `/api/v1/cart/${lineId}?promo_code=${promo.code}`, undefined, {
      token: c.token,
    });
    expect(res.status).toBe(200);
    const cart = res.body.data.cart;
    expect(cart.products).toHaveLength(1);
    expect(cart.promo).toEqual({ code: promo.code, applied: true, message: null });
    expect(cart.promo_discount).toBe(2300);
    expect(cart.total).toBe(20700);
  });

  it.each([
    ['unknown', {}, 'This promo code does not exist'],
    ['expired', { endsAt: inDays(-1) }, 'This promo code has expired'],
    ['not yet valid', { startsAt: inDays(3) }, 'This promo code is not valid yet'],
    ['below minimum', { minSubtotal: 50000 }, 'This promo code needs a cart of at least 500.00\u00a0SAR'],
    ['inactive', { active: false }, 'This promo code does not exist'],
    ['limit reached', { usageLimit: 0 }, 'This promo code has been fully used'],
  ] as const)('says why a code does not apply: %s', async (name, values, message) => {
    const c = await withCart('11:00');
    const code = name === 'unknown' ? 'NOSUCHCODE' : (await createPromo(t, values)).code;
    const cart = await pricedCart(t, c.token, { promo_code: code });
    expect(cart.promo).toEqual({ code, applied: false, message });
    expect(cart.promo_discount).toBe(0);
    expect(cart.total).toBe(23000);
  });

  it('a code for other services: "not for these items", in Arabic too', async () => {
    const c = await withCart('12:00');
    const promo = await createPromo(t, { productIds: [other.productId] });
    const cart = await pricedCart(t, c.token, { promo_code: promo.code }, 'ar');
    expect(cart.promo?.applied).toBe(false);
    expect(cart.promo?.message).toMatch(arabicLetters);
    await holdService(t, other, c.token, '12:00');
    const both = await pricedCart(t, c.token, { promo_code: promo.code });
    // 10% of the other service only.
    expect(both.promo_discount).toBe(1000);
  });

  it('a code for a category applies to the services in it only', async () => {
    const c = await withCart('16:00');
    const [row] = await t.database.db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, fx.productId));
    const ours = await createPromo(t, { categoryIds: [row!.categoryId!] });
    const theirs = await createPromo(t, { categoryIds: [2147483000] });
    expect((await pricedCart(t, c.token, { promo_code: ours.code })).promo_discount).toBe(2300);
    const refused = await pricedCart(t, c.token, { promo_code: theirs.code });
    expect(refused.promo?.message).toBe('This promo code does not apply to the items in your cart');
  });

  it('first order only, and already used by this customer', async () => {
    const first = await createPromo(t, { firstOrderOnly: true });
    const once = await createPromo(t, { perCustomerLimit: 1 });
    const c = await withCart('13:00');
    expect((await pricedCart(t, c.token, { promo_code: first.code })).promo?.applied).toBe(true);
    const res = await checkout(t, c.token, 'cash', { body: orderBody({ promo_code: once.code }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.order.promo_discount).toBe(2300);
    await holdService(t, fx, c.token, '14:00');
    const again = await pricedCart(t, c.token, { promo_code: once.code });
    expect(again.promo?.message).toBe('You have already used this promo code');
    const firstAgain = await pricedCart(t, c.token, { promo_code: first.code });
    expect(firstAgain.promo?.message).toBe('This promo code is for a first order only');
  });

  it('POST orders with a code that no longer applies: 409 with the cart saying why, nothing created', async () => {
    const c = await withCart('15:00');
    const promo = await createPromo(t, { usageLimit: 0 });
    const res = await checkout(t, c.token, 'card', { body: orderBody({ promo_code: promo.code }) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This promo code has been fully used');
    expect(res.body.data.cart.promo.applied).toBe(false);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, c.id))).toHaveLength(0);
  });
});

describe('GET cart: gift cards', () => {
  it('a partial card leaves the rest; two cards never cover more than the total', async () => {
    const c = await withCart('09:00');
    const a = await issue(t.database.db, c.id, { value: 15000 });
    const b = await issue(t.database.db, c.id, { value: 20000 });
    const one = await pricedCart(t, c.token, { gift_cards: [a.serialNumber.toLowerCase()] });
    expect(one.gift_cards).toEqual([
      { serial_number: a.serialNumber, applied: true, amount: 15000, remaining_after: 0, message: null },
    ]);
    expect(one.total).toBe(8000);
    const two = await pricedCart(t, c.token, { gift_cards: [a.serialNumber, b.serialNumber] });
    expect(two.gift_cards.map((g) => [g.amount, g.remaining_after])).toEqual([
      [15000, 0],
      [8000, 12000],
    ]);
    expect(two.gift_card_discount).toBe(23000);
    expect(two.total).toBe(0);
    // VAT is not lowered by a gift card (it is a way to pay).
    expect(two.tax_amount).toBe(Math.round((23000 * 15) / 115));
  });

  it('unknown, someone else’s, expired and used-up cards get a translated reason', async () => {
    const c = await withCart('10:00');
    const stranger = customer();
    const theirs = await issue(t.database.db, stranger.id);
    const expired = await issue(t.database.db, c.id, { expiresAt: inDays(-1) });
    const spent = await issue(t.database.db, c.id, { value: 1000 });
    const order = await orderFor(t.database.db, c.id);
    const { redeem } = await import('../vouchers/issue.ts');
    await t.database.db.transaction((tx) => redeem(tx, spent.id, 1000, order.id));
    const cart = await pricedCart(t, c.token, {
      gift_cards: ['NOPE-NOPE-NOPE', theirs.serialNumber, expired.serialNumber],
    });
    expect(cart.gift_cards.map((g) => [g.applied, g.message])).toEqual([
      [false, 'We could not find a gift card with this code in your account'],
      [false, 'We could not find a gift card with this code in your account'],
      [false, 'This gift card has expired'],
    ]);
    const used = await pricedCart(t, c.token, { gift_cards: [spent.serialNumber] }, 'ar');
    expect(used.gift_cards[0]!.message).toMatch(arabicLetters);
    expect(cart.total).toBe(23000);
  });

  it('more than three cards is a validation error', async () => {
    const c = await withCart('11:00');
    const res = await call(t, 'GET', '/api/v1/cart?gift_card=A1,B2,C3,D4', undefined, { token: c.token });
    expect(res.status).toBe(422);
    expect(res.body.errors.gift_card).toEqual(['Use at most 3 gift cards for one order']);
  });
});

describe('GET cart: points, class discount and fees', () => {
  it('points: available and their value; used only when asked, whole points', async () => {
    const c = await withCart('12:00');
    await givePoints(t, c.id, 1001);
    const off = await pricedCart(t, c.token, {});
    expect(off.loyalty_points).toEqual({ available: 1001, value: 5005, point_value: 5 });
    expect(off.redeem_points).toBe(0);
    const on = await pricedCart(t, c.token, { use_points: true });
    expect(on).toMatchObject({
      use_points: true,
      redeem_points: 1001,
      redeem_points_price: 5005,
      total: 17995,
    });
  });

  it('the customer class discount follows the paid spend', async () => {
    const c = await withCart('13:00');
    expect((await pricedCart(t, c.token, {})).extra_discount).toBe(0);
    await orderFor(t.database.db, c.id, 100_000); // a paid 1,000\u00a0SAR order: Gold, 5%
    const cart = await pricedCart(t, c.token, {});
    expect(cart.customer_class).toMatchObject({ extra_discount: 5 });
    expect(cart.extra_discount).toBe(1150);
    expect(cart.total).toBe(21850);
  });

  it('fees: offered with a booking, applied when chosen, a home visit not applied without an address', async () => {
    const room = await createFee(t, { price: 5000 });
    const home = await createFee(t, { nameEn: 'Home visit', requiresAddress: true, price: 15000 });
    invalidateReads(t.database.db);
    const c = await withCart('14:00');
    const cart = await pricedCart(t, c.token, {
      service_fees: [
        { id: room.id, address_id: null },
        { id: home.id, address_id: 3 },
        { id: 999999, address_id: null },
      ],
    });
    expect(cart.available_service_fees.map((f) => f.id)).toEqual(expect.arrayContaining([room.id, home.id]));
    expect(cart.selected_service_fees).toEqual([{ id: room.id, address_id: null }]);
    expect(cart.selected_service_fee_id).toBe(room.id);
    expect(cart.order_service_fees_price).toBe(5000);
    expect(cart.total).toBe(28000);
    expect(cart.tax_amount).toBe(Math.round((23000 * 15) / 115) + Math.round((5000 * 15) / 115));
    const res = await checkout(t, c.token, 'cash', {
      body: orderBody({ service_fees: [{ id: room.id, address_id: null }] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.order).toMatchObject({ order_service_fee_price: 5000, total: 28000 });
    // The tax invoice: sold for 280.00 with VAT; its VAT is the lines' and the fee's, each rounded.
    const orderId = res.body.data.order.id as number;
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const fees = await t.database.db
      .select()
      .from(orderServiceFees)
      .where(eq(orderServiceFees.orderId, orderId));
    expect(invoice).toMatchObject({
      total: 28000,
      taxAmount: cart.tax_amount,
      subTotal: 28000 - cart.tax_amount,
    });
    expect([...items, ...fees].reduce((n, l) => n + l.taxAmount, 0)).toBe(cart.tax_amount);
  });

  it('an order paid in full by a gift card and points is confirmed at once, with nothing to collect', async () => {
    const c = await withCart('15:00');
    const card = await issue(t.database.db, c.id, { value: 20000 });
    await givePoints(t, c.id, 600);
    const res = await checkout(t, c.token, 'card', {
      body: orderBody({ gift_cards: [card.serialNumber], use_points: true }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.payment).toBeNull();
    expect(res.body.data.order).toMatchObject({
      gift_card_discount: 20000,
      redeem_points_price: 3000,
      total: 0,
      payment_status: 'paid',
    });
    expect(res.body.data.order.status.name).toBe('confirmed');
    const rows = await t.database.db
      .select()
      .from(orderRedemptions)
      .where(eq(orderRedemptions.orderId, res.body.data.order.id));
    expect(rows.map((r) => [r.kind, r.amount, r.points, r.status]).sort()).toEqual([
      ['gift_card', 20000, 0, 'used'],
      ['points', 3000, 600, 'used'],
    ]);
  });
});
