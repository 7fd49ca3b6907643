import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branches,
  branchWorkingTimes,
  businessSettings,
  categories,
  menus,
  productBranches,
  products,
} from '../schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoBusiness } from './data/demo-business.ts';
import { isSeeded, seed } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
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

  it('links sub-categories to parents in the same menu', () => {
    const byId = new Map(first.categories.map((c) => [c.id, c]));
    for (const c of first.categories.filter((x) => x.parentId !== null)) {
      const parent = byId.get(c.parentId!);
      expect(parent).toBeDefined();
      expect(parent!.parentId).toBeNull();
      expect(parent!.menuId).toBe(c.menuId);
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

  it('serves the same catalogue after a re-seed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/products' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pagination_options.total).toBe(demoBusiness.products.length);
  });
});
