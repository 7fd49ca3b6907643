import {
  defaultBasePriceHalalas,
  productsPerPage,
  productSizes,
  type Branch,
  type Category,
  type Menu,
  type MenusResponse,
  type Product,
  type ProductsQuery,
  type ProductsResponse,
  type ProductType,
} from '@hajz/contracts/catalogue';
import { discountPercent } from '@hajz/contracts/money';
import type { Locale } from '@hajz/contracts/locale';
import type { Db } from '../../db/client.ts';
import type { products } from '../../db/schema.ts';
import { localized } from '../../lib/localized.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { loadBusiness } from '../settings/index.ts';
import { isOpenAt, toWorkingTimes, wallClock } from './opening-hours.ts';
import * as q from './queries.ts';
import { cached } from '../../lib/read-cache.ts';

export async function getBranches(db: Db, locale: Locale, now = new Date()): Promise<Branch[]> {
  const [business, rows, hours] = await Promise.all([
    loadBusiness(db),
    cached(db, 'branches', () => q.listBranches(db)),
    cached(db, 'working-times', () => q.listWorkingTimes(db)),
  ]);
  const clock = wallClock(now, business.timezone);
  return rows.map((b) => {
    const weekly = hours.filter((h) => h.branchId === b.id);
    return {
      id: b.id,
      name: localized(b, 'name', locale),
      address: localized(b, 'address', locale),
      city_name: localized(b, 'city', locale),
      phone: b.phone,
      description: localized(b, 'description', locale),
      is_open: isOpenAt(weekly, clock, business.timezone),
      main_image: b.image,
      image: b.image,
      thumpimage_image: b.image,
      google_map_link: b.googleMapLink,
      latitude: b.latitude,
      longitude: b.longitude,
      working_times: toWorkingTimes(weekly),
    };
  });
}

type Filters = { category_id?: number; sub_category_id?: number; branch_id?: number };

/** Unknown ids in filters are a 404, like any unknown id; a sub-category must sit under the category. */
async function checkFilters(db: Db, f: Filters) {
  if (f.branch_id !== undefined && !(await q.branchExists(db, f.branch_id))) throw notFound();
  if (f.category_id !== undefined) {
    const category = await q.findCategory(db, f.category_id);
    if (!category || category.parentId !== null) throw notFound();
  }
  if (f.sub_category_id !== undefined) {
    const sub = await q.findCategory(db, f.sub_category_id);
    if (!sub || sub.parentId === null) throw notFound();
    if (f.category_id !== undefined && sub.parentId !== f.category_id) {
      throw new HttpError(422, 'errors.validation', { sub_category_id: ['validation.invalid'] });
    }
  }
}

export function getMenus(db: Db, locale: Locale, f: Filters): Promise<MenusResponse> {
  const key = `menus:${locale}:${f.category_id ?? ''}:${f.sub_category_id ?? ''}:${f.branch_id ?? ''}`;
  return cached(db, key, () => loadMenus(db, locale, f));
}

async function loadMenus(db: Db, locale: Locale, f: Filters): Promise<MenusResponse> {
  await checkFilters(db, f);
  const { menus, isCustom } = await q.listMenus(db, f.branch_id);
  const [categories, counts] = await Promise.all([
    q.listCategories(
      db,
      menus.map((m) => m.id),
    ),
    q.countProductsByCategory(db, f.branch_id),
  ]);
  const shape = (c: (typeof categories)[number]) => ({
    id: c.id,
    name: localized(c, 'name', locale),
    image: c.image,
    parent_id: c.parentId,
  });
  const result: Menu[] = menus.map((m) => {
    const tops = categories.filter(
      (c) =>
        c.menuId === m.id && c.parentId === null && (f.category_id === undefined || c.id === f.category_id),
    );
    const menuCategories: Category[] = tops.map((top) => {
      const children = categories
        .filter(
          (c) => c.parentId === top.id && (f.sub_category_id === undefined || c.id === f.sub_category_id),
        )
        .map((c) => ({ ...shape(c), products_count: counts.get(c.id) ?? 0 }));
      const own = counts.get(top.id) ?? 0;
      return {
        ...shape(top),
        products_count: own + children.reduce((s, c) => s + c.products_count, 0),
        children,
      };
    });
    return {
      id: m.id,
      name: localized(m, 'name', locale),
      type: m.type as ProductType,
      branch_id: m.branchId,
      menu_categories: menuCategories,
    };
  });
  return {
    menus: result,
    branch_id: f.branch_id ?? null,
    is_custom_menu: isCustom,
    category_query_type:
      f.sub_category_id !== undefined ? 'sub_category' : f.category_id !== undefined ? 'category' : 'all',
  };
}

