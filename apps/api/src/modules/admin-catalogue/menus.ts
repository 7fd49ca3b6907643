/**
 * Menus, their categories and sub-categories (two levels, as the customer's menu shows them). Creating a menu or
 * changing the menus' order is the owner's (routes); names and categories are the owner's and the managers'. A
 * branch's own menu is that branch's: a manager of another branch is refused it. Gift card designs' menu is not here.
 */
import type { AdminMenu } from '@hajz/contracts/admin-catalogue';
import type { StaffAccess } from '@hajz/contracts/staff';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { categoryBody, menuBody, menuUpdateBody } from '@hajz/contracts/admin-catalogue';
import type { Db } from '../../db/client.ts';
import { branches, categories, menus, products } from '../../db/schema.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { reachesBranch } from '../staff/index.ts';
import { placeholderImage, storeImage, type catalogueImage } from './images.ts';
import { assertWholeList, newSlug } from './slugs.ts';
import { catalogueWrite } from './write.ts';

type StoredImage = Awaited<ReturnType<typeof catalogueImage>>;
const listed = inArray(menus.type, ['service', 'product']);
const invalid = (field: string, key: string) => new HttpError(422, 'errors.validation', { [field]: [key] });

export async function listAdminMenus(db: Db): Promise<{ menus: AdminMenu[] }> {
  const rows = await db.select().from(menus).where(listed).orderBy(asc(menus.sort), asc(menus.id));
  const cats = rows.length
    ? await db
        .select({
          category: categories,
          count: sql<number>`(select count(*)::int from ${products} p where p.category_id = ${categories.id})`,
        })
        .from(categories)
        .where(
          inArray(
            categories.menuId,
            rows.map((m) => m.id),
          ),
        )
        .orderBy(asc(categories.sort), asc(categories.id))
    : [];
  return {
    menus: rows.map((m) => ({
      id: m.id,
      name_en: m.nameEn,
      name_ar: m.nameAr,
      type: m.type as AdminMenu['type'],
      branch_id: m.branchId,
      sort: m.sort,
      categories: cats
        .filter((c) => c.category.menuId === m.id)
        .map(({ category: c, count }) => ({
          id: c.id,
          menu_id: c.menuId,
          parent_id: c.parentId,
          name_en: c.nameEn,
          name_ar: c.nameAr,
          image: c.image,
          sort: c.sort,
          products_count: Number(count),
        })),
    })),
  };
}

/** The menu when this person may change it: 404 unknown, 403 another branch's own menu. */
async function menuFor(db: Db, access: StaffAccess, id: number) {
  const [menu] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.id, id), listed));
  if (!menu) throw notFound();
  if (menu.branchId !== null && !reachesBranch(access, menu.branchId))
    throw new HttpError(403, 'staff.wrong_branch');
  return menu;
}

const menuShape = (m: typeof menus.$inferSelect) => ({
  id: m.id,
  name_en: m.nameEn,
  name_ar: m.nameAr,
  type: m.type,
  branch_id: m.branchId,
  sort: m.sort,
});

