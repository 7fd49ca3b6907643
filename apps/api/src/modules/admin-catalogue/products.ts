/**
 * Services and shop products in the back office. Names, descriptions and prices are the business's, so an owner or
 * a manager may write them; where a product is offered (its branches) and who performs it (its resources) are a
 * branch's, so a manager may change them at their own branches only (ADR 0030). Gift card designs are not here.
 */
import { parseDeposit } from '@hajz/contracts/deposit-rules';
import { productSizes } from '@hajz/contracts/catalogue';
import type { AdminProduct, ProductBody } from '@hajz/contracts/admin-catalogue';
import type { StaffAccess } from '@hajz/contracts/staff';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  categories,
  menus,
  productBranches,
  products,
  resources,
  resourceServices,
} from '../../db/schema.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { reachesBranch } from '../staff/index.ts';
import { catalogueWrite } from './write.ts';
import { placeholderImage, storeImage, type catalogueImage } from './images.ts';
import { assertWholeList, newSlug, sameItems } from './slugs.ts';

type Row = typeof products.$inferSelect;
type StoredImage = Awaited<ReturnType<typeof catalogueImage>>;

const invalid = (field: string, key: string) => new HttpError(422, 'errors.validation', { [field]: [key] });
const wrongBranch = () => new HttpError(403, 'staff.wrong_branch');

function shape(p: Row, branchIds: number[], resourceIds: number[]): AdminProduct {
  return {
    id: p.id,
    type: p.type as AdminProduct['type'],
    category_id: p.categoryId,
    name_en: p.nameEn,
    name_ar: p.nameAr,
    description_en: p.descriptionEn,
    description_ar: p.descriptionAr,
    price: p.price,
    price_before_discount: p.priceBeforeDiscount,
    duration: p.duration,
    buffer_minutes: p.bufferMinutes,
    image: p.image,
    branch_ids: branchIds,
    resource_ids: resourceIds,
    is_active: p.isActive,
    sort: p.sort,
    deposit_kind: p.depositKind as AdminProduct['deposit_kind'],
    deposit_value: p.depositValue,
    deposit_new_customers_only: p.depositNewCustomersOnly,
    deposit_peak_only: p.depositPeakOnly,
  };
}

async function linksOf(db: Db, ids: number[]) {
  if (ids.length === 0)
    return { branchesOf: new Map<number, number[]>(), resourcesOf: new Map<number, number[]>() };
  const [offered, performers] = await Promise.all([
    db.select().from(productBranches).where(inArray(productBranches.productId, ids)),
    db.select().from(resourceServices).where(inArray(resourceServices.productId, ids)),
  ]);
  const group = (rows: { key: number; value: number }[]) => {
    const map = new Map<number, number[]>();
    for (const r of rows)
      map.set(
        r.key,
        [...(map.get(r.key) ?? []), r.value].sort((a, b) => a - b),
      );
    return map;
  };
  return {
    branchesOf: group(offered.map((r) => ({ key: r.productId, value: r.branchId }))),
    resourcesOf: group(performers.map((r) => ({ key: r.productId, value: r.resourceId }))),
  };
}

export async function listAdminProducts(db: Db, access: StaffAccess, type?: 'service' | 'product') {
  const rows = await db
    .select()
    .from(products)
    .where(type ? eq(products.type, type) : inArray(products.type, ['service', 'product']))
    .orderBy(asc(products.sort), asc(products.id));
  const { branchesOf, resourcesOf } = await linksOf(
    db,
    rows.map((r) => r.id),
  );
  const allBranches = await db
    .select({ id: branches.id, nameEn: branches.nameEn, nameAr: branches.nameAr })
    .from(branches)
    .orderBy(asc(branches.sort), asc(branches.id));
  const staff = await db
    .select()
    .from(resources)
    .where(eq(resources.isActive, true))
    .orderBy(asc(resources.branchId), asc(resources.id));
  return {
    products: rows.map((p) => shape(p, branchesOf.get(p.id) ?? [], resourcesOf.get(p.id) ?? [])),
    branches: allBranches.map((b) => ({
      id: b.id,
      name_en: b.nameEn,
      name_ar: b.nameAr,
      editable: reachesBranch(access, b.id),
    })),
    resources: staff
      .filter((r) => reachesBranch(access, r.branchId))
      .map((r) => ({ id: r.id, branch_id: r.branchId, name_en: r.nameEn, name_ar: r.nameAr })),
    sizes: productSizes.map((s) => ({ size: s.size, factor: s.factor })),
  };
}