type ProductRow = { product: typeof products.$inferSelect; branchIds: number[] };

export function toProduct({ product: p, branchIds }: ProductRow, locale: Locale): Product {
  const ids = (branchIds ?? []).map(Number);
  return {
    id: p.id,
    product_id: p.id,
    type: p.type as ProductType,
    name: localized(p, 'name', locale),
    description: localized(p, 'description', locale),
    price: p.price,
    price_before_discount: p.priceBeforeDiscount,
    discount_value: discountPercent(p.price, p.priceBeforeDiscount),
    duration: p.duration,
    image: p.image,
    inner_image: p.innerImage,
    category_id: p.categoryId,
    branch_ids: ids,
    branch_id: ids[0] ?? null,
    rating: p.rating === null ? null : Number(p.rating),
    sizes: p.type === 'product' ? productSizes.map((s) => s.size) : [],
    deposit_amount: p.depositKind === 'fixed' ? p.depositValue : null,
    deposit_percent: p.depositKind === 'percent' ? p.depositValue : null,
    deposit_new_customers_only: p.depositKind !== 'none' && p.depositNewCustomersOnly,
    deposit_peak_only: p.depositKind !== 'none' && p.depositPeakOnly,
  };
}

/** Query string for a page link, keeping the filters that were asked for. */
function pageUrl(query: ProductsQuery, page: number): string {
  const params = new URLSearchParams();
  for (const key of ['category_id', 'sub_category_id', 'branch_id', 'type'] as const) {
    if (query[key] !== undefined) params.set(key, String(query[key]));
  }
  params.set('page', String(page));
  return `/api/v1/products?${params}`;
}

export function getProducts(db: Db, locale: Locale, query: ProductsQuery): Promise<ProductsResponse> {
  const key = `products:${locale}:${query.category_id ?? ''}:${query.sub_category_id ?? ''}:${query.branch_id ?? ''}:${query.type ?? ''}:${query.page}`;
  return cached(db, key, () => loadProducts(db, locale, query));
}

async function loadProducts(db: Db, locale: Locale, query: ProductsQuery): Promise<ProductsResponse> {
  await checkFilters(db, query);
  const perPage = productsPerPage;
  const { rows, total } = await q.listProducts(
    db,
    {
      categoryId: query.category_id,
      subCategoryId: query.sub_category_id,
      branchId: query.branch_id,
      type: query.type,
    },
    perPage,
    (query.page - 1) * perPage,
  );
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    products: rows.map((r) => toProduct(r, locale)),
    pagination_options: {
      current_page: query.page,
      last_page: lastPage,
      per_page: perPage,
      total,
      next_page_url: query.page < lastPage ? pageUrl(query, query.page + 1) : null,
      prev_page_url: query.page > 1 ? pageUrl(query, Math.min(query.page - 1, lastPage)) : null,
    },
  };
}

export function getProduct(db: Db, locale: Locale, id: number): Promise<Product> {
  return cached(db, `product:${locale}:${id}`, () => loadProduct(db, locale, id));
}

async function loadProduct(db: Db, locale: Locale, id: number): Promise<Product> {
  const row = await q.findProduct(db, id);
  if (!row) throw notFound('errors.product_not_found');
  return toProduct(row, locale);
}

/** Spec §9: price of a shop product size; the base defaults to 100 SAR when missing. */
export function sizePrice(base: number | null | undefined, size: string): number {
  const factor = productSizes.find((s) => s.size === size)?.factor ?? 1;
  return Math.round((base && base > 0 ? base : defaultBasePriceHalalas) * factor);
}
