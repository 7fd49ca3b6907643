import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import type { PromoCodeBody } from '@hajz/contracts/admin-money';
import { auditLog, categories, products, promoCodes, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { orderBody, pricedCart } from '../../test/pricing.ts';

let t: TestApp;
let fx: Fixture;
let other: Fixture;
let owner: { id: number; token: string };
let customers: { id: number; token: string }[];
const customer = () => customers.shift()!;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 20, price: 23000 });
  other = await createFixture(t, { resources: 2, price: 10000 });
  const [first, ...rest] = await createCustomers(t, 30);
  owner = first!;
  customers = rest;
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
});
afterAll(() => t.close());

const newCode = () => `ADMIN${++serial}X`;
const create = (body: Json, lang?: 'en' | 'ar') =>
  call(t, 'POST', '/api/v1/admin/promo-codes', body, { token: owner.token, lang });
const edit = (id: number, body: Json) =>
  call(t, 'PUT', `/api/v1/admin/promo-codes/${id}`, body, { token: owner.token });

/** Creates a code through the admin API (201) and answers it as the API does. */
async function made(body: Partial<PromoCodeBody>) {
  const res = await create({ code: newCode(), kind: 'percent', value: 10, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.promo_code as Json & { id: number; code: string };
}

/** A customer with one 230.00 SAR service held. */
async function withCart(time = '10:00') {
  const c = customer();
  await holdService(t, fx, c.token, time);
  return c;
}

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('promo codes made in the back office work in the cart, rule by rule', () => {
  it('percent with a cap; the minimum', async () => {
    const capped = await made({ kind: 'percent', value: 50, max_discount: 3000 });
    const c = await withCart();
    let cart = await pricedCart(t, c.token, { promo_code: capped.code.toLowerCase() });
    expect(cart.promo).toEqual({ code: capped.code, applied: true, message: null });
    expect(cart.promo_discount).toBe(3000);
    const minimum = await made({ kind: 'fixed', value: 1500, min_subtotal: 50000 });
    cart = await pricedCart(t, c.token, { promo_code: minimum.code });
    expect(cart.promo).toMatchObject({
      applied: false,
      message: 'This promo code needs a cart of at least 500.00\u00a0SAR',
    });
    // Lowered by an edit: the next pricing applies it, a fixed amount.
    expect((await edit(minimum.id, { ...minimum, min_subtotal: 20000 })).status).toBe(200);
    cart = await pricedCart(t, c.token, { promo_code: minimum.code });
    expect(cart.promo_discount).toBe(1500);
    expect(cart.total).toBe(21500);
  });

  it('the validity window: not yet, then open, then over', async () => {
    const c = await withCart('11:00');
    const later = await made({ starts_at: inHours(24), ends_at: inHours(48) });
    expect((await pricedCart(t, c.token, { promo_code: later.code })).promo?.message).toBe(
      'This promo code is not valid yet',
    );
    await edit(later.id, { ...later, starts_at: inHours(-1) });
    expect((await pricedCart(t, c.token, { promo_code: later.code })).promo?.applied).toBe(true);
    await edit(later.id, { ...later, starts_at: inHours(-48), ends_at: inHours(-1) });
    expect((await pricedCart(t, c.token, { promo_code: later.code })).promo?.message).toBe(
      'This promo code has expired',
    );
  });

  it('first order only, per customer and total limits; the list counts the uses', async () => {
    const first = await made({ first_order_only: true });
    const perCustomer = await made({ per_customer_limit: 1 });
    const total = await made({ usage_limit: 1 });
    const buyer = await withCart('12:00');
    const placed = await checkout(t, buyer.token, 'cash', {
      body: orderBody({ promo_code: perCustomer.code }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await holdService(t, fx, buyer.token, '13:00');
    expect((await pricedCart(t, buyer.token, { promo_code: first.code })).promo?.message).toBe(
      'This promo code is for a first order only',
    );
    expect((await pricedCart(t, buyer.token, { promo_code: perCustomer.code })).promo?.message).toBe(
      'You have already used this promo code',
    );
    const newcomer = await withCart('14:00');
    expect((await pricedCart(t, newcomer.token, { promo_code: first.code })).promo?.applied).toBe(true);
    expect((await pricedCart(t, newcomer.token, { promo_code: perCustomer.code })).promo?.applied).toBe(true);
    const used = await checkout(t, newcomer.token, 'cash', { body: orderBody({ promo_code: total.code }) });
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    const third = await withCart('15:00');
    expect((await pricedCart(t, third.token, { promo_code: total.code })).promo?.message).toBe(
      'This promo code has been fully used',
    );
    const list = await call(t, 'GET', '/api/v1/admin/promo-codes', undefined, { token: owner.token });
    const uses = (id: number) => (list.body.data.promo_codes as Json[]).find((p) => p.id === id)?.uses;
    expect([uses(first.id), uses(perCustomer.id), uses(total.id)]).toEqual([0, 1, 1]);
    expect(list.body.data.services).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: fx.productId })]),
    );
  });

  it('for some services or categories only; deactivated, it is unknown', async () => {
    const c = await withCart('16:00');
    const elsewhere = await made({ product_ids: [other.productId] });
    expect((await pricedCart(t, c.token, { promo_code: elsewhere.code })).promo?.message).toBe(
      'This promo code does not apply to the items in your cart',
    );
    await edit(elsewhere.id, { ...elsewhere, product_ids: [fx.productId, other.productId] });
    expect((await pricedCart(t, c.token, { promo_code: elsewhere.code })).promo?.applied).toBe(true);
    // By category: the service's own category applies, another one does not.
    const [line] = await t.database.db.select().from(products).where(eq(products.id, fx.productId));
    const [elsewhereCategory] = await t.database.db
      .select()
      .from(categories)
      .where(ne(categories.id, line!.categoryId))
      .limit(1);
    const byCategory = await made({ category_ids: [elsewhereCategory!.id] });
    expect((await pricedCart(t, c.token, { promo_code: byCategory.code })).promo?.applied).toBe(false);
    await edit(byCategory.id, { ...byCategory, category_ids: [line!.categoryId] });
    expect((await pricedCart(t, c.token, { promo_code: byCategory.code })).promo?.applied).toBe(true);
    const off = await edit(elsewhere.id, { ...elsewhere, active: false });
    expect(off.body.data.promo_code.active).toBe(false);
    expect((await pricedCart(t, c.token, { promo_code: elsewhere.code })).promo?.message).toBe(
      'This promo code does not exist',
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promo_code.deactivate'), eq(auditLog.entityId, String(elsewhere.id))))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({
      actorId: owner.id,
      before: expect.objectContaining({ active: true }),
      after: expect.objectContaining({ active: false }),
    });
  });
});