export async function createMenu(db: Db, access: StaffAccess, body: z.output<typeof menuBody>) {
  if (body.branch_id !== null) {
    const [known] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.id, body.branch_id));
    if (!known) throw invalid('branch_id', 'validation.id');
  }
  return catalogueWrite(db, access, async (tx) => {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${menus.sort}), -1)::int + 1` })
      .from(menus);
    const [row] = await tx
      .insert(menus)
      .values({
        slug: newSlug(body.name_en),
        nameEn: body.name_en,
        nameAr: body.name_ar,
        type: body.type,
        branchId: body.branch_id,
        sort: next,
      })
      .returning();
    const after = menuShape(row!);
    return {
      action: 'menu.create',
      entity: 'menu',
      entityId: row!.id,
      branchId: row!.branchId,
      before: null,
      after,
      result: { ...after, categories: [] },
    };
  });
}

export async function updateMenu(
  db: Db,
  access: StaffAccess,
  id: number,
  body: z.output<typeof menuUpdateBody>,
) {
  const menu = await menuFor(db, access, id);
  return catalogueWrite(db, access, async (tx) => {
    const [row] = await tx
      .update(menus)
      .set({ nameEn: body.name_en, nameAr: body.name_ar })
      .where(eq(menus.id, id))
      .returning();
    const after = menuShape(row!);
    return {
      action: 'menu.update',
      entity: 'menu',
      entityId: id,
      branchId: menu.branchId,
      before: menuShape(menu),
      after,
      result: after,
    };
  });
}

/** The menus' new order: every menu (services and shop) once. */
export async function reorderMenus(db: Db, access: StaffAccess, ids: number[]) {
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(listed)
    .orderBy(asc(menus.sort), asc(menus.id));
  assertWholeList(rows, ids);
  return catalogueWrite(db, access, async (tx) => {
    for (const [sort, id] of ids.entries()) await tx.update(menus).set({ sort }).where(eq(menus.id, id));
    return {
      action: 'menu.reorder',
      entity: 'menu',
      entityId: 'all',
      branchId: null,
      before: { ids: rows.map((r) => r.id) },
      after: { ids },
      result: { ids },
    };
  });
}

const categoryShape = (c: typeof categories.$inferSelect) => ({
  id: c.id,
  menu_id: c.menuId,
  parent_id: c.parentId,
  name_en: c.nameEn,
  name_ar: c.nameAr,
  image: c.image,
  sort: c.sort,
});

export async function createCategory(
  db: Db,
  access: StaffAccess,
  body: z.output<typeof categoryBody>,
  image?: StoredImage,
) {
  const menu = await menuFor(db, access, body.menu_id).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404)
      throw invalid('menu_id', 'catalogue.menu_required');
    throw error;
  });
  if (body.parent_id !== null) {
    const [parent] = await db.select().from(categories).where(eq(categories.id, body.parent_id));
    if (!parent || parent.menuId !== menu.id || parent.parentId !== null)
      throw invalid('parent_id', 'catalogue.parent');
  }
  return catalogueWrite(db, access, async (tx) => {
    const url = image ? await storeImage(tx, image) : placeholderImage;
    const siblings = and(
      eq(categories.menuId, menu.id),
      body.parent_id === null ? isNull(categories.parentId) : eq(categories.parentId, body.parent_id),
    );
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${categories.sort}), -1)::int + 1` })
      .from(categories)
      .where(siblings);
    const [row] = await tx
      .insert(categories)
      .values({
        slug: newSlug(body.name_en),
        menuId: menu.id,
        parentId: body.parent_id,
        nameEn: body.name_en,
        nameAr: body.name_ar,
        image: url,
        sort: next,
      })
      .returning();
    const after = categoryShape(row!);
    return {
      action: 'category.create',
      entity: 'category',
      entityId: row!.id,
      branchId: menu.branchId,
      before: null,
      after,
      result: { ...after, products_count: 0 },
    };
  });
}

async function categoryFor(db: Db, access: StaffAccess, id: number) {
  const [category] = await db.select().from(categories).where(eq(categories.id, id));
  if (!category) throw notFound();
  const menu = await menuFor(db, access, category.menuId);
  return { category, menu };
}

export async function updateCategory(
  db: Db,
  access: StaffAccess,
  id: number,
  body: { name_en: string; name_ar: string },
  image?: StoredImage,
) {
  const { category, menu } = await categoryFor(db, access, id);
  return catalogueWrite(db, access, async (tx) => {
    const url = image ? await storeImage(tx, image) : undefined;
    const [row] = await tx
      .update(categories)
      .set({ nameEn: body.name_en, nameAr: body.name_ar, ...(url ? { image: url } : {}) })
      .where(eq(categories.id, id))
      .returning();
    const after = categoryShape(row!);
    return {
      action: 'category.update',
      entity: 'category',
      entityId: id,
      branchId: menu.branchId,
      before: categoryShape(category),
      after,
      result: after,
    };
  });
}

/** A new order for one level of one menu: `ids` are every category with the same menu and parent. */
export async function reorderCategories(db: Db, access: StaffAccess, ids: number[]) {
  const { category: first, menu } = await categoryFor(db, access, ids[0]!).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) throw invalid('ids', 'catalogue.reorder');
    throw error;
  });
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.menuId, first.menuId),
        first.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, first.parentId),
      ),
    )
    .orderBy(asc(categories.sort), asc(categories.id));
  assertWholeList(rows, ids);
  return catalogueWrite(db, access, async (tx) => {
    for (const [sort, id] of ids.entries())
      await tx.update(categories).set({ sort }).where(eq(categories.id, id));
    return {
      action: 'category.reorder',
      entity: 'menu',
      entityId: menu.id,
      branchId: menu.branchId,
      before: { parent_id: first.parentId, ids: rows.map((r) => r.id) },
      after: { parent_id: first.parentId, ids },
      result: { ids },
    };
  });
}
