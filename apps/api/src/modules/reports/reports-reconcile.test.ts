/**
 * The reports agree to the halala with the tax invoices and the ledger (issue 17 item 4), on generated data:
 * random orders — paid, completed, cancelled and refunded, no-shows, unpaid, expired — with promo codes, class
 * discounts, fees, gift cards and points, across two branches and the days of a week. Each run writes into a week
 * of its own, so earlier runs are the opening balances of later ones.
 */
import fc from 'fast-check';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportsResponse } from '@hajz/contracts/reports';
import {
  businessSettings,
  invoices,
  ledgerAccounts,
  orders,
  promoCodes,
  staffBranches,
  staffMembers,
} from '../../db/schema.ts';
import { addDays, localDate, zonedInstant } from '../../lib/zoned-time.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createCustomers, createFixture } from '../../test/booking.ts';
import {
  outcomes,
  writeOrders,
  type Expected,
  type GenOrder,
  type Scene,
} from '../../test/reports-orders.ts';

let t: TestApp;
let scene: Scene;
let owner: string;
let manager: string;
let tz: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const branches = [await createFixture(t, { resources: 2 }), await createFixture(t, { resources: 2 })];
  const [customer, boss, branchManager] = await createCustomers(t, 3);
  await db.insert(staffMembers).values([
    { userId: boss!.id, role: 'owner' },
    { userId: branchManager!.id, role: 'manager' },
  ]);
  await db.insert(staffBranches).values({ userId: branchManager!.id, branchId: branches[0]!.branchId });
  const promos = await db
    .insert(promoCodes)
    .values([
      { code: 'GEN15', kind: 'percent', value: 15, maxDiscount: 4000 },
      { code: 'GEN25OFF', kind: 'fixed', value: 2500 },
    ])
    .returning();
  const [business] = await db.select().from(businessSettings);
  tz = business!.timezone;
  scene = {
    db,
    userId: customer!.id,
    branches,
    promos: promos.map((p) => ({
      id: p.id,
      code: p.code,
      rule: { kind: p.kind as 'percent' | 'fixed', value: p.value, maxDiscount: p.maxDiscount },
    })),
    pointValue: business!.pointValue,
  };
  owner = boss!.token;
  manager = branchManager!.token;
});
afterAll(() => t.close());

