import type { Category } from '@hajz/contracts/catalogue';
import type { CatalogueFilters } from './filters';

export type SubCategory = Category['children'][number];
export type MenuSelection = { category?: Category; sub?: SubCategory };

/**
 * The chosen category and sub-category, looked up in a menu's categories.
 * A sub-category alone selects its parent too. Returns null when the URL names something
 * this menu does not have (unknown id, or a sub-category under another category).
 */
export function resolveSelection(
  categories: Category[],
  filters: Pick<CatalogueFilters, 'category' | 'sub'>,
): MenuSelection | null {
  if (filters.sub !== undefined) {
    const parent = categories.find((c) => c.children.some((s) => s.id === filters.sub));
    if (!parent) return null;
    if (filters.category !== undefined && parent.id !== filters.category) return null;
    return { category: parent, sub: parent.children.find((s) => s.id === filters.sub) };
  }
  if (filters.category !== undefined) {
    const category = categories.find((c) => c.id === filters.category);
    return category ? { category } : null;
  }
  return {};
}
