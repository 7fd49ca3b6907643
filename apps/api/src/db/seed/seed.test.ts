import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branchExceptions,
  branches,
  branchWorkingTimes,
  businessSettings,
  resources,
  resourceServices,
  resourceShifts,
  categories,
  customerClasses,
  menus,
  productBranches,
  giftCards,
  ledgerAccounts,
  ledgerEntries,
  orders,
  products,
  staffBranches,
  staffMembers,
  supportTicketMessages,
  supportTickets,
  users,
} from '../schema.ts';
import { staffAccessOf } from '../../modules/staff/access.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoBusiness } from './data/demo-business.ts';
import { shopProducts } from './data/shop.ts';
import { isSeeded, needsDemoSeed, seed } from './seed.ts';
import { checkInvariants } from '../invariants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    // needsDemoSeed's test deletes the scheduling data (and with it the demo bookings) to play an old database;
    // the seed itself is checked by its own invariants test.
    invariants: false,
  });
});
afterAll(() => t.close());

/** Every seeded table, rows in a stable order. */
async function snapshot() {
  const db = t.database.db;
  return {
    business: await db.select().from(businessSettings),
    branches: await db.select().from(branches).orderBy(asc(branches.id)),
    hours: (await db.select().from(branchWorkingTimes))
      .map(({ id: _id, ...h }) => h)
      .sort((a, b) => a.branchId - b.branchId || a.day - b.day),
    menus: await db.select().from(menus).orderBy(asc(menus.id)),
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    products: await db.select().from(products).orderBy(asc(products.id)),
    productBranches: (await db.select().from(productBranches)).sort(
      (a, b) => a.productId - b.productId || a.branchId - b.branchId,
    ),
    resources: await db.select().from(resources).orderBy(asc(resources.id)),
    resourceServices: (await db.select().from(resourceServices)).sort(
      (a, b) => a.resourceId - b.resourceId || a.productId - b.productId,
    ),
    shifts: (await db.select().from(resourceShifts))
      .map(({ id: _id, ...s }) => s)
      .sort((a, b) => a.resourceId - b.resourceId || a.day - b.day || a.startAt.localeCompare(b.startAt)),
    exceptions: await db.select().from(branchExceptions).orderBy(asc(branchExceptions.id)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    ledger: await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id)),
    ledgerAccounts: await db.select().from(ledgerAccounts).orderBy(asc(ledgerAccounts.id)),
    giftCards: await db.select().from(giftCards).orderBy(asc(giftCards.id)),
    customerClasses: await db.select().from(customerClasses).orderBy(asc(customerClasses.id)),
    staff: await db.select().from(staffMembers).orderBy(asc(staffMembers.userId)),
    staffBranches: await db.select().from(staffBranches).orderBy(asc(staffBranches.userId)),
    tickets: await db.select().from(supportTickets).orderBy(asc(supportTickets.id)),
    ticketMessages: await db.select().from(supportTicketMessages).orderBy(asc(supportTicketMessages.id)),
  };
}

