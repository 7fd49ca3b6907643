import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, ledgerAccounts, orderItems, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { itemsOf, lockOrder } from '../../lifecycle/order-lifecycle.ts';
import { transaction } from '../../db/transaction.ts';
import { checkout, getCart, holdService, orderRow, paymentStatus } from '../../test/orders.ts';
import { testCards, walk } from '../../test/payments-browser.ts';
import { redeem } from '../vouchers/issue.ts';
import { issueBoughtCards } from './participant.ts';

let t: TestApp;
let fx: Fixture;
let customers: { id: number; token: string }[];
type Design = {
  id: number;
  name: string;
  description: string;
  image: string;
  amounts: number[];
  validity_days: number;
  branch_ids: number[];
};
let designs: Design[];

beforeAll(async () => {
  // Spends cards with vouchers' redeem() (a debit with no order redemption row) to play a card spent elsewhere.
  t = await createTestApp({ invariants: false });
  fx = await createFixture(t, { resources: 2, price: 23000 });
  customers = await createCustomers(t, 20);
  designs = (await call(t, 'GET', '/api/v1/gift-card-designs')).body.data.designs;
});
afterAll(() => t.close());
const customer = () => customers.shift()!;

const addCard = (token: string, design: Design, body: Json = {}, lang?: 'en' | 'ar') =>
  call(
    t,
    'POST',
    '/api/v1/cart',
    {
      product_id: design.id,
      branch_id: design.branch_ids[0],
      quantity: 1,
      amount: design.amounts[0],
      ...body,
    },
    { token, lang },
  );

const vouchers = async (token: string) =>
  (await call(t, 'GET', '/api/v1/vouchers?page=1', undefined, { token })).body.data.vouchers as Json[];

/** Checkout by card and pay in the (walked) payment page: gift cards are sold online only. */
async function buy(token: string) {
  const res = await checkout(t, token, 'card');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const number = res.body.data.order.order_number as string;
  await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
  expect((await paymentStatus(t, token, number)).body.data.status).toBe(true);
  return { ...res.body.data.order, status: (await orderRow(t, number)).status } as Json;
}

const cardsOfUser = (userId: number) =>
  t.database.db.select().from(giftCards).where(eq(giftCards.userId, userId)).orderBy(asc(giftCards.id));

describe('GET gift-card-designs', () => {
  it('lists the seeded designs with amounts, validity and branches, in the request language', async () => {
    expect(designs.map((d) => d.name)).toEqual(['Rawnaq gift card', 'Rose gift card', 'Oud gift card']);
    for (const d of designs) {
      expect(d.amounts).toEqual([10000, 20000, 50000]);
      expect(d.validity_days).toBe(365);
      expect(d.branch_ids.length).toBeGreaterThan(0);
      expect(d.image).toMatch(/^\/img\/gift-cards\/.+\.svg$/);
      expect(d.description).not.toBe('');
    }
    const ar = await call(t, 'GET', '/api/v1/gift-card-designs', undefined, { lang: 'ar' });
    expect(ar.status).toBe(200);
    expect(ar.body.data.designs[0].name).toBe('بطاقة هدايا رونق');
  });

  it('never shows a gift card in the services, the shop, the menus or a product page', async () => {
    const ids = new Set(designs.map((d) => d.id));
    for (const type of ['', 'service', 'product']) {
      let page = 1;
      for (;;) {
        const res = await call(t, 'GET', `/api/v1/products?page=${page}${type ? `&type=${type}` : ''}`);
        expect(res.status).toBe(200);
        const listed = res.body.data.products as { id: number; type: string }[];
        expect(listed.filter((p) => ids.has(p.id) || p.type === 'gift_card')).toEqual([]);
        if (page >= res.body.data.pagination_options.last_page) break;
        page++;
      }
    }
    const menus = await call(t, 'GET', '/api/v1/menus');
    expect(menus.body.data.menus.map((m: Json) => m.type).sort()).not.toContain('gift_card');
    const [design] = await t.database.db.select().from(products).where(eq(products.id, designs[0]!.id));
    const categoryIds = menus.body.data.menus.flatMap((m: Json) =>
      m.menu_categories.flatMap((c: Json) => [c.id, ...c.children.map((x: Json) => x.id)]),
    );
    expect(categoryIds).not.toContain(design!.categoryId);
    expect((await call(t, 'GET', `/api/v1/products/${designs[0]!.id}`)).status).toBe(404);
    const total = (await call(t, 'GET', '/api/v1/products')).body.data.pagination_options.total;
    const active = await t.database.db.select().from(products).where(eq(products.isActive, true));
    expect(total).toBe(active.filter((p) => p.type !== 'gift_card').length);
  });
});

