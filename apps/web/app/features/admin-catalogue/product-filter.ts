/**
 * Finding a service or product in the catalogue's list (issue 30 item 13): by a word of its name in either language
 * (folded as the shop's search folds it: "عليا" finds "العليا", "oud" finds "Oud") and by category, a category
 * taking in its sub-categories. The list is every item of one type, unpaged (its order is edited as a whole), so
 * this filters what is loaded.
 */
import type { AdminMenu, AdminProduct } from '@hajz/contracts/admin-catalogue';
import { normalizeForSearch } from '@hajz/contracts/arabic-search';
import type { Locale } from '@hajz/contracts/locale';

export type CategoryOption = { id: number; label: string };

/** The categories of this type's menus, each under its menu's name and its parent's, a parent before its own. */
export function categoryOptions(
  menus: AdminMenu[],
  type: AdminProduct['type'],
  locale: Locale,
): CategoryOption[] {
  const name = (x: { name_en: string; name_ar: string }) => (locale === 'ar' ? x.name_ar : x.name_en);
  const ofType = menus.filter((m) => m.type === type);
  return ofType.flatMap((menu) => {
    const byId = new Map(menu.categories.map((c) => [c.id, c]));
    const isTop = (c: AdminMenu['categories'][number]) => c.parent_id === null || !byId.has(c.parent_id);
    // Each top category followed by its sub-categories, as the menu lists them.
    const ordered = menu.categories
      .filter(isTop)
      .flatMap((top) => [top, ...menu.categories.filter((c) => c.parent_id === top.id)]);
    return ordered.map((c) => {
      const parent = c.parent_id === null ? undefined : byId.get(c.parent_id);
      const path = [...(ofType.length > 1 ? [name(menu)] : []), ...(parent ? [name(parent)] : []), name(c)];
      return { id: c.id, label: path.join(' › ') };
    });
  });
}

/** The items whose name holds every word searched for and that sit in the category (or one of its sub-categories). */
export function filterProducts(
  products: AdminProduct[],
  menus: AdminMenu[],
  filter: { q: string; categoryId: number | null },
): AdminProduct[] {
  const words = normalizeForSearch(filter.q).split(' ').filter(Boolean);
  const categories = menus.flatMap((m) => m.categories);
  const inCategory =
    filter.categoryId === null
      ? null
      : new Set([
          filter.categoryId,
          ...categories.filter((c) => c.parent_id === filter.categoryId).map((c) => c.id),
        ]);
  return products.filter((p) => {
    if (inCategory && !inCategory.has(p.category_id)) return false;
    if (words.length === 0) return true;
    const names = `${normalizeForSearch(p.name_en)} ${normalizeForSearch(p.name_ar)}`.split(' ');
    return words.every((w) => names.some((n) => n.startsWith(w)));
  });
}