describe('seed', () => {
  let first: Awaited<ReturnType<typeof snapshot>>;

  it('starts from an empty database', async () => {
    expect(await isSeeded(t.database.db)).toBe(false);
  });

  it('writes the demo business', async () => {
    await seed(t.database.db);
    expect(await isSeeded(t.database.db)).toBe(true);
    first = await snapshot();
    expect(first.business).toHaveLength(1);
    expect(first.branches).toHaveLength(demoBusiness.branches.length);
    expect(first.menus).toHaveLength(demoBusiness.menus.length);
    expect(first.categories).toHaveLength(demoBusiness.categories.length);
    expect(first.products).toHaveLength(demoBusiness.products.length);
    expect(first.hours).toHaveLength(demoBusiness.branches.reduce((n, b) => n + b.hours.length, 0));
    const branchCount = demoBusiness.branches.length;
    expect(first.productBranches).toHaveLength(
      demoBusiness.products.reduce((n, p) => n + (p.branches === 'all' ? branchCount : p.branches.length), 0),
    );
  });

  it('writes resources, their services and shifts, and branch exceptions', () => {
    expect(first.resources).toHaveLength(demoBusiness.resources.length);
    expect(first.shifts).toHaveLength(demoBusiness.resources.reduce((n, r) => n + r.shifts.length, 0));
    expect(first.exceptions.length).toBeGreaterThanOrEqual(demoBusiness.branchExceptions.length);
    const foundingDay = first.exceptions.filter((e) => e.date === '2027-02-22');
    expect(foundingDay).toHaveLength(demoBusiness.branches.length);
    expect(foundingDay.every((e) => e.isClosed)).toBe(true);
    expect(first.products.filter((p) => p.bufferMinutes > 0).length).toBeGreaterThan(0);
  });

  it('has a qualified resource for every service at every open branch', () => {
    const openBranches = new Set(first.hours.filter((h) => h.isActive).map((h) => h.branchId));
    const services = new Set(first.products.filter((p) => p.type === 'service').map((p) => p.id));
    const branchOf = new Map(first.resources.map((r) => [r.id, r.branchId]));
    const covered = new Set(
      first.resourceServices.map((rs) => `${rs.productId}@${branchOf.get(rs.resourceId)}`),
    );
    const missing = first.productBranches.filter(
      (pb) =>
        services.has(pb.productId) &&
        openBranches.has(pb.branchId) &&
        !covered.has(`${pb.productId}@${pb.branchId}`),
    );
    expect(missing).toEqual([]);
    // Only services the branch offers are linked.
    const offered = new Set(first.productBranches.map((pb) => `${pb.productId}@${pb.branchId}`));
    expect([...covered].filter((k) => !offered.has(k))).toEqual([]);
  });

  it('links sub-categories to parents in the same menu', () => {
    const byId = new Map(first.categories.map((c) => [c.id, c]));
    for (const c of first.categories.filter((x) => x.parentId !== null)) {
      const parent = byId.get(c.parentId!);
      expect(parent).toBeDefined();
      expect(parent!.parentId).toBeNull();
      expect(parent!.menuId).toBe(c.menuId);
    }
  });

  it('names no shop product by a quantity: every one is sold in the sizes 30, 50 and 100 ml (issue 30 item 3)', () => {
    const products = shopProducts.filter((p) => p.type === 'product');
    expect(products.length).toBeGreaterThan(5);
    for (const p of products) {
      expect(p.nameEn).not.toMatch(/\d\s*(ml|g|kg|l)\b/i);
      expect(p.nameAr).not.toMatch(/[\d٠-٩]\s*(مل|غ|جم|كغ|لتر)/);
    }
  });

  it('leaves the same rows and ids when run again (twice)', async () => {
    await seed(t.database.db);
    expect(await snapshot()).toEqual(first);
    await seed(t.database.db);
    const third = await snapshot();
    expect(third).toEqual(first);
    expect(third.branches.map((b) => b.id)).toEqual(first.branches.map((b) => b.id));
    expect(third.products.map((p) => p.id)).toEqual(first.products.map((p) => p.id));
  });

  it('makes Maha (50 000 0110) manager and Yousef (0111) receptionist of the Olaya branch; Huda (0109) owns', async () => {
    const db = t.database.db;
    const [olaya] = await db.select().from(branches).where(eq(branches.slug, 'riyadh-olaya'));
    const accessOf = async (mobile: string) => {
      const [user] = await db.select().from(users).where(eq(users.mobileNumber, mobile));
      return staffAccessOf(db, user!);
    };
    expect(await accessOf('966500000110')).toMatchObject({ role: 'manager', branch_ids: [olaya!.id] });
    expect(await accessOf('966500000111')).toMatchObject({ role: 'receptionist', branch_ids: [olaya!.id] });
    expect(await accessOf('966500000109')).toMatchObject({ role: 'owner', branch_ids: 'all' });
    expect(await accessOf('966500000101')).toBeNull();
  });

  it('gives the desk three demo tickets, once: Reem’s about her booking, answered and unread; Noura’s; a guest’s', async () => {
    const { tickets, orders: all } = await snapshot();
    expect(tickets.map((x) => [x.category, x.status, x.branchId !== null, x.userId === null])).toEqual([
      ['payment', 'awaiting_customer', true, false],
      ['gift', 'open', false, false],
      ['other', 'open', false, true],
    ]);
    const [reems] = tickets;
    const [reem] = await t.database.db.select().from(users).where(eq(users.mobileNumber, '966500000103'));
    const token = await t.app.tokens.sign(reem!);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tickets/unread-count',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().data).toEqual({ unread_count: 1 });
    expect(all.find((o) => o.id === reems!.orderId)?.userId).toBe(reem!.id);
  });

  it('gives Reem (50 000 0103) two completed past bookings, once', async () => {
    const [reem] = await t.database.db.select().from(users).where(eq(users.mobileNumber, '966500000103'));
    const history = (await snapshot()).orders.filter((o) => o.userId === reem!.id);
    expect(history).toHaveLength(2);
    for (const order of history) {
      expect(order).toMatchObject({ status: 'completed', paymentMethod: 'cash', userId: reem!.id });
      // A gift card pays after VAT: it lowers the total, never the tax (issue 6 §6).
      expect(order.total + order.giftCardDiscount).toBe(order.subTotal);
    }
    // The older one was partly paid with her demo gift card (seed-gift-cards.ts).
    expect(history.map((o) => o.giftCardDiscount)).toEqual([0, 5000]);
  });

  it('gives Noura (50 000 0101) a gift from Sara (50 000 0105), paid by card, its time for her to choose, once', async () => {
    const all = (await snapshot()).orders.filter((o) => o.isGiftedOrder);
    expect(all).toHaveLength(1);
    const [noura] = await t.database.db.select().from(users).where(eq(users.mobileNumber, '966500000101'));
    const token = await t.app.tokens.sign(noura!);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/gifted-orders',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
    });
    const [gift] = res.json().data.orders;
    expect(gift).toMatchObject({
      is_sender: false,
      is_completed: false,
      status: 'waiting',
      sender_user: { full_name: 'Sara Alzahrani' },
      gifted_status: { label: 'بانتظار الرد' },
    });
    expect(gift.schedule_by).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(gift.products[0].start_at).toBeNull();
    expect(gift.order.total).toBe(0);
  });

  it('gives Sara (50 000 0105) a wallet history through the ledger, once', async () => {
    const ledger = (await snapshot()).ledger;
    expect(ledger.slice(0, 3).map((e) => [e.amount, e.balanceAfter])).toEqual([
      [7500, 7500],
      [-2500, 5000],
      [120, 120],
    ]);
    // Layla and Khalid: 400 points each to spend in the cart.
    expect(ledger.slice(3, 5).map((e) => [e.amount, e.balanceAfter, e.reason])).toEqual([
      [400, 400, 'adjustment'],
      [400, 400, 'adjustment'],
    ]);
  });

  it("issues the demo gift cards through the ledger, and spends 50.00 of Reem's on her older booking, once", async () => {
    const { ledger, ledgerAccounts: accounts, giftCards: cards, orders: history } = await snapshot();
    expect(cards.map((c) => [c.serialNumber, c.value])).toEqual([
      ['DEMO-SARA-0200', 20000],
      ['DEMO-SARA-0100', 10000],
      ['DEMO-REEM-0300', 30000],
    ]);
    expect(ledger.slice(5).map((e) => [e.amount, e.balanceAfter, e.reason])).toEqual([
      [20000, 20000, 'gift_card_issued'],
      [10000, 10000, 'gift_card_issued'],
      [30000, 30000, 'gift_card_issued'],
      [-5000, 25000, 'gift_card_redeem'],
    ]);
    const older = history.find((o) => o.giftCardDiscount > 0)!;
    expect(ledger.at(-1)!.orderId).toBe(older.id);
    // Each card's account balance is what its entries add up to.
    for (const account of accounts.filter((a) => a.kind === 'gift_card')) {
      const sum = ledger.filter((e) => e.accountId === account.id).reduce((n, e) => n + e.amount, 0);
      expect(account.balance).toBe(sum);
    }
  });

  it('passes the invariant checks (bookings for its orders, redemptions for its gift card debits)', async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  it('writes the loyalty classes Silver, Gold and Platinum', () => {
    expect(first.customerClasses.map((c) => [c.slug, c.minSpend, c.extraDiscountPercent])).toEqual([
      ['silver', 0, null],
      ['gold', 100_000, 5],
      ['platinum', 300_000, 10],
    ]);
  });

  it('serves the same catalogue after a re-seed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/products' });
    expect(res.statusCode).toBe(200);
    // Gift card designs are products too, sold on /gift-cards only: never in the catalogue.
    const listed = demoBusiness.products.filter((p) => p.type !== 'gift_card');
    expect(res.json().data.pagination_options.total).toBe(listed.length);
  });
});

describe('needsDemoSeed', () => {
  it('is true for an empty database and for one seeded before scheduling existed, false once complete', async () => {
    const db = t.database.db;
    await seed(db);
    expect(await needsDemoSeed(db)).toBe(false);
    // A database from the previous release: the business is there, the scheduling tables are empty.
    await db.execute(sql`delete from resources`);
    expect(await isSeeded(db)).toBe(true);
    expect(await needsDemoSeed(db)).toBe(true);
    await seed(db);
    expect(await needsDemoSeed(db)).toBe(false);
    // A database from before gift card designs: nothing to sell on /gift-cards until seeded again.
    await db.execute(sql`delete from gift_card_designs`);
    expect(await needsDemoSeed(db)).toBe(true);
    await seed(db);
    expect(await needsDemoSeed(db)).toBe(false);
  });
});