const genOrder: fc.Arbitrary<GenOrder> = fc
  .record({
    branch: fc.option(fc.integer({ min: 0, max: 1 }), { freq: 5 }),
    day: fc.integer({ min: 0, max: 6 }),
    minute: fc.integer({ min: 0, max: 1439 }),
    lines: fc.array(
      fc.record({
        unit: fc.integer({ min: 1, max: 60000 }),
        visitors: fc.constantFrom(1 as const, 2 as const),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    promo: fc.option(fc.integer({ min: 0, max: 1 })),
    classPercent: fc.constantFrom(0, 5, 10),
    fee: fc.boolean(),
    giftCard: fc.boolean(),
    points: fc.boolean(),
    outcome: fc.constantFrom(...outcomes),
  })
  // An order's follow-ups (its release or no-show, an hour later) stay in the week it is written in: each run's
  // expectations are that week's own (a release after the week ends belongs to the next week's opening balance).
  .filter((o) => o.day < 6 || o.minute < 1380);

const sum = <T>(list: T[], of: (x: T) => number) => list.reduce((n, x) => n + of(x), 0);

async function report(token: string, from: string, to: string, branchId?: number): Promise<ReportsResponse> {
  const branch = branchId ? `&branch_id=${branchId}` : '';
  const res = await call(t, 'GET', `/api/v1/admin/reports?from=${from}&to=${to}${branch}`, undefined, {
    token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ReportsResponse;
}

/** The tax invoices of the window, summed straight from their table. */
async function invoiceSums(start: number, end: number, branchId?: number) {
  const [row] = await t.database.db
    .select({
      count: sql<string>`count(*)::bigint`,
      total: sql<string>`coalesce(sum(${invoices.total}), 0)::bigint`,
      vat: sql<string>`coalesce(sum(${invoices.taxAmount}), 0)::bigint`,
      excl: sql<string>`coalesce(sum(${invoices.subTotal}), 0)::bigint`,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        gte(invoices.issuedAt, new Date(start)),
        lt(invoices.issuedAt, new Date(end)),
        branchId ? eq(orders.branchId, branchId) : undefined,
      ),
    );
  return {
    count: Number(row!.count),
    total: Number(row!.total),
    vat: Number(row!.vat),
    excl_vat: Number(row!.excl),
  };
}

const ledgerBalance = async (kind: 'gift_card' | 'points') =>
  Number(
    (
      await t.database.db
        .select({ n: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::bigint` })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.kind, kind))
    )[0]!.n,
  );

/** What a report of these orders must say about revenue, bookings and promo codes. */
function checkScope(r: ReportsResponse, list: Expected['orders']) {
  const invoiced = list.filter((o) => o.invoiced);
  const kept = invoiced.filter((o) => !o.cancelled);
  expect(r.revenue.invoiced.total).toBe(sum(invoiced, (o) => o.total));
  expect(r.revenue.invoiced.vat).toBe(sum(invoiced, (o) => o.vat));
  expect(r.revenue.revenue).toMatchObject({
    count: kept.length,
    total: sum(kept, (o) => o.total),
    vat: sum(kept, (o) => o.vat),
  });
  expect(r.revenue.cancelled.count).toBe(invoiced.length - kept.length);
  for (const key of ['count', 'total', 'vat', 'excl_vat'] as const)
    expect(r.revenue.revenue[key] + r.revenue.cancelled[key]).toBe(r.revenue.invoiced[key]);
  const breakdowns: { total: number; vat: number }[][] = [
    r.revenue.by_day,
    r.revenue.by_branch,
    r.revenue.by_service,
    r.revenue.by_staff,
  ];
  for (const breakdown of breakdowns) {
    expect(sum(breakdown, (row) => row.total)).toBe(r.revenue.revenue.total);
    expect(sum(breakdown, (row) => row.vat)).toBe(r.revenue.revenue.vat);
  }
  for (const day of r.revenue.by_day)
    expect(day.total).toBe(
      sum(
        kept.filter((o) => o.date === day.date),
        (o) => o.total,
      ),
    );
  const bookings = list.filter((o) => o.booking).map((o) => o.booking!);
  const count = (outcome: string) => bookings.filter((b) => b.outcome === outcome).length;
  expect(r.bookings.totals).toEqual({
    booked: bookings.length,
    cancelled: count('cancelled'),
    no_shows: count('no_show'),
    kept: bookings.length - count('cancelled') - count('no_show'),
  });
  for (const key of ['booked', 'kept', 'cancelled', 'no_shows'] as const)
    expect(sum(r.bookings.by_day, (d) => d[key])).toBe(r.bookings.totals[key]);
  const promos = kept.filter((o) => o.promo);
  expect(r.promo_codes.totals).toEqual({
    uses: promos.length,
    discount: sum(promos, (o) => o.promo!.amount),
  });
}

describe('reports reconcile with the invoices and the ledger', () => {
  it('revenue and VAT equal the invoices, gift cards and points the ledger, breakdowns their totals', async () => {
    let week = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(genOrder, { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 100, max: 80000 }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 3000 }),
        async (list, cards, earned) => {
          const from = addDays('2031-01-05', 7 * week++);
          const to = addDays(from, 6);
          const start = zonedInstant(from, 0, tz);
          const end = zonedInstant(addDays(to, 1), 0, tz);
          const openingCards = await ledgerBalance('gift_card');
          const openingPoints = await ledgerBalance('points');
          const expected = await writeOrders(
            scene,
            start,
            (at) => localDate(at.getTime(), tz),
            cards,
            earned,
            list,
          );
          const [a, b] = scene.branches.map((f) => f.branchId) as [number, number];

          const all = await report(owner, from, to);
          expect(all.revenue.invoiced).toEqual(await invoiceSums(start, end));
          checkScope(all, expected.orders);
          const g = all.gift_cards!;
          expect(g.opening).toBe(openingCards);
          expect(g.closing).toBe(await ledgerBalance('gift_card'));
          expect(g).toMatchObject({
            sold: expected.giftCardsSold,
            cards_sold: cards.length,
            redeemed: expected.giftCardsRedeemed,
          });
          expect(g.opening + g.sold - g.redeemed - g.revoked + g.adjusted).toBe(g.closing);
          const p = all.points!;
          expect(p).toMatchObject({ opening: openingPoints, earned, redeemed: expected.pointsRedeemed });
          expect(p.closing).toBe(await ledgerBalance('points'));
          expect(p.closing_value).toBe(p.closing * scene.pointValue);
          for (const row of all.utilisation.resources)
            expect(row.booked_minutes).toBe(expected.bookedMinutes.get(row.resource_id) ?? 0);

          const mine = await report(manager, from, to);
          expect(mine.revenue.invoiced).toEqual(await invoiceSums(start, end, a));
          checkScope(
            mine,
            expected.orders.filter((o) => o.branchId === a),
          );
          expect(mine.gift_cards).toBeNull();
          expect(mine.points).toBeNull();
          expect(mine.utilisation.resources.map((r) => r.resource_id)).toEqual(
            scene.branches[0]!.resourceIds,
          );

          const other = await report(owner, from, to, b);
          expect(other.revenue.invoiced).toEqual(await invoiceSums(start, end, b));
          checkScope(
            other,
            expected.orders.filter((o) => o.branchId === b),
          );
        },
      ),
      { numRuns: 12 },
    );
  });
});