describe('POST cart with a gift card', () => {
  it('adds a line priced at the amount, without size, time or hold, named after the design', async () => {
    const c = customer();
    const res = await addCard(c.token, designs[1]!, { amount: 20000, quantity: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [line] = res.body.data.cart.products;
    expect(line).toMatchObject({
      product_id: designs[1]!.id,
      type: 'gift_card',
      name: 'Rose gift card',
      voucher_group_name: 'Rose gift card',
      quantity: 2,
      size: null,
      start_at: null,
      hold_expires_at: null,
      unit_price: 20000,
      total_price: 40000,
    });
    expect(res.body.data.cart.total).toBe(40000);
  });

  it('refuses an amount the design is not sold in, or none, with a translated 422', async () => {
    const c = customer();
    const wrong = await addCard(c.token, designs[0]!, { amount: 12345 }, 'ar');
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toMatch(arabicLetters);
    expect(wrong.body.errors.amount).toHaveLength(1);
    const none = await addCard(c.token, designs[0]!, { amount: undefined });
    expect(none.status).toBe(422);
    expect(none.body.errors.amount).toEqual(['Choose one of the amounts offered for this gift card']);
    const malformed = await addCard(c.token, designs[0]!, { amount: '10.5' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.amount).toEqual(['Choose an amount']);
    expect((await getCart(t, c.token)).body.data.cart.products).toEqual([]);
  });

  it('merges the same design and amount into one line, keeps other amounts apart, and caps a line at 10', async () => {
    const c = customer();
    const design = designs[0]!;
    expect((await addCard(c.token, design, { amount: 10000, quantity: 3 })).status).toBe(201);
    expect((await addCard(c.token, design, { amount: 10000, quantity: 4 })).status).toBe(201);
    expect((await addCard(c.token, design, { amount: 50000 })).status).toBe(201);
    const lines = (await getCart(t, c.token)).body.data.cart.products as Json[];
    expect(lines.map((l) => [l.unit_price, l.quantity])).toEqual([
      [10000, 7],
      [50000, 1],
    ]);
    const over = await addCard(c.token, design, { amount: 10000, quantity: 4 });
    expect(over.status).toBe(422);
    expect(over.body.errors.quantity).toHaveLength(1);
    const tooMany = await addCard(c.token, design, { amount: 20000, quantity: 11 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.quantity).toHaveLength(1);
    const after = (await getCart(t, c.token)).body.data.cart.products as Json[];
    expect(after.map((l) => [l.unit_price, l.quantity])).toEqual([
      [10000, 7],
      [50000, 1],
    ]);
  });

  it('is a 404 at a branch that does not sell it', async () => {
    const c = customer();
    const res = await addCard(c.token, designs[0]!, { branch_id: fx.branchId });
    expect(res.status).toBe(404);
  });
});

describe('buying gift cards', () => {
  it('paid online only: cash is refused, translated; once paid the buyer holds the cards, with the order number, VAT and expiry', async () => {
    const c = customer();
    await addCard(c.token, designs[2]!, { amount: 50000, quantity: 2 });
    const cart = (await getCart(t, c.token)).body.data.cart;
    // Cash stays listed, unavailable with its reason: gift cards are paid online.
    expect(cart.payment_methods.map((m: Json) => [m.id, m.available, m.reason])).toEqual([
      ['cash', false, 'Gift cards are paid online'],
      ['card', true, undefined],
      ['apple_pay', true, undefined],
      ['stc_pay', true, undefined],
      ['tabby', true, undefined],
      ['tamara', true, undefined],
    ]);
    const cash = await checkout(t, c.token, 'cash', { lang: 'ar' });
    expect(cash.status).toBe(422);
    expect(cash.body.message).toMatch(arabicLetters);
    expect(await cardsOfUser(c.id)).toEqual([]);
    const order = await buy(c.token);
    expect(order.status).toBe('confirmed');
    expect(order.total).toBe(100000);
    expect(order.products[0]).toMatchObject({ type: 'gift_card', name: 'Oud gift card', quantity: 2 });
    const listed = await vouchers(c.token);
    expect(listed).toHaveLength(2);
    for (const v of listed) {
      expect(v).toMatchObject({
        voucher_group_name: 'Oud gift card',
        value: 50000,
        remaining_amount: 50000,
        status: 'Not Used',
        card_image: designs[2]!.image,
      });
    }
    const cards = await cardsOfUser(c.id);
    expect(new Set(cards.map((x) => x.serialNumber)).size).toBe(2);
    for (const card of cards) {
      expect(card).toMatchObject({
        voucherOrderNumber: order.order_number,
        total: 50000,
        tax: Math.round((50000 * 15) / 115),
        taxRate: 15,
      });
      const days = (card.expiresAt.getTime() - card.createdAt.getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(364.9);
      expect(days).toBeLessThan(365.1);
    }
    const details = await call(t, 'GET', `/api/v1/vouchers/${cards[0]!.serialNumber}`, undefined, {
      token: c.token,
    });
    expect(details.body.data.voucher_order_number).toBe(order.order_number);
    expect((await getCart(t, c.token)).body.data.cart.products).toEqual([]);
  });

  it('card: nothing is issued until the payment succeeds, then the cards appear once, even when confirmed again', async () => {
    const c = customer();
    await addCard(c.token, designs[0]!, { amount: 20000, quantity: 3 });
    const res = await checkout(t, c.token, 'card');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const number = res.body.data.order.order_number as string;
    expect(await cardsOfUser(c.id)).toEqual([]);
    const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    expect(Object.fromEntries(landing.query)).toMatchObject({ status: 'success', ref: number });
    const status = await paymentStatus(t, c.token, number);
    expect(status.body.data.status).toBe(true);
    expect((await orderRow(t, number)).status).toBe('confirmed');
    const issued = await cardsOfUser(c.id);
    expect(issued.map((x) => [x.value, x.voucherOrderNumber, x.lineIndex])).toEqual([
      [20000, number, 0],
      [20000, number, 1],
      [20000, number, 2],
    ]);

    // The confirmation runs again (a replayed provider message that slipped past the payment lock, a retry):
    // both the whole confirmation and the issuing hook alone leave the three cards as they were.
    const order = await orderRow(t, number);
    await transaction(t.database.db, async (tx) => {
      const locked = await lockOrder(tx, order.id);
      expect(await t.app.context.lifecycle.confirm(tx, locked!, new Date())).toBe(true);
      await issueBoughtCards(tx, locked!, await itemsOf(tx, order.id), new Date());
    });
    await paymentStatus(t, c.token, number);
    expect((await cardsOfUser(c.id)).map((x) => x.id)).toEqual(issued.map((x) => x.id));
    expect(await vouchers(c.token)).toHaveLength(3);
    const balances = await t.database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        inArray(
          ledgerAccounts.giftCardId,
          issued.map((x) => x.id),
        ),
      );
    expect(balances.map((b) => b.balance)).toEqual([20000, 20000, 20000]);
  });

  it('a mixed cart issues only for the gift card line; the service is booked as usual', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '10:00');
    const gift = await call(
      t,
      'POST',
      '/api/v1/cart',
      { product_id: designs[1]!.id, branch_id: designs[1]!.branch_ids[0], amount: 10000 },
      { token: c.token },
    );
    expect(gift.status).toBe(201);
    const order = await buy(c.token);
    expect(order.total).toBe(23000 + 10000);
    const cards = await cardsOfUser(c.id);
    expect(cards.map((x) => [x.groupNameEn, x.value])).toEqual([['Rose gift card', 10000]]);
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, (await orderRow(t, order.order_number)).id));
    expect(items.map((i) => i.type).sort()).toEqual(['gift_card', 'service']);
  });

  it('a line whose amount is no longer sold is dropped at checkout (409 with the refreshed cart)', async () => {
    const c = customer();
    await addCard(c.token, designs[0]!, { amount: 10000 });
    const { giftCardDesigns } = await import('../../db/schema.ts');
    const { invalidateReads } = await import('../../lib/read-cache.ts');
    const db = t.database.db;
    await db
      .update(giftCardDesigns)
      .set({ amounts: [20000, 50000] })
      .where(eq(giftCardDesigns.productId, designs[0]!.id));
    invalidateReads(db);
    try {
      const res = await checkout(t, c.token, 'card');
      expect(res.status).toBe(409);
      expect(res.body.data.cart.products).toEqual([]);
      expect(await cardsOfUser(c.id)).toEqual([]);
    } finally {
      await db
        .update(giftCardDesigns)
        .set({ amounts: [10000, 20000, 50000] })
        .where(eq(giftCardDesigns.productId, designs[0]!.id));
      invalidateReads(db);
    }
  });

  it('cancelling the order takes unused cards back; once a card is spent the order can no longer be cancelled', async () => {
    const cancel = (token: string, id: number) =>
      call(t, 'GET', `/api/v1/orders/${id}/cancel`, undefined, { token });

    const a = customer();
    await addCard(a.token, designs[0]!, { amount: 10000 });
    const first = await buy(a.token);
    const refused = customer();
    await addCard(refused.token, designs[0]!, { amount: 10000 });
    const second = await buy(refused.token);

    const [bought] = await vouchers(a.token);
    const res = await cancel(a.token, first.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Taken back: its value is debited in the ledger, and it is no longer the customer's to see or spend.
    const [taken] = await cardsOfUser(a.id);
    expect(taken!.revokedAt).not.toBeNull();
    const [account] = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.giftCardId, taken!.id));
    expect(account!.balance).toBe(0);
    expect(await vouchers(a.token)).toEqual([]);
    const detail = await call(t, 'GET', `/api/v1/vouchers/${bought!.serial_number}`, undefined, {
      token: a.token,
    });
    expect(detail.status).toBe(404);
    const picker = await call(t, 'GET', '/api/v1/vouchers/list_available_vouchers?page=1', undefined, {
      token: a.token,
    });
    expect(picker.body.data.vouchers).toEqual([]);
    await holdService(t, fx, a.token);
    const typed = await call(t, 'GET', `/api/v1/cart?gift_card=${bought!.serial_number}`, undefined, {
      token: a.token,
    });
    expect(typed.body.data.cart.gift_cards).toEqual([
      expect.objectContaining({
        applied: false,
        amount: 0,
        message: expect.stringMatching(/could not find/),
      }),
    ]);

    const [card] = await cardsOfUser(refused.id);
    const spendOn = (await orderRow(t, second.order_number)).id;
    await t.database.db.transaction((tx) => redeem(tx, card!.id, 2500, spendOn));
    const blocked = await cancel(refused.token, second.id);
    expect(blocked.status).toBe(409);
    expect((await orderRow(t, second.order_number)).status).toBe('confirmed');
    expect((await vouchers(refused.token))[0]).toMatchObject({ remaining_amount: 7500 });
  });
});