async function snapshot(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row || row.type === 'gift_card') return null;
  const { branchesOf, resourcesOf } = await linksOf(db, [id]);
  return shape(row, branchesOf.get(id) ?? [], resourcesOf.get(id) ?? []);
}

/** The body's references exist and fit together, and a manager changes only their branches' links. */
async function checkLinks(db: Db, access: StaffAccess, body: ProductBody, before: AdminProduct | null) {
  const [category] = await db
    .select({ id: categories.id, type: menus.type })
    .from(categories)
    .innerJoin(menus, eq(menus.id, categories.menuId))
    .where(eq(categories.id, body.category_id));
  if (!category) throw invalid('category_id', 'catalogue.category_required');
  if (category.type !== body.type) throw invalid('category_id', 'catalogue.category_type');
  if (before && before.type !== body.type) throw invalid('type', 'catalogue.type_fixed');

  const known = await db
    .select({ id: branches.id })
    .from(branches)
    .where(inArray(branches.id, body.branch_ids));
  if (known.length !== new Set(body.branch_ids).size)
    throw invalid('branch_ids', 'catalogue.branches_required');
  const resourceIds = body.type === 'service' ? [...new Set(body.resource_ids)] : [];
  const chosen = resourceIds.length
    ? await db.select().from(resources).where(inArray(resources.id, resourceIds))
    : [];
  if (chosen.length !== resourceIds.length || chosen.some((r) => !body.branch_ids.includes(r.branchId)))
    throw invalid('resource_ids', 'catalogue.resources');

  // Links added or removed must be at the person's branches.
  const oldBranches = before?.branch_ids ?? [];
  const branchChanges = [
    ...body.branch_ids.filter((b) => !oldBranches.includes(b)),
    ...oldBranches.filter((b) => !body.branch_ids.includes(b)),
  ];
  if (branchChanges.some((b) => !reachesBranch(access, b))) throw wrongBranch();
  const oldResources = before?.resource_ids ?? [];
  const resourceChanges = [
    ...resourceIds.filter((r) => !oldResources.includes(r)),
    ...oldResources.filter((r) => !resourceIds.includes(r)),
  ];
  if (resourceChanges.length) {
    const rows = await db
      .select({ branchId: resources.branchId })
      .from(resources)
      .where(inArray(resources.id, resourceChanges));
    if (rows.some((r) => !reachesBranch(access, r.branchId))) throw wrongBranch();
  }
  return resourceIds;
}

const columns = (body: ProductBody) => ({
  categoryId: body.category_id,
  nameEn: body.name_en,
  nameAr: body.name_ar,
  descriptionEn: body.description_en,
  descriptionAr: body.description_ar,
  price: body.price,
  priceBeforeDiscount: body.price_before_discount,
  duration: body.type === 'service' ? body.duration : null,
  bufferMinutes: body.type === 'service' ? body.buffer_minutes : 0,
  isActive: body.is_active,
  ...depositColumns(body),
});

/** A service's deposit (issue 28); the body was checked (productBody), so the value parses. Products have none. */
function depositColumns(body: ProductBody) {
  const kind = body.type === 'service' ? body.deposit_kind : 'none';
  const parsed = parseDeposit(kind, body.deposit_value, body.price);
  const value = 'value' in parsed ? parsed.value : 0;
  return {
    depositKind: value > 0 ? kind : 'none',
    depositValue: value,
    depositNewCustomersOnly: value > 0 && body.deposit_new_customers_only,
    depositPeakOnly: value > 0 && body.deposit_peak_only,
  };
}

