import { and, asc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  branchWorkingTimes,
  categories,
  menus,
  productBranches,
  products,
} from '../../db/schema.ts';
import type { ProductType } from '@hajz/contracts/catalogue';

export const listBranches = (db: Db) =>
  db.select().from(branches).orderBy(asc(branches.sort), asc(branches.id));

export const listWorkingTimes = (db: Db) => db.select().from(branchWorkingTimes);

export async function branchExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id)).limit(1);
  return rows.length > 0;
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

/**
 * Services and shop products only: gift card designs (type 'gift_card', their own hidden menu) are sold on
 * /gift-cards (modules/gift-card-shop) and never listed with the catalogue.
 */
const listed = (column: typeof products.type | typeof menus.type) => inArray(column, ['service', 'product']);

/**
 * The business-wide menus, preceded by the branch's own menus when it has any (a branch adds its specials;
 * everything it offers from the shared menus stays reachable).
 */
export async function listMenus(db: Db, branchId: number | undefined) {
  const shared = await db
    .select()
    .from(menus)
    .where(and(isNull(menus.branchId), listed(menus.type)))
    .orderBy(asc(menus.sort));
  if (branchId === undefined) return { menus: shared, isCustom: false };
  const custom = await db
    .select()
    .from(menus)
    .where(and(eq(menus.branchId, branchId), listed(menus.type)))
    .orderBy(asc(menus.sort));
  return { menus: [...custom, ...shared], isCustom: custom.length > 0 };
}

export const listCategories = (db: Db, menuIds: number[]) =>
  menuIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(categories)
        .where(inArray(categories.menuId, menuIds))
        .orderBy(asc(categories.sort), asc(categories.id));

const offeredAt = (branchId: number) =>
  exists(
    sql`(select 1 from ${productBranches} where ${productBranches.productId} = ${products.id} and ${productBranches.branchId} = ${branchId})`,
  );

/** Active products per category, optionally only those offered at a branch. */
export async function countProductsByCategory(db: Db, branchId: number | undefined) {
  const filters: SQL[] = [eq(products.isActive, true), listed(products.type)];
  if (branchId !== undefined) filters.push(offeredAt(branchId));
  const rows = await db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(...filters))
    .groupBy(products.categoryId);
  return new Map(rows.map((r) => [r.categoryId, Number(r.count)]));
}

export type ProductFilters = {
  categoryId?: number;
  subCategoryId?: number;
  branchId?: number;
  type?: ProductType;
  productId?: number;
};

const branchIdsOf = sql<
  number[]
>`coalesce((select array_agg(${productBranches.branchId} order by ${productBranches.branchId}) from ${productBranches} where ${productBranches.productId} = ${products.id}), '{}')`;

function productWhere(f: ProductFilters): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(products.isActive, true), listed(products.type)];
  if (f.productId !== undefined) filters.push(eq(products.id, f.productId));
  if (f.type) filters.push(eq(products.type, f.type));
  if (f.subCategoryId !== undefined) filters.push(eq(products.categoryId, f.subCategoryId));
  if (f.categoryId !== undefined) {
    filters.push(
      or(
        eq(products.categoryId, f.categoryId),
        inArray(
          products.categoryId,
          sql`(select ${categories.id} from ${categories} where ${categories.parentId} = ${f.categoryId})`,
        ),
      ),
    );
  }
  if (f.branchId !== undefined) filters.push(offeredAt(f.branchId));
  return and(...filters);
}

export async function listProducts(db: Db, f: ProductFilters, limit: number, offset: number) {
  const where = productWhere(f);
  const rows = await db
    .select({ product: products, branchIds: branchIdsOf, total: sql<number>`count(*) over ()::int` })
    .from(products)
    .where(where)
    .orderBy(asc(products.sort), asc(products.id))
    .limit(limit)
    .offset(offset);
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : Number(
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(products)
              .where(where)
          )[0]?.n ?? 0,
        );
  return { rows, total };
}

export async function findProduct(db: Db, id: number) {
  const [row] = await db
    .select({ product: products, branchIds: branchIdsOf })
    .from(products)
    .where(productWhere({ productId: id }))
    .limit(1);
  return row;
}