describe('promo codes: validation at the edge, never a refused row', () => {
  it('says what is wrong per field, in English and Arabic', async () => {
    const bad = {
      code: 'a b',
      kind: 'percent',
      value: 150,
      min_subtotal: -1,
      max_discount: 12.5,
      usage_limit: 0,
      per_customer_limit: 0,
      starts_at: 'yesterday',
    };
    const en = await create(bad);
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({
      code: ['Use 2 to 32 letters, digits, - or _, starting with a letter or digit'],
      min_subtotal: ['Enter an amount in SAR with at most two decimals'],
      max_discount: ['Enter an amount in SAR with at most two decimals'],
      usage_limit: ['Enter a whole number from 1, or leave it empty for no limit'],
      per_customer_limit: ['Enter a whole number from 1, or leave it empty for no limit'],
      starts_at: ['Enter a valid date and time'],
    });
    const ar = await create(bad, 'ar');
    expect(ar.body.errors.code[0]).toMatch(/[\u0600-\u06FF]/);
    // The checks that need two fields, once each field is well formed.
    const cross = await create({
      code: newCode(),
      kind: 'percent',
      value: 150,
      starts_at: inHours(2),
      ends_at: inHours(1),
    });
    expect(cross.body.errors).toEqual({
      value: ['A percentage is at most 100'],
      ends_at: ['The end must be after the start'],
    });
  });

  it('the extremes it accepts are stored, never refused by the database', async () => {
    const top = 1_000_000_000;
    const fixed = await create({
      code: `Z${'9'.repeat(20)}${++serial}`.slice(0, 32),
      kind: 'fixed',
      value: top,
      min_subtotal: top,
      max_discount: top,
      usage_limit: 10_000_000,
      per_customer_limit: 10_000,
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(201);
    const percent = await create({ code: newCode(), kind: 'percent', value: 100, usage_limit: 1 });
    expect(percent.status, JSON.stringify(percent.body)).toBe(201);
    const over = await create({ code: newCode(), kind: 'fixed', value: top + 1, usage_limit: 10_000_001 });
    expect(Object.keys(over.body.errors).sort()).toEqual(['usage_limit', 'value']);
  });

  it('a taken code, unknown services or categories: 422 on the field, nothing written', async () => {
    const taken = await made({});
    const res = await create({
      code: taken.code.toLowerCase(),
      kind: 'fixed',
      value: 500,
      product_ids: [99999999],
      category_ids: [99999999],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      code: ['Another promo code already uses this code'],
      product_ids: ['One of these services does not exist'],
      category_ids: ['One of these categories does not exist'],
    });
    const rows = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, taken.code));
    expect(rows).toHaveLength(1);
    expect((await edit(99999999, { code: newCode(), kind: 'fixed', value: 1 })).status).toBe(404);
  });

  it('is audited with what it was and what it became', async () => {
    const promo = await made({ value: 15 });
    await edit(promo.id, { ...promo, value: 20 });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'promo_code'), eq(auditLog.entityId, String(promo.id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['promo_code.create', 'promo_code.update']);
    expect(entries[1]).toMatchObject({
      actorId: owner.id,
      before: expect.objectContaining({ value: 15 }),
      after: expect.objectContaining({ value: 20 }),
    });
  });
});
