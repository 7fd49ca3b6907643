/** The catalogue screen's calls (issue 17 item 1): lists to edit, and every write (JSON, or a form with a picture). */
import type {
  AdminBranch,
  AdminException,
  AdminMenu,
  AdminProduct,
  AdminProductsResponse,
} from '@hajz/contracts/admin-catalogue';
import type { Locale } from '@hajz/contracts/locale';
import { adminGet, adminSend } from '~/admin-kit/api';

const base = '/admin/catalogue';
export type ProductType = 'service' | 'product';

export const fetchProducts = (locale: Locale, type: ProductType) =>
  adminGet<AdminProductsResponse>(locale, `${base}/products`, { type });
export const fetchMenus = (locale: Locale) => adminGet<{ menus: AdminMenu[] }>(locale, `${base}/menus`);
export const fetchBranches = (locale: Locale) =>
  adminGet<{ branches: AdminBranch[] }>(locale, `${base}/branches`);

export const saveProduct = (locale: Locale, id: number | null, form: FormData) =>
  adminSend<AdminProduct>(
    locale,
    id ? 'PUT' : 'POST',
    id ? `${base}/products/${id}` : `${base}/products`,
    form,
  );
export const publishProduct = (locale: Locale, id: number, isActive: boolean) =>
  adminSend<AdminProduct>(locale, 'POST', `${base}/products/${id}/publish`, { is_active: isActive });
export const reorderProducts = (locale: Locale, type: ProductType, ids: number[]) =>
  adminSend(locale, 'POST', `${base}/products/reorder`, { type, ids });

export const saveMenu = (
  locale: Locale,
  id: number | null,
  body: { name_en: string; name_ar: string; type?: ProductType },
) => adminSend(locale, id ? 'PUT' : 'POST', id ? `${base}/menus/${id}` : `${base}/menus`, body);
export const reorderMenus = (locale: Locale, ids: number[]) =>
  adminSend(locale, 'POST', `${base}/menus/reorder`, { ids });
export const saveCategory = (
  locale: Locale,
  id: number | null,
  body: { name_en: string; name_ar: string; menu_id?: number; parent_id?: number | null },
) => adminSend(locale, id ? 'PUT' : 'POST', id ? `${base}/categories/${id}` : `${base}/categories`, body);
export const reorderCategories = (locale: Locale, ids: number[]) =>
  adminSend(locale, 'POST', `${base}/categories/reorder`, { ids });

export const saveBranch = (locale: Locale, id: number, body: unknown) =>
  adminSend<AdminBranch>(locale, 'PUT', `${base}/branches/${id}`, body);
export const saveHours = (locale: Locale, id: number, body: unknown) =>
  adminSend<AdminBranch>(locale, 'PUT', `${base}/branches/${id}/hours`, body);
export const putException = (locale: Locale, id: number, body: unknown) =>
  adminSend<AdminException>(locale, 'POST', `${base}/branches/${id}/exceptions`, body);
export const deleteException = (locale: Locale, id: number, exceptionId: number) =>
  adminSend(locale, 'DELETE', `${base}/branches/${id}/exceptions/${exceptionId}`);

/** Moves the item at `index` one place up (-1) or down (+1): the ids in their new order. */
export function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