async function writeLinks(tx: Db, id: number, branchIds: number[], resourceIds: number[]) {
  await tx.delete(productBranches).where(eq(productBranches.productId, id));
  await tx
    .insert(productBranches)
    .values([...new Set(branchIds)].map((branchId) => ({ productId: id, branchId })));
  await tx.delete(resourceServices).where(eq(resourceServices.productId, id));
  if (resourceIds.length)
    await tx
      .insert(resourceServices)
      .values(resourceIds.map((resourceId) => ({ resourceId, productId: id })));
}

export async function createProduct(db: Db, access: StaffAccess, body: ProductBody, image?: StoredImage) {
  const resourceIds = await checkLinks(db, access, body, null);
  return catalogueWrite(db, access, async (tx) => {
    const url = image ? await storeImage(tx, image) : placeholderImage;
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${products.sort}), -1)::int + 1` })
      .from(products)
      .where(eq(products.type, body.type));
    const [row] = await tx
      .insert(products)
      .values({
        ...columns(body),
        slug: newSlug(body.name_en),
        type: body.type,
        image: url,
        innerImage: url,
        sort: next,
      })
      .returning();
    await writeLinks(tx, row!.id, body.branch_ids, resourceIds);
    const after = shape(
      row!,
      [...new Set(body.branch_ids)].sort((a, b) => a - b),
      resourceIds.sort((a, b) => a - b),
    );
    return {
      action: 'product.create',
      entity: 'product',
      entityId: row!.id,
      branchId: null,
      before: null,
      after,
      result: after,
    };
  });
}

export async function updateProduct(
  db: Db,
  access: StaffAccess,
  id: number,
  body: ProductBody,
  image?: StoredImage,
) {
  const before = await snapshot(db, id);
  if (!before) throw notFound();
  const resourceIds = await checkLinks(db, access, body, before);
  return catalogueWrite(db, access, async (tx) => {
    const url = image ? await storeImage(tx, image) : undefined;
    await tx
      .update(products)
      .set({ ...columns(body), ...(url ? { image: url, innerImage: url } : {}) })
      .where(eq(products.id, id));
    if (!sameItems(before.branch_ids, body.branch_ids) || !sameItems(before.resource_ids, resourceIds))
      await writeLinks(tx, id, body.branch_ids, resourceIds);
    const after = (await snapshot(tx, id))!;
    return {
      action: 'product.update',
      entity: 'product',
      entityId: id,
      branchId: null,
      before,
      after,
      result: after,
    };
  });
}

export async function publishProduct(db: Db, access: StaffAccess, id: number, isActive: boolean) {
  const before = await snapshot(db, id);
  if (!before) throw notFound();
  return catalogueWrite(db, access, async (tx) => {
    await tx.update(products).set({ isActive }).where(eq(products.id, id));
    const after = { ...before, is_active: isActive };
    return {
      action: isActive ? 'product.publish' : 'product.unpublish',
      entity: 'product',
      entityId: id,
      branchId: null,
      before: { is_active: before.is_active },
      after: { is_active: isActive },
      result: after,
    };
  });
}

/** A new order for one type's products: `ids` lists every one of them. */
export async function reorderProducts(
  db: Db,
  access: StaffAccess,
  type: 'service' | 'product',
  ids: number[],
) {
  const rows = await db
    .select({ id: products.id, sort: products.sort })
    .from(products)
    .where(eq(products.type, type))
    .orderBy(asc(products.sort), asc(products.id));
  assertWholeList(rows, ids);
  return catalogueWrite(db, access, async (tx) => {
    for (const [sort, id] of ids.entries())
      await tx
        .update(products)
        .set({ sort })
        .where(and(eq(products.id, id), eq(products.type, type)));
    return {
      action: 'product.reorder',
      entity: 'product',
      entityId: type,
      branchId: null,
      before: { type, ids: rows.map((r) => r.id) },
      after: { type, ids },
      result: { ids },
    };
  });
}
